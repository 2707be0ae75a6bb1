/**
 * `npm run backup [-- --dir <folder>]`: one file, `bloom-backup-<UTC time>.tar` in `backups/` (or
 * the folder given), holding the database as a pg_dump custom-format dump and the local media
 * folder (or a note that media are in S3). The database is DATABASE_URL's, else the embedded one
 * (started for the backup, or the one `npm run dev`/`start` is running). The intake key is never
 * written into a backup. The archive format is described in scripts/lib/backup-format.ts.
 */
import './lib/require-node.mjs'

import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { mediaDir } from '../src/lib/media-dir'
import { BACKUP_FORMAT, type BackupManifest, DUMP_ENTRY, MANIFEST_ENTRY, MEDIA_PREFIX } from './lib/backup-format'
import { ensureDatabase } from './lib/database.mjs'
import { loadDotEnv } from './lib/env.mjs'
import { requireTool, runTool, serverVersion, ToolError } from './lib/pg-tools'
import { type TarSource, writeTar } from './lib/tar'

async function filesUnder(dir: string): Promise<string[]> {
  let entries
  try {
    entries = await readdir(dir, { withFileTypes: true, recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name))).sort()
}

function size(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

function stamp(date: Date) {
  // 2026-11-26T15:04:05.123Z → 2026-11-26T15-04-05Z: sortable, and valid on every file system.
  return date.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')
}

const args = process.argv.slice(2)
const dirFlag = args.indexOf('--dir')
const outDir = path.resolve(dirFlag >= 0 && args[dirFlag + 1] ? args[dirFlag + 1] : 'backups')

loadDotEnv()
const db = await ensureDatabase({ reuseRunning: true, log: (line: string) => console.error(line) })
// (After the database is up: an embedded server's own folders keep their modes.)
// Issue 42: a backup holds every donor's and intake record. Every file and folder it creates —
// pg_dump's dump from its first byte (the child inherits the mask), the archive, the folders —
// is the owner's alone, so neither a finished backup nor one killed half way is readable by others.
process.umask(0o077)
const created = new Date()
const file = path.join(outDir, `bloom-backup-${stamp(created)}.tar`)
let staging: string | undefined
let code = 0
try {
  const client = new pg.Client({ connectionString: db.url })
  await client.connect()
  const server = await serverVersion(client).finally(() => client.end())
  const pgDump = await requireTool('pg_dump', server.major, `backing up this database (PostgreSQL ${server.version})`)

  await mkdir(outDir, { recursive: true, mode: 0o700 })
  // The pieces are made in a private folder (0700, whatever outDir's mode) and only the finished
  // archive leaves it: a killed backup leaves at most this folder, which nobody else can open.
  staging = await mkdtemp(path.join(outDir, '.backup-'))
  const dumpFile = path.join(staging, 'database.pgdump')
  const partial = path.join(staging, 'archive.tar')
  await runTool(pgDump.file, ['--format=custom', '--no-password', `--file=${dumpFile}`], db.url)

  const bucket = process.env.S3_BUCKET
  const media = mediaDir()
  const mediaFiles = bucket ? [] : await filesUnder(media)
  let mediaBytes = 0
  for (const name of mediaFiles) mediaBytes += (await stat(path.join(media, name))).size
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: 1,
    createdAt: created.toISOString(),
    database: { server: server.version, serverMajor: server.major, pgDump: pgDump.version, pgDumpMajor: pgDump.major, entry: DUMP_ENTRY },
    media: bucket ? { storage: 's3', bucket } : { storage: 'local', files: mediaFiles.length, bytes: mediaBytes },
    intakeKey: 'not included: keep INTAKE_ENCRYPTION_KEY apart from backups; restored intake requests open only with it',
  }
  const sources: TarSource[] = [
    { name: MANIFEST_ENTRY, content: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') },
    { name: DUMP_ENTRY, file: dumpFile },
    ...mediaFiles.map((name) => ({ name: `${MEDIA_PREFIX}${name.split(path.sep).join('/')}`, file: path.join(media, name) })),
  ]
  await writeTar(partial, sources)
  // Only a finished archive gets the final name: a backup cut short never looks complete.
  await rename(partial, file)
  console.log(
    `[backup] wrote ${path.relative(process.cwd(), file) || file} (${size((await stat(file)).size)}): the database (PostgreSQL ${server.version}, pg_dump ${pgDump.version}) and ` +
      (bucket
        ? `no media files: media are in the S3 bucket "${bucket}"; back the bucket up with its own versioning or replication.`
        : `${mediaFiles.length} media file(s) from ${path.relative(process.cwd(), media) || media}.`),
  )
  console.log('[backup] The intake key is not in the backup: keep INTAKE_ENCRYPTION_KEY in a separate safe place (see README, Operations).')
} catch (error) {
  console.error(`[backup] ${error instanceof ToolError ? error.message : `failed: ${(error as Error).message}`}`)
  code = 1
} finally {
  if (staging) await rm(staging, { recursive: true, force: true })
  await db.stop()
}
process.exit(code)
