import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_campaign_after_end" AS ENUM('hide', 'final');
  ALTER TABLE "pages_blocks_hero" ADD COLUMN "picture_id" integer;
  ALTER TABLE "pages_blocks_section" ADD COLUMN "picture_id" integer;
  ALTER TABLE "campaign" ADD COLUMN "after_end" "enum_campaign_after_end" DEFAULT 'hide' NOT NULL;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_picture_id_media_id_fk" FOREIGN KEY ("picture_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_picture_idx" ON "pages_blocks_hero" USING btree ("picture_id");
  CREATE INDEX "pages_blocks_section_picture_idx" ON "pages_blocks_section" USING btree ("picture_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DROP CONSTRAINT "pages_blocks_hero_picture_id_media_id_fk";
  
  ALTER TABLE "pages_blocks_section" DROP CONSTRAINT "pages_blocks_section_picture_id_media_id_fk";
  
  DROP INDEX "pages_blocks_hero_picture_idx";
  DROP INDEX "pages_blocks_section_picture_idx";
  ALTER TABLE "pages_blocks_hero" DROP COLUMN "picture_id";
  ALTER TABLE "pages_blocks_section" DROP COLUMN "picture_id";
  ALTER TABLE "campaign" DROP COLUMN "after_end";
  DROP TYPE "public"."enum_campaign_after_end";`)
}
