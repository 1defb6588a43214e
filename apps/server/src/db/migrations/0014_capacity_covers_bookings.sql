-- Capacity never drops below the places held on a session that has not ended. The service checks
-- first with the sessions locked and names the number; this is the last line for any other writer.
CREATE FUNCTION "activity_capacity_covers_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "activity_schedules" s JOIN "bookings" b ON b."schedule_id" = s."id"
    WHERE s."activity_id" = NEW."id" AND NOT s."is_cancelled" AND s."ends_at" > now()
      AND b."status" IN ('pending', 'confirmed')
    GROUP BY s."id" HAVING sum(b."quantity") > NEW."capacity"
  ) THEN
    RAISE EXCEPTION 'capacity % is below the places booked on a session', NEW."capacity"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activities_capacity_covers_bookings" BEFORE UPDATE OF "capacity" ON "activities"
FOR EACH ROW WHEN (NEW."capacity" IS NOT NULL AND NEW."capacity" IS DISTINCT FROM OLD."capacity")
EXECUTE FUNCTION "activity_capacity_covers_bookings"();
