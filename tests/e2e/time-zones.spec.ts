import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, signInByApi, useOwnIp } from './fixtures/accounts';
import { hydrated } from './fixtures/hydration';

async function staffToken(page: Page, ip: string): Promise<string> {
  expect((await signInByApi(page.request, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password, ip)).ok()).toBe(true);
  return ((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
}

test.describe("fairs in the organization's time zone (issue 19)", () => {
  test("a school registered in British Columbia runs on Vancouver's clock; staff change its zone, and a name that is no zone is refused", async ({ page }) => {
    const token = await staffToken(page, await useOwnIp(page));
    const name = `Cedar Cove School ${randomUUID().slice(0, 8)}`;
    const answer = await page.request.post('/api/admin/v1/organizations', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name,
        site: 'ca',
        line1: '8 Cove Rd',
        city: 'Victoria',
        region: 'BC',
        postalCode: 'V8W 1A1',
        organizerEmail: `head-${randomUUID().slice(0, 8)}@cove.test`,
      },
    });
    expect(answer.status()).toBe(201);
    const { slug, timeZone } = (await answer.json()) as { slug: string; timeZone: string };
    expect(timeZone).toBe('America/Vancouver');

    await page.goto(`/ca/admin/organizations/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await hydrated(page);
    await expect(page.getByTestId('time-zone')).toHaveText('America/Vancouver');
    const form = page.getByRole('form', { name: 'Time zone' });
    const field = form.getByLabel('Time zone (IANA name, like America/Vancouver)');
    await expect(field).toHaveValue('America/Vancouver');

    await field.fill('Pacific Time');
    await form.getByRole('button', { name: 'Save time zone' }).click();
    await expect(form.getByRole('alert')).toContainText('"Pacific Time" is not a time zone we know.');
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('time-zone')).toHaveText('America/Vancouver');

    await field.fill('america/edmonton');
    await form.getByRole('button', { name: 'Save time zone' }).click();
    await expect(form.getByRole('status')).toHaveText('Time zone saved. Its fairs keep their days, from midnight to midnight there.');
    await expect(page.getByTestId('time-zone')).toHaveText('America/Edmonton');
    await expect(page.getByRole('list', { name: 'Changes' })).toContainText(`${DEMO_ACCOUNTS.admin.email} · organization.time-zone`);
  });
});
