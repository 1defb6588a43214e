-- Cards show each activity's rating, so a review (or an admin hiding one) changes what the public
-- list shows: reviews move the catalogue version on like the other tables (migration 0010).
CREATE TRIGGER "reviews_catalog_insert" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_update" AFTER UPDATE ON "reviews" REFERENCING NEW TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "reviews_catalog_delete" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS "changed_rows"
FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalog_version"();
