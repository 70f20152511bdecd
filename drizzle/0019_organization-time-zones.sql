ALTER TABLE "organizations" ADD COLUMN "time_zone" text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
-- Hand-written (issue 19, decision 012): each organization's zone from its state or province (the same table as
-- defaultTimeZoneOf in src/modules/regions/time-zones.ts; the country's zone for an unknown region), then its fairs,
-- stored until now as UTC midnights, moved to the same wall-clock times in that zone so they keep their days.
UPDATE "organizations" SET "time_zone" = CASE
  WHEN upper(trim("region")) IN ('AL', 'AR', 'IL', 'IA', 'KS', 'LA', 'MN', 'MS', 'MO', 'NE', 'ND', 'OK', 'SD', 'TN', 'TX', 'WI') THEN 'America/Chicago'
  WHEN upper(trim("region")) IN ('AK') THEN 'America/Anchorage'
  WHEN upper(trim("region")) IN ('AZ') THEN 'America/Phoenix'
  WHEN upper(trim("region")) IN ('CA', 'NV', 'OR', 'WA') THEN 'America/Los_Angeles'
  WHEN upper(trim("region")) IN ('CO', 'MT', 'NM', 'UT', 'WY') THEN 'America/Denver'
  WHEN upper(trim("region")) IN ('CT', 'DE', 'DC', 'FL', 'GA', 'KY', 'ME', 'MD', 'MA', 'NH', 'NJ', 'NY', 'NC', 'OH', 'PA', 'RI', 'SC', 'VT', 'VA', 'WV') THEN 'America/New_York'
  WHEN upper(trim("region")) IN ('HI') THEN 'Pacific/Honolulu'
  WHEN upper(trim("region")) IN ('ID') THEN 'America/Boise'
  WHEN upper(trim("region")) IN ('IN') THEN 'America/Indiana/Indianapolis'
  WHEN upper(trim("region")) IN ('MI') THEN 'America/Detroit'
  ELSE 'America/New_York'
END WHERE "site" = 'us';--> statement-breakpoint
UPDATE "organizations" SET "time_zone" = CASE
  WHEN upper(trim("region")) IN ('AB', 'NT') THEN 'America/Edmonton'
  WHEN upper(trim("region")) IN ('BC') THEN 'America/Vancouver'
  WHEN upper(trim("region")) IN ('MB') THEN 'America/Winnipeg'
  WHEN upper(trim("region")) IN ('NB') THEN 'America/Moncton'
  WHEN upper(trim("region")) IN ('NL') THEN 'America/St_Johns'
  WHEN upper(trim("region")) IN ('NS', 'PE') THEN 'America/Halifax'
  WHEN upper(trim("region")) IN ('NU') THEN 'America/Iqaluit'
  WHEN upper(trim("region")) IN ('ON', 'QC') THEN 'America/Toronto'
  WHEN upper(trim("region")) IN ('SK') THEN 'America/Regina'
  WHEN upper(trim("region")) IN ('YT') THEN 'America/Whitehorse'
  ELSE 'America/Toronto'
END WHERE "site" = 'ca';--> statement-breakpoint
UPDATE "book_fairs" SET
  "starts_at" = ("book_fairs"."starts_at" AT TIME ZONE 'UTC') AT TIME ZONE o."time_zone",
  "ends_at" = ("book_fairs"."ends_at" AT TIME ZONE 'UTC') AT TIME ZONE o."time_zone",
  "online_starts_at" = ("book_fairs"."online_starts_at" AT TIME ZONE 'UTC') AT TIME ZONE o."time_zone",
  "online_ends_at" = ("book_fairs"."online_ends_at" AT TIME ZONE 'UTC') AT TIME ZONE o."time_zone"
FROM "organizations" o WHERE o."id" = "book_fairs"."organization_id";
