import { defineConfig, devices } from '@playwright/test';
import { E2E_OPERATOR_TOKEN, E2E_PORT, E2E_SEED_PRODUCTS, SHOP_WIDE } from './tests/e2e/fixtures/constants';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  // Two cores run the server and two browsers: a page can take a few seconds to settle when the suite is busy.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: new RegExp(SHOP_WIDE) },
    // Tests tagged SHOP_WIDE change what every other test sees (a site's featured organization, the order of lists…):
    // they start once every test above has finished, and run one at a time. Playwright runs a project only when the
    // projects it depends on passed, and runs those whole whatever the command line selects: to run one of these
    // specs alone, add --no-deps (npx playwright test --no-deps tests/e2e/admin-lists.spec.ts).
    {
      name: 'shop-wide',
      use: { ...devices['Desktop Chrome'] },
      grep: new RegExp(SHOP_WIDE),
      dependencies: ['chromium'],
      workers: 1,
      fullyParallel: false,
    },
  ],
  webServer: {
    command: 'tsx --conditions=react-server scripts/e2e-server.ts',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      SEED_PRODUCTS: String(E2E_SEED_PRODUCTS),
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      // The tests play the one proxy in front of the shop: each speaks from an address of its own (testIp) through
      // X-Forwarded-For, which the server believes one hop deep. tests/e2e/limits-two-processes.spec.ts runs servers of
      // its own with no trusted proxy.
      TRUSTED_PROXY_HOPS: '1',
      REDIS_URL: '',
    },
  },
});
