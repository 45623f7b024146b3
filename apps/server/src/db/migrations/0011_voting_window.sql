ALTER TABLE "events" ADD COLUMN "voting_opens_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "voting_closes_at" timestamp with time zone;