import { z } from 'zod';
import { SITE_IDS, type SiteId } from './sites';

/**
 * The one way an API names a site (query, body or path): a missing or unknown site is refused, never read as `us`.
 * In `index.ts` too because request schemas shared with forms (e.g. the back office's list rules) name a site.
 */
export const siteSchema = z.enum(SITE_IDS as [SiteId, ...SiteId[]], { error: `site must be one of: ${SITE_IDS.join(', ')}.` });
