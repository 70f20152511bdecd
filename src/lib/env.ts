import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: optionalUrl.optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    PUBLIC_URL: z.url({ error: 'must be an absolute http(s) URL, e.g. https://shop.example.com' }).default('http://localhost:3000'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_PRODUCTS: z.coerce.number().int().min(100).max(1_000_000).default(12_000),
    /**
     * 1: `npm start` and `npm run dev` seed the demo data (catalogue when empty, demo accounts with published passwords,
     * coupons, organizations and their orders); 0: they only migrate. Unset: on for the embedded database, off with
     * DATABASE_URL, so a real database never gets the demo sign-ins by accident.
     */
    DEMO_DATA: z.enum(['0', '1'], { error: 'must be 0 or 1' }).optional(),
    DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * Rate-limit counters (decision 009): unset keeps them in the shop's own database, shared by every process; a
     * redis:// or rediss:// URL keeps them in Redis instead.
     */
    REDIS_URL: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' }).optional())
      .optional(),
    /**
     * How many proxies in front of the shop append to X-Forwarded-For (a load balancer, a CDN…). 0: the client is the
     * address that opened the connection and X-Forwarded-For is ignored; n: the n-th entry from the right.
     */
    TRUSTED_PROXY_HOPS: z.coerce
      .number({ error: 'must be a whole number from 0 to 10' })
      .int({ error: 'must be a whole number from 0 to 10' })
      .min(0, { error: 'must be a whole number from 0 to 10' })
      .max(10, { error: 'must be a whole number from 0 to 10' })
      .default(0),
    /** Signs session cookies, access tokens and bot-protection challenges. Required in production. */
    AUTH_SECRET: z.string().min(32, { error: 'must be at least 32 characters (e.g. `openssl rand -base64 32`)' }).optional(),
    /** Outgoing mail; without it messages are written as .eml files under DATA_DIR/outbox. */
    SMTP_URL: z
      .string()
      .trim()
      .transform((value) => (value === '' ? undefined : value))
      .pipe(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional())
      .optional(),
    MAIL_FROM: z.string().min(3).default('Book Fair Shop <no-reply@bookfair.example>'),
    /**
     * Bearer token of the operator routes (/api/ops/…: refunds, support replies) until staff accounts exist. Unset: the
     * operator routes answer 503 and only the `npm run ops:*` commands can act.
     */
    OPERATOR_TOKEN: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    /** Stripe: with a secret key, checkout uses Stripe's hosted page; without one, the built-in test provider. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, { error: 'must be a Stripe secret key (sk_test_… or sk_live_…)' })
      .optional(),
    /** Verifies the signatures of Stripe's webhook calls; required when STRIPE_SECRET_KEY is set. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, { error: 'must be a Stripe webhook signing secret (whsec_…)' })
      .optional(),
    /**
     * For development and testing: the visitor country every request is treated as coming from (ISO alpha-2, e.g. CA),
     * instead of the CDN's country header or the IP address. Unset in production.
     */
    GEO_COUNTRY: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a two-letter country code, like CA or US' })
      .transform((value) => value.toUpperCase())
      .optional(),
    /**
     * Crash tests only: the point inside checkout where a placement stops and waits for ever (after writing
     * `paused:<point>` to stdout), so a test can kill its process right there. Refused in production.
     */
    CHECKOUT_TEST_PAUSE_AT: z
      .enum(['after-claim', 'after-order', 'after-charge', 'after-payment'], {
        error: 'must be after-claim, after-order, after-charge or after-payment (crash tests only)',
      })
      .optional(),
    /** Set by Next while building: pages prerendered then sign nothing, so the build needs no secret. */
    NEXT_PHASE: z.string().optional(),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV === 'production' && config.NEXT_PHASE !== 'phase-production-build' && !config.AUTH_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'is required in production (at least 32 characters; `npm start` creates one in DATA_DIR)',
      });
    }
    if (config.NODE_ENV === 'production' && config.CHECKOUT_TEST_PAUSE_AT) {
      context.addIssue({ code: 'custom', path: ['CHECKOUT_TEST_PAUSE_AT'], message: 'is for crash tests only and is refused in production' });
    }
    if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY: without it no payment could ever be confirmed',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Whether start-up seeds the demo data (see DEMO_DATA). */
export function demoDataWanted(config: Pick<Env, 'DEMO_DATA' | 'DATABASE_URL'>): boolean {
  return config.DEMO_DATA === undefined ? !config.DATABASE_URL : config.DEMO_DATA === '1';
}

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

// Development and tests only: production refuses to start without AUTH_SECRET (see envSchema).
const DEVELOPMENT_AUTH_SECRET = 'development-only-secret-never-used-in-production';

/** The secret that signs sessions, access tokens and challenges. */
export function authSecret(): string {
  return env().AUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET;
}
