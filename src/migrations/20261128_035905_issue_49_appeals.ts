import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 49: appeals e-mailed to a segment of donors. `appeals` holds what staff wrote;
 * `appeal_recipients` one row per appeal and address (its primary key), written before anything
 * is sent, so no address is sent one appeal twice, whichever instance sends and whenever it
 * restarts; `appeal_unsubscribes` the addresses that asked for no more appeals (one-click,
 * RFC 8058). Tables only SQL reads and writes.
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ADD COLUMN "appeal_id" numeric;
  ALTER TABLE "donor_contacts" ADD COLUMN "do_not_contact" boolean DEFAULT false;
  CREATE INDEX "donations_appeal_id_idx" ON "donations" USING btree ("appeal_id");
  CREATE INDEX "donor_contacts_do_not_contact_idx" ON "donor_contacts" USING btree ("do_not_contact");
  CREATE TABLE "appeals" (
    "id" serial PRIMARY KEY NOT NULL,
    "campaign_id" integer REFERENCES "campaigns"("id") ON DELETE SET NULL,
    "segment" varchar NOT NULL,
    "subject" varchar NOT NULL,
    "body" text NOT NULL,
    "status" varchar DEFAULT 'draft' NOT NULL,
    "created_by_id" integer,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "started_at" timestamp(3) with time zone,
    "finished_at" timestamp(3) with time zone
  );
  CREATE TABLE "appeal_recipients" (
    "appeal_id" integer NOT NULL REFERENCES "appeals"("id") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    "first_name" varchar,
    "last_gift_cents" integer,
    "token" varchar NOT NULL,
    "status" varchar DEFAULT 'pending' NOT NULL,
    "attempts" integer DEFAULT 0 NOT NULL,
    "claimed_at" timestamp(3) with time zone,
    "sent_at" timestamp(3) with time zone,
    "clicks" integer DEFAULT 0 NOT NULL,
    PRIMARY KEY ("appeal_id", "email")
  );
  CREATE UNIQUE INDEX "appeal_recipients_token_idx" ON "appeal_recipients" USING btree ("token");
  CREATE INDEX "appeal_recipients_status_idx" ON "appeal_recipients" USING btree ("appeal_id", "status");
  CREATE TABLE "appeal_unsubscribes" (
    "email" varchar PRIMARY KEY NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "appeal_unsubscribes";
  DROP TABLE "appeal_recipients";
  DROP TABLE "appeals";
  DROP INDEX "donations_appeal_id_idx";
  DROP INDEX "donor_contacts_do_not_contact_idx";
  ALTER TABLE "donations" DROP COLUMN "appeal_id";
  ALTER TABLE "donor_contacts" DROP COLUMN "do_not_contact";`)
}
