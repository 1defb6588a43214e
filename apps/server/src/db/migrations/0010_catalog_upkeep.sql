CREATE TABLE "catalog_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_state_single_row_check" CHECK ("catalog_state"."id")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "next_session_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "next_weekend_session_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activities_public_soonest_idx" ON "activities" USING btree ("next_session_at","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."is_active" and "activities"."is_approved";--> statement-breakpoint
CREATE INDEX "activities_public_weekend_idx" ON "activities" USING btree ("next_weekend_session_at","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "activities"."is_active" and "activities"."is_approved" and "activities"."next_weekend_session_at" is not null;
--> statement-breakpoint
INSERT INTO "catalog_state" ("id", "version") VALUES (true, 0);
--> statement-breakpoint
-- Every statement that changed at least one row of a table the public catalogue reads moves the
-- version on; statements that changed nothing (the minute's refresh, mostly) leave it alone.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "changed_rows") THEN
    UPDATE "catalog_state" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text;
BEGIN
  FOREACH watched IN ARRAY ARRAY['activities', 'vendors', 'activity_pricing',
    'activity_categories', 'activity_schedules', 'vendor_locations', 'categories']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS "changed_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()', watched || '_catalog_insert', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS "changed_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()', watched || '_catalog_update', watched);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS "changed_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"()', watched || '_catalog_delete', watched);
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The next upcoming session, and the next one on a weekend, of the given activities; returns how
-- many activities changed.
CREATE FUNCTION "refresh_next_sessions"("activity_ids" uuid[]) RETURNS integer
LANGUAGE sql AS $$
  WITH "upcoming" AS (
    SELECT a."id",
      (SELECT min(s."starts_at") FROM "activity_schedules" s
        WHERE s."activity_id" = a."id" AND NOT s."is_cancelled" AND s."starts_at" >= now()) AS "next_at",
      (SELECT min(s."starts_at") FROM "activity_schedules" s
        WHERE s."activity_id" = a."id" AND NOT s."is_cancelled" AND s."local_weekday" IN (6, 7)
          AND s."starts_at" >= now()) AS "next_weekend_at"
    -- A join, not = ANY(): a parameter array is searched linearly for every row.
    FROM "activities" a JOIN unnest("activity_ids") AS "given"("id") ON "given"."id" = a."id"
  ), "moved" AS (
    UPDATE "activities" a
    SET "next_session_at" = u."next_at", "next_weekend_session_at" = u."next_weekend_at"
    FROM "upcoming" u
    WHERE a."id" = u."id" AND (a."next_session_at" IS DISTINCT FROM u."next_at"
      OR a."next_weekend_session_at" IS DISTINCT FROM u."next_weekend_at")
    RETURNING 1
  )
  SELECT count(*)::int FROM "moved";
$$;
--> statement-breakpoint
CREATE FUNCTION "refresh_next_sessions_of_changed"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "refresh_next_sessions"(ARRAY(SELECT DISTINCT "activity_id" FROM "changed_sessions"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "activity_schedules_next_session_insert" AFTER INSERT ON "activity_schedules"
REFERENCING NEW TABLE AS "changed_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "refresh_next_sessions_of_changed"();
--> statement-breakpoint
CREATE TRIGGER "activity_schedules_next_session_delete" AFTER DELETE ON "activity_schedules"
REFERENCING OLD TABLE AS "changed_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "refresh_next_sessions_of_changed"();
--> statement-breakpoint
-- Sessions never move between activities, so the new rows name every activity concerned.
CREATE TRIGGER "activity_schedules_next_session_update" AFTER UPDATE ON "activity_schedules"
REFERENCING NEW TABLE AS "changed_sessions"
FOR EACH STATEMENT EXECUTE FUNCTION "refresh_next_sessions_of_changed"();
--> statement-breakpoint
SELECT "refresh_next_sessions"(ARRAY(SELECT "id" FROM "activities"));
