import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { getAccount, registerCustomer } from '@/modules/accounts/index.server';
import { describeEachDatabase, useAsProcessDatabase } from '../../../tests/support/databases';
import { expectDeclaredResponse } from '../../../tests/support/declared-response';
import { temporaryDataDir } from '../../../tests/support/data-dir';
import { decodeQuotedPrintable } from '../../../tests/support/mail';
import { CONFIRMATION_DAYS, RESEND_AFTER_MINUTES, SUBSCRIPTIONS_PER_HOUR } from './rules';
import { newsletterRoutes, SUBSCRIPTION_ACCEPTED_MESSAGE } from './routes.server';
import { newsletterSubscriptions } from './schema';
import { confirmSubscription, followAccountChoice, subscribe, subscriptionOfLink, unsubscribeByLink, unsubscribeToken } from './subscriptions.server';

const dataDir = temporaryDataDir('newsletter-test', { PUBLIC_URL: 'https://shop.test' });
const outbox = path.join(dataDir, 'outbox');

interface Mail {
  raw: string;
  subject: string;
  confirm: string;
  token: string;
  unsubscribe: { id: string; token: string };
}

/** The emails written to one address, oldest first, with the links of their text part. */
function mailsTo(email: string): Mail[] {
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((file) => file.includes(email))
    .sort()
    .map((file) => {
      const raw = decodeQuotedPrintable(readFileSync(path.join(outbox, file), 'utf8'));
      const confirm = /https:\/\/shop\.test(?:\/ca)?\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(raw);
      const unsubscribe = /https:\/\/shop\.test(?:\/ca)?\/newsletter\/unsubscribe\?id=([0-9a-f-]+)&(?:amp;)?token=([A-Za-z0-9_-]+)/.exec(raw);
      return {
        raw,
        subject: /^Subject: (.*)$/m.exec(raw)?.[1] ?? '',
        confirm: confirm?.[0] ?? '',
        token: confirm?.[1] ?? '',
        unsubscribe: { id: unsubscribe?.[1] ?? '', token: unsubscribe?.[2] ?? '' },
      };
    });
}

const DAY_MS = 24 * 60 * 60 * 1000;
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
let addresses = 0;

