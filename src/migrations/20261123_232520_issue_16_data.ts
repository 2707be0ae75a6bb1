import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Data for issue 16, after its schema migration: existing order lines get the fulfilment method
 * their product implies (eggs and plant starts are picked up, sponsorship packages need no
 * delivery, the rest ships), and existing orders get their admin title.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "orders_lines" AS l SET "fulfilment" = CASE
        WHEN l."product_id" IN ('shopping-single', 'shopping-double', 'shopping-four') THEN 'none'::"enum_orders_lines_fulfilment"
        WHEN p."category" IN ('eggs', 'plants') THEN 'pickup'::"enum_orders_lines_fulfilment"
        ELSE 'ship'::"enum_orders_lines_fulfilment" END
      FROM "orders_lines" AS l2 LEFT JOIN "products" AS p ON p."id" = l2."product_id"
      WHERE l2."id" = l."id";
    UPDATE "orders" SET "title" = "public_id" || ' — ' || trim("first_name" || ' ' || "last_name") WHERE "title" IS NULL;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "orders" SET "title" = NULL`)
}
