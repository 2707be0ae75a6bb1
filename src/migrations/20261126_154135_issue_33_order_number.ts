import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 33: every order gets a short number people can read aloud (`BH-1042`), beside its
 * unguessable public id. The numbers come from one sequence, so two orders placed at the same
 * moment on two instances never share one. Existing orders are numbered in the order they were
 * placed, from BH-1001; the sequence then carries on after the last. The column's default draws
 * from the same sequence, so a row written by anything other than the order service is numbered
 * too. Admin titles ("<reference> — <name>") take the number.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE SEQUENCE IF NOT EXISTS "orders_order_number_seq" AS bigint START WITH 1001 MINVALUE 1001;
  ALTER TABLE "orders" ADD COLUMN "order_number" varchar;
  UPDATE "orders" o SET "order_number" = 'BH-' || numbered.n
    FROM (SELECT "id", 1000 + row_number() OVER (ORDER BY "created_at", "id") AS n FROM "orders") AS numbered
    WHERE o."id" = numbered."id";
  SELECT setval('"orders_order_number_seq"', greatest((SELECT count(*) FROM "orders") + 1000, 1001), (SELECT count(*) > 0 FROM "orders"));
  ALTER SEQUENCE "orders_order_number_seq" OWNED BY "orders"."order_number";
  ALTER TABLE "orders" ALTER COLUMN "order_number" SET DEFAULT ('BH-' || nextval('"orders_order_number_seq"'));
  ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;
  CREATE UNIQUE INDEX "orders_order_number_idx" ON "orders" USING btree ("order_number");
  UPDATE "orders" SET "title" = "order_number" || ' — ' || trim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "orders" SET "title" = "public_id" || ' — ' || trim(coalesce("first_name", '') || ' ' || coalesce("last_name", ''));
  DROP INDEX "orders_order_number_idx";
  ALTER TABLE "orders" DROP COLUMN "order_number";
  DROP SEQUENCE IF EXISTS "orders_order_number_seq";`)
}
