import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Carries the schema snapshot (the .json beside it) of the whole data model after wave 3's
 * giving, gift-entry, tribute and booking changes, which five branches generated at once: each
 * of their snapshots lacked the others' tables and columns (bank payments, covered fees and the
 * monthly ask, offline gifts and batches, tribute cards and reminders, boutique hours, slots and
 * calendar feeds), so the next `migrate:create` would have added them again. Every statement
 * Payload generated here was checked against a database migrated up to the one before: all of
 * it exists already. The changes themselves were applied by those migrations; this one has
 * nothing to do in either direction.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
