CREATE TABLE "platform_transfers" (
	"ledger_entry_id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_transfers_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
ALTER TABLE "platform_transfers" ADD CONSTRAINT "platform_transfers_ledger_entry_id_ledger_entries_id_fk" FOREIGN KEY ("ledger_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_platform_code_idx" ON "ledger_entries" USING btree ("created_at") WHERE "ledger_entries"."kind" in ('platform_code', 'platform_code_refund');