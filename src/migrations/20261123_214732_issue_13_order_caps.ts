import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "products" ADD COLUMN "max_per_order" numeric;
  ALTER TABLE "orders" ADD COLUMN "holder_key" varchar;
  CREATE INDEX "orders_holder_key_idx" ON "orders" USING btree ("holder_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_holder_key_idx";
  ALTER TABLE "products" DROP COLUMN "max_per_order";
  ALTER TABLE "orders" DROP COLUMN "holder_key";`)
}
