import { z } from 'zod';
import { SITE_IDS, type SiteId } from './sites';

/**
 * The one way an API names a site (query, body or path): a missing or unknown site is refused, never read as `us`.
 * Kept out of `index.ts` so that pages importing the site rules do not carry zod to the browser.
 */
export const siteSchema = z.enum(SITE_IDS as [SiteId, ...SiteId[]], { error: `site must be one of: ${SITE_IDS.join(', ')}.` });
