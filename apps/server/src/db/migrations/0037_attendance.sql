CREATE TABLE "attendance_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vendor_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"participant_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"collected_by" text,
	"undoes_id" uuid,
	"reason" text,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "attendance_actions_kind_check" CHECK ("attendance_actions"."kind" in ('check_in', 'check_out', 'absent', 'undo')
        and ("attendance_actions"."collected_by" is not null) = ("attendance_actions"."kind" = 'check_out')
        and ("attendance_actions"."undoes_id" is not null) = ("attendance_actions"."kind" = 'undo')
        and ("attendance_actions"."reason" is not null) = ("attendance_actions"."kind" = 'undo')),
	CONSTRAINT "attendance_actions_seq_check" CHECK ("attendance_actions"."seq" >= 1)
);
--> statement-breakpoint
CREATE TABLE "pickup_code_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_key" uuid NOT NULL,
	"vendor_id" uuid NOT NULL,
	"correct" boolean NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickup_codes" (
	"parent_id" text PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_settings" ADD COLUMN "attendance" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_questions" ADD COLUMN "on_roster" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "require_pickup_code" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_participant_id_booking_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."booking_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_undoes_id_attendance_actions_id_fk" FOREIGN KEY ("undoes_id") REFERENCES "public"."attendance_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_actions" ADD CONSTRAINT "attendance_actions_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_code_attempts" ADD CONSTRAINT "pickup_code_attempts_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_codes" ADD CONSTRAINT "pickup_codes_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_actions_key_idx" ON "attendance_actions" USING btree ("vendor_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_actions_seq_idx" ON "attendance_actions" USING btree ("schedule_id","participant_id","seq");--> statement-breakpoint
CREATE INDEX "pickup_code_attempts_child_idx" ON "pickup_code_attempts" USING btree ("child_key","attempted_at");