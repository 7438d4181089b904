CREATE TABLE "alpinebits_connections" (
	"connection_id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"hotel_code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"pushed_hash" text,
	"last_push_at" timestamp with time zone,
	"last_push_status" text,
	"last_pull_at" timestamp with time zone,
	"last_pull_status" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alpinebits_connections_url" CHECK ("alpinebits_connections"."url" ~ '^https?://')
);
--> statement-breakpoint
CREATE TABLE "alpinebits_messages" (
	"message_id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"action" text NOT NULL,
	"attempt" integer NOT NULL,
	"http_status" integer,
	"ok" boolean NOT NULL,
	"request" text NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alpinebits_reservations" (
	"pulled_id" serial PRIMARY KEY NOT NULL,
	"connection_id" integer NOT NULL,
	"res_id" text NOT NULL,
	"reservation_id" integer,
	"refused" text,
	"acknowledged" boolean DEFAULT false NOT NULL,
	"pulled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alpinebits_reservations_res" UNIQUE("connection_id","res_id"),
	CONSTRAINT "alpinebits_reservations_outcome" CHECK (("alpinebits_reservations"."reservation_id" is null) <> ("alpinebits_reservations"."refused" is null))
);
--> statement-breakpoint
ALTER TABLE "alpinebits_connections" ADD CONSTRAINT "alpinebits_connections_group_id_hotels_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."hotels"("group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alpinebits_messages" ADD CONSTRAINT "alpinebits_messages_connection_id_alpinebits_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."alpinebits_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alpinebits_reservations" ADD CONSTRAINT "alpinebits_reservations_connection_id_alpinebits_connections_connection_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."alpinebits_connections"("connection_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alpinebits_reservations" ADD CONSTRAINT "alpinebits_reservations_reservation_id_reservations_reservation_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("reservation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alpinebits_connections_group" ON "alpinebits_connections" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "alpinebits_messages_connection" ON "alpinebits_messages" USING btree ("connection_id","message_id");
