import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './src/collections'
import { guardDocumentLocks } from './src/collections/locked-documents'
import { globals } from './src/globals'
import { Users } from './src/collections/Users'
import { auditAPIKeyUse } from './src/collections/Users/api-keys'
import { emailAdapter } from './src/email/transport'
import { configuredSiteUrl } from './src/lib/site-url'
import { logger } from './src/lib/log'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const s3Bucket = process.env.S3_BUCKET

export default buildConfig({
  // Read as the server starts (SITE_URL, see src/lib/site-url.ts), so one build serves every
  // address: upload URLs, the admin's links and the origin Payload accepts session cookies from.
  // Unset, Payload keeps relative upload URLs and no origin list (a local run on any host name).
  serverURL: configuredSiteUrl(),
  routes: {
    // The public JSON contract (spec §7) owns /api/*; Payload's REST and GraphQL move aside.
    api: '/api/cms',
    admin: '/admin',
  },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' — Foundation Administration' },
    // Payload's default is a Gravatar from another host, which the CSP blocks (a broken image on
    // every page) and which would tell a third party who works here.
    avatar: 'default',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      // Spec §2.13: signed-in staff land on the Foundation Administration view.
      views: {
        dashboard: { Component: '/features/staff/dashboard-view#DashboardView' },
        // Issue 46: the drop-off page at the boutique's door, and a drive's totals.
        goods: { Component: '/features/staff/goods/goods-view#GoodsView', path: '/goods', exact: true },
        drive: { Component: '/features/staff/goods/drive-view#DriveView', path: '/goods/drives/:id' },
      },
      // The foundation's mark and name on the sign-in page and in the navigation.
      graphics: { Logo: '/components/admin/graphics#Logo', Icon: '/components/admin/graphics#Icon' },
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  // Staff sign in with a username, so a refused sign-in names the username, not an e-mail.
  i18n: { translations: { en: { error: { emailOrPasswordIncorrect: 'The username or password provided is incorrect.' } } } },
  secret: process.env.PAYLOAD_SECRET || '',
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Neither the site nor the admin uses GraphQL, and one aliased query could hold the server for
  // seconds (cost grows with the square of the aliases): it is off, and its route is gone.
  graphQL: { disable: true },
  db: postgresAdapter({
    // A query never waits for ever on a database that does not answer: after 5 s without a
    // connection it fails, and the route answers 503 (src/lib/http.ts) instead of hanging.
    pool: { connectionString: process.env.DATABASE_URL || '', connectionTimeoutMillis: 5000 },
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // Schema changes go through committed migrations; PAYLOAD_DB_PUSH=true is for throwaway
    // databases while a collection is being drafted.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    // No prodMigrations: instances do not migrate as they boot (several booting at once on an
    // empty database raced each other). scripts/prepare.ts migrates once, under an advisory lock.
  }),
  // Every send is counted for the e-mail outage alert (src/server/alerts, registered at start).
  email: emailAdapter(),
  sharp,
  plugins: [
    // With S3_BUCKET set, uploads live in S3-compatible storage that every instance reads; the
    // files keep their /api/cms/media/file/… addresses (Payload streams them from the bucket),
    // so CSP and next/image settings hold. Unset → files on local disk, as before.
    s3Storage({
      enabled: Boolean(s3Bucket),
      // The same columns with or without S3, so one migration serves both setups.
      alwaysInsertFields: true,
      collections: { media: true },
      bucket: s3Bucket || '',
      config: {
        endpoint: process.env.S3_ENDPOINT || undefined,
        region: process.env.S3_REGION || 'us-east-1',
        // MinIO, s3rver and most self-hosted stores address buckets by path.
        forcePathStyle: Boolean(process.env.S3_ENDPOINT),
        // Checksums only where S3 requires them: many S3-compatible stores reject the SDK's
        // default streaming checksum trailers.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: process.env.S3_ACCESS_KEY_ID
          ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY || '' }
          : undefined,
      },
    }),
  ],
  // Every request an API key lets in is written to the audit log (src/collections/Users/api-keys.ts).
  onInit: auditAPIKeyUse,
  telemetry: false,
  // One logger for the whole server: Payload's own lines go through the same redaction and
  // error serializer (a refused request is one line, a database error never quotes values).
  logger,
}).then(guardDocumentLocks)
