ALTER TABLE "events" ADD COLUMN "results_show_judges" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_entries" ADD COLUMN "from_paper" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "score_entries" ADD COLUMN "entered_by" integer;--> statement-breakpoint
ALTER TABLE "score_entries" ADD CONSTRAINT "score_entries_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;