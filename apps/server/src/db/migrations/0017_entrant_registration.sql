CREATE TABLE "entrants" (
	"id" serial PRIMARY KEY NOT NULL,
	"canonical_email" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_photos" (
	"registration_id" integer NOT NULL,
	"position" integer NOT NULL,
	"media_id" uuid NOT NULL,
	CONSTRAINT "registration_photos_registration_id_position_pk" PRIMARY KEY("registration_id","position")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"entrant_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text NOT NULL,
	"owner_name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"year" integer,
	"registration_no" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"payment_mode" text NOT NULL,
	"extras" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"currency" text NOT NULL,
	"fee_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"checkout_session_id" text,
	"paid_at" timestamp with time zone,
	"paid_via" text,
	"reason" text DEFAULT '' NOT NULL,
	"vehicle_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_status_check" CHECK ("registrations"."status" in ('pending-approval', 'awaiting-payment', 'confirmed', 'waitlisted', 'offered', 'withdrawn', 'rejected')),
	CONSTRAINT "registrations_payment_mode_check" CHECK ("registrations"."payment_mode" in ('online', 'gate')),
	CONSTRAINT "registrations_amount_check" CHECK ("registrations"."fee_cents" >= 0 and "registrations"."amount_cents" >= "registrations"."fee_cents")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "registration" jsonb;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'vote' NOT NULL;--> statement-breakpoint
ALTER TABLE "registration_photos" ADD CONSTRAINT "registration_photos_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_photos" ADD CONSTRAINT "registration_photos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_entrant_id_entrants_id_fk" FOREIGN KEY ("entrant_id") REFERENCES "public"."entrants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entrants_canonical_email_idx" ON "entrants" USING btree ("canonical_email");--> statement-breakpoint
CREATE INDEX "registrations_event_status_idx" ON "registrations" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "registrations_entrant_idx" ON "registrations" USING btree ("entrant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_checkout_idx" ON "registrations" USING btree ("checkout_session_id");