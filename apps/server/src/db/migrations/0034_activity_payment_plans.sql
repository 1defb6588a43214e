CREATE TABLE "activity_payment_plans" (
	"activity_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"deposit_cents" integer,
	"deposit_percent" smallint,
	"balance_days_before" smallint,
	"instalments" smallint,
	"keeps_first_payment" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_payment_plans_kind_check" CHECK (("activity_payment_plans"."kind" = 'deposit' and ("activity_payment_plans"."deposit_cents" is null) <> ("activity_payment_plans"."deposit_percent" is null)
          and "activity_payment_plans"."balance_days_before" between 1 and 180 and "activity_payment_plans"."instalments" is null)
        or ("activity_payment_plans"."kind" = 'instalments' and "activity_payment_plans"."instalments" between 2 and 6
          and "activity_payment_plans"."deposit_cents" is null and "activity_payment_plans"."deposit_percent" is null
          and "activity_payment_plans"."balance_days_before" is null)),
	CONSTRAINT "activity_payment_plans_deposit_check" CHECK ("activity_payment_plans"."deposit_cents" >= 1 and "activity_payment_plans"."deposit_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "activity_payment_plans" ADD CONSTRAINT "activity_payment_plans_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;