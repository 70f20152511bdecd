import { expect, test, type Locator } from '@playwright/test';
import { accountMenuButton, DEMO_ACCOUNTS, registerByApi, signInByApi, uniqueEmail, useOwnIp } from './fixtures/accounts';
import { findProduct } from './fixtures/catalogue';

const FEATURED = 'maple-grove-elementary';
/** The demo organizer's second school: no other test orders for it, so its rewards change only here. */
const SCHOOL = 'riverside-middle-school';

test.describe('organizations (spec §2, §7)', () => {
  test('/org/{org}/… selects the organization with ?org=, /org/none/… clears it, on both sites', async ({ page }) => {
    await useOwnIp(page);
    const selected = await page.request.get(`/org/${FEATURED}/browse?q=cats`, { maxRedirects: 0 });
    expect(selected.status()).toBe(302);
    expect(selected.headers().location).toMatch(new RegExp(`/browse\\?q=cats&org=${FEATURED}$`));
    await page.goto(`/ca/org/${FEATURED}/help/shipping`);
    await expect(page).toHaveURL(new RegExp(`/ca/help/shipping\\?org=${FEATURED}$`));
    await page.goto('/ca/org/none/cart?org=someone-else');
    await expect(page).toHaveURL(/\/ca\/cart$/);
  });

  test('GET /api/bookfair/organization/{org} answers the organization state fields without auth; unknown ones are a clear 404', async ({ request }) => {
    const found = await request.get(`/api/bookfair/organization/${FEATURED}`);
    expect(found.status()).toBe(200);
    expect(await found.json()).toMatchObject({
      org: FEATURED,
      name: 'Maple Grove Elementary PTA',
      orgCurrency: 'USD',
      rewardRates: { base: 0.05, bookfair: 0.05 },
      allBookfairs: expect.any(Array),
    });
    const unknown = await request.get('/api/bookfair/organization/no-such-school');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ Error: 'ORGANIZATION_NOT_FOUND', message: expect.stringContaining('no-such-school') });
    expect((await request.get('/api/bookfair/organization/Not%20A%20Slug!')).status()).toBe(400);
  });

  test("favourites need a customer's token; add, list and delete answer the updated list", async ({ page, context }) => {
    const ip = await useOwnIp(page);
    await page.goto('/help/shipping');
    const token = async () => ((await (await page.request.get('/api/auth/session')).json()) as { accessToken?: string }).accessToken;
    await expect.poll(token).toBeTruthy();
    const guest = await page.request.get('/api/bookfair/favorite', { headers: { authorization: `Bearer ${await token()}` } });
    expect(guest.status()).toBe(401);
    expect(await guest.json()).toMatchObject({ Error: 'SIGN_IN_REQUIRED' });

    const email = uniqueEmail('favourites');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(context.request, email, 'Reading2026x', ip)).ok()).toBe(true);
    const headers = { authorization: `Bearer ${await token()}` };
    const { _id: id } = (await (await page.request.get(`/api/bookfair/organization/${FEATURED}`)).json()) as { _id: number };
    const added = await page.request.get(`/api/bookfair/favorite/add/${id}`, { headers });
    expect(await added.json()).toEqual({ orgs: [expect.objectContaining({ _id: id, org: FEATURED })] });
    expect(await (await page.request.get('/api/bookfair/favorite', { headers })).json()).toEqual({ orgs: [expect.objectContaining({ org: FEATURED })] });
    expect((await page.request.get('/api/bookfair/favorite/add/999999', { headers })).status()).toBe(404);
    expect((await page.request.get('/api/bookfair/favorite/add/abc', { headers })).status()).toBe(400);
    const removed = await page.request.delete(`/api/bookfair/favorite/delete/${id}`, { headers });
    expect(await removed.json()).toEqual({ orgs: [] });
  });

  test('Find a Fair in the header: the picker finds a school as you type, selects it, shows its name, and stops shopping for it', async ({ page }) => {
    await useOwnIp(page);
    await page.goto('/help/shipping');
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Find a Fair' }).click();
    const picker = page.getByRole('dialog', { name: 'Find a Fair' });
    await picker.getByLabel('Find a school, library, city or ZIP code').fill('springfield');
    await expect(picker.getByTestId('picker-organization').first()).toHaveAttribute('data-org', FEATURED);
    await picker.getByRole('button', { name: 'Shop for Maple Grove Elementary PTA' }).click();
    await expect(page).toHaveURL(new RegExp(`/help/shipping\\?org=${FEATURED}$`));
    await expect(picker).toBeHidden();
    const selected = header.getByRole('button', { name: 'Find a Fair: Maple Grove Elementary PTA' });
    await expect(selected).toBeVisible();

    await selected.click();
    await picker.getByLabel('Find a school, library, city or ZIP code').fill('zzzz-nowhere');
    await expect(picker.getByText('No school or organization matches “zzzz-nowhere”.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
    await expect(selected).toBeFocused();

    await selected.click();
    await picker.getByRole('button', { name: 'Stop shopping for Maple Grove Elementary PTA' }).click();
    await expect(page).toHaveURL(/\/help\/shipping$/);
    await expect(header.getByRole('button', { name: 'Find a Fair', exact: true })).toBeVisible();

    await page.goto('/find-a-fair?q=maple%20grove');
    await expect(page.getByTestId('organization-match')).toHaveCount(1);
    await page.goto('/find-a-fair?q=zzzz-nowhere');
    await expect(page.getByRole('status')).toContainText('No school or organization matches');
  });

  test('an unknown org in the address is explained and selects nothing', async ({ page }) => {
    await useOwnIp(page);
    await page.goto('/help/shipping?org=no-such-school');
    await expect(page.getByText('We could not find the organization "no-such-school".', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/help\/shipping$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Find a Fair', exact: true })).toBeVisible();
  });

  test('a customer adds and removes a favourite from the picker; favourites come first', async ({ page, context }) => {
    const ip = await useOwnIp(page);
    const email = uniqueEmail('picker-favourites');
    expect((await registerByApi(page.request, email, ip)).status()).toBe(201);
    expect((await signInByApi(context.request, email, 'Reading2026x', ip)).ok()).toBe(true);
    await page.goto('/help/shipping');
    await expect(accountMenuButton(page)).toBeVisible();
    const findAFair = page.getByRole('banner').getByRole('button', { name: 'Find a Fair' });
    const picker = page.getByRole('dialog', { name: 'Find a Fair' });
    await findAFair.click();
    await expect(picker.getByText('Your favourite schools will show here')).toBeVisible();
    await picker.getByLabel('Find a school, library, city or ZIP code').fill('austin');
    await picker.getByRole('button', { name: 'Add Riverside Middle School to favourites' }).click();
    await expect(picker.getByRole('button', { name: 'Remove Riverside Middle School from favourites' })).toHaveAttribute('aria-pressed', 'true');

    await picker.getByLabel('Find a school, library, city or ZIP code').fill('');
    const favourites = picker.getByRole('list', { name: 'Your favourites' });
    await expect(favourites.getByTestId('picker-organization')).toHaveCount(1);
    await expect(favourites.getByTestId('picker-organization')).toHaveAttribute('data-org', SCHOOL);
    // The server keeps it: a fresh page loads the favourites again.
    await page.reload();
    await findAFair.click();
    await expect(favourites.getByTestId('picker-organization')).toHaveAttribute('data-org', SCHOOL);
    await favourites.getByRole('button', { name: 'Remove Riverside Middle School from favourites' }).click();
    await expect(picker.getByRole('list', { name: 'Your favourites' })).toBeHidden();
    const token = ((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
    expect(await (await page.request.get('/api/bookfair/favorite', { headers: { authorization: `Bearer ${token}` } })).json()).toEqual({ orgs: [] });
  });

  test('the organization follows the shopper through browse, product, cart and checkout; its ledger and reports gain the base and bookfair rewards in cents', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await useOwnIp(page);
    const organizer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const organizerPage = await organizer.newPage();
    const organizerIp = await useOwnIp(organizerPage);
    expect((await signInByApi(organizerPage.request, DEMO_ACCOUNTS.organizer.email, DEMO_ACCOUNTS.organizer.password, organizerIp)).ok()).toBe(true);
    const cents = async (locator: Locator, unit: 'cents' | 'dollars') => {
      const value = Number(await locator.getAttribute('data-value'));
      return unit === 'cents' ? value : Math.round(value * 100);
    };
    const rewardFigures = async () => {
      await organizerPage.goto(`/account/details/organization?manage=${SCHOOL}`);
      await expect(organizerPage.getByRole('heading', { level: 1 })).toHaveText('Riverside Middle School');
      const ledger = organizerPage.getByRole('region', { name: 'Rewards balance' }).locator('dd[data-value]');
      await expect(ledger).toHaveCount(3);
      const [ledgerBase, ledgerBookfair] = [await cents(ledger.nth(0), 'cents'), await cents(ledger.nth(1), 'cents')];
      await organizerPage.goto(`/account/reports?manage=${SCHOOL}&period=30d`);
      const total = (figure: string) => organizerPage.getByTestId(`total-${figure}`).locator('[data-value]');
      return {
        ledgerBase,
        ledgerBookfair,
        reportBase: await cents(total('baseCents'), 'dollars'),
        reportBookfair: await cents(total('bookfairCents'), 'dollars'),
      };
    };
    const before = await rewardFigures();
    const { rewardRates, activeBookfair } = (await (await page.request.get(`/api/bookfair/organization/${SCHOOL}`)).json()) as {
      rewardRates: { base: number; bookfair: number };
      activeBookfair: unknown;
    };
    expect(activeBookfair).not.toBeNull();

    const book = findProduct(
      (product) =>
        product.taxCode === 'BOOK' &&
        product.domainRestrictions.includes('.com') &&
        product.stock > 30 &&
        product.actualPriceUsd >= 1500 &&
        product.actualPriceUsd < 1600,
    );
    const carried = (path: string) => new RegExp(`${path}(\\?|\\?.*&)org=${SCHOOL}(&|$)`);
    await page.goto(`/org/${SCHOOL}`);
    await expect(page).toHaveURL(new RegExp(`/\\?org=${SCHOOL}$`));
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Find a Fair: Riverside Middle School' })).toBeVisible();

    await page.getByRole('link', { name: 'Shop Kids' }).click();
    await expect(page).toHaveURL(carried('/browse/kids'));
    await header.getByRole('combobox').fill(book.sku);
    await header.getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(carried('/browse'));
    await page.getByRole('link', { name: book.title }).first().click();
    await expect(page).toHaveURL(carried(`/product/[^?]+/${book.sku}`));
    await expect(header.getByRole('button', { name: 'Find a Fair: Riverside Middle School' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
    await page.keyboard.press('Escape');
    await header.getByRole('link', { name: /^Cart, 1 item/ }).click();
    await expect(page).toHaveURL(carried('/cart'));
    await page.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(carried('/checkout'));
    await expect(page.getByText('This order earns rewards for Riverside Middle School.')).toBeVisible();
    await page.getByLabel('Email for your receipt').fill(uniqueEmail('rewards'));
    await page.getByLabel('Full name').fill('Pat Reader');
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State', { exact: true }).selectOption('TX');
    await page.getByLabel('ZIP code').fill('78704');
    await page.getByLabel('Name on card').fill('Pat Reader');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    await expect(page).toHaveURL(carried('/checkout/confirmation/BF-[A-Z0-9-]+'));
    await expect(page.getByText('Rewards go to Riverside Middle School.')).toBeVisible();
    expect(await cents(page.getByTestId('order-items'), 'dollars')).toBe(book.actualPriceUsd);
    // Rewards are earned on what the products sold for: the items less any promotion (shown negative).
    let eligibleCents = book.actualPriceUsd;
    for (const discount of await page.getByTestId('order-discount').all()) eligibleCents += await cents(discount, 'dollars');

    const base = Math.round(eligibleCents * rewardRates.base);
    const bookfair = Math.round(eligibleCents * rewardRates.bookfair);
    expect(base).toBeGreaterThan(0);
    const after = await rewardFigures();
    expect({
      ledgerBase: after.ledgerBase - before.ledgerBase,
      ledgerBookfair: after.ledgerBookfair - before.ledgerBookfair,
      reportBase: after.reportBase - before.reportBase,
      reportBookfair: after.reportBookfair - before.reportBookfair,
    }).toEqual({ ledgerBase: base, ledgerBookfair: bookfair, reportBase: base, reportBookfair: bookfair });
    await organizer.close();
  });
});
