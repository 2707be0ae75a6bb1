import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A donor's page and the giving-circle suggestions look gifts, orders, recurring gifts and
 * sign-ups up by lower-cased e-mail (addresses arrive in any case); without these indexes each
 * look scans the whole ledger.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "donations_lower_email_idx" ON "donations" (lower("email"));
    CREATE INDEX IF NOT EXISTS "orders_lower_email_idx" ON "orders" (lower("email"));
    CREATE INDEX IF NOT EXISTS "recurring_gifts_lower_email_idx" ON "recurring_gifts" (lower("email"));
    CREATE INDEX IF NOT EXISTS "newsletter_subscribers_lower_email_idx" ON "newsletter_subscribers" (lower("email"));
    CREATE INDEX IF NOT EXISTS "donor_contacts_lower_email_idx" ON "donor_contacts" (lower("email"));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "donations_lower_email_idx";
    DROP INDEX IF EXISTS "orders_lower_email_idx";
    DROP INDEX IF EXISTS "recurring_gifts_lower_email_idx";
    DROP INDEX IF EXISTS "newsletter_subscribers_lower_email_idx";
    DROP INDEX IF EXISTS "donor_contacts_lower_email_idx";`)
}
