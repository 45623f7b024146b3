ALTER TABLE "refresh_tokens" ADD COLUMN "rotates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "grace_uses" integer DEFAULT 0 NOT NULL;