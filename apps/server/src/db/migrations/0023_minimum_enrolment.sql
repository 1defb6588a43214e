ALTER TABLE "activity_schedules" ADD COLUMN "min_places" integer;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD COLUMN "decision_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "min_places" integer;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "decision_hours" integer DEFAULT 72 NOT NULL;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "terms" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_min_places_check" CHECK ("activity_schedules"."min_places" >= 1);--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_decision_hours_check" CHECK ("activity_schedules"."decision_hours" between 24 and 336);--> statement-breakpoint
ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_decision_check" CHECK ("activity_schedules"."decision" in ('runs', 'cancelled') and "activity_schedules"."decided_at" is not null
        or "activity_schedules"."decision" is null and "activity_schedules"."decided_at" is null);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_min_places_check" CHECK ("terms"."min_places" >= 1);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_decision_hours_check" CHECK ("terms"."decision_hours" between 24 and 336);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_decision_check" CHECK ("terms"."decision" in ('runs', 'cancelled') and "terms"."decided_at" is not null
        or "terms"."decision" is null and "terms"."decided_at" is null);