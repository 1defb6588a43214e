CREATE TABLE "run_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term_id" uuid,
	"schedule_id" uuid,
	"decision" text NOT NULL,
	"decided_by" text NOT NULL,
	"actor_id" text,
	"actor_email" text,
	"min_places" integer NOT NULL,
	"confirmed_places" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "run_decisions_subject_check" CHECK (("run_decisions"."term_id" is null) <> ("run_decisions"."schedule_id" is null)),
	CONSTRAINT "run_decisions_actor_check" CHECK ("run_decisions"."decided_by" = 'provider' or "run_decisions"."actor_id" is null and "run_decisions"."actor_email" is null)
);
--> statement-breakpoint
ALTER TABLE "run_decisions" ADD CONSTRAINT "run_decisions_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_decisions" ADD CONSTRAINT "run_decisions_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_decisions" ADD CONSTRAINT "run_decisions_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "run_decisions_term_idx" ON "run_decisions" USING btree ("term_id") WHERE "run_decisions"."term_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "run_decisions_schedule_idx" ON "run_decisions" USING btree ("schedule_id") WHERE "run_decisions"."schedule_id" is not null;--> statement-breakpoint
CREATE INDEX "run_decisions_created_idx" ON "run_decisions" USING btree ("created_at");