import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { DEMO_ACCOUNTS, signInByApi, useOwnIp } from './fixtures/accounts';

/** Signs in through next-auth's own call (the sign-in form has its own tests): the pages here are what is tested. */
async function signIn(page: Page, account: { email: string; password: string }, ip: string) {
  expect((await signInByApi(page.request, account.email, account.password, ip)).ok()).toBe(true);
}

/** Clicks a download button and answers the saved file's bytes and suggested name. */
async function downloaded(page: Page, button: string | RegExp): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).first().click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

test.describe('organizer reports and resources (issue 7 items 7–8)', () => {
  let ip = '';
  test.beforeEach(async ({ page }) => {
    ip = await useOwnIp(page);
  });

  test('the demo organizer sees charts and seeded totals, and downloads the CSV, the XLSX and a fair flyer', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.organizer, ip);
    const response = await page.goto('/account/reports?period=90d&by=week');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reports');
    await expect(page.getByRole('heading', { name: /^Maple Grove Elementary PTA:/ })).toBeVisible();

    const salesChart = page.getByRole('img', { name: /Chart of sales by week/ });
    await expect(salesChart).toBeVisible();
    await expect(salesChart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    for (const figure of ['salesCents', 'orders', 'rewardsCents']) {
      expect(Number(await page.getByTestId(`total-${figure}`).locator('[data-value]').getAttribute('data-value')), figure).toBeGreaterThan(0);
    }
    await expect(page.getByRole('table', { name: 'Sales, orders and rewards by week' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'The best-selling titles by units' }).getByRole('row')).not.toHaveCount(1);

    const csv = await downloaded(page, 'Download CSV');
    expect(csv.name).toBe('maple-grove-elementary-report-90d.csv');
    const rows = parse(csv.bytes, { columns: true }) as Array<Record<string, string>>;
    expect(Object.keys(rows[0]!)).toEqual(['period_start', 'orders', 'sales', 'base_rewards', 'bookfair_rewards', 'total_rewards', 'currency']);
    expect(rows.length).toBeGreaterThanOrEqual(13);
    expect(rows.reduce((sum, row) => sum + Number(row.orders), 0)).toBeGreaterThan(0);

    const xlsx = await downloaded(page, 'Download Excel (XLSX)');
    expect(xlsx.name).toBe('maple-grove-elementary-report-90d.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.bytes).buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Summary', 'By week', 'Fairs', 'Top titles']);
    expect(workbook.getWorksheet('Summary')!.getCell('B1').value).toBe('Maple Grove Elementary PTA');
    expect(Number(workbook.getWorksheet('Summary')!.getCell('B5').value)).toBeGreaterThan(0);

    await page.goto('/resource-center');
    await expect(page.getByRole('heading', { name: 'Planning your fair' })).toBeVisible();
    const flyer = await downloaded(page, /^Download flyer:/);
    expect(flyer.name).toMatch(/^maple-grove-elementary-fair-\d+-flyer\.pdf$/);
    expect(flyer.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect((await PDFDocument.load(flyer.bytes)).getPageCount()).toBeGreaterThanOrEqual(1);
  });

  test('a plain customer is refused Reports and the report files', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.customer, ip);
    const response = await page.goto('/account/reports');
    expect(response?.status()).toBe(403);
    const token = ((await (await page.request.get('/api/auth/session')).json()) as { accessToken: string }).accessToken;
    const csv = await page.request.get('/api/bookfair/v1/organizations/maple-grove-elementary/reports.csv', { headers: { authorization: `Bearer ${token}` } });
    expect(csv.status()).toBe(403);
    expect(await csv.json()).toMatchObject({ Error: 'ORGANIZER_ONLY' });
  });
});
