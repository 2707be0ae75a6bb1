import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './src/collections'
import { globals } from './src/globals'
import { migrations } from './src/migrations'
import { Users } from './src/collections/Users'
import { emailAdapter } from './src/lib/email'

const dirname = path.dirname(fileURLToPath(import.meta.url))

const isProduction = process.env.NODE_ENV === 'production'

export default buildConfig({
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || undefined,
  routes: {
    // The public JSON contract (spec §7) owns /api/*; Payload's REST and GraphQL move aside.
    api: '/api/cms',
    admin: '/admin',
  },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' — Foundation Administration' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    components: {
      // Spec §2.13: signed-in staff land on the Foundation Administration view.
      views: { dashboard: { Component: '/features/admin-dashboard/dashboard-view#DashboardView' } },
      // The foundation's mark and name on the sign-in page and in the navigation.
      graphics: { Logo: '/components/admin/graphics#Logo', Icon: '/components/admin/graphics#Icon' },
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  secret: process.env.PAYLOAD_SECRET || '',
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL || '' },
    migrationDir: path.resolve(dirname, 'src/migrations'),
    // Schema changes go through committed migrations; PAYLOAD_DB_PUSH=true is for throwaway
    // databases while a collection is being drafted.
    push: process.env.PAYLOAD_DB_PUSH === 'true',
    prodMigrations: isProduction ? migrations : undefined,
  }),
  email: emailAdapter(),
  sharp,
  telemetry: false,
})
