import { describe, expect, it } from 'vitest';
import { demoDataWanted, EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('has defaults that start the shop on PGlite', () => {
    const parsed = parseEnv({});
    expect(parsed.DATABASE_URL).toBeUndefined();
    expect(parsed).toMatchObject({ DATA_DIR: './data', SEED_PRODUCTS: 12_000, PUBLIC_URL: 'http://localhost:3000', LOG_LEVEL: 'info' });
  });

  it('treats an empty DATABASE_URL as unset and accepts postgres URLs', () => {
    expect(parseEnv({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/shop' }).DATABASE_URL).toBe('postgres://u@db:5432/shop');
  });

  it('refuses bad values with a message naming each variable', () => {
    const attempt = () => parseEnv({ DATABASE_URL: 'mysql://x', SEED_PRODUCTS: 'many', LOG_LEVEL: 'loud', PUBLIC_URL: 'not a url' });
    expect(attempt).toThrow(EnvError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['DATABASE_URL', 'SEED_PRODUCTS', 'LOG_LEVEL', 'PUBLIC_URL']) expect(message).toContain(name);
    }
  });

  it('requires a long AUTH_SECRET in production, except while Next builds', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET: is required in production/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
    expect(parseEnv({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' }).AUTH_SECRET).toBeUndefined();
    expect(parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) }).AUTH_SECRET).toBe('x'.repeat(32));
  });

  it('takes the checkout crash-test pause point only outside production, and only a known point', () => {
    expect(parseEnv({ CHECKOUT_TEST_PAUSE_AT: 'after-order' }).CHECKOUT_TEST_PAUSE_AT).toBe('after-order');
    expect(parseEnv({}).CHECKOUT_TEST_PAUSE_AT).toBeUndefined();
    expect(() => parseEnv({ CHECKOUT_TEST_PAUSE_AT: 'mid-air' })).toThrow(/CHECKOUT_TEST_PAUSE_AT: must be after-claim/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), CHECKOUT_TEST_PAUSE_AT: 'after-order' })).toThrow(
      /CHECKOUT_TEST_PAUSE_AT: is for crash tests only/,
    );
  });

  it('accepts only SMTP URLs for mail', () => {
    expect(parseEnv({ SMTP_URL: 'smtp://mail:25' }).SMTP_URL).toBe('smtp://mail:25');
    expect(() => parseEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('seeds demo data by default only into the embedded database; DEMO_DATA decides when set', () => {
    expect(demoDataWanted(parseEnv({}))).toBe(true);
    expect(demoDataWanted(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/shop' }))).toBe(false);
    expect(demoDataWanted(parseEnv({ DATABASE_URL: 'postgres://u@db:5432/shop', DEMO_DATA: '1' }))).toBe(true);
    expect(demoDataWanted(parseEnv({ DEMO_DATA: '0' }))).toBe(false);
    expect(() => parseEnv({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA: must be 0 or 1/);
  });

  it('takes GEO_COUNTRY as a two-letter country code, upper-cased', () => {
    expect(parseEnv({ GEO_COUNTRY: 'ca' }).GEO_COUNTRY).toBe('CA');
    expect(parseEnv({}).GEO_COUNTRY).toBeUndefined();
    expect(() => parseEnv({ GEO_COUNTRY: 'Canada' })).toThrow(/GEO_COUNTRY: must be a two-letter country code/);
  });
});
