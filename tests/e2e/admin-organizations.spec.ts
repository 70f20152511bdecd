import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, useOwnIp } from './fixtures/accounts';
import { SHOP_WIDE } from './fixtures/constants';

async function staffToken(page: Page, ip: string): Promise<string> {
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
  return ((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
}

/** A Canadian school that applied, entered by staff through the API: pending, of a name no other test uses. */
async function registerSchool(request: APIRequestContext, token: string): Promise<{ slug: string; name: string }> {
  const name = `Birchwood School ${randomUUID().slice(0, 8)}`;
  const answer = await request.post('/api/admin/v1/organizations', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      site: 'ca',
      line1: '12 Birch St',
      city: 'Moose Jaw',
      region: 'SK',
      postalCode: 'S6H 1A1',
      organizerEmail: `principal-${randomUUID().slice(0, 8)}@birchwood.test`,
    },
  });
  expect(answer.status()).toBe(201);
  const created = (await answer.json()) as { slug: string; status: string };
  expect(created.status).toBe('pending');
  return { slug: created.slug, name };
}

type FeaturedOverview = { sites: Array<{ site: string; organization: { slug: string } | null }> };

const found = async (request: APIRequestContext, name: string) =>
  (
    (await (await request.get(`/api/bookfair/v1/organizations?site=ca&q=${encodeURIComponent(name)}`)).json()) as { organizations: Array<{ org: string }> }
  ).organizations.map((match) => match.org);

test.describe('back office: organizations (issue 9)', () => {
  test('staff approve a pending organization, and shoppers can then find and select it', async ({ page, request }) => {
    const token = await staffToken(page, await useOwnIp(page));
    const school = await registerSchool(page.request, token);
    expect(await found(request, school.name)).toEqual([]);
    expect((await request.get(`/api/bookfair/organization/${school.slug}`)).status()).toBe(404);

    await page.goto('/ca/admin');
    await page.getByRole('link', { name: 'Organizations', exact: true }).click();
    await page.getByLabel('Name, city or postal code').fill(school.name);
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await page.getByRole('button', { name: 'Find', exact: true }).click();
    await page.getByRole('table', { name: 'Organizations found' }).getByRole('link', { name: school.name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(school.name);
    await expect(page.getByTestId('organization-status')).toHaveText('Pending approval');

    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('status')).toHaveText(`${school.name} is approved: shoppers can find and select it now.`);
    await expect(page.getByTestId('organization-status')).toHaveText('Active');
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · organization.approve`);

    // Rates as staff type them; a rate above 50% is refused with the reason and changes nothing.
    await page.getByLabel('Base reward rate (%)').fill('60');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'reward rate' })).toContainText('The base reward rate cannot be above 50%.');
    await page.reload();
    await expect(page.getByTestId('reward-rates')).toHaveAttribute('data-value', '500/500');

    expect(await found(request, school.name)).toEqual([school.slug]);
    expect(await (await request.get(`/api/bookfair/organization/${school.slug}`)).json()).toMatchObject({
      org: school.slug,
      name: school.name,
      orgCurrency: 'CAD',
    });
    const shopper = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
    await shopper.goto(`/ca/org/${school.slug}/help/shipping`);
    await expect(shopper).toHaveURL(new RegExp(`/ca/help/shipping\\?org=${school.slug}$`));
    await expect(shopper.getByRole('banner').getByRole('button', { name: `Find a Fair: ${school.name}` })).toBeVisible();
    await shopper.close();
  });

  // The Canada home and help pages of every other test show the featured organization (sites.spec.ts expects Lakeshore):
  // this test runs after them, alone, and features the one it found again however it ends.
  test(
    'staff feature another organization on the Canada site, and its home page shows it with its rates within seconds',
    { tag: SHOP_WIDE },
    async ({ page }) => {
      const token = await staffToken(page, await useOwnIp(page));
      const school = await registerSchool(page.request, token);
      const staffApi = { authorization: `Bearer ${token}` };
      expect((await page.request.put(`/api/admin/v1/organizations/${school.slug}/status`, { headers: staffApi, data: { status: 'active' } })).status()).toBe(
        200,
      );
      const overview = (await (await page.request.get('/api/admin/v1/featured-organizations', { headers: staffApi })).json()) as FeaturedOverview;
      const before = overview.sites.find((entry) => entry.site === 'ca')?.organization?.slug;
      expect(before).toBe('lakeshore-public-school');

      const shopper = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
      const featured = shopper.locator('aside[aria-labelledby="featured-org"]');
      try {
        await page.goto(`/ca/admin/organizations/${school.slug}`);
        await page.getByLabel('Base reward rate (%)').fill('6');
        await page.getByLabel('Book fair reward rate (%)').fill('8.5');
        await page.getByRole('button', { name: 'Save rates' }).click();
        await expect(page.getByRole('status')).toHaveText('Reward rates saved. Orders from now on earn at them.');
        await expect(page.getByTestId('reward-rates')).toHaveAttribute('data-value', '600/850');

        await page.getByRole('button', { name: 'Feature on the Canada site' }).click();
        await expect(page.getByRole('status')).toHaveText(`${school.name} is now the featured organization of the Canada site.`);
        await expect(page.getByText('Featured on the Canada site.')).toBeVisible();
        // The organization a site features cannot be suspended.
        await page.getByRole('button', { name: 'Suspend' }).click();
        // Suspending is confirmed with a reason first.
        const confirm = page.getByRole('dialog', { name: 'Confirm the suspension' });
        await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
        await expect(confirm.getByRole('alert')).toHaveText('Give a reason: it is kept with the change.');
        await confirm.getByLabel('Reason for suspending').fill('Closing for the year');
        await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
        await expect(confirm).toHaveCount(0);
        await expect(page.getByRole('alert').filter({ hasText: 'featured' })).toContainText(`${school.name} is the featured organization of the Canada site`);

        await expect
          .poll(
            async () => {
              await shopper.goto('/ca');
              return featured.getAttribute('data-org');
            },
            { timeout: 10_000 },
          )
          .toBe(school.slug);
        await expect(featured.getByRole('heading', { name: school.name })).toBeVisible();
        await expect(featured.locator('strong[data-value="0.06"]')).toHaveText('6%');
        await expect(featured.locator('strong[data-value="0.085"]')).toHaveText('8.5%');
        await shopper.goto('/ca/help/about-us');
        await expect(shopper.getByTestId('featured-organization')).toHaveAttribute('data-org', school.slug);
        await expect(shopper.getByRole('main')).toContainText('a base reward of 6% of its value');
      } finally {
        expect((await page.request.put('/api/admin/v1/featured-organizations/ca', { headers: staffApi, data: { org: before } })).status()).toBe(200);
      }
      await expect
        .poll(
          async () => {
            await shopper.goto('/ca');
            return featured.getAttribute('data-org');
          },
          { timeout: 10_000 },
        )
        .toBe(before);
      await shopper.close();
    },
  );
});
