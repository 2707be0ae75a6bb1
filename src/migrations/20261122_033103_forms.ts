import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contact_messages_subject" AS ENUM('support', 'bloom-boutique', 'volunteer', 'donation', 'products', 'partnership', 'other');
  CREATE TYPE "public"."enum_contact_messages_status" AS ENUM('new', 'replied', 'closed');
  CREATE TYPE "public"."enum_drive_inquiries_drive_type" AS ENUM('clothing', 'care_items', 'both');
  CREATE TYPE "public"."enum_drive_inquiries_delivery_method" AS ENUM('self_deliver', 'pickup_needed', 'shipping', 'discuss');
  CREATE TYPE "public"."enum_drive_inquiries_status" AS ENUM('new', 'contacted', 'scheduled', 'completed', 'declined');
  CREATE TYPE "public"."enum_intake_requests_status" AS ENUM('new', 'contacted', 'scheduled', 'served', 'closed');
  CREATE TYPE "public"."enum_intake_requests_preferred_contact" AS ENUM('email', 'phone', 'text');
  CREATE TYPE "public"."enum_intake_requests_clothing_sizes_top_size" AS ENUM('XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL');
  CREATE TYPE "public"."enum_intake_requests_appointment_preference" AS ENUM('weekday-morning', 'weekday-afternoon', 'weekday-evening', 'weekend', 'flexible');
  CREATE TYPE "public"."enum_intake_requests_source" AS ENUM('intake-form', 'contact-form');
  CREATE TABLE "contact_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"subject" "enum_contact_messages_subject" NOT NULL,
  	"message" varchar NOT NULL,
  	"status" "enum_contact_messages_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "drive_inquiries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"organization_name" varchar,
  	"drive_type" "enum_drive_inquiries_drive_type" NOT NULL,
  	"location" varchar NOT NULL,
  	"expected_items" varchar,
  	"delivery_method" "enum_drive_inquiries_delivery_method" NOT NULL,
  	"timeframe" varchar,
  	"assistance_needed" boolean DEFAULT false NOT NULL,
  	"additional_info" varchar,
  	"status" "enum_drive_inquiries_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "intake_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_intake_requests_status" DEFAULT 'new' NOT NULL,
  	"closed_at" timestamp(3) with time zone,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"preferred_contact" "enum_intake_requests_preferred_contact",
  	"clothing_sizes_top_size" "enum_intake_requests_clothing_sizes_top_size",
  	"clothing_sizes_bottom_size" varchar,
  	"clothing_sizes_shoe_size" varchar,
  	"clothing_sizes_undergarments" varchar,
  	"specific_needs" varchar,
  	"appointment_preference" "enum_intake_requests_appointment_preference",
  	"current_situation" varchar,
  	"referral_source" varchar,
  	"additional_info" varchar,
  	"notes" varchar,
  	"privacy_consent" boolean DEFAULT false NOT NULL,
  	"source" "enum_intake_requests_source" DEFAULT 'intake-form' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"helped" varchar,
  	"not_helped" varchar,
  	"email" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "rate_limits" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"window_start" timestamp(3) with time zone NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "contact_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "drive_inquiries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "intake_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "rate_limits_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "intake_retention_days" numeric DEFAULT 180 NOT NULL;
  CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");
  CREATE INDEX "contact_messages_subject_idx" ON "contact_messages" USING btree ("subject");
  CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");
  CREATE INDEX "contact_messages_updated_at_idx" ON "contact_messages" USING btree ("updated_at");
  CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");
  CREATE INDEX "drive_inquiries_email_idx" ON "drive_inquiries" USING btree ("email");
  CREATE INDEX "drive_inquiries_status_idx" ON "drive_inquiries" USING btree ("status");
  CREATE INDEX "drive_inquiries_updated_at_idx" ON "drive_inquiries" USING btree ("updated_at");
  CREATE INDEX "drive_inquiries_created_at_idx" ON "drive_inquiries" USING btree ("created_at");
  CREATE INDEX "intake_requests_status_idx" ON "intake_requests" USING btree ("status");
  CREATE INDEX "intake_requests_closed_at_idx" ON "intake_requests" USING btree ("closed_at");
  CREATE INDEX "intake_requests_updated_at_idx" ON "intake_requests" USING btree ("updated_at");
  CREATE INDEX "intake_requests_created_at_idx" ON "intake_requests" USING btree ("created_at");
  CREATE INDEX "feedback_updated_at_idx" ON "feedback" USING btree ("updated_at");
  CREATE INDEX "feedback_created_at_idx" ON "feedback" USING btree ("created_at");
  CREATE UNIQUE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  CREATE INDEX "rate_limits_window_start_idx" ON "rate_limits" USING btree ("window_start");
  CREATE INDEX "rate_limits_updated_at_idx" ON "rate_limits" USING btree ("updated_at");
  CREATE INDEX "rate_limits_created_at_idx" ON "rate_limits" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_messages_fk" FOREIGN KEY ("contact_messages_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_drive_inquiries_fk" FOREIGN KEY ("drive_inquiries_id") REFERENCES "public"."drive_inquiries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_intake_requests_fk" FOREIGN KEY ("intake_requests_id") REFERENCES "public"."intake_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_rate_limits_fk" FOREIGN KEY ("rate_limits_id") REFERENCES "public"."rate_limits"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_contact_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_messages_id");
  CREATE INDEX "payload_locked_documents_rels_drive_inquiries_id_idx" ON "payload_locked_documents_rels" USING btree ("drive_inquiries_id");
  CREATE INDEX "payload_locked_documents_rels_intake_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("intake_requests_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_id");
  CREATE INDEX "payload_locked_documents_rels_rate_limits_id_idx" ON "payload_locked_documents_rels" USING btree ("rate_limits_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "contact_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "drive_inquiries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "intake_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "rate_limits" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "contact_messages" CASCADE;
  DROP TABLE "drive_inquiries" CASCADE;
  DROP TABLE "intake_requests" CASCADE;
  DROP TABLE "feedback" CASCADE;
  DROP TABLE "rate_limits" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_contact_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_drive_inquiries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_intake_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_rate_limits_fk";
  
  DROP INDEX "payload_locked_documents_rels_contact_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_drive_inquiries_id_idx";
  DROP INDEX "payload_locked_documents_rels_intake_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_rate_limits_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "contact_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "drive_inquiries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "intake_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "rate_limits_id";
  ALTER TABLE "site_settings" DROP COLUMN "intake_retention_days";
  DROP TYPE "public"."enum_contact_messages_subject";
  DROP TYPE "public"."enum_contact_messages_status";
  DROP TYPE "public"."enum_drive_inquiries_drive_type";
  DROP TYPE "public"."enum_drive_inquiries_delivery_method";
  DROP TYPE "public"."enum_drive_inquiries_status";
  DROP TYPE "public"."enum_intake_requests_status";
  DROP TYPE "public"."enum_intake_requests_preferred_contact";
  DROP TYPE "public"."enum_intake_requests_clothing_sizes_top_size";
  DROP TYPE "public"."enum_intake_requests_appointment_preference";
  DROP TYPE "public"."enum_intake_requests_source";`)
}
