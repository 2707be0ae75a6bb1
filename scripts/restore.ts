/**
 * `npm run restore -- <file> [--force]`: puts a backup made by `npm run backup` back, into the
 * database of DATABASE_URL (else the embedded one) and the local media folder. Both must be empty;
 * --force replaces what is there, whole or nothing (issue 42): the dump is written out as SQL
 * first, then emptying the database and the whole restore run as ONE transaction (psql
 * --single-transaction), so a restore that fails part way leaves the previous database exactly
 * as it was; the media folder is swapped in only after the database committed. It then says whether the intake key this site is configured with
 * opens the restored intake requests (the key is never in a backup).
 */
import './lib/require-node.mjs'

import { mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

import pg from 'pg'

import { buildKeyring, decryptAnswers, IntakeDecryptionError } from '../src/lib/intake-crypto'
import { mediaDir } from '../src/lib/media-dir'
import { BACKUP_FORMAT, type BackupManifest, DUMP_ENTRY, MANIFEST_ENTRY, MEDIA_PREFIX } from './lib/backup-format'
import { ensureDatabase } from './lib/database.mjs'
import { loadDotEnv } from './lib/env.mjs'
import { requireTool, runTool, serverVersion, ToolError } from './lib/pg-tools'
import { configuredIntakeKey } from './lib/secret.mjs'
import { extractEntry, readEntry, readTarIndex } from './lib/tar'

class RestoreError extends Error {}

const args = process.argv.slice(2)
const force = args.includes('--force')
const fileArg = args.find((a) => !a.startsWith('--'))
if (!fileArg) {
  console.error('usage: npm run restore -- <backup file> [--force]')
  process.exit(2)
}
const file = path.resolve(fileArg)

/** Tables and other schemas already in the target database (PostgreSQL's own left out). */
async function userTables(client: pg.Client) {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm') AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg_toast%'`,
  )
  return Number(rows[0].n)
}

async function filesIn(dir: string) {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).length
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
}

/** With --force: the SQL that empties the database (every schema but PostgreSQL's own), run in the restore's transaction. */
async function emptyingSql(client: pg.Client) {
  const { rows } = await client.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND nspname NOT LIKE 'pg_toast%' AND nspname NOT LIKE 'pg_temp%'`,
  )
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`
  return [...rows.map(({ name }) => `DROP SCHEMA ${quoted(name)} CASCADE;`), 'DROP SCHEMA IF EXISTS public CASCADE;', 'CREATE SCHEMA public;', ''].join('\n')
}

/** Whether the configured intake key opens the restored requests (checked on one sealed row). */
async function intakeKeyCheck(client: pg.Client) {
  const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM intake_requests WHERE answers_ciphertext IS NOT NULL`).catch(() => ({ rows: [{ n: '0' }] }))
  const sealed = Number(rows[0].n)
  if (!sealed) return
  const key = configuredIntakeKey()
  const unreadable =
    `${sealed} intake request(s) are sealed with the intake key of the site that made this backup; ` +
    'until INTAKE_ENCRYPTION_KEY (and INTAKE_ENCRYPTION_OLD_KEYS during a rotation) is set to that key, staff cannot read their answers. Nothing else depends on it.'
  if (!key) {
    console.warn(`[restore] No intake key is configured here: ${unreadable}`)
    return
  }
  const old = (process.env.INTAKE_ENCRYPTION_OLD_KEYS ?? '').split(',').map((k) => k.trim()).filter(Boolean)
  const sample = await client.query<{ key_id: string; answers_ciphertext: string }>(
    'SELECT encryption_key_id AS key_id, answers_ciphertext FROM intake_requests WHERE answers_ciphertext IS NOT NULL ORDER BY id DESC LIMIT 1',
  )
  try {
    decryptAnswers({ keyId: sample.rows[0].key_id, ciphertext: sample.rows[0].answers_ciphertext }, buildKeyring(key, old))
    console.log(`[restore] The configured intake key opens the restored intake requests (${sealed}).`)
  } catch (error) {
    if (!(error instanceof IntakeDecryptionError)) throw error
    console.warn(`[restore] The configured intake key does not open the restored intake requests: ${unreadable}`)
  }
}

