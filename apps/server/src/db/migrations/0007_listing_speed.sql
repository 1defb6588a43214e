DROP INDEX "activities_public_idx";--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD COLUMN "local_weekday" smallint;--> statement-breakpoint
CREATE INDEX "activities_public_vendor_idx" ON "activities" USING btree ("vendor_id","id") WHERE "activities"."is_active" and "activities"."is_approved";--> statement-breakpoint
CREATE INDEX "activity_schedules_weekend_idx" ON "activity_schedules" USING btree ("activity_id","starts_at") WHERE not "activity_schedules"."is_cancelled" and "activity_schedules"."local_weekday" in (6, 7);--> statement-breakpoint
CREATE INDEX "activities_public_idx" ON "activities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."is_active" and "activities"."is_approved";--> statement-breakpoint
-- The venue's weekday of each session, so the weekend filter reads a column instead of
-- converting every future session to local time on every request.
CREATE FUNCTION "set_session_local_weekday"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."local_weekday" := extract(isodow from NEW."starts_at" at time zone coalesce(
    (SELECT l."time_zone" FROM "activities" a
      JOIN "vendor_locations" l ON l."id" = a."location_id"
      WHERE a."id" = NEW."activity_id"),
    'UTC'));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_schedules_local_weekday"
BEFORE INSERT OR UPDATE OF "starts_at", "activity_id" ON "activity_schedules"
FOR EACH ROW EXECUTE FUNCTION "set_session_local_weekday"();
--> statement-breakpoint
-- A venue that moves time zone, or an activity that moves venue, re-derives its sessions' weekdays.
CREATE FUNCTION "refresh_sessions_local_weekday"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vendor_locations' THEN
    UPDATE "activity_schedules" s SET "starts_at" = s."starts_at"
    FROM "activities" a WHERE a."id" = s."activity_id" AND a."location_id" = NEW."id";
  ELSE
    UPDATE "activity_schedules" SET "starts_at" = "starts_at" WHERE "activity_id" = NEW."id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "vendor_locations_time_zone_weekdays"
AFTER UPDATE OF "time_zone" ON "vendor_locations"
FOR EACH ROW WHEN (OLD."time_zone" IS DISTINCT FROM NEW."time_zone")
EXECUTE FUNCTION "refresh_sessions_local_weekday"();
--> statement-breakpoint
CREATE TRIGGER "activities_location_weekdays"
AFTER UPDATE OF "location_id" ON "activities"
FOR EACH ROW WHEN (OLD."location_id" IS DISTINCT FROM NEW."location_id")
EXECUTE FUNCTION "refresh_sessions_local_weekday"();
--> statement-breakpoint
UPDATE "activity_schedules" SET "starts_at" = "starts_at";
