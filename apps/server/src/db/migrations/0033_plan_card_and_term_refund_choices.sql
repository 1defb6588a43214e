DROP INDEX "refund_choices_booking_idx";--> statement-breakpoint
ALTER TABLE "refund_choices" ADD COLUMN "session_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_plans" ADD COLUMN "card_checkout_id" text;--> statement-breakpoint
ALTER TABLE "booking_plans" ADD COLUMN "card_checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_plans" ADD COLUMN "card_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refund_choices" ADD CONSTRAINT "refund_choices_session_id_activity_schedules_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."activity_schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_plans_card_checkout_idx" ON "booking_plans" USING btree ("card_checkout_id");--> statement-breakpoint
ALTER TABLE "refund_choices" ADD CONSTRAINT "refund_choices_booking_key" UNIQUE NULLS NOT DISTINCT("booking_id","session_id");