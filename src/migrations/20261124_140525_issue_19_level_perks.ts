import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Level perks on receipts (issue 19): a level's perk and its value; the level a gift was made on. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" ADD COLUMN "level_id" integer;
  ALTER TABLE "donor_levels" ADD COLUMN "perk_description" varchar;
  ALTER TABLE "donor_levels" ADD COLUMN "perk_value_cents" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD CONSTRAINT "donations_level_id_donor_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."donor_levels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "donations_level_idx" ON "donations" USING btree ("level_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DROP CONSTRAINT "donations_level_id_donor_levels_id_fk";
  
  DROP INDEX "donations_level_idx";
  ALTER TABLE "donations" DROP COLUMN "level_id";
  ALTER TABLE "donor_levels" DROP COLUMN "perk_description";
  ALTER TABLE "donor_levels" DROP COLUMN "perk_value_cents";`)
}
