import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 19, year-end statements: the bulk run staff start for a calendar year (`statement_runs`,
 * one row per year: starting again resumes it) and one row per donor of that year
 * (`statement_sends`, unique (year, email)), the claim that lets whichever instance processes
 * the run e-mail each donor once. Plain tables, not Payload collections: only the statements
 * service reads and writes them (the audit action of starting a run is the next migration's, generated
 * with the schema snapshot). Merged addresses get the lower(email) index the other e-mail columns have (a statement finds its donor
 * by any of her addresses).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "statement_runs" (
    "year" integer PRIMARY KEY NOT NULL,
    "status" varchar NOT NULL DEFAULT 'running' CHECK ("status" IN ('running', 'done')),
    "started_by_id" integer,
    "started_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "finished_at" timestamp(3) with time zone,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE TABLE "statement_sends" (
    "year" integer NOT NULL REFERENCES "statement_runs"("year") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    "status" varchar NOT NULL DEFAULT 'pending' CHECK ("status" IN ('pending', 'sending', 'sent', 'failed')),
    "attempts" integer NOT NULL DEFAULT 0,
    "claimed_at" timestamp(3) with time zone,
    "sent_at" timestamp(3) with time zone,
    "error" varchar,
    PRIMARY KEY ("year", "email")
  );
  CREATE INDEX "statement_sends_year_status_idx" ON "statement_sends" USING btree ("year", "status");
  CREATE INDEX IF NOT EXISTS "donor_contacts_alternate_emails_lower_email_idx" ON "donor_contacts_alternate_emails" (lower("email"));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "donor_contacts_alternate_emails_lower_email_idx";
  DROP TABLE "statement_sends";
  DROP TABLE "statement_runs";`)
}
