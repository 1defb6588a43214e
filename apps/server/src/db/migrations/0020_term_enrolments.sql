ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "term_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "covers_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "covers_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_term_idx" ON "bookings" USING btree ("term_id","kind") WHERE "bookings"."term_id" is not null;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('single', 'term', 'drop_in', 'trial')
        and ("bookings"."term_id" is null) = ("bookings"."kind" = 'single')
        and ("bookings"."covers_from" is not null) = ("bookings"."kind" = 'term')
        and ("bookings"."covers_until" is null or "bookings"."kind" = 'term'));--> statement-breakpoint
-- The last line for capacity, now that a term enrolment takes a place in every session it covers
-- (the rule `placesTaken` in modules/bookings states for the services): neither a course's nor a
-- term's capacity may drop below the places taken in a session that has not ended.
CREATE FUNCTION "session_places_taken"("session" "activity_schedules") RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT (coalesce((SELECT sum(b."quantity") FROM "bookings" b
      WHERE b."schedule_id" = "session"."id" AND b."kind" <> 'term'
        AND (b."status" = 'confirmed' OR (b."status" = 'pending' AND b."hold_expires_at" > now()))), 0)
    + coalesce((SELECT sum(b."quantity") FROM "bookings" b
      WHERE b."term_id" = "session"."term_id" AND b."kind" = 'term'
        AND "session"."starts_at" >= b."covers_from"
        AND (b."covers_until" IS NULL OR "session"."starts_at" < b."covers_until")
        AND (b."status" = 'confirmed' OR (b."status" = 'pending' AND b."hold_expires_at" > now()))), 0))::int
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "activity_capacity_covers_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "activity_schedules" s
    WHERE s."activity_id" = NEW."id" AND NOT s."is_cancelled" AND s."ends_at" > now()
      AND "session_places_taken"(s) > NEW."capacity"
  ) THEN
    RAISE EXCEPTION 'capacity % is below the places booked on a session', NEW."capacity"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "term_capacity_covers_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "activity_schedules" s
    WHERE s."term_id" = NEW."id" AND NOT s."is_cancelled" AND s."ends_at" > now()
      AND "session_places_taken"(s) > NEW."capacity"
  ) THEN
    RAISE EXCEPTION 'capacity % is below the places booked on a session', NEW."capacity"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "terms_capacity_covers_bookings" BEFORE UPDATE OF "capacity" ON "terms"
FOR EACH ROW WHEN (NEW."capacity" IS NOT NULL AND NEW."capacity" IS DISTINCT FROM OLD."capacity")
EXECUTE FUNCTION "term_capacity_covers_bookings"();
