import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 49: appeals are audited — two actions more, an appeal written (its segment and how many
 * it would reach) and an appeal sent.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'appeal-create';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'appeal-send';`)
}

const OURS = ['appeal-create', 'appeal-send']

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The older type cannot hold the rows of these actions: they go with it. The enum loses only
  // this migration's values: whatever other migrations added stays, in its order.
  await db.execute(sql`DELETE FROM "audit_log" WHERE "action"::text IN ('appeal-create', 'appeal-send')`)
  const { rows } = await db.execute(sql`SELECT e.enumlabel AS label FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid
    WHERE t.typname = 'enum_audit_log_action' ORDER BY e.enumsortorder`)
  const kept = (rows as { label: string }[]).map((row) => row.label).filter((label) => !OURS.includes(label))
  await db.execute(sql`
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";`)
  await db.execute(sql.raw(`CREATE TYPE "public"."enum_audit_log_action" AS ENUM(${kept.map((label) => `'${label.replace(/'/g, "''")}'`).join(', ')})`))
  await db.execute(sql`ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
