import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNTS, NEW_PASSWORD, registerByApi, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { SHOP_WIDE } from './fixtures/constants';
import { mailTo } from './fixtures/mail';

const ORGANIZATION = 'Maple Grove Elementary PTA';
const SLUG = 'maple-grove-elementary';

interface ProfileAnswer {
  organization: { name: string; address: { line1: string; city: string; region: string; postalCode: string }; logo: string; description: string };
}

test.describe('organizer tools (issue 7: Organization Manager, Book Fair Manager)', () => {
  // Maple Grove is the US site's featured organization: its description and address show on the home and help pages
  // every other test opens. This test runs after them, alone, and puts back the profile it found however it ends.
  test(
    'the demo organizer edits the organization, runs a fair with its shop link and QR code, and invites a co-organizer who joins',
    { tag: SHOP_WIDE },
    async ({ page, browser }) => {
      const ip = await useOwnIp(page);
      expect((await signInByApi(page.request, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password, ip)).ok()).toBe(true);
      const organizerApi = { authorization: `Bearer ${((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken}` };
      const profileAnswer = await page.request.get(`/api/bookfair/v1/organizations/${SLUG}`, { headers: organizerApi });
      expect(profileAnswer.status()).toBe(200);
      const { organization: original } = (await profileAnswer.json()) as ProfileAnswer;

      try {
        await page.goto('/account/details/organization');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ORGANIZATION);
        const rewards = page.getByRole('region', { name: 'Rewards balance' });
        await expect(rewards.locator('dd[data-value]')).toHaveCount(3);
        const description = `Families of Maple Grove reading together (${randomUUID().slice(0, 8)}).`;
        const profile = page.getByRole('region', { name: 'Profile' });
        // The seeded organization may have no address yet: the form asks for it, in the country's terms.
        await profile.getByLabel('ZIP code').fill('K1A 0B1');
        await profile.getByRole('button', { name: 'Save organization' }).click();
        await expect(profile.getByText('Enter a 5-digit ZIP code, like 10001 or 10001-2345.')).toBeVisible();
        await profile.getByLabel('Street address').fill('400 Maple Grove Rd');
        await profile.getByLabel('City').fill('Springfield');
        await profile.getByLabel('State').selectOption('IL');
        await profile.getByLabel('ZIP code').fill('62704');
        await profile.getByLabel('Description').fill(description);
        await profile.getByRole('button', { name: 'Save organization' }).click();
        await expect(profile.getByRole('status')).toHaveText('The organization is saved.');
        await page.reload();
        await expect(profile.getByLabel('Description')).toHaveValue(description);

        await page.goto('/account/bookfair');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book Fair Manager');
        const shopLink = page.getByRole('link', { name: /\/org\/maple-grove-elementary$/ });
        await expect(shopLink).toBeVisible();
        await expect(page.getByRole('img', { name: /^QR code of http/ }).locator('svg')).toBeVisible();

        const name = `Autumn Read-a-thon ${randomUUID().slice(0, 6)}`;
        const create = page.getByRole('form', { name: 'Create a fair' });
        await create.getByLabel('Fair name').fill(name);
        await create.getByLabel('First day').fill('2027-10-08');
        await create.getByLabel('Last day').fill('2027-10-04');
        await create.getByRole('button', { name: 'Create fair' }).click();
        await expect(create.getByText('The last day cannot be before the first day.')).toBeVisible();
        await expect(create.getByLabel('Last day')).toHaveAttribute('aria-invalid', 'true');
        await create.getByLabel('First day').fill('2027-10-04');
        await create.getByLabel('Last day').fill('2027-10-08');
        await create.getByLabel('Sales goal').fill('2500');
        await create.getByRole('button', { name: 'Create fair' }).click();

        const fair = page.getByRole('listitem', { name });
        await expect(fair.getByText('Draft', { exact: true })).toBeVisible();
        await expect(fair.getByText('2027-10-04 to 2027-10-08; online shopping 2027-10-04 to 2027-10-08; ships to school')).toBeVisible();
        await fair.getByRole('button', { name: `Schedule ${name}` }).click();
        await expect(fair.getByText('Scheduled', { exact: true })).toBeVisible();
        await expect(fair.getByRole('button', { name: `Schedule ${name}` })).toHaveCount(0);
        await expect(fair.getByRole('progressbar', { name: `Goal progress of ${name}` })).toHaveAttribute('data-value', '0');
        await expect(fair.locator('strong[data-value="250000"]')).toHaveText('$2,500.00');

        await page.goto('/account/details/organization');
        const friend = uniqueEmail('co-organizer');
        await page.getByLabel('Invite a co-organizer by email').fill(friend);
        await page.getByRole('button', { name: 'Send invitation' }).click();
        await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${friend}.` })).toBeVisible();
        const mail = await mailTo(friend, '/account/details/organization/join?token=');
        expect(mail.subject).toContain(ORGANIZATION);
        const link = /https?:\/\/\S+\/account\/details\/organization\/join\?token=[A-Za-z0-9_-]+/.exec(mail.text)![0];

        // The invited person: a new customer in a browser of their own.
        const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
        const friendPage = await other.newPage();
        const friendIp = await useOwnIp(friendPage);
        expect((await registerByApi(friendPage.request, friend, friendIp)).status()).toBe(201);
        expect((await signInByApi(friendPage.request, friend, NEW_PASSWORD, friendIp)).ok()).toBe(true);
        expect((await friendPage.goto('/account/details/organization'))?.status()).toBe(403);
        await friendPage.goto(link);
        await expect(friendPage.getByRole('status')).toHaveText(`You are now an organizer of ${ORGANIZATION}.`);
        await friendPage.getByRole('link', { name: 'Open the Organization page' }).click();
        await expect(friendPage.getByRole('heading', { level: 1 })).toHaveText(ORGANIZATION);
        await expect(friendPage.getByRole('cell', { name: friend })).toBeVisible();
        await expect(friendPage.getByRole('cell', { name: DEMO_ACCOUNTS.organizer.email })).toBeVisible();
        await friendPage.goto(link);
        await expect(friendPage.getByRole('alert').filter({ hasText: 'already been used' })).toBeVisible();
        await other.close();
      } finally {
        const { name, address, logo: logoUrl, description } = original;
        const { line1, city, region, postalCode } = address;
        const restored = await page.request.put(`/api/bookfair/v1/organizations/${SLUG}`, {
          headers: organizerApi,
          data: { name, line1, city, region, postalCode, logoUrl, description },
        });
        expect(restored.status()).toBe(200);
      }
    },
  );

  test('a plain customer gets 403 on both pages and from the API', async ({ page }) => {
    const ip = await useOwnIp(page);
    expect((await signInByApi(page.request, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, ip)).ok()).toBe(true);
    for (const path of ['/account/details/organization', '/account/bookfair', '/ca/account/details/organization']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page is for book fair organizers');
    }
    const { accessToken } = (await (await page.request.get('/api/auth/session')).json()) as { accessToken: string };
    const answer = await page.request.get('/api/bookfair/v1/organizations/maple-grove-elementary/fairs', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(answer.status()).toBe(403);
    expect(await answer.json()).toMatchObject({ Error: 'ORGANIZER_ONLY' });
  });
});
