import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 30: tribute and matching-gift columns on the ledger, the finish-later delay in Site
 * settings, and two tables of our own (no Payload collection: only the server reads them):
 * - `tribute_cards`: a tribute gift's card (recipient, message, the donor's name as written),
 *   saved when the gift starts, linked to its ledger row when the payment succeeds, sent once
 *   (`sent_at` claims the send).
 * - `donation_reminders`: "e-mail me a link to finish later"; the link's token is kept only as
 *   its SHA-256, so the table alone cannot reopen anyone's form.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_tribute_type" AS ENUM('honor', 'memory');
  ALTER TABLE "donations" ADD COLUMN "tribute_type" "enum_donations_tribute_type";
  ALTER TABLE "donations" ADD COLUMN "tribute_honoree_name" varchar;
  ALTER TABLE "donations" ADD COLUMN "matching_gift" boolean DEFAULT false;
  ALTER TABLE "donations" ADD COLUMN "matching_employer" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "gift_reminder_minutes" numeric DEFAULT 60;
  CREATE TABLE "tribute_cards" (
    "id" serial PRIMARY KEY,
    "card_key" varchar NOT NULL,
    "donation_id" integer REFERENCES "donations"("id") ON DELETE CASCADE,
    "tribute_type" varchar NOT NULL CHECK ("tribute_type" IN ('honor', 'memory')),
    "honoree_name" varchar NOT NULL,
    "donor_name" varchar NOT NULL,
    "recipient_name" varchar NOT NULL,
    "recipient_email" varchar NOT NULL,
    "message" text,
    "sent_at" timestamp(3) with time zone,
    "send_count" integer DEFAULT 0 NOT NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE UNIQUE INDEX "tribute_cards_key_idx" ON "tribute_cards" ("card_key");
  CREATE INDEX "tribute_cards_donation_idx" ON "tribute_cards" ("donation_id");
  CREATE TABLE "donation_reminders" (
    "id" serial PRIMARY KEY,
    "token_hash" varchar NOT NULL,
    "email" varchar NOT NULL,
    "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
    "donation_type" varchar NOT NULL,
    "due_at" timestamp(3) with time zone NOT NULL,
    "sent_at" timestamp(3) with time zone,
    "outcome" varchar,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  CREATE UNIQUE INDEX "donation_reminders_token_idx" ON "donation_reminders" ("token_hash");
  CREATE INDEX "donation_reminders_due_idx" ON "donation_reminders" ("due_at") WHERE "sent_at" IS NULL;
  CREATE INDEX "donation_reminders_email_idx" ON "donation_reminders" ("email", "created_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE IF EXISTS "donation_reminders";
  DROP TABLE IF EXISTS "tribute_cards";
   ALTER TABLE "donations" DROP COLUMN "tribute_type";
  ALTER TABLE "donations" DROP COLUMN "tribute_honoree_name";
  ALTER TABLE "donations" DROP COLUMN "matching_gift";
  ALTER TABLE "donations" DROP COLUMN IF EXISTS "matching_employer";
  ALTER TABLE "site_settings" DROP COLUMN "gift_reminder_minutes";
  DROP TYPE "public"."enum_donations_tribute_type";`)
}
