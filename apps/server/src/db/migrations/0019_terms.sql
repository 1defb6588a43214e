CREATE TABLE "term_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"price_per" text NOT NULL,
	"places" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_extras_name_check" CHECK (char_length("term_extras"."name") between 1 and 80),
	CONSTRAINT "term_extras_price_check" CHECK ("term_extras"."price_cents" >= 0),
	CONSTRAINT "term_extras_price_per_check" CHECK ("term_extras"."price_per" in ('session', 'booking')),
	CONSTRAINT "term_extras_places_check" CHECK ("term_extras"."places" >= 1)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_camp" boolean DEFAULT false NOT NULL,
	"capacity" integer,
	"price_cents" integer NOT NULL,
	"drop_in_price_cents" integer,
	"trial_price_cents" integer,
	"late_joining" text DEFAULT 'none' NOT NULL,
	"late_join_session_id" uuid,
	"late_join_until" date,
	"withdrawal" text DEFAULT 'pro_rata' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_id_activity_unique" UNIQUE("id","activity_id"),
	CONSTRAINT "terms_name_check" CHECK (char_length("terms"."name") between 1 and 80),
	CONSTRAINT "terms_capacity_check" CHECK ("terms"."capacity" >= 1),
	CONSTRAINT "terms_prices_check" CHECK ("terms"."price_cents" >= 0 and "terms"."drop_in_price_cents" >= 0 and "terms"."trial_price_cents" >= 0),
	CONSTRAINT "terms_late_joining_check" CHECK ("terms"."late_joining" in ('none', 'until_session', 'until_date')
        and ("terms"."late_join_session_id" is not null) = ("terms"."late_joining" = 'until_session')
        and ("terms"."late_join_until" is not null) = ("terms"."late_joining" = 'until_date')),
	CONSTRAINT "terms_withdrawal_check" CHECK ("terms"."withdrawal" in ('pro_rata', 'no_refund_after_start'))
);
--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD COLUMN "term_id" uuid;--> statement-breakpoint
ALTER TABLE "term_extras" ADD CONSTRAINT "term_extras_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_late_join_session_id_activity_schedules_id_fk" FOREIGN KEY ("late_join_session_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "term_extras_term_name_idx" ON "term_extras" USING btree ("term_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_activity_name_idx" ON "terms" USING btree ("activity_id","name");--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_term_fk" FOREIGN KEY ("term_id","activity_id") REFERENCES "public"."terms"("id","activity_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_schedules_term_idx" ON "activity_schedules" USING btree ("term_id","starts_at") WHERE "activity_schedules"."term_id" is not null;