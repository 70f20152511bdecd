import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { detectCountry, geolocationRoutes } from './geolocation.server';

// Addresses the offline database places in Canada, the United States and the United Kingdom.
const CANADA = '24.48.0.1';
const UNITED_STATES = '8.8.8.8';
const UNITED_KINGDOM = '81.2.69.142';

const headers = (values: Record<string, string>) => new Headers(values);

describe('detectCountry (spec §4)', () => {
  it("trusts the CDN's country header first", async () => {
    expect(await detectCountry(headers({ 'cf-ipcountry': 'CA', 'x-forwarded-for': UNITED_STATES }))).toBe('CA');
  });

  it("otherwise looks the client's address up in the offline database", async () => {
    expect(await detectCountry(headers({ 'x-forwarded-for': CANADA }))).toBe('CA');
    expect(await detectCountry(headers({ 'x-forwarded-for': `10.0.0.1, ${UNITED_STATES}` }))).toBe('US');
    expect(await detectCountry(headers({ 'x-forwarded-for': UNITED_KINGDOM }))).toBe('GB');
    expect(await detectCountry(headers({ 'x-forwarded-for': '::ffff:24.48.0.1' }))).toBe('CA');
  });

  it('knows nothing of private and local addresses', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '::1', '192.168.0.10']) expect(await detectCountry(headers({ 'x-forwarded-for': ip }))).toBeNull();
    expect(await detectCountry(headers({}))).toBeNull();
  });

  it("lets GEO_COUNTRY stand in for the visitor's country in development", async () => {
    expect(await detectCountry(headers({ 'cf-ipcountry': 'US' }), 'CA')).toBe('CA');
  });
});

describe('GET /api/geolocation/v1/country', () => {
  it('answers the country, the site that serves it and its spec country code, uncached', async () => {
    const answer = await geolocationRoutes.country(new NextRequest('http://localhost/api/geolocation/v1/country', { headers: { 'x-forwarded-for': CANADA } }), {
      params: Promise.resolve({}),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('no-store');
    expect(await answer.json()).toEqual({ country: 'CA', site: 'ca', countryCode: 'CAN' });
    const abroad = await geolocationRoutes.country(new NextRequest('http://localhost/api/geolocation/v1/country', { headers: { 'cf-ipcountry': 'FR' } }), {
      params: Promise.resolve({}),
    });
    expect(await abroad.json()).toEqual({ country: 'FR', site: null, countryCode: null });
  });
});
