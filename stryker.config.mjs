// @ts-check
/**
 * Mutation testing of the rules that handle money and access (issue 16): `npm run test:mutation`. StrykerJS plants
 * one small bug at a time in these files and runs the unit tests that cover it; a mutant that no test notices
 * "survives". scripts/mutation/score.ts then holds every file to the `low` threshold (90%).
 *
 * Incremental: the result of each mutant is kept in reports/mutation/stryker-incremental.json (committed), and a run
 * only tests again the mutants whose code or covering tests changed since.
 *
 * Mutants left alive on purpose, each equivalent to the original (no input tells them apart) or outside what the
 * rules promise, are listed where they live with a `// Stryker disable next-line <mutator>: <why>` comment, so
 * the reason sits beside the code and the report counts them as ignored.
 */

/** Keep tsconfig.mutation.json's `files` the same (scripts/mutation/config.test.ts checks it). */
export const MUTATED_FILES = [
  // Money
  'src/lib/money.ts',
  'src/lib/decimal-cents.ts',
  'src/modules/cart/pricing.ts',
  'src/modules/admin/coupon-rules.ts',
  'src/modules/checkout/totals.ts',
  'src/modules/checkout/tax-rates.ts',
  'src/modules/checkout/shipping.ts',
  'src/modules/orders/idempotency.ts',
  'src/modules/giftcards/rules.ts',
  'src/modules/giftcards/ecard-schema.ts',
  'src/modules/organizations/rewards.ts',
  'src/modules/orders/rules.ts',
  // Which orders earn a fair's rewards: the remembered organization (issue 19).
  'src/modules/organizations/remembered-organization.ts',
  // Access
  'src/modules/accounts/roles.ts',
  'src/modules/accounts/throttle.server.ts',
  'src/lib/api/access-token.ts',
  'src/lib/api/client-ip.ts',
  'src/lib/api/handler.ts',
  'src/lib/return-url.ts',
  'src/modules/accounts/landing.ts',
  'src/lib/text.ts',
  // The counting of every rate limit (gift-card balance checks, sign-in, resets…) lives here since issue 18.
  'src/modules/rate-limits/counters.ts',
  // Search
  'src/modules/search/query.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  checkers: ['typescript'],
  // Only the mutated files and what they import: the whole app's program made each check minutes long.
  tsconfigFile: 'tsconfig.mutation.json',
  typescriptChecker: { prioritizePerformanceOverAccuracy: true },
  coverageAnalysis: 'perTest',
  mutate: MUTATED_FILES,
  ignorePatterns: ['.next', '.next-bench', 'data', 'test-results', 'playwright-report', 'bench-results', 'reports', 'tests/e2e'],
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 95, low: 90, break: 90 },
  // Two cores: one type checker and one test runner.
  concurrency: 2,
  timeoutMS: 10_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};

export default config;
