-- Reference data: the topical categories every deployment needs (not demo data).
INSERT INTO "categories" ("name", "slug") VALUES
  ('Art & Craft', 'art'),
  ('Music & Dance', 'music'),
  ('Learning', 'learning'),
  ('Sports', 'sports'),
  ('STEM', 'stem'),
  ('Science', 'science'),
  ('Outdoor', 'outdoor'),
  ('Photography', 'photography')
ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
-- Any activity that somehow lacks a default price gets the spec's backfill ($10.00, 'Standard').
INSERT INTO "activity_pricing" ("activity_id", "name", "price_cents", "is_default")
SELECT a."id", 'Standard', 1000, true
FROM "activities" a
WHERE NOT EXISTS (
  SELECT 1 FROM "activity_pricing" p WHERE p."activity_id" = a."id" AND p."is_default"
);
--> statement-breakpoint
-- Every activity has exactly one default price: the partial unique index gives "at most one",
-- this deferred trigger gives "at least one" at commit time.
CREATE FUNCTION "assert_activity_has_default_price"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  checked_activity uuid;
BEGIN
  IF TG_TABLE_NAME = 'activities' THEN
    checked_activity := NEW."id";
  ELSE
    checked_activity := OLD."activity_id";
  END IF;
  IF EXISTS (SELECT 1 FROM "activities" WHERE "id" = checked_activity)
     AND NOT EXISTS (
       SELECT 1 FROM "activity_pricing"
       WHERE "activity_id" = checked_activity AND "is_default"
     ) THEN
    RAISE EXCEPTION 'activity % has no default price', checked_activity
      USING ERRCODE = 'check_violation', CONSTRAINT = 'activity_pricing_default_required';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activities_default_price_required"
AFTER INSERT ON "activities"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "assert_activity_has_default_price"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activity_pricing_default_price_required"
AFTER UPDATE OR DELETE ON "activity_pricing"
DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "assert_activity_has_default_price"();
