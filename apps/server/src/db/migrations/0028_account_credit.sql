CREATE TABLE "account_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" text NOT NULL,
	"vendor_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"credit_id" uuid,
	"booking_id" uuid,
	"expires_at" timestamp with time zone,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_credits_amount_check" CHECK ("account_credits"."amount_cents" > 0),
	CONSTRAINT "account_credits_kind_check" CHECK (("account_credits"."kind" = 'granted' and "account_credits"."credit_id" is null and "account_credits"."expires_at" is not null)
        or ("account_credits"."kind" = 'spent' and "account_credits"."credit_id" is not null and "account_credits"."booking_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "refund_choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"choose_by" timestamp with time zone NOT NULL,
	"chosen" text,
	"chosen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_choices_amount_check" CHECK ("refund_choices"."amount_cents" > 0),
	CONSTRAINT "refund_choices_chosen_check" CHECK ("refund_choices"."chosen" in ('refund', 'credit'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "credit_expiry_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "credit_choice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_customer_id_user_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_credit_id_account_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."account_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_credits" ADD CONSTRAINT "account_credits_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_choices" ADD CONSTRAINT "refund_choices_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_credits_spent_idx" ON "account_credits" USING btree ("booking_id","credit_id") WHERE "account_credits"."kind" = 'spent';--> statement-breakpoint
CREATE INDEX "account_credits_customer_idx" ON "account_credits" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "account_credits_credit_idx" ON "account_credits" USING btree ("credit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_choices_booking_idx" ON "refund_choices" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refund_choices_open_idx" ON "refund_choices" USING btree ("choose_by") WHERE "refund_choices"."chosen" is null;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_credit_expiry_check" CHECK ("platform_settings"."credit_expiry_months" between 1 and 60);--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_credit_choice_check" CHECK ("platform_settings"."credit_choice_days" between 1 and 60);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'platform_fee', 'refund', 'fee_refund', 'platform_code',
        'platform_code_refund', 'discount_reversed', 'platform_credit', 'platform_credit_refund'));