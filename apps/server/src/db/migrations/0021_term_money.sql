CREATE TABLE "booking_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"extra_id" uuid NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"price_per" text NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "booking_extras_price_check" CHECK ("booking_extras"."unit_price_cents" >= 0 and "booking_extras"."amount_cents" >= 0),
	CONSTRAINT "booking_extras_price_per_check" CHECK ("booking_extras"."price_per" in ('session', 'booking'))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "term_price_cents" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "term_session_count" integer;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD COLUMN "makes_up_for" uuid;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "term_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_participant_id_booking_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."booking_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_extras" ADD CONSTRAINT "booking_extras_extra_id_term_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."term_extras"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_extras_participant_extra_idx" ON "booking_extras" USING btree ("participant_id","extra_id");--> statement-breakpoint
CREATE INDEX "booking_extras_booking_idx" ON "booking_extras" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_extras_extra_idx" ON "booking_extras" USING btree ("extra_id");--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_makes_up_for_activity_schedules_id_fk" FOREIGN KEY ("makes_up_for") REFERENCES "public"."activity_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_term_line_idx" ON "waitlist_entries" USING btree ("term_id","seq") WHERE "waitlist_entries"."term_id" is not null and "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
-- Enrolments made before these columns take the term's price and sessions as they stand now.
UPDATE "bookings" b SET "term_price_cents" = t."price_cents",
  "term_session_count" = greatest(1, (SELECT count(*) FROM "activity_schedules" s
    WHERE s."term_id" = b."term_id" AND NOT s."is_cancelled"))
FROM "terms" t WHERE b."kind" = 'term' AND t."id" = b."term_id";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_term_price_check" CHECK (("bookings"."term_price_cents" is not null) = ("bookings"."kind" = 'term')
        and ("bookings"."term_session_count" is not null) = ("bookings"."kind" = 'term')
        and "bookings"."term_price_cents" >= 0 and "bookings"."term_session_count" >= 1);