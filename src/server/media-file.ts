import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { PayloadRequest } from 'payload'

import { MEDIA_VERSION_PARAM } from '@/lib/media-url'
import { mediaDir } from '@/lib/media-dir'
import { MEDIA_FILE_CSP } from '@/lib/security-headers'
import { getPayload } from '@/server/payload'

/**
 * GET /api/cms/media/file/{filename} without Payload's REST machinery: every picture on the site
 * is public (Media's read access is `anyone`), so a request needs neither a session, an access
 * check nor — unlike Payload's S3 path, which looks the document up for its folder — a database
 * read. The file comes straight from where Payload stored it: the bucket through the storage
 * adapter's own handler (the same object key, headers and SVG policy), else the local folder.
 *
 * Caching: the site's pages link each picture with `?v=` (its document's last change, see
 * src/lib/media-url.ts), a URL that changes whenever the file can have, so those answers are
 * immutable for a year and a repeat visit fetches nothing. The bare address (the admin, older
 * links) is revalidated on every use with its ETag.
 */
export async function serveMediaFile(request: Request, filename: string): Promise<Response> {
  if (!isPlainFilename(filename)) return notFound()
  const versioned = new URL(request.url).searchParams.has(MEDIA_VERSION_PARAM)
  const response = process.env.S3_BUCKET ? await fromBucket(request, filename) : await fromDisk(request, filename)
  if (response.status === 200 || response.status === 304 || response.status === 206) {
    response.headers.set('Cache-Control', versioned ? 'public, max-age=31536000, immutable' : 'public, no-cache')
  }
  return response
}

/** One name as Payload stores it: no folder, no hidden file, nothing a path could be built from. */
function isPlainFilename(name: string) {
  return name.length > 0 && name.length <= 255 && !name.startsWith('.') && !/[/\\\0]/.test(name)
}

function notFound() {
  return new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
}

async function fromBucket(request: Request, filename: string): Promise<Response> {
  const payload = await getPayload()
  const collection = payload.collections.media.config
  const handlers = typeof collection.upload === 'object' ? (collection.upload.handlers ?? []) : []
  // The adapter's handler needs only these of a PayloadRequest. An empty `doc` tells it the
  // document is known (no lookup): the object key is then the file name, as the site uploads
  // with no prefix and no client uploads.
  const req = { headers: request.headers, signal: request.signal, payload } as unknown as PayloadRequest
  for (const handler of handlers) {
    const answer = await handler(req, { doc: {} as never, headers: new Headers(), params: { collection: collection.slug, filename } })
    // A copy: the adapter's Response may carry immutable headers.
    if (answer instanceof Response) return new Response(answer.body, { status: answer.status, headers: new Headers(answer.headers) })
  }
  return notFound()
}

const TYPES: Record<string, string> = {
  '.avif': 'image/avif',
  '.bmp': 'image/bmp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.jpeg': 'image/jpeg',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
}

async function fromDisk(request: Request, filename: string): Promise<Response> {
  const dir = mediaDir()
  const file = path.resolve(dir, filename)
  if (!file.startsWith(dir + path.sep)) return notFound()
  const stats = await stat(file).catch(() => null)
  if (!stats?.isFile()) return notFound()
  const type = TYPES[path.extname(filename).toLowerCase()] ?? 'application/octet-stream'
  const etag = `W/"${stats.size.toString(36)}-${Math.floor(stats.mtimeMs).toString(36)}"`
  const headers = new Headers({ 'Content-Type': type, ETag: etag })
  // An SVG can carry script: the same policy Payload gives it (next.config.ts sets it too).
  if (type === 'image/svg+xml') headers.set('Content-Security-Policy', MEDIA_FILE_CSP)
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers })
  headers.set('Content-Length', String(stats.size))
  const body = Readable.toWeb(createReadStream(file)) as unknown as ReadableStream<Uint8Array>
  return new Response(body, { status: 200, headers })
}
