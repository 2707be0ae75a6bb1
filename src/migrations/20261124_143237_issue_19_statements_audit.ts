import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Issue 19: the audit action of starting a year-end statements run. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'statements-send' BEFORE 'account-create';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   -- PostgreSQL cannot drop one value of an enum: its rows go, and the type is rebuilt without it.
   DELETE FROM "audit_log" WHERE "action" = 'statements-send';
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'lockout', 'intake-view', 'intake-list', 'donor-view', 'export', 'consolidation', 'merge', 'refund', 'account-create', 'role-change');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
