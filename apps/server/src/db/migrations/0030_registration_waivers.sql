CREATE TABLE "activity_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	CONSTRAINT "activity_questions_kind_check" CHECK ("activity_questions"."kind" in ('short_text', 'long_text', 'yes_no', 'choice'))
);
--> statement-breakpoint
CREATE TABLE "activity_waivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"activity_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participant_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"question_id" uuid,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiver_signatures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waiver_id" uuid NOT NULL,
	"child_id" uuid,
	"parent_id" text,
	"booking_id" uuid,
	"child_name" text NOT NULL,
	"signed_name" text NOT NULL,
	"ip_address" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_questions" ADD CONSTRAINT "activity_questions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_waivers" ADD CONSTRAINT "activity_waivers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_participant_id_booking_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."booking_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participant_answers" ADD CONSTRAINT "participant_answers_question_id_activity_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."activity_questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_waiver_id_activity_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."activity_waivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_parent_id_user_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_questions_activity_idx" ON "activity_questions" USING btree ("activity_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_waivers_version_key" ON "activity_waivers" USING btree ("activity_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "participant_answers_question_key" ON "participant_answers" USING btree ("participant_id","question_id");--> statement-breakpoint
CREATE INDEX "participant_answers_question_idx" ON "participant_answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_signatures_child_key" ON "waiver_signatures" USING btree ("waiver_id","child_id");--> statement-breakpoint
CREATE INDEX "waiver_signatures_waiver_idx" ON "waiver_signatures" USING btree ("waiver_id","signed_at");