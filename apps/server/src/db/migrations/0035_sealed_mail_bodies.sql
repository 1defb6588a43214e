ALTER TABLE "mail_outbox" ADD COLUMN "body_sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Rosters already sent kept their allergies in clear text: their text is no longer needed (the
-- key stays, so today's roster is not queued again).
UPDATE "mail_outbox" SET "body" = 'This roster was sent before roster mail was sealed; its text was removed.' WHERE "key" LIKE 'roster:%' AND "status" = 'sent';
