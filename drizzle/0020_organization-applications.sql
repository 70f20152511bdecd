CREATE TABLE "organization_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"applicant_id" uuid NOT NULL,
	"site" "site" NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"region" text NOT NULL,
	"postal_code" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"proof" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refusal_reason" text DEFAULT '' NOT NULL,
	"organization_id" integer,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_applications_status" CHECK ("organization_applications"."status" IN ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "organization_applications" ADD CONSTRAINT "organization_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_applications" ADD CONSTRAINT "organization_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_applications" ADD CONSTRAINT "organization_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_applications_status_idx" ON "organization_applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "organization_applications_applicant_idx" ON "organization_applications" USING btree ("applicant_id");