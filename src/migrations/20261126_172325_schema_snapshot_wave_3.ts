import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Carries the schema snapshot (the .json beside it) of the whole data model after wave 3's first
 * changes, which three branches generated at once: each of their snapshots lacked the others'
 * columns (orders.order_number, recurring_gifts.resumes_at, the users' API key), so the next
 * `migrate:create` would have added them again. The changes themselves were applied by those
 * migrations; this one has nothing to do in either direction.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
