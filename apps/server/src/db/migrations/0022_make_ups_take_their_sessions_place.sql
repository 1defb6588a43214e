-- A make-up session stands in its term where the session it makes up for stood: the enrolments
-- that covered that session cover it, whatever its own date (`termPlace` in places-taken.ts).
CREATE OR REPLACE FUNCTION "session_places_taken"("session" "activity_schedules") RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT (coalesce((SELECT sum(b."quantity") FROM "bookings" b
      WHERE b."schedule_id" = "session"."id" AND b."kind" <> 'term'
        AND (b."status" = 'confirmed' OR (b."status" = 'pending' AND b."hold_expires_at" > now()))), 0)
    + coalesce((SELECT sum(b."quantity") FROM "bookings" b,
        (SELECT coalesce((SELECT o."starts_at" FROM "activity_schedules" o
          WHERE o."id" = "session"."makes_up_for"), "session"."starts_at") AS "at") place
      WHERE b."term_id" = "session"."term_id" AND b."kind" = 'term'
        AND place."at" >= b."covers_from"
        AND (b."covers_until" IS NULL OR place."at" < b."covers_until")
        AND (b."status" = 'confirmed' OR (b."status" = 'pending' AND b."hold_expires_at" > now()))), 0))::int
$$;
