CREATE TABLE "child_record_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" uuid NOT NULL,
	"viewer_kind" text NOT NULL,
	"viewer_id" text,
	"vendor_id" uuid,
	"viewer_name" text NOT NULL,
	"reason" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_record_views_kind_check" CHECK (("child_record_views"."viewer_kind" = 'admin') = ("child_record_views"."reason" is not null)
        and "child_record_views"."viewer_kind" in ('provider', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "child_records" (
	"child_id" uuid PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"photo_consent" boolean,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_records_sealed_check" CHECK ("child_records"."sealed" like 'v1.%')
);
--> statement-breakpoint
ALTER TABLE "child_record_views" ADD CONSTRAINT "child_record_views_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_record_views" ADD CONSTRAINT "child_record_views_viewer_id_user_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_record_views" ADD CONSTRAINT "child_record_views_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_records" ADD CONSTRAINT "child_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_record_views_child_idx" ON "child_record_views" USING btree ("child_id","viewed_at");