import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // The storefront reaches the API only over HTTP: components and routes never import the server.
  {
    files: ['app/**', 'components/**', 'stores/**', 'lib/**', 'mocks/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/server/*', '**/server/*'], message: 'The storefront talks to the mall API over HTTP only.' }] }],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', '.data/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'bench/out/**']),
]);
