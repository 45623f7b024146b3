CREATE TABLE "rank_states" (
	"event_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"previous_rank" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rank_states_event_id_vehicle_id_pk" PRIMARY KEY("event_id","vehicle_id")
);
--> statement-breakpoint
CREATE TABLE "tie_orders" (
	"event_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"position" integer NOT NULL,
	"ordered_by" integer,
	"ordered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tie_orders_event_id_vehicle_id_pk" PRIMARY KEY("event_id","vehicle_id")
);
--> statement-breakpoint
ALTER TABLE "rank_states" ADD CONSTRAINT "rank_states_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rank_states" ADD CONSTRAINT "rank_states_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tie_orders" ADD CONSTRAINT "tie_orders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tie_orders" ADD CONSTRAINT "tie_orders_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tie_orders" ADD CONSTRAINT "tie_orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tie_orders" ADD CONSTRAINT "tie_orders_ordered_by_users_id_fk" FOREIGN KEY ("ordered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;