ALTER TABLE "events" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_locale_check" CHECK ("events"."locale" in ('en', 'de', 'fr', 'nl', 'es'));