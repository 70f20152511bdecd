CREATE TABLE "catalog_import_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"report" jsonb,
	"error" text,
	CONSTRAINT "catalog_import_runs_status" CHECK ("catalog_import_runs"."status" IN ('running', 'done', 'failed')),
	CONSTRAINT "catalog_import_runs_format" CHECK ("catalog_import_runs"."format" IN ('onix', 'csv'))
);
--> statement-breakpoint
CREATE INDEX "catalog_import_runs_started_idx" ON "catalog_import_runs" USING btree ("started_at");