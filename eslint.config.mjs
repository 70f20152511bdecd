import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { readdirSync } from 'node:fs';

/**
 * The walls of the house (DESIGN §3, decisions 001 and 007): other code uses a module through its entries only, never
 * its internals or its tables, and the ground floor (src/lib, src/ui) uses no module. `npm run lint` also runs the
 * import-graph check (tests/architecture), which sees dynamic imports and cycles between modules.
 */
const MODULES = readdirSync(new URL('./src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ENTRIES = ['index', 'index.server', 'state', 'next.server', 'pages.server', 'ui', 'ui/index', 'ui/forms', 'ui/pages', '*.fixture'].map(
  (entry) => `!@/modules/*/${entry}`,
);

function walls({ ownModule, foreignKeys = false } = {}) {
  const own = ownModule ? [`!@/modules/${ownModule}/**`] : [];
  // Scripts and tests reach modules by relative paths too.
  const anyWay = (patterns) => patterns.flatMap((pattern) => [pattern, pattern.replace('@/modules/', '**/src/modules/')]);
  const tables = anyWay(['@/modules/*/schema', '@/modules/*/*-schema', ...own]);
  return [
    'error',
    {
      patterns: [
        ...(foreignKeys
          ? []
          : [{ group: tables, message: "Another module's tables are its own: call a function from its index.server.ts (one owner per table, decision 007)." }]),
        {
          group: anyWay(['@/modules/*/**', ...ENTRIES, '!@/modules/*/schema', '!@/modules/*/*-schema', ...own]),
          message:
            'Use the module through its entries (index, index.server, state, next.server, pages.server, ui, ui/forms, ui/pages; *.fixture for tests): its other files are its internals (decision 007).',
        },
      ],
    },
  ];
}

const GROUND_FLOOR = [
  'error',
  {
    patterns: [
      {
        group: ['@/modules', '@/modules/**', '**/modules/**', '@/app/**'],
        message: 'src/lib and src/ui are the ground floor: they import no module (modules give them what they need, e.g. store parts).',
      },
    ],
  },
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // Every image of the shop is an SVG (covers, flags, logos), which next/image would pass through untouched.
      '@next/next/no-img-element': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.{ts,tsx,mjs,js}'], rules: { 'no-restricted-imports': walls() } },
  ...MODULES.map((module) => ({ files: [`src/modules/${module}/**`], rules: { 'no-restricted-imports': walls({ ownModule: module }) } })),
  // A table may name another module's table for a foreign key; src/db/schema.ts gathers every table for migrations.
  ...MODULES.map((module) => ({
    files: [`src/modules/${module}/schema.ts`, `src/modules/${module}/*-schema.ts`],
    rules: { 'no-restricted-imports': walls({ ownModule: module, foreignKeys: true }) },
  })),
  { files: ['src/db/schema.ts'], rules: { 'no-restricted-imports': walls({ foreignKeys: true }) } },
  { files: ['src/lib/**', 'src/ui/**'], rules: { 'no-restricted-imports': GROUND_FLOOR } },
  globalIgnores([
    '.next/**',
    '.next-bench/**',
    'node_modules/**',
    'data/**',
    'drizzle/**',
    'test-results/**',
    'playwright-report/**',
    '.stryker-tmp/**',
    'reports/**',
    'next-env.d.ts',
  ]),
]);
