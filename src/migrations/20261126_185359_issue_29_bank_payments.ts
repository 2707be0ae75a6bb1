import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_status" ADD VALUE 'processing';
  ALTER TYPE "public"."enum_donations_status" ADD VALUE 'processing';
  ALTER TYPE "public"."enum_donations_status" ADD VALUE 'failed';
  ALTER TABLE "donations" ADD COLUMN "payment_method" varchar;
  CREATE INDEX "donations_payment_method_idx" ON "donations" USING btree ("payment_method");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  -- An order whose bank payment is still processing was pending before this migration.
  UPDATE "orders" SET "status" = 'pending' WHERE "status" = 'processing';
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded', 'shipped', 'ready_for_pickup', 'picked_up');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'paid'::text;
  -- Bank payments not (yet) settled had no row before: they count nowhere, as cancelled rows.
  UPDATE "donations" SET "status" = 'cancelled' WHERE "status" IN ('processing', 'failed');
  DROP TYPE "public"."enum_donations_status";
  CREATE TYPE "public"."enum_donations_status" AS ENUM('paid', 'partially_refunded', 'refunded', 'disputed', 'dispute_lost', 'cancelled');
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'paid'::"public"."enum_donations_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_donations_status" USING "status"::"public"."enum_donations_status";
  DROP INDEX "donations_payment_method_idx";
  ALTER TABLE "donations" DROP COLUMN "payment_method";`)
}
