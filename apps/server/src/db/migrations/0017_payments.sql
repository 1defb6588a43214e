CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reference" text,
	"reason" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount_cents" > 0),
	CONSTRAINT "ledger_entries_kind_check" CHECK ("ledger_entries"."kind" in ('payment', 'platform_fee', 'refund', 'fee_refund'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_refund_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_status_check";--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "platform_fee_basis_points" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "platform_fee_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_id" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payment_account_id" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "payment_account_status" text DEFAULT 'not_connected' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("kind","reference") WHERE "ledger_entries"."reference" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_booking_idx" ON "ledger_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_vendor_idx" ON "ledger_entries" USING btree ("vendor_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_idx" ON "ledger_entries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payment_events_received_idx" ON "payment_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "bookings_hold_expiry_idx" ON "bookings" USING btree ("hold_expires_at") WHERE "bookings"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_checkout_idx" ON "bookings" USING btree ("checkout_id") WHERE "bookings"."checkout_id" is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payment_account_id_unique" UNIQUE("payment_account_id");--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_fee_check" CHECK ("platform_settings"."platform_fee_basis_points" between 0 and 5000);--> statement-breakpoint
-- Bookings made before payments existed moved no money, so nothing of theirs was refunded either.
UPDATE "bookings" SET "refunded_amount_cents" = 0;--> statement-breakpoint
UPDATE "bookings" SET "hold_expires_at" = "created_at" WHERE "status" = 'pending';--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_paid_check" CHECK ("bookings"."paid_amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_hold_check" CHECK ("bookings"."status" <> 'pending' or "bookings"."hold_expires_at" is not null);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_status_check" CHECK ("bookings"."payment_status" in ('none', 'pending', 'paid', 'partially_refunded', 'refunded'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_fee_check" CHECK ("bookings"."platform_fee_cents" between 0 and "bookings"."total_amount_cents");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_check" CHECK ("bookings"."refunded_amount_cents" between 0 and "bookings"."paid_amount_cents");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled', 'expired'));--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_payment_account_status_check" CHECK ("vendors"."payment_account_status" in ('not_connected', 'onboarding', 'connected', 'restricted'));--> statement-breakpoint
-- A hold whose time has passed no longer takes a place, whether or not a job has marked it expired.
CREATE OR REPLACE FUNCTION "activity_capacity_covers_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "activity_schedules" s JOIN "bookings" b ON b."schedule_id" = s."id"
    WHERE s."activity_id" = NEW."id" AND NOT s."is_cancelled" AND s."ends_at" > now()
      AND (b."status" = 'confirmed' OR (b."status" = 'pending' AND b."hold_expires_at" > now()))
    GROUP BY s."id" HAVING sum(b."quantity") > NEW."capacity"
  ) THEN
    RAISE EXCEPTION 'capacity % is below the places booked on a session', NEW."capacity"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
