import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// Import boundaries (DESIGN.md §3), in the style of bulletproof-react: app → components → lib, stores.
// The storefront reaches the mall API only over HTTP; the API and the mocks share only the contract and
// the pure rules it is built from. `eslint-plugin-import` is registered by eslint-config-next (with the
// TypeScript resolver, so `@/…` paths resolve to files); the zones match resolved files, not strings.
const STOREFRONT_ONLY_API = 'The storefront talks to the mall API over HTTP only: never import server/.';
const SHARED_WITH_SERVER = ['./api/contract', './chem', './validation.ts', './constants.ts', './http', './standards/number.ts', './xlsx', './china-time.ts'];

const boundaries = {
  basePath: import.meta.dirname,
  zones: [
    // The storefront never imports the API.
    { target: ['./app', './components', './lib', './stores', './proxy.ts'], from: './server', message: STOREFRONT_ONLY_API },
    // Lower layers never reach up.
    { target: './components', from: './app', message: 'components/ never import app/: routes compose components, not the other way round.' },
    { target: './stores', from: ['./components', './app'], message: 'stores/ never import components/ or app/: a store holds state, the UI reads it.' },
    { target: './lib', from: ['./components', './stores', './app'], message: 'lib/ is plain TypeScript below the UI: it never imports components/, stores/ or app/.' },
    { target: './proxy.ts', from: ['./components', './stores', './app'], message: 'proxy.ts runs before any page: it uses lib/ only.' },
    // The API: its own files plus the contract and the pure rules it is built from.
    {
      target: './server',
      from: './lib',
      except: SHARED_WITH_SERVER,
      message: 'server/ imports only lib/api/contract, lib/chem, lib/validation, lib/constants, lib/http, lib/standards/number.ts, lib/xlsx (the SpreadsheetML reader) and lib/china-time.ts (the time formatter) from the storefront.',
    },
    { target: './server', from: ['./app', './components', './stores', './mocks', './proxy.ts'], message: 'server/ never imports the storefront or the mocks.' },
    // The mocks speak the same contract as the API and nothing else of the storefront.
    {
      target: './mocks',
      from: './lib',
      except: ['./api/contract', './chem', './validation.ts', './constants.ts', './standards/number.ts'],
      message: 'mocks/ import only lib/api/contract (and the constants, validation and chemistry rules it is built from).',
    },
    { target: './mocks', from: ['./app', './components', './stores', './server', './proxy.ts'], message: 'mocks/ never import the storefront or the API.' },
  ],
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**', 'components/**', 'lib/**', 'stores/**', 'proxy.ts', 'server/**', 'mocks/**'],
    // Cycles are looked for among our own files: parsing node_modules to follow them costs minutes and
    // overflows the parser's stack on bundled chunks (pglite).
    settings: { 'import/ignore': ['node_modules'] },
    rules: {
      'import/no-restricted-paths': ['error', boundaries],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  globalIgnores(['.next/**', 'out/**', 'build/**', 'next-env.d.ts', '.data/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**', 'bench/out/**']),
]);
