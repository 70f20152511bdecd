CREATE TABLE "site_featured_organizations" (
	"site" "site" PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_featured_organizations" ADD CONSTRAINT "site_featured_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;