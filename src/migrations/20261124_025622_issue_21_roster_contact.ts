import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_roster" ADD COLUMN "contact_id" integer;
  ALTER TABLE "donor_roster" ADD CONSTRAINT "donor_roster_contact_id_donor_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."donor_contacts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donor_roster_contact_idx" ON "donor_roster" USING btree ("contact_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donor_roster" DROP CONSTRAINT "donor_roster_contact_id_donor_contacts_id_fk";
  
  DROP INDEX "donor_roster_contact_idx";
  ALTER TABLE "donor_roster" DROP COLUMN "contact_id";`)
}
