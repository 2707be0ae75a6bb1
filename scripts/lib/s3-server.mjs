#!/usr/bin/env node
/**
 * A local S3-compatible store (the `s3rver` package) for `npm run cluster` and its tests:
 * S3_PORT, S3_DIRECTORY, S3_BUCKET. Credentials are s3rver's fixed S3RVER / S3RVER.
 */
import { mkdirSync } from 'node:fs'

import S3rver from 's3rver'

const directory = process.env.S3_DIRECTORY
const bucket = process.env.S3_BUCKET || 'media'
mkdirSync(directory, { recursive: true })
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(process.env.S3_PORT),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
})
await server.run()
console.log(`[s3] s3rver listening on 127.0.0.1:${process.env.S3_PORT}, bucket ${bucket}`)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().finally(() => process.exit(0))
  })
}
