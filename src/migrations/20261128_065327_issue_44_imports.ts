import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 44, moving in: a file of the foundation's history imported, previewed, matched and
 * undoable. Payload's part: `import` among gift and contact sources, the import's id and the
 * source's gift id on ledger rows, the import that adopted a recurring gift, two address lines on
 * contacts and three audit actions. SQL-only tables, read and written only by src/server/imports
 * (and the ledger's import path): `imports` (one per uploaded file: its state, mapping and
 * progress, so any instance can show or resume it), `import_chunks` (the file itself, in 1 MB
 * pieces, reachable from every instance), `import_rows` (each data row's dry-run label, reason,
 * match and, once committed, its gift), `import_people` (an external donor id seen in an import
 * of a source → the contact), `import_contacts` (contacts an import created, and the earlier
 * values of those it changed, for undo) and `import_mappings` (a source's corrected mapping).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_donations_source" ADD VALUE 'import';
  ALTER TYPE "public"."enum_donor_contacts_source" ADD VALUE 'import';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'import-upload';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'import-commit';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'import-undo';
  ALTER TABLE "donations" ADD COLUMN "import_id" numeric;
  ALTER TABLE "donations" ADD COLUMN "external_gift_id" varchar;
  ALTER TABLE "recurring_gifts" ADD COLUMN "import_id" numeric;
  ALTER TABLE "donor_contacts" ADD COLUMN "address1" varchar;
  ALTER TABLE "donor_contacts" ADD COLUMN "address2" varchar;
  CREATE INDEX "donations_import_id_idx" ON "donations" USING btree ("import_id");
  CREATE INDEX "donations_external_gift_id_idx" ON "donations" USING btree ("external_gift_id");
  CREATE INDEX "recurring_gifts_import_id_idx" ON "recurring_gifts" USING btree ("import_id");

  CREATE TABLE "imports" (
    "id" serial PRIMARY KEY,
    "kind" varchar NOT NULL CHECK ("kind" IN ('contacts', 'gifts')),
    "source" varchar NOT NULL,
    "status" varchar NOT NULL DEFAULT 'analyzing' CHECK ("status" IN ('analyzing', 'ready', 'importing', 'done', 'undone', 'failed')),
    "encoding" varchar,
    "delimiter" varchar,
    "headers" jsonb NOT NULL DEFAULT '[]',
    "mapping" jsonb NOT NULL DEFAULT '{}',
    "date_order" varchar CHECK ("date_order" IN ('MDY', 'DMY', 'YMD')),
    "decimal_mark" varchar NOT NULL DEFAULT '.' CHECK ("decimal_mark" IN ('.', ',')),
    "byte_size" integer NOT NULL,
    "generation" integer NOT NULL DEFAULT 1,
    "total_rows" integer NOT NULL DEFAULT 0,
    "progress" real NOT NULL DEFAULT 0,
    "to_commit" integer NOT NULL DEFAULT 0,
    "committed_rows" integer NOT NULL DEFAULT 0,
    "problem" varchar,
    "created_by_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
    "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    "committed_at" timestamp(3) with time zone,
    "undone_at" timestamp(3) with time zone
  );
  CREATE INDEX "imports_status_idx" ON "imports" ("status");
  CREATE TABLE "import_chunks" (
    "import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
    "seq" integer NOT NULL,
    "data" bytea NOT NULL,
    PRIMARY KEY ("import_id", "seq")
  );
  CREATE TABLE "import_rows" (
    "import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
    "row" integer NOT NULL,
    "generation" integer NOT NULL,
    "raw" jsonb NOT NULL,
    "data" jsonb,
    "label" varchar NOT NULL CHECK ("label" IN ('create', 'update', 'unchanged', 'ambiguous', 'error')),
    "reason" varchar,
    "contact_id" integer,
    "candidates" integer[],
    "email" varchar,
    "resolution" varchar CHECK ("resolution" IN ('contact', 'skip')),
    "gift_id" integer,
    "committed" boolean NOT NULL DEFAULT false,
    PRIMARY KEY ("import_id", "row")
  );
  CREATE INDEX "import_rows_label_idx" ON "import_rows" ("import_id", "label", "committed");
  CREATE TABLE "import_people" (
    "source" varchar NOT NULL,
    "external_id" varchar NOT NULL,
    "contact_id" integer NOT NULL REFERENCES "donor_contacts"("id") ON DELETE CASCADE,
    "import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
    PRIMARY KEY ("source", "external_id")
  );
  CREATE INDEX "import_people_import_idx" ON "import_people" ("import_id");
  CREATE TABLE "import_contacts" (
    "import_id" integer NOT NULL REFERENCES "imports"("id") ON DELETE CASCADE,
    "email" varchar NOT NULL,
    "created" boolean NOT NULL,
    "before" jsonb,
    PRIMARY KEY ("import_id", "email")
  );
  CREATE TABLE "import_mappings" (
    "source" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "mapping" jsonb NOT NULL,
    "date_order" varchar,
    "decimal_mark" varchar NOT NULL,
    "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    PRIMARY KEY ("source", "kind")
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE "import_mappings";
  DROP TABLE "import_contacts";
  DROP TABLE "import_people";
  DROP TABLE "import_rows";
  DROP TABLE "import_chunks";
  DROP TABLE "imports";
  DELETE FROM "donations" WHERE "source" = 'import';
  UPDATE "donor_contacts" SET "source" = 'manual' WHERE "source" = 'import';
  DELETE FROM "audit_log" WHERE "action" IN ('import-upload', 'import-commit', 'import-undo');
   ALTER TABLE "donations" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "source" SET DEFAULT 'donation_form'::text;
  DROP TYPE "public"."enum_donations_source";
  CREATE TYPE "public"."enum_donations_source" AS ENUM('donation_form', 'sponsorship', 'offline');
  ALTER TABLE "donations" ALTER COLUMN "source" SET DEFAULT 'donation_form'::"public"."enum_donations_source";
  ALTER TABLE "donations" ALTER COLUMN "source" SET DATA TYPE "public"."enum_donations_source" USING "source"::"public"."enum_donations_source";
  ALTER TABLE "donor_contacts" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "donor_contacts" ALTER COLUMN "source" SET DEFAULT 'manual'::text;
  DROP TYPE "public"."enum_donor_contacts_source";
  CREATE TYPE "public"."enum_donor_contacts_source" AS ENUM('donation', 'order', 'newsletter', 'manual');
  ALTER TABLE "donor_contacts" ALTER COLUMN "source" SET DEFAULT 'manual'::"public"."enum_donor_contacts_source";
  ALTER TABLE "donor_contacts" ALTER COLUMN "source" SET DATA TYPE "public"."enum_donor_contacts_source" USING "source"::"public"."enum_donor_contacts_source";
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('sign-in', 'sign-in-failed', 'lockout', 'intake-view', 'intake-list', 'donor-view', 'export', 'consolidation', 'merge', 'refund', 'statements-send', 'account-create', 'role-change', 'api-key-issue', 'api-key-revoke', 'api-key-use', 'gift-entry', 'gift-void', 'batch-open', 'batch-close', 'matching-update', 'deposit-create', 'period-close', 'period-reopen', 'settings-change', 'tribute-card-resend', 'holds-release');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "donations_import_id_idx";
  DROP INDEX "donations_external_gift_id_idx";
  DROP INDEX "recurring_gifts_import_id_idx";
  ALTER TABLE "donations" DROP COLUMN "import_id";
  ALTER TABLE "donations" DROP COLUMN "external_gift_id";
  ALTER TABLE "recurring_gifts" DROP COLUMN "import_id";
  ALTER TABLE "donor_contacts" DROP COLUMN "address1";
  ALTER TABLE "donor_contacts" DROP COLUMN "address2";`)
}
