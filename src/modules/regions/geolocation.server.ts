import 'server-only';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { apiRoute } from '@/lib/api/handler';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/api/client-ip';
import { countryCode, countryFromHeaders, siteOfCountry } from './geolocation';
import { SITES } from './sites';
import { siteSchema } from './site-schema';

type Lookup = (ip: string) => { country: string } | null;
let lookup: Promise<Lookup> | undefined;

/** The offline IP-to-country database (GeoLite2 data, about 60 MB in memory): loaded on the first lookup only. */
function ipLookup(): Promise<Lookup> {
  lookup ??= import('geoip-country').then((module) => (ip: string) => (module.default ?? module).lookup(ip));
  return lookup;
}

/**
 * The visitor's country (spec §4): the GEO_COUNTRY override (development), else the CDN's country header, else the
 * offline database's answer for the client's address; null when unknown (private addresses, localhost).
 */
export async function detectCountry(headers: Headers, override = env().GEO_COUNTRY): Promise<string | null> {
  if (override) return override;
  const fromCdn = countryFromHeaders((name) => headers.get(name));
  if (fromCdn) return fromCdn;
  const ip = clientIp(headers);
  if (!ip || ip === 'unknown') return null;
  return countryCode((await ipLookup())(ip)?.country);
}

export const geolocationRoutes = {
  /** No auth, personal (the caller's own country): never cached. */
  country: apiRoute(
    {
      summary: "The caller's country and the site it suggests",
      response: { 200: z.object({ country: z.string().nullable(), site: siteSchema.nullable(), countryCode: z.string().nullable() }) },
    },
    async ({ request }) => {
      const country = await detectCountry(request.headers);
      const site = siteOfCountry(country);
      return NextResponse.json({ country, site, countryCode: site ? SITES[site].countryCode : null }, { headers: { 'cache-control': 'private, no-store' } });
    },
  ),
};
