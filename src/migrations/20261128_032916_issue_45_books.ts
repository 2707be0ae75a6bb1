import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 45, books that close. Payload's part: the Accounting settings global (account names and
 * Xero codes, designation classes) and three audit actions. SQL-only tables, written only by
 * src/server/ledger: `deposits` (one per Stripe payout and per deposit of offline batches, with
 * the date it posts to the journal), `deposit_lines` (a payout's balance transactions matched to
 * gifts and orders — Stripe's fee per gift and per order is kept here; an offline deposit's
 * gifts), `deposit_batches` (a batch belongs to one deposit) and `accounting_periods` (closed months).
 */
const OURS = ['deposit-create', 'period-close', 'period-reopen']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'deposit-create';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'period-close';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'period-reopen';
  CREATE TABLE "accounting_settings_designation_classes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"designation" varchar NOT NULL,
  	"class_name" varchar NOT NULL
  );
  
  CREATE TABLE "accounting_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"bank_account" varchar DEFAULT 'Checking',
  	"bank_code" varchar DEFAULT '1000',
  	"stripe_clearing_account" varchar DEFAULT 'Stripe Clearing',
  	"stripe_clearing_code" varchar DEFAULT '1010',
  	"undeposited_funds_account" varchar DEFAULT 'Undeposited Funds',
  	"undeposited_funds_code" varchar DEFAULT '1020',
  	"donation_income_account" varchar DEFAULT 'Contributions Income',
  	"donation_income_code" varchar DEFAULT '4000',
  	"restricted_income_account" varchar DEFAULT 'Restricted Contributions',
  	"restricted_income_code" varchar DEFAULT '4010',
  	"shop_sales_account" varchar DEFAULT 'Shop Sales',
  	"shop_sales_code" varchar DEFAULT '4100',
  	"shipping_income_account" varchar DEFAULT 'Shipping Income',
  	"shipping_income_code" varchar DEFAULT '4110',
  	"stripe_fees_account" varchar DEFAULT 'Merchant Fees',
  	"stripe_fees_code" varchar DEFAULT '6100',
  	"refunds_account" varchar DEFAULT 'Refunds and Chargebacks',
  	"refunds_code" varchar DEFAULT '4900',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "accounting_settings_designation_classes" ADD CONSTRAINT "accounting_settings_designation_classes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accounting_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "accounting_settings_designation_classes_order_idx" ON "accounting_settings_designation_classes" USING btree ("_order");
  CREATE INDEX "accounting_settings_designation_classes_parent_id_idx" ON "accounting_settings_designation_classes" USING btree ("_parent_id");

  CREATE TABLE "deposits" (
    "id" serial PRIMARY KEY,
    "kind" varchar NOT NULL CHECK ("kind" IN ('stripe', 'offline')),
    "stripe_payout_id" varchar UNIQUE,
    "date" date NOT NULL,
    "posted_on" date NOT NULL,
    "status" varchar NOT NULL CHECK ("status" IN ('reconciled', 'unmatched', 'failed')),
    "amount_cents" bigint NOT NULL,
    "alerted_at" timestamp(3) with time zone,
    "created_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    CHECK (("kind" = 'stripe') = ("stripe_payout_id" IS NOT NULL))
  );
  CREATE INDEX "deposits_date_idx" ON "deposits" ("date");
  CREATE INDEX "deposits_posted_on_idx" ON "deposits" ("posted_on");
  CREATE TABLE "deposit_lines" (
    "id" serial PRIMARY KEY,
    "deposit_id" integer NOT NULL REFERENCES "deposits"("id") ON DELETE CASCADE,
    "type" varchar NOT NULL,
    "balance_transaction_id" varchar,
    "source_id" varchar,
    "gross_cents" bigint NOT NULL,
    "fee_cents" bigint NOT NULL DEFAULT 0,
    "net_cents" bigint NOT NULL,
    "donation_id" integer REFERENCES "donations"("id") ON DELETE SET NULL,
    "order_id" integer REFERENCES "orders"("id") ON DELETE SET NULL,
    "matched" boolean NOT NULL,
    "description" varchar NOT NULL
  );
  CREATE INDEX "deposit_lines_deposit_idx" ON "deposit_lines" ("deposit_id");
  CREATE INDEX "deposit_lines_donation_idx" ON "deposit_lines" ("donation_id");
  CREATE INDEX "deposit_lines_order_idx" ON "deposit_lines" ("order_id");
  CREATE UNIQUE INDEX "deposit_lines_balance_transaction_idx" ON "deposit_lines" ("deposit_id", "balance_transaction_id");
  CREATE TABLE "deposit_batches" (
    "batch_id" integer PRIMARY KEY REFERENCES "gift_batches"("id") ON DELETE CASCADE,
    "deposit_id" integer NOT NULL REFERENCES "deposits"("id") ON DELETE CASCADE
  );
  CREATE INDEX "deposit_batches_deposit_idx" ON "deposit_batches" ("deposit_id");
  CREATE TABLE "accounting_periods" (
    "month" char(7) PRIMARY KEY CHECK ("month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
    "closed_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "closed_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "accounting_periods";
  DROP TABLE IF EXISTS "deposit_batches";
  DROP TABLE IF EXISTS "deposit_lines";
  DROP TABLE IF EXISTS "deposits";
  DROP TABLE "accounting_settings_designation_classes" CASCADE;
  DROP TABLE "accounting_settings" CASCADE;`)
  // The enum loses only this migration's values: whatever others added stays, in its order.
  await db.execute(sql`DELETE FROM "audit_log" WHERE "action"::text IN (${sql.join(OURS.map((value) => sql`${value}`), sql`, `)})`)
  const { rows } = await db.execute(sql`SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    WHERE t.typname = 'enum_audit_log_action' ORDER BY e.enumsortorder`)
  const kept = (rows as { label: string }[]).map((row) => row.label).filter((label) => !OURS.includes(label))
  await db.execute(sql`
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";`)
  await db.execute(sql.raw(`CREATE TYPE "public"."enum_audit_log_action" AS ENUM(${kept.map((label) => `'${label.replace(/'/g, "''")}'`).join(', ')})`))
  await db.execute(sql`ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
