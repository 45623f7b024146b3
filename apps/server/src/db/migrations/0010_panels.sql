CREATE TABLE "event_panel_judges" (
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	CONSTRAINT "event_panel_judges_event_id_category_id_judge_id_pk" PRIMARY KEY("event_id","category_id","judge_id")
);
--> statement-breakpoint
ALTER TABLE "event_panel_judges" ADD CONSTRAINT "event_panel_judges_category_fk" FOREIGN KEY ("event_id","category_id") REFERENCES "public"."event_categories"("event_id","category_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_panel_judges" ADD CONSTRAINT "event_panel_judges_judge_fk" FOREIGN KEY ("event_id","judge_id") REFERENCES "public"."event_judges"("event_id","judge_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_panel_judges_judge_idx" ON "event_panel_judges" USING btree ("event_id","judge_id");