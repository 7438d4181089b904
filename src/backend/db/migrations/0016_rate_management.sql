CREATE TABLE "rate_plans" (
	"plan_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_base" boolean DEFAULT false NOT NULL,
	"parent_plan_id" integer,
	"adjust_kind" text,
	"adjust_value" integer,
	"refundable" boolean DEFAULT true NOT NULL,
	"cancel_days" integer,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"channels" integer[] DEFAULT '{}'::int[] NOT NULL,
	"segment_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_group_code" UNIQUE("group_id","code"),
	CONSTRAINT "rate_plans_derivation" CHECK (("rate_plans"."parent_plan_id" is null) = ("rate_plans"."adjust_kind" is null) and ("rate_plans"."adjust_kind" is null) = ("rate_plans"."adjust_value" is null)),
	CONSTRAINT "rate_plans_adjust_kind" CHECK ("rate_plans"."adjust_kind" is null or "rate_plans"."adjust_kind" in ('percent', 'amount')),
	CONSTRAINT "rate_plans_percent" CHECK ("rate_plans"."adjust_kind" is distinct from 'percent' or "rate_plans"."adjust_value" between -90 and 500),
	CONSTRAINT "rate_plans_base_root" CHECK (not "rate_plans"."is_base" or "rate_plans"."parent_plan_id" is null),
	CONSTRAINT "rate_plans_not_self" CHECK ("rate_plans"."parent_plan_id" is distinct from "rate_plans"."plan_id"),
	CONSTRAINT "rate_plans_cancel_days" CHECK ("rate_plans"."cancel_days" is null or "rate_plans"."cancel_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "plan_rates" (
	"group_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"price_minor" bigint NOT NULL,
	CONSTRAINT "plan_rates_plan_id_room_type_id_day_pk" PRIMARY KEY("plan_id","room_type_id","day"),
	CONSTRAINT "plan_rates_price" CHECK ("plan_rates"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rate_restrictions" (
	"group_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"min_stay" integer,
	"max_stay" integer,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rate_restrictions_plan_id_room_type_id_day_pk" PRIMARY KEY("plan_id","room_type_id","day"),
	CONSTRAINT "rate_restrictions_stays" CHECK (coalesce("rate_restrictions"."min_stay", 1) >= 1 and coalesce("rate_restrictions"."max_stay", 1) >= 1 and ("rate_restrictions"."min_stay" is null or "rate_restrictions"."max_stay" is null or "rate_restrictions"."max_stay" >= "rate_restrictions"."min_stay"))
);
--> statement-breakpoint
CREATE TABLE "overbooking_allowances" (
	"group_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "overbooking_allowances_room_type_id_day_pk" PRIMARY KEY("room_type_id","day"),
	CONSTRAINT "overbooking_allowances_units" CHECK ("overbooking_allowances"."units" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "demand_rules" (
	"rule_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"room_type_id" integer,
	"min_occupancy" integer NOT NULL,
	"adjust_percent" integer NOT NULL,
	"mode" text DEFAULT 'suggest' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_rules_occupancy" CHECK ("demand_rules"."min_occupancy" between 0 and 100),
	CONSTRAINT "demand_rules_percent" CHECK ("demand_rules"."adjust_percent" between -90 and 300 and "demand_rules"."adjust_percent" <> 0),
	CONSTRAINT "demand_rules_mode" CHECK ("demand_rules"."mode" in ('suggest', 'auto'))
);
--> statement-breakpoint
CREATE TABLE "demand_decisions" (
	"group_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"room_type_id" integer NOT NULL,
	"day" date NOT NULL,
	"rule_id" integer,
	"percent" integer NOT NULL,
	"status" text NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demand_decisions_plan_id_room_type_id_day_pk" PRIMARY KEY("plan_id","room_type_id","day"),
	CONSTRAINT "demand_decisions_status" CHECK ("demand_decisions"."status" in ('accepted', 'dismissed')),
	CONSTRAINT "demand_decisions_percent" CHECK ("demand_decisions"."percent" between -90 and 300)
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"competitor_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "competitors_group_name" UNIQUE("group_id","name")
);
--> statement-breakpoint
CREATE TABLE "competitor_rates" (
	"group_id" integer NOT NULL,
	"competitor_id" integer NOT NULL,
	"day" date NOT NULL,
	"price_minor" bigint NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competitor_rates_competitor_id_day_pk" PRIMARY KEY("competitor_id","day"),
	CONSTRAINT "competitor_rates_price" CHECK ("competitor_rates"."price_minor" >= 0),
	CONSTRAINT "competitor_rates_source" CHECK ("competitor_rates"."source" in ('manual', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "reservation_rate_plans" (
	"reservation_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_parent_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("parent_plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_rates" ADD CONSTRAINT "plan_rates_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_rates" ADD CONSTRAINT "plan_rates_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_rates" ADD CONSTRAINT "plan_rates_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_restrictions" ADD CONSTRAINT "rate_restrictions_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_restrictions" ADD CONSTRAINT "rate_restrictions_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_restrictions" ADD CONSTRAINT "rate_restrictions_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overbooking_allowances" ADD CONSTRAINT "overbooking_allowances_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overbooking_allowances" ADD CONSTRAINT "overbooking_allowances_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_rules" ADD CONSTRAINT "demand_rules_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_rules" ADD CONSTRAINT "demand_rules_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_rules" ADD CONSTRAINT "demand_rules_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_decisions" ADD CONSTRAINT "demand_decisions_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_decisions" ADD CONSTRAINT "demand_decisions_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_decisions" ADD CONSTRAINT "demand_decisions_room_type_id_room_types_room_type_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("room_type_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_decisions" ADD CONSTRAINT "demand_decisions_rule_id_demand_rules_rule_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."demand_rules"("rule_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_decisions" ADD CONSTRAINT "demand_decisions_decided_by_users_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_rates" ADD CONSTRAINT "competitor_rates_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_rates" ADD CONSTRAINT "competitor_rates_competitor_id_competitors_competitor_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("competitor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rate_plans" ADD CONSTRAINT "reservation_rate_plans_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_rate_plans" ADD CONSTRAINT "reservation_rate_plans_plan_id_rate_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."rate_plans"("plan_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rate_plans_one_base" ON "rate_plans" USING btree ("group_id") WHERE "rate_plans"."is_base";--> statement-breakpoint
CREATE INDEX "rate_restrictions_group_day" ON "rate_restrictions" USING btree ("group_id","day");--> statement-breakpoint
CREATE INDEX "demand_rules_group" ON "demand_rules" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "competitor_rates_group_day" ON "competitor_rates" USING btree ("group_id","day");--> statement-breakpoint
INSERT INTO "audit_event_types" ("audit_event_type_id", "name", "name_fr") VALUES (70, 'Rate management', 'Gestion des tarifs') ON CONFLICT ("audit_event_type_id") DO NOTHING;
