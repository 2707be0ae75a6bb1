import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_status" AS ENUM('paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost', 'cancelled');
  CREATE TYPE "public"."enum_donations_dispute_status" AS ENUM('open', 'won', 'lost');
  CREATE TYPE "public"."enum_donations_source" AS ENUM('donation_form', 'sponsorship');
  CREATE TYPE "public"."enum_recurring_gifts_frequency" AS ENUM('monthly', 'bi_monthly', 'quarterly', 'semi_annual', 'annual');
  CREATE TYPE "public"."enum_recurring_gifts_status" AS ENUM('active', 'past_due', 'paused', 'cancelled');
  CREATE TABLE "recurring_gifts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subscription_id" varchar NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"amount_cents" numeric NOT NULL,
  	"frequency" "enum_recurring_gifts_frequency" NOT NULL,
  	"status" "enum_recurring_gifts_status" DEFAULT 'active' NOT NULL,
  	"status_changed_at" timestamp(3) with time zone,
  	"next_payment_date" timestamp(3) with time zone,
  	"started_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"failed_payment_count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "reconciliation_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"events_since" timestamp(3) with time zone NOT NULL,
  	"events_until" timestamp(3) with time zone NOT NULL,
  	"events_seen" numeric DEFAULT 0 NOT NULL,
  	"events_applied" numeric DEFAULT 0 NOT NULL,
  	"drift" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "refunded_amount_cents" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD COLUMN "title" varchar;
  ALTER TABLE "donations" ADD COLUMN "status" "enum_donations_status" DEFAULT 'paid';
  ALTER TABLE "donations" ADD COLUMN "refunded_amount_cents" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD COLUMN "net_amount_cents" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD COLUMN "dispute_status" "enum_donations_dispute_status";
  ALTER TABLE "donations" ADD COLUMN "source" "enum_donations_source" DEFAULT 'donation_form';
  ALTER TABLE "donations" ADD COLUMN "order_id" integer;
  ALTER TABLE "donations" ADD COLUMN "sponsorship_line" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "recurring_gifts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reconciliation_runs_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "time_zone" varchar DEFAULT 'America/Chicago' NOT NULL;
  CREATE UNIQUE INDEX "recurring_gifts_subscription_id_idx" ON "recurring_gifts" USING btree ("subscription_id");
  CREATE INDEX "recurring_gifts_email_idx" ON "recurring_gifts" USING btree ("email");
  CREATE INDEX "recurring_gifts_status_idx" ON "recurring_gifts" USING btree ("status");
  CREATE INDEX "recurring_gifts_updated_at_idx" ON "recurring_gifts" USING btree ("updated_at");
  CREATE INDEX "recurring_gifts_created_at_idx" ON "recurring_gifts" USING btree ("created_at");
  CREATE INDEX "reconciliation_runs_updated_at_idx" ON "reconciliation_runs" USING btree ("updated_at");
  CREATE INDEX "reconciliation_runs_created_at_idx" ON "reconciliation_runs" USING btree ("created_at");
  ALTER TABLE "donations" ADD CONSTRAINT "donations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_recurring_gifts_fk" FOREIGN KEY ("recurring_gifts_id") REFERENCES "public"."recurring_gifts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reconciliation_runs_fk" FOREIGN KEY ("reconciliation_runs_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE INDEX "donations_source_idx" ON "donations" USING btree ("source");
  CREATE INDEX "donations_order_idx" ON "donations" USING btree ("order_id");
  CREATE UNIQUE INDEX "donations_sponsorship_line_idx" ON "donations" USING btree ("sponsorship_line");
  CREATE INDEX "payload_locked_documents_rels_recurring_gifts_id_idx" ON "payload_locked_documents_rels" USING btree ("recurring_gifts_id");
  CREATE INDEX "payload_locked_documents_rels_reconciliation_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("reconciliation_runs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "recurring_gifts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reconciliation_runs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "recurring_gifts" CASCADE;
  DROP TABLE "reconciliation_runs" CASCADE;
  ALTER TABLE "donations" DROP CONSTRAINT "donations_order_id_orders_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_recurring_gifts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reconciliation_runs_fk";
  
  DROP INDEX "donations_status_idx";
  DROP INDEX "donations_source_idx";
  DROP INDEX "donations_order_idx";
  DROP INDEX "donations_sponsorship_line_idx";
  DROP INDEX "payload_locked_documents_rels_recurring_gifts_id_idx";
  DROP INDEX "payload_locked_documents_rels_reconciliation_runs_id_idx";
  ALTER TABLE "orders" DROP COLUMN "refunded_amount_cents";
  ALTER TABLE "donations" DROP COLUMN "title";
  ALTER TABLE "donations" DROP COLUMN "status";
  ALTER TABLE "donations" DROP COLUMN "refunded_amount_cents";
  ALTER TABLE "donations" DROP COLUMN "net_amount_cents";
  ALTER TABLE "donations" DROP COLUMN "dispute_status";
  ALTER TABLE "donations" DROP COLUMN "source";
  ALTER TABLE "donations" DROP COLUMN "order_id";
  ALTER TABLE "donations" DROP COLUMN "sponsorship_line";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "recurring_gifts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reconciliation_runs_id";
  ALTER TABLE "site_settings" DROP COLUMN "time_zone";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_donations_dispute_status";
  DROP TYPE "public"."enum_donations_source";
  DROP TYPE "public"."enum_recurring_gifts_frequency";
  DROP TYPE "public"."enum_recurring_gifts_status";`)
}
