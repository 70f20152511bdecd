import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

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
