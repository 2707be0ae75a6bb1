import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff refunds reserve their amount before Stripe is asked (issue 34): the ledger's refunded
 * amount moves only when Stripe's charge.refunded arrives, so without a reservation parallel
 * requests all saw the whole gift as still refundable. One row per refund asked of Stripe, by
 * the payment it refunds; `covers_through_cents` is the charge's cumulative refunded amount once
 * this refund is applied, so charge.refunded settles every reservation it covers. A request id
 * (one per click of the staff dialog) makes a double click one reservation.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "refund_reservations" (
     "id" serial PRIMARY KEY,
     "payment_intent_id" varchar NOT NULL,
     "request_id" varchar,
     "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
     "covers_through_cents" integer NOT NULL,
     "stripe_refund_id" varchar,
     "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
     "settled_at" timestamp(3) with time zone
   );
   CREATE UNIQUE INDEX "refund_reservations_request_idx" ON "refund_reservations" ("payment_intent_id", "request_id");
   CREATE INDEX "refund_reservations_open_idx" ON "refund_reservations" ("payment_intent_id") WHERE "settled_at" IS NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "refund_reservations";`)
}
