import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  // Orders taken before public ids get one too (two UUIDs' worth of random bits, hex), so every
  // row satisfies NOT NULL and UNIQUE; new orders get 128 random bits from the order service.
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "public_id" varchar;
   UPDATE "orders" SET "public_id" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "public_id" IS NULL;
   ALTER TABLE "orders" ALTER COLUMN "public_id" SET NOT NULL;
  CREATE UNIQUE INDEX "orders_public_id_idx" ON "orders" USING btree ("public_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_public_id_idx";
  ALTER TABLE "orders" DROP COLUMN "public_id";`)
}
