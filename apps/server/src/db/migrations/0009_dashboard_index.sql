-- INCLUDE lets the vendor dashboard sum places and revenue without reading the bookings table.
CREATE INDEX "bookings_activity_active_idx" ON "bookings" USING btree ("activity_id") INCLUDE ("quantity", "total_amount_cents") WHERE "bookings"."status" in ('pending', 'confirmed');
