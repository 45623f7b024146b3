ALTER TABLE "events" ADD COLUMN "scoring_rule" text DEFAULT 'points' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "drop_min_judges" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "medal_bands" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "tie_break" jsonb DEFAULT '["score","picks","votes","organiser"]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "deduction_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "score_entries" ADD COLUMN "deductions" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_scoring_rule_check" CHECK ("events"."scoring_rule" in ('points', 'deduction', 'drop-high-low'));--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_drop_min_judges_check" CHECK ("events"."drop_min_judges" between 3 and 50);