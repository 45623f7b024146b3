ALTER TABLE "events" ADD COLUMN "awards_token_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "results_show_scores" boolean DEFAULT false NOT NULL;