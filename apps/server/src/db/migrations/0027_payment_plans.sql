CREATE TABLE "booking_plans" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"keeps_cents" integer NOT NULL,
	"customer_ref" text,
	"card_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_plans_keeps_check" CHECK ("booking_plans"."keeps_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"seq" smallint NOT NULL,
	"amount_cents" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"first_failed_at" timestamp with time zone,
	"charge_key" text,
	"payment_reference" text,
	"checkout_id" text,
	"checkout_url" text,
	"checkout_expires_at" timestamp with time zone,
	"checkout_amount_cents" integer,
	"last_error" text,
	"paid_at" timestamp with time zone,
	CONSTRAINT "plan_payments_seq_key" UNIQUE("booking_id","seq"),
	CONSTRAINT "plan_payments_amount_check" CHECK ("plan_payments"."amount_cents" > 0),
	CONSTRAINT "plan_payments_status_check" CHECK ("plan_payments"."status" in ('scheduled', 'paid', 'failed', 'requires_action', 'cancelled')
        and ("plan_payments"."status" = 'paid') = ("plan_payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "term_payment_plans" (
	"term_id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"deposit_cents" integer,
	"deposit_percent" smallint,
	"balance_days_before" smallint,
	"instalments" smallint,
	"keeps_first_payment" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "term_payment_plans_kind_check" CHECK (("term_payment_plans"."kind" = 'deposit' and ("term_payment_plans"."deposit_cents" is null) <> ("term_payment_plans"."deposit_percent" is null)
          and "term_payment_plans"."balance_days_before" between 1 and 180 and "term_payment_plans"."instalments" is null)
        or ("term_payment_plans"."kind" = 'instalments' and "term_payment_plans"."instalments" between 2 and 6
          and "term_payment_plans"."deposit_cents" is null and "term_payment_plans"."deposit_percent" is null
          and "term_payment_plans"."balance_days_before" is null)),
	CONSTRAINT "term_payment_plans_deposit_check" CHECK ("term_payment_plans"."deposit_cents" >= 1 and "term_payment_plans"."deposit_percent" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "booking_plans" ADD CONSTRAINT "booking_plans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_payments" ADD CONSTRAINT "plan_payments_booking_id_booking_plans_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking_plans"("booking_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "term_payment_plans" ADD CONSTRAINT "term_payment_plans_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plan_payments_charge_key_idx" ON "plan_payments" USING btree ("charge_key");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_payments_checkout_idx" ON "plan_payments" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "plan_payments_due_idx" ON "plan_payments" USING btree ("due_at") WHERE "plan_payments"."status" in ('scheduled', 'failed', 'requires_action');