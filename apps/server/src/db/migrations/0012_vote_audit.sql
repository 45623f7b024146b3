ALTER TABLE "audience_votes" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "audience_votes" ADD COLUMN "client_hash" text;