loadDotEnv()
let code = 0
const db = await ensureDatabase({ reuseRunning: true, log: (line: string) => console.error(line) })
const client = new pg.Client({ connectionString: db.url })
let staging: string | undefined
try {
  const entries = await readTarIndex(file).catch((error: Error) => {
    throw new RestoreError(`${fileArg} is not a backup made by npm run backup (${error.message}).`)
  })
  const manifestEntry = entries.find((e) => e.name === MANIFEST_ENTRY)
  const dumpEntry = entries.find((e) => e.name === DUMP_ENTRY)
  const manifest = manifestEntry ? (JSON.parse((await readEntry(file, manifestEntry)).toString('utf8')) as BackupManifest) : undefined
  if (!manifest || manifest.format !== BACKUP_FORMAT || manifest.version !== 1 || !dumpEntry) {
    throw new RestoreError(`${fileArg} is not a backup made by npm run backup (no ${MANIFEST_ENTRY} or ${DUMP_ENTRY} in it).`)
  }
  const mediaEntries = entries.filter((e) => e.name.startsWith(MEDIA_PREFIX))
  for (const entry of mediaEntries) {
    const relative = entry.name.slice(MEDIA_PREFIX.length)
    if (!relative || path.isAbsolute(relative) || relative.split('/').includes('..')) throw new RestoreError(`${fileArg} holds a file outside media/ (${entry.name}); nothing was restored.`)
  }

  await client.connect()
  const server = await serverVersion(client)
  if (server.major < manifest.database.serverMajor) {
    throw new RestoreError(
      `This backup is of PostgreSQL ${manifest.database.server}; the target server is PostgreSQL ${server.version}. Restore it into a PostgreSQL ${manifest.database.serverMajor} or newer server.`,
    )
  }
  const needed = Math.max(server.major, manifest.database.pgDumpMajor)
  const pgRestore = await requireTool('pg_restore', needed, `restoring this backup (made by pg_dump ${manifest.database.pgDump}) into PostgreSQL ${server.version}`)
  const psql = await requireTool('psql', server.major, `restoring into PostgreSQL ${server.version} in one transaction`)

  const media = mediaDir()
  if (manifest.media.storage === 'local' && mediaEntries.length && process.env.S3_BUCKET) {
    throw new RestoreError(`This backup holds ${mediaEntries.length} local media file(s), but S3_BUCKET is set here: unset it to restore into ${media}, or copy the media/ folder of the archive into the bucket yourself.`)
  }
  const tables = await userTables(client)
  const files = process.env.S3_BUCKET ? 0 : await filesIn(media)
  if ((tables || files) && !force) {
    const what = [tables ? `the database already holds ${tables} table(s)` : '', files ? `${media} already holds ${files} file(s)` : ''].filter(Boolean).join(' and ')
    throw new RestoreError(`Nothing was restored: ${what}. Restore into an empty database and media folder, or add --force to replace what is there.`)
  }

  // Everything is unpacked and checked before the database is touched: the pieces are the
  // owner's only (they hold every record), in a private folder beside the media folder.
  const mask = process.umask(0o077)
  staging = await mkdtemp(path.join(path.dirname(media), '.restore-'))
  const dumpFile = path.join(staging, DUMP_ENTRY)
  await extractEntry(file, dumpEntry, dumpFile)
  // pg_restore reads the whole dump here: a truncated or corrupt one fails now, with nothing touched.
  const sqlFile = path.join(staging, 'restore.sql')
  await runTool(pgRestore.file, ['--no-owner', '--no-privileges', '--exit-on-error', `--file=${sqlFile}`, dumpFile])
  const restoredMedia = path.join(staging, 'media')
  // The media files keep the modes the site's own uploads get.
  process.umask(mask)
  if (!process.env.S3_BUCKET) {
    for (const entry of mediaEntries) await extractEntry(file, entry, path.join(restoredMedia, ...entry.name.slice(MEDIA_PREFIX.length).split('/')))
  }
  const emptyFile = path.join(staging, 'empty.sql')
  await writeFile(emptyFile, tables && force ? await emptyingSql(client) : '')
  // One transaction for emptying and restoring: a restore that fails part way (a bad statement,
  // a lost connection, a killed process) leaves the database exactly as it was.
  await runTool(psql.file, ['--quiet', '--no-psqlrc', '--output=/dev/null', '--no-password', '--single-transaction', '--set=ON_ERROR_STOP=1', `--file=${emptyFile}`, `--file=${sqlFile}`], db.url)

  if (!process.env.S3_BUCKET) {
    // The database committed: the media folder is swapped for the restored one.
    if (force) await rm(media, { recursive: true, force: true })
    if (mediaEntries.length) await rename(restoredMedia, media)
  }
  console.log(
    `[restore] Restored ${path.basename(file)} (made ${manifest.createdAt}) into PostgreSQL ${server.version}` +
      (manifest.media.storage === 's3' ? `; its media are in the S3 bucket "${manifest.media.bucket}", not in the file.` : `, with ${mediaEntries.length} media file(s) in ${media}.`),
  )
  await intakeKeyCheck(client)
} catch (error) {
  console.error(`[restore] ${error instanceof RestoreError || error instanceof ToolError ? error.message : `failed: ${(error as Error).message}`}`)
  code = 1
} finally {
  if (staging) await rm(staging, { recursive: true, force: true })
  await client.end().catch(() => {})
  await db.stop()
}
process.exit(code)
