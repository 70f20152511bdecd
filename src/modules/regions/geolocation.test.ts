import { describe, expect, it } from 'vitest';
import { countryCode, countryDialogInputs, countryDialogTexts, countryFromHeaders, siteOfCountry } from './geolocation';

describe('country detection (spec §4)', () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it('reads the first CDN country header that holds a country code', () => {
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'ca' }))).toBe('CA');
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'XX', 'x-vercel-ip-country': 'US' }))).toBe('US');
    expect(countryFromHeaders(headers({ 'cloudfront-viewer-country': 'GB' }))).toBe('GB');
    expect(countryFromHeaders(headers({}))).toBeNull();
  });

  it('accepts only two-letter codes', () => {
    for (const bad of ['', 'CAN', 'C', '1A', 'T', 'XX', null, undefined]) expect(countryCode(bad)).toBeNull();
    expect(countryCode(' us ')).toBe('US');
  });

  it('sends Canada to the ca site and the United States to the us site; other countries to none', () => {
    expect(siteOfCountry('CA')).toBe('ca');
    expect(siteOfCountry('US')).toBe('us');
    expect(siteOfCountry('GB')).toBeNull();
    expect(siteOfCountry(null)).toBeNull();
  });
});

describe('the country dialog (spec §2)', () => {
  it("opens only when the visitor's country has the other site", () => {
    expect(countryDialogInputs('us', 'us', 'shop.test')).toBeNull();
    expect(countryDialogInputs(null, 'us', 'shop.test')).toBeNull();
    expect(countryDialogInputs('ca', 'us', 'shop.test')).toEqual({
      open: true,
      countryCode: 'CAN',
      countryName: 'Canada',
      path: 'shop.test/ca',
      currency: 'CAD',
    });
    expect(countryDialogInputs('us', 'ca', 'shop.test')).toEqual({
      open: true,
      countryCode: 'USA',
      countryName: 'United States',
      path: 'shop.test',
      currency: 'USD',
    });
  });

  it("names the other domain's site on a site's own host", () => {
    expect(countryDialogInputs('us', 'ca', 'shop.example.ca')?.path).toBe('shop.example.com');
    expect(countryDialogInputs('ca', 'us', 'shop.example.com:8443')?.path).toBe('shop.example.ca:8443');
  });

  it('says where the visitor is, where to shop and in which currency, with the flag of that country', () => {
    expect(countryDialogTexts(countryDialogInputs('ca', 'us', 'shop.test')!)).toEqual({
      flag: '/ca.svg',
      heading: "Looks like you're in Canada",
      line: 'Visit our Canada site at shop.test/ca to shop in CAD.',
      accept: 'Shop Bookfair Canada',
      dismiss: 'Proceed to Bookfair USA',
    });
    expect(countryDialogTexts(countryDialogInputs('us', 'ca', 'shop.test')!)).toMatchObject({
      flag: '/us.svg',
      heading: "Looks like you're in the United States",
      line: 'Visit our United States site at shop.test to shop in USD.',
      accept: 'Shop Bookfair United States',
      dismiss: 'Proceed to Bookfair CA',
    });
  });
});
