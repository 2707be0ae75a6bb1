import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_lines_fulfilment" AS ENUM('ship', 'pickup', 'none');
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'shipped';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'ready_for_pickup';
  ALTER TYPE "public"."enum_orders_status" ADD VALUE 'picked_up';
  ALTER TABLE "products" ADD COLUMN "low_stock_threshold" numeric DEFAULT 3;
  ALTER TABLE "products" ADD COLUMN "low_stock_alerted" boolean DEFAULT false;
  ALTER TABLE "products" ADD COLUMN "sold_out_alerted" boolean DEFAULT false;
  ALTER TABLE "orders_lines" ADD COLUMN "fulfilment" "enum_orders_lines_fulfilment" DEFAULT 'ship';
  ALTER TABLE "orders" ADD COLUMN "title" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_line1" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_line2" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_city" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_state" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_postal_code" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipping_address_phone" varchar;
  ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "ready_for_pickup_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "confirmation_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "carrier" varchar;
  ALTER TABLE "orders" ADD COLUMN "tracking_number" varchar;
  ALTER TABLE "orders" ADD COLUMN "staff_notes" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "farm_stand_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "pickup_instructions" varchar DEFAULT 'We''ll e-mail you when your order is ready to collect at the farm stand. Bring your order reference.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_orders_status";
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'cancelled', 'refunded');
  ALTER TABLE "orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_orders_status";
  ALTER TABLE "orders" ALTER COLUMN "status" SET DATA TYPE "public"."enum_orders_status" USING "status"::"public"."enum_orders_status";
  ALTER TABLE "products" DROP COLUMN "low_stock_threshold";
  ALTER TABLE "products" DROP COLUMN "low_stock_alerted";
  ALTER TABLE "products" DROP COLUMN "sold_out_alerted";
  ALTER TABLE "orders_lines" DROP COLUMN "fulfilment";
  ALTER TABLE "orders" DROP COLUMN "title";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_name";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_line1";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_line2";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_city";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_state";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_postal_code";
  ALTER TABLE "orders" DROP COLUMN "shipping_address_phone";
  ALTER TABLE "orders" DROP COLUMN "shipped_at";
  ALTER TABLE "orders" DROP COLUMN "ready_for_pickup_at";
  ALTER TABLE "orders" DROP COLUMN "picked_up_at";
  ALTER TABLE "orders" DROP COLUMN "confirmation_sent_at";
  ALTER TABLE "orders" DROP COLUMN "carrier";
  ALTER TABLE "orders" DROP COLUMN "tracking_number";
  ALTER TABLE "orders" DROP COLUMN "staff_notes";
  ALTER TABLE "site_settings" DROP COLUMN "farm_stand_address";
  ALTER TABLE "site_settings" DROP COLUMN "pickup_instructions";
  DROP TYPE "public"."enum_orders_lines_fulfilment";`)
}
