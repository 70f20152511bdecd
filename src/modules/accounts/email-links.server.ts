import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { env } from '@/lib/env';
import { sitePath, type SiteId } from '@/modules/regions';

/** A single-use emailed link's secret: 32 random bytes, URL-safe. Only its hash is stored (`linkTokenHash`). */
export const newLinkToken = () => randomBytes(32).toString('base64url');

export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The absolute address of a page of the site, as an email links to it. */
export const siteLink = (site: SiteId, path: string) => new URL(sitePath(site, path), env().PUBLIC_URL).toString();
