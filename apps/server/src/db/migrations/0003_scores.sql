CREATE TABLE "recusals" (
	"event_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recusals_event_id_vehicle_id_judge_id_pk" PRIMARY KEY("event_id","vehicle_id","judge_id")
);
--> statement-breakpoint
CREATE TABLE "score_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"rejected" jsonb NOT NULL,
	"rejected_edited_at" timestamp with time zone NOT NULL,
	"kept_edited_at" timestamp with time zone NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "score_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"judge_id" integer NOT NULL,
	"special_note" text DEFAULT '' NOT NULL,
	"top_choice" boolean DEFAULT false NOT NULL,
	"edited_at" timestamp with time zone NOT NULL,
	"device_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_parameter_values" (
	"score_id" integer NOT NULL,
	"parameter_id" integer NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "score_parameter_values_score_id_parameter_id_pk" PRIMARY KEY("score_id","parameter_id"),
	CONSTRAINT "score_parameter_values_score_check" CHECK ("score_parameter_values"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "recusals" ADD CONSTRAINT "recusals_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recusals" ADD CONSTRAINT "recusals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recusals" ADD CONSTRAINT "recusals_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_conflicts" ADD CONSTRAINT "score_conflicts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_conflicts" ADD CONSTRAINT "score_conflicts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_conflicts" ADD CONSTRAINT "score_conflicts_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_entries" ADD CONSTRAINT "score_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_entries" ADD CONSTRAINT "score_entries_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_entries" ADD CONSTRAINT "score_entries_judge_id_users_id_fk" FOREIGN KEY ("judge_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_parameter_values" ADD CONSTRAINT "score_parameter_values_score_id_score_entries_id_fk" FOREIGN KEY ("score_id") REFERENCES "public"."score_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_parameter_values" ADD CONSTRAINT "score_parameter_values_parameter_id_parameters_id_fk" FOREIGN KEY ("parameter_id") REFERENCES "public"."parameters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recusals_judge_idx" ON "recusals" USING btree ("judge_id","event_id");--> statement-breakpoint
CREATE INDEX "score_conflicts_event_idx" ON "score_conflicts" USING btree ("event_id","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "score_entries_event_vehicle_judge_idx" ON "score_entries" USING btree ("event_id","vehicle_id","judge_id");--> statement-breakpoint
CREATE INDEX "score_entries_vehicle_idx" ON "score_entries" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "score_entries_judge_event_idx" ON "score_entries" USING btree ("judge_id","event_id");--> statement-breakpoint
CREATE INDEX "score_parameter_values_parameter_idx" ON "score_parameter_values" USING btree ("parameter_id");