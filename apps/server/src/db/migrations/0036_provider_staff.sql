CREATE TABLE "provider_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "provider_staff_role_check" CHECK ("provider_staff"."role" in ('manager', 'instructor')),
	CONSTRAINT "provider_staff_status_check" CHECK ("provider_staff"."status" in ('active', 'removed') and ("provider_staff"."status" = 'removed') = ("provider_staff"."removed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid,
	"invitation_id" uuid,
	"activity_id" uuid,
	"location_id" uuid,
	CONSTRAINT "staff_assignments_holder_check" CHECK (("staff_assignments"."staff_id" is null) <> ("staff_assignments"."invitation_id" is null)),
	CONSTRAINT "staff_assignments_target_check" CHECK (("staff_assignments"."activity_id" is null) <> ("staff_assignments"."location_id" is null))
);
--> statement-breakpoint
CREATE TABLE "staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" text,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "staff_invitations_role_check" CHECK ("staff_invitations"."role" in ('manager', 'instructor')),
	CONSTRAINT "staff_invitations_single_end_check" CHECK ("staff_invitations"."accepted_at" is null or "staff_invitations"."revoked_at" is null)
);
--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_staff" ADD CONSTRAINT "provider_staff_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_staff_id_provider_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."provider_staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_invitation_id_staff_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."staff_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_location_id_vendor_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."vendor_locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_invitations" ADD CONSTRAINT "staff_invitations_accepted_by_user_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_staff_one_active_idx" ON "provider_staff" USING btree ("user_id") WHERE "provider_staff"."status" = 'active';--> statement-breakpoint
CREATE INDEX "provider_staff_vendor_idx" ON "provider_staff" USING btree ("vendor_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_staff_idx" ON "staff_assignments" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "staff_assignments_invitation_idx" ON "staff_assignments" USING btree ("invitation_id");--> statement-breakpoint
CREATE INDEX "staff_invitations_vendor_idx" ON "staff_invitations" USING btree ("vendor_id","created_at");