import { pgEnum } from 'drizzle-orm/pg-core';

/** The sites as the database names them: every table with a `site` column uses this type. */
export const siteEnum = pgEnum('site', ['us', 'ca']);
