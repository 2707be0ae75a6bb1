/**
 * What a backup file holds (`npm run backup` writes it, `npm run restore` reads it): a POSIX tar
 * archive (scripts/lib/tar.ts) with, in this order,
 *   backup.json          the manifest below
 *   database.pgdump      `pg_dump --format=custom` of the whole database
 *   media/<path>         each file of the local media folder (none when media are in S3)
 * It never holds INTAKE_ENCRYPTION_KEY, PAYLOAD_SECRET or any other setting.
 */
export const BACKUP_FORMAT = 'bloom-site-backup'
export const MANIFEST_ENTRY = 'backup.json'
export const DUMP_ENTRY = 'database.pgdump'
export const MEDIA_PREFIX = 'media/'

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  version: 1
  createdAt: string
  database: { server: string; serverMajor: number; pgDump: string; pgDumpMajor: number; entry: typeof DUMP_ENTRY }
  media: { storage: 'local'; files: number; bytes: number } | { storage: 's3'; bucket: string }
  intakeKey: string
}
