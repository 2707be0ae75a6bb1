import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Issue 21, retention at volume: the calendar years each address gave in, kept by the database
 * itself so LYBUNT/SYBUNT and the retention rate read one row per address (~50,000) instead of
 * grouping every gift (~200,000) on each request.
 *
 * - `donor_giving_years` (address, year) → how many of its gifts in that year still count
 *   (`net_amount_cents > 0`), changed by +1/−1 from a trigger on `donations`, so every writer
 *   (webhooks, refunds, disputes, staff, seeding) keeps it right; deltas under row locks stay
 *   right when two payments of one donor arrive at once.
 * - `donor_giving` (address) → its years in order, rewritten from the year rows after each change
 *   (the address row is locked first, so concurrent changes of one donor take turns).
 * - Years are calendar years in the foundation's time zone (`giving_summary_zone`, from Site
 *   settings; a zone PostgreSQL does not know falls back to America/Chicago, as the app does).
 *   Changing the zone in Site settings rebuilds both tables in that transaction, with writes to
 *   the ledger held meanwhile.
 * - Merged addresses are mapped to their contact when the figures are read (retention.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "giving_summary_zone" ("id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1), "zone" text NOT NULL);
  CREATE TABLE "donor_giving_years" (
    "email" text NOT NULL,
    "year" integer NOT NULL,
    "gifts" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("email", "year")
  );
  CREATE TABLE "donor_giving" ("email" text PRIMARY KEY, "years" integer[] NOT NULL DEFAULT '{}');

  CREATE FUNCTION "giving_zone"(candidate text) RETURNS text LANGUAGE plpgsql STABLE AS $$
  BEGIN
    IF candidate IS NULL OR candidate = '' THEN RETURN 'America/Chicago'; END IF;
    PERFORM now() AT TIME ZONE candidate;
    RETURN candidate;
  EXCEPTION WHEN others THEN
    RETURN 'America/Chicago';
  END $$;

  CREATE FUNCTION "giving_count"(address text, at timestamptz, delta integer) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    k text := lower(address);
    y integer := extract(year FROM at AT TIME ZONE coalesce((SELECT "zone" FROM "giving_summary_zone" WHERE "id" = 1), 'America/Chicago'))::integer;
  BEGIN
    INSERT INTO "donor_giving" ("email") VALUES (k) ON CONFLICT ("email") DO UPDATE SET "years" = "donor_giving"."years";
    INSERT INTO "donor_giving_years" ("email", "year", "gifts") VALUES (k, y, delta)
      ON CONFLICT ("email", "year") DO UPDATE SET "gifts" = "donor_giving_years"."gifts" + delta;
    UPDATE "donor_giving" SET "years" = coalesce(
      (SELECT array_agg("year" ORDER BY "year") FROM "donor_giving_years" WHERE "email" = k AND "gifts" > 0), '{}')
    WHERE "email" = k;
  END $$;

  CREATE FUNCTION "donations_giving_summary"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."net_amount_cents" > 0 THEN PERFORM "giving_count"(OLD."email", OLD."created_at", -1); END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."net_amount_cents" > 0 THEN PERFORM "giving_count"(NEW."email", NEW."created_at", 1); END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER "donations_giving_summary_write" AFTER INSERT OR DELETE ON "donations"
    FOR EACH ROW EXECUTE FUNCTION "donations_giving_summary"();
  CREATE TRIGGER "donations_giving_summary_change" AFTER UPDATE OF "email", "created_at", "net_amount_cents" ON "donations"
    FOR EACH ROW WHEN (OLD."email" IS DISTINCT FROM NEW."email" OR OLD."created_at" IS DISTINCT FROM NEW."created_at"
      OR (OLD."net_amount_cents" > 0) IS DISTINCT FROM (NEW."net_amount_cents" > 0))
    EXECUTE FUNCTION "donations_giving_summary"();

  CREATE FUNCTION "giving_summary_rebuild"(candidate text) RETURNS void LANGUAGE plpgsql AS $$
  DECLARE
    z text := "giving_zone"(candidate);
  BEGIN
    IF z = (SELECT "zone" FROM "giving_summary_zone" WHERE "id" = 1) THEN RETURN; END IF;
    LOCK TABLE "donations" IN SHARE MODE;
    INSERT INTO "giving_summary_zone" ("id", "zone") VALUES (1, z) ON CONFLICT ("id") DO UPDATE SET "zone" = EXCLUDED."zone";
    DELETE FROM "donor_giving_years";
    DELETE FROM "donor_giving";
    INSERT INTO "donor_giving_years" ("email", "year", "gifts")
      SELECT lower("email"), extract(year FROM "created_at" AT TIME ZONE z)::integer, count(*)
      FROM "donations" WHERE "net_amount_cents" > 0 GROUP BY 1, 2;
    INSERT INTO "donor_giving" ("email", "years")
      SELECT "email", array_agg("year" ORDER BY "year") FROM "donor_giving_years" GROUP BY "email";
  END $$;

  CREATE FUNCTION "site_settings_giving_zone"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM "giving_summary_rebuild"(NEW."time_zone");
    RETURN NULL;
  END $$;
  CREATE TRIGGER "site_settings_giving_zone" AFTER INSERT OR UPDATE OF "time_zone" ON "site_settings"
    FOR EACH ROW EXECUTE FUNCTION "site_settings_giving_zone"();

  SELECT "giving_summary_rebuild"((SELECT "time_zone" FROM "site_settings" LIMIT 1));

  -- The giving-circle suggestions read the last 12 months of counting gifts from the index alone.
  CREATE INDEX "donations_recent_giving_idx" ON "donations" ("created_at") INCLUDE ("email", "net_amount_cents") WHERE "net_amount_cents" > 0;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "donations_recent_giving_idx";
  DROP TRIGGER IF EXISTS "site_settings_giving_zone" ON "site_settings";
  DROP TRIGGER IF EXISTS "donations_giving_summary_change" ON "donations";
  DROP TRIGGER IF EXISTS "donations_giving_summary_write" ON "donations";
  DROP FUNCTION IF EXISTS "site_settings_giving_zone"();
  DROP FUNCTION IF EXISTS "giving_summary_rebuild"(text);
  DROP FUNCTION IF EXISTS "donations_giving_summary"();
  DROP FUNCTION IF EXISTS "giving_count"(text, timestamptz, integer);
  DROP FUNCTION IF EXISTS "giving_zone"(text);
  DROP TABLE IF EXISTS "donor_giving";
  DROP TABLE IF EXISTS "donor_giving_years";
  DROP TABLE IF EXISTS "giving_summary_zone";`)
}
