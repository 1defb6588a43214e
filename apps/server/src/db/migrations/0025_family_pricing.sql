CREATE TABLE "discount_rule_activities" (
	"rule_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "discount_rule_activities_rule_id_activity_id_pk" PRIMARY KEY("rule_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "discount_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"all_activities" boolean NOT NULL,
	"second_child_percent" integer,
	"second_child_cents" integer,
	"later_children_percent" integer,
	"later_children_cents" integer,
	"percent" integer,
	"from_bookings" integer,
	"early_price_cents" integer,
	"early_until" timestamp,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_rules_kind_check" CHECK ("discount_rules"."kind" in ('siblings', 'several_bookings', 'early_bird')),
	CONSTRAINT "discount_rules_percent_check" CHECK ("discount_rules"."second_child_percent" between 1 and 100 and "discount_rules"."later_children_percent" between 1 and 100
        and "discount_rules"."percent" between 1 and 100),
	CONSTRAINT "discount_rules_cents_check" CHECK ("discount_rules"."second_child_cents" between 1 and 10000000 and "discount_rules"."later_children_cents" between 1 and 10000000
        and "discount_rules"."early_price_cents" between 0 and 10000000),
	CONSTRAINT "discount_rules_from_bookings_check" CHECK ("discount_rules"."from_bookings" between 2 and 10),
	CONSTRAINT "discount_rules_shape_check" CHECK (case "discount_rules"."kind"
        when 'siblings' then ("discount_rules"."second_child_percent" is null) <> ("discount_rules"."second_child_cents" is null)
          and ("discount_rules"."later_children_percent" is null) <> ("discount_rules"."later_children_cents" is null)
          and "discount_rules"."percent" is null and "discount_rules"."from_bookings" is null
          and "discount_rules"."early_price_cents" is null and "discount_rules"."early_until" is null
        when 'several_bookings' then "discount_rules"."percent" is not null and "discount_rules"."from_bookings" is not null
          and "discount_rules"."early_price_cents" is null and "discount_rules"."early_until" is null
        else "discount_rules"."early_until" is not null and ("discount_rules"."percent" is null) <> ("discount_rules"."early_price_cents" is null)
          and "discount_rules"."from_bookings" is null
        end
        and ("discount_rules"."kind" = 'siblings' or "discount_rules"."second_child_percent" is null and "discount_rules"."second_child_cents" is null
          and "discount_rules"."later_children_percent" is null and "discount_rules"."later_children_cents" is null))
);
--> statement-breakpoint
CREATE TABLE "promo_code_activities" (
	"code_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	CONSTRAINT "promo_code_activities_code_id_activity_id_pk" PRIMARY KEY("code_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_id" uuid NOT NULL,
	"booking_id" uuid NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"percent" integer,
	"cents" integer,
	"all_activities" boolean NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"total_uses" integer,
	"uses_per_family" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('discount', 'scholarship')),
	CONSTRAINT "promo_codes_code_check" CHECK ("promo_codes"."code" ~ '^[A-Za-z0-9_-]{3,30}$'),
	CONSTRAINT "promo_codes_off_check" CHECK (("promo_codes"."percent" is null) <> ("promo_codes"."cents" is null)
        and "promo_codes"."percent" between 1 and 100 and "promo_codes"."cents" between 1 and 10000000),
	CONSTRAINT "promo_codes_scholarship_check" CHECK ("promo_codes"."kind" = 'discount' or "promo_codes"."percent" = 100 and "promo_codes"."total_uses" is not null),
	CONSTRAINT "promo_codes_window_check" CHECK ("promo_codes"."ends_on" >= "promo_codes"."starts_on"),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."total_uses" >= 1 and "promo_codes"."uses_per_family" >= 1 and "promo_codes"."uses_per_family" <= "promo_codes"."total_uses")
);
--> statement-breakpoint
ALTER TABLE "discount_rule_activities" ADD CONSTRAINT "discount_rule_activities_rule_id_discount_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."discount_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rule_activities" ADD CONSTRAINT "discount_rule_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_rules" ADD CONSTRAINT "discount_rules_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_activities" ADD CONSTRAINT "promo_code_activities_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_activities" ADD CONSTRAINT "promo_code_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_rule_activities_activity_idx" ON "discount_rule_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "discount_rules_vendor_idx" ON "discount_rules" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "promo_code_activities_activity_idx" ON "promo_code_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_uses_booking_idx" ON "promo_code_uses" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("code_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_vendor_code_idx" ON "promo_codes" USING btree ("vendor_id",lower("code")) WHERE "promo_codes"."vendor_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_platform_code_idx" ON "promo_codes" USING btree (lower("code")) WHERE "promo_codes"."vendor_id" is null;