describeEachDatabase('newsletter subscriptions', (database) => {
  const db = () => database().db;
  const fresh = (label: string) => `${label}-${(addresses += 1)}-${database().kind}@newsletter.test`;
  const rowOf = async (email: string, site: 'us' | 'ca' = 'us') =>
    (
      await db()
        .select()
        .from(newsletterSubscriptions)
        .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.site, site)))
    )[0];

  describe('double opt-in', () => {
    it('keeps a new address pending, lowercased, with only a hash of the token, and mails HTML and text with both links', async () => {
      const email = fresh('new');
      await subscribe({ email: `  ${email.toUpperCase()} `, site: 'us', source: 'prompt' }, db());
      const row = await rowOf(email);
      expect(row).toMatchObject({ email, site: 'us', status: 'pending', source: 'prompt', confirmedAt: null, unsubscribedAt: null });
      const [mail, ...others] = mailsTo(email);
      expect(others).toEqual([]);
      expect(mail!.subject).toContain('Confirm your Book Fair Shop newsletter subscription');
      expect(mail!.raw).toContain('Content-Type: text/plain');
      expect(mail!.raw).toContain('Content-Type: text/html');
      expect(mail!.raw).toContain('Confirm my subscription');
      expect(mail!.token.length).toBeGreaterThanOrEqual(40);
      expect(row!.confirmationTokenHash).toBe(createHash('sha256').update(mail!.token).digest('hex'));
      expect(mail!.raw).not.toContain(row!.confirmationTokenHash!);
      expect(mail!.unsubscribe).toEqual({ id: row!.id, token: unsubscribeToken(row!.id) });
      expect(row!.confirmationExpiresAt!.getTime() - row!.confirmationSentAt!.getTime()).toBe(CONFIRMATION_DAYS * DAY_MS);
    });

    it("confirms with the link's token once; an unknown, a replaced or an expired token is refused with its reason", async () => {
      const email = fresh('confirm');
      const start = new Date();
      await subscribe({ email, site: 'ca', source: 'prompt' }, db(), start);
      const [first] = mailsTo(email);
      expect(first!.confirm).toMatch(/^https:\/\/shop\.test\/ca\/newsletter\/confirm\?token=/);

      // Asked again within the resend interval: no second email, the first link still holds.
      await subscribe({ email, site: 'ca', source: 'prompt' }, db(), later(start, (RESEND_AFTER_MINUTES - 1) * 60_000));
      expect(mailsTo(email)).toHaveLength(1);
      // Asked again after it: a new link, and the first one no longer works.
      await subscribe({ email, site: 'ca', source: 'prompt' }, db(), later(start, (RESEND_AFTER_MINUTES + 1) * 60_000));
      const [, second] = mailsTo(email);
      expect(second!.token).not.toBe(first!.token);
      expect(await confirmSubscription(first!.token, db())).toBe('invalid');
      expect(await confirmSubscription('not-a-token-we-ever-sent', db())).toBe('invalid');
      expect(await confirmSubscription('', db())).toBe('invalid');

      // Past its days, the newest link is expired; still pending.
      expect(await confirmSubscription(second!.token, db(), later(start, (CONFIRMATION_DAYS + 1) * DAY_MS))).toBe('expired');
      expect((await rowOf(email, 'ca'))!.status).toBe('pending');

      const confirmedAt = later(start, DAY_MS);
      expect(await confirmSubscription(second!.token, db(), confirmedAt)).toBe('confirmed');
      expect(await rowOf(email, 'ca')).toMatchObject({ status: 'confirmed', confirmedAt });
      expect(await confirmSubscription(second!.token, db())).toBe('already-confirmed');
    });

    it('leaves a confirmed address alone: no email, still confirmed', async () => {
      const email = fresh('confirmed');
      await subscribe({ email, site: 'us', source: 'prompt' }, db());
      await confirmSubscription(mailsTo(email)[0]!.token, db());
      await subscribe({ email, site: 'us', source: 'prompt' }, db(), later(new Date(), DAY_MS));
      expect(mailsTo(email)).toHaveLength(1);
      expect((await rowOf(email))!.status).toBe('confirmed');
    });

    it('keeps one subscription per email and site', async () => {
      const email = fresh('both-sites');
      await subscribe({ email, site: 'us', source: 'prompt' }, db());
      await subscribe({ email, site: 'ca', source: 'prompt' }, db());
      expect((await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).map((row) => row.site).sort()).toEqual([
        'ca',
        'us',
      ]);
      expect(mailsTo(email)).toHaveLength(2);
    });

    it('mails once and keeps one row when the same address asks twice at the same moment', async () => {
      const email = fresh('race');
      await Promise.all([subscribe({ email, site: 'us', source: 'prompt' }, db()), subscribe({ email, site: 'us', source: 'prompt' }, db())]);
      expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(1);
      expect(mailsTo(email)).toHaveLength(1);
    });
  });

  describe('unsubscribe links', () => {
    it("need the link's own token, work without signing in, and end the subscription and the account's box", async () => {
      const email = fresh('leave');
      await registerCustomer({ email, password: 'ReadMore2026', firstName: 'Lee', lastName: 'Reader', newsletter: true }, db());
      await subscribe({ email, site: 'us', source: 'registration' }, db());
      const [mail] = mailsTo(email);
      await confirmSubscription(mail!.token, db());
      const { id, token } = mail!.unsubscribe;

      expect(await unsubscribeByLink(id, unsubscribeToken('00000000-0000-4000-8000-000000000000'), db())).toBe('invalid');
      expect(await unsubscribeByLink(id, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, db())).toBe('invalid');
      expect(await unsubscribeByLink('not-a-uuid', token, db())).toBe('invalid');
      expect((await rowOf(email))!.status).toBe('confirmed');
      expect(await subscriptionOfLink(id, token, db())).toEqual({ email, site: 'us', status: 'confirmed' });

      expect(await unsubscribeByLink(id, token, db())).toBe('unsubscribed');
      expect(await rowOf(email)).toMatchObject({ status: 'unsubscribed', unsubscribedAt: expect.any(Date) });
      expect(await unsubscribeByLink(id, token, db())).toBe('already-unsubscribed');
      // The confirmation link of a subscription that was left does not bring it back.
      expect(await confirmSubscription(mail!.token, db())).toBe('invalid');
    });

    it('a pending subscription can be called off from its first email; asking again starts a new double opt-in', async () => {
      const email = fresh('again');
      await subscribe({ email, site: 'us', source: 'prompt' }, db());
      const [first] = mailsTo(email);
      expect(await unsubscribeByLink(first!.unsubscribe.id, first!.unsubscribe.token, db())).toBe('unsubscribed');
      await subscribe({ email, site: 'us', source: 'prompt' }, db());
      const [, second] = mailsTo(email);
      expect(await rowOf(email)).toMatchObject({ status: 'pending', unsubscribedAt: null, confirmedAt: null });
      expect(await confirmSubscription(second!.token, db())).toBe('confirmed');
    });
  });

  describe("the account's newsletter box", () => {
    it('registration with the box ticked starts the double opt-in; unticked, nothing', async () => {
      const [ticked, unticked] = [fresh('register-yes'), fresh('register-no')];
      await followAccountChoice(null, { email: ticked, newsletter: true }, 'ca', 'registration', db());
      await followAccountChoice(null, { email: unticked, newsletter: false }, 'us', 'registration', db());
      expect(await rowOf(ticked, 'ca')).toMatchObject({ status: 'pending', source: 'registration' });
      expect(mailsTo(ticked)).toHaveLength(1);
      expect(await rowOf(unticked)).toBeUndefined();
      expect(mailsTo(unticked)).toEqual([]);
    });

    it('unticking unsubscribes the email on every site; a new email moves the subscription', async () => {
      const email = fresh('account');
      await subscribe({ email, site: 'us', source: 'prompt' }, db());
      await subscribe({ email, site: 'ca', source: 'prompt' }, db());
      await followAccountChoice({ email, newsletter: true }, { email, newsletter: false }, 'us', 'account', db());
      expect((await rowOf(email))!.status).toBe('unsubscribed');
      expect((await rowOf(email, 'ca'))!.status).toBe('unsubscribed');

      const moved = fresh('moved');
      await followAccountChoice({ email, newsletter: false }, { email, newsletter: true }, 'us', 'account', db());
      expect((await rowOf(email))!.status).toBe('pending');
      await followAccountChoice({ email, newsletter: true }, { email: moved, newsletter: true }, 'us', 'account', db());
      expect((await rowOf(email))!.status).toBe('unsubscribed');
      expect(await rowOf(moved)).toMatchObject({ status: 'pending', source: 'account' });
    });

    it('an unsubscribe link unticks the box of the account with that email', async () => {
      const email = fresh('box');
      const customer = await registerCustomer({ email, password: 'ReadMore2026', firstName: 'Bo', lastName: 'Reader', newsletter: true }, db());
      await followAccountChoice(null, { email, newsletter: true }, 'us', 'registration', db());
      const [mail] = mailsTo(email);
      expect((await getAccount(customer.id, db()))!.newsletter).toBe(true);
      await unsubscribeByLink(mail!.unsubscribe.id, mail!.unsubscribe.token, db());
      expect((await getAccount(customer.id, db()))!.newsletter).toBe(false);
    });
  });

  describe('POST /api/newsletter/v1/subscriptions', () => {
    useAsProcessDatabase(database);
    // The limiter is the process's: each database's run speaks from addresses of its own.
    let ips = 0;
    const net = () => (database().kind === 'pglite' ? '203.0.113' : '198.51.100');
    const ip = () => `${net()}.${(ips += 1)}`;
    const post = async (body: unknown, headers: Record<string, string> = {}) => {
      const response = await newsletterRoutes.subscribe(
        new NextRequest('http://localhost/api/newsletter/v1/subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip(), ...headers },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
        { params: Promise.resolve({}) },
      );
      await expectDeclaredResponse(newsletterRoutes.subscribe, response);
      return response;
    };

    it('answers the same 202 for a new, a pending and a confirmed address', async () => {
      const email = fresh('api');
      const answers: Array<{ status: number; body: unknown }> = [];
      const ask = async () => {
        const response = await post({ email, site: 'us' });
        answers.push({ status: response.status, body: await response.json() });
      };
      await ask();
      await ask();
      await confirmSubscription(mailsTo(email)[0]!.token);
      await ask();
      expect(answers).toEqual(Array.from({ length: 3 }, () => ({ status: 202, body: { message: SUBSCRIPTION_ACCEPTED_MESSAGE } })));
      expect(mailsTo(email)).toHaveLength(1);
      expect((await rowOf(email))!.source).toBe('prompt');
    });

    it('refuses a bad email or site with 400, and a cross-site page with 403, storing nothing', async () => {
      const email = fresh('refused');
      for (const body of [{ email: 'nope', site: 'us' }, { email, site: 'uk' }, { email }, 'not json']) {
        const response = await post(body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(['VALIDATION_FAILED', 'INVALID_JSON']).toContain(((await response.json()) as { Error: string }).Error);
      }
      const crossSite = await post({ email, site: 'us' }, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.status).toBe(403);
      expect(await crossSite.json()).toMatchObject({ Error: 'CROSS_SITE' });
      expect(await rowOf(email)).toBeUndefined();
    });

    it(`allows ${SUBSCRIPTIONS_PER_HOUR} requests an hour per IP address, then 429 with Retry-After`, async () => {
      const address = `${net()}.250`;
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let request = 0; request <= SUBSCRIPTIONS_PER_HOUR; request += 1) {
        const response = await post({ email: fresh('limit'), site: 'us' }, { 'x-forwarded-for': address });
        statuses.push(response.status);
        if (response.status === 429) refused = response;
      }
      expect(statuses).toEqual([...Array.from({ length: SUBSCRIPTIONS_PER_HOUR }, () => 202), 429]);
      expect(await refused!.json()).toMatchObject({ Error: 'TOO_MANY_SUBSCRIPTIONS' });
      expect(Number(refused!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await post({ email: fresh('limit'), site: 'us' })).status).toBe(202);
    });
  });
});
