CREATE TABLE "booking_price_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"child_id" uuid,
	"first_name" text,
	"rule_id" uuid,
	"code_id" uuid,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_price_lines_kind_check" CHECK ("booking_price_lines"."kind" in ('base', 'extra', 'early_bird', 'siblings', 'several_bookings', 'code')),
	CONSTRAINT "booking_price_lines_sign_check" CHECK (case when "booking_price_lines"."kind" in ('base', 'extra') then "booking_price_lines"."amount_cents" >= 0
        else "booking_price_lines"."amount_cents" <= 0 end),
	CONSTRAINT "booking_price_lines_code_check" CHECK (("booking_price_lines"."kind" = 'code') = ("booking_price_lines"."code_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_rule_id_discount_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."discount_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_code_id_promo_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promo_codes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_price_lines_booking_idx" ON "booking_price_lines" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_price_lines_rule_idx" ON "booking_price_lines" USING btree ("rule_id");--> statement-breakpoint
CREATE INDEX "booking_price_lines_code_idx" ON "booking_price_lines" USING btree ("code_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'platform_fee', 'refund', 'fee_refund', 'platform_code',
        'platform_code_refund', 'discount_reversed'));--> statement-breakpoint
-- Bookings made before prices had lines keep their total as one line.
INSERT INTO "booking_price_lines" ("booking_id", "position", "kind", "label", "amount_cents")
  SELECT "id", 1, 'base', 'Price as booked', "total_amount_cents" FROM "bookings";
