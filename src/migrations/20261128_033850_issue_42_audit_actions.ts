import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 42: two audited actions more, a change of a money setting (Site settings' fee knobs and
 * monthly-ask threshold, before and after) and a tribute card sent again by staff.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'settings-change';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'tribute-card-resend';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The older type cannot hold the rows of these actions: they go with it.
  await db.execute(sql`
   DELETE FROM "audit_log" WHERE "action" IN ('settings-change', 'tribute-card-resend');
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'lockout', 'intake-view', 'intake-list', 'donor-view', 'export', 'consolidation', 'merge', 'refund', 'statements-send', 'account-create', 'role-change', 'api-key-issue', 'api-key-revoke', 'api-key-use', 'gift-entry', 'gift-void', 'batch-open', 'batch-close', 'matching-update');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";`)
}
