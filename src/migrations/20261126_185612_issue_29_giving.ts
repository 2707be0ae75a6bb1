import { sql, type MigrateDownArgs, type MigrateUpArgs } from '@payloadcms/db-postgres'

/**
 * Issue 29: the part of a gift the donor added to cover fees (kept apart so totals count the
 * gift alone), the donor's answer to the monthly ask, and the Site settings that price both and
 * hold the Apple Pay domain association file.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_donations_upsell" AS ENUM('accepted', 'declined');
  ALTER TABLE "donations" ADD COLUMN "fee_covered_cents" numeric DEFAULT 0;
  ALTER TABLE "donations" ADD COLUMN "upsell" "enum_donations_upsell";
  ALTER TABLE "site_settings" ADD COLUMN "monthly_ask_threshold_cents" numeric DEFAULT 25000;
  ALTER TABLE "site_settings" ADD COLUMN "fee_card_percent" numeric DEFAULT 2.2;
  ALTER TABLE "site_settings" ADD COLUMN "fee_card_fixed_cents" numeric DEFAULT 30;
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_percent" numeric DEFAULT 0.8;
  ALTER TABLE "site_settings" ADD COLUMN "fee_bank_cap_cents" numeric DEFAULT 500;
  ALTER TABLE "site_settings" ADD COLUMN "apple_pay_domain_association" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "donations" DROP COLUMN "fee_covered_cents";
  ALTER TABLE "donations" DROP COLUMN "upsell";
  ALTER TABLE "site_settings" DROP COLUMN "monthly_ask_threshold_cents";
  ALTER TABLE "site_settings" DROP COLUMN "fee_card_percent";
  ALTER TABLE "site_settings" DROP COLUMN "fee_card_fixed_cents";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_percent";
  ALTER TABLE "site_settings" DROP COLUMN "fee_bank_cap_cents";
  ALTER TABLE "site_settings" DROP COLUMN "apple_pay_domain_association";
  DROP TYPE "public"."enum_donations_upsell";`)
}
