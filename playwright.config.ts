import { defineConfig, devices } from '@playwright/test';
import { GUIDE_SEEN } from './e2e/support/guide';
import { E2E_ADMIN_TOKEN, OPERATOR_KEY_FILE } from './e2e/support/operator';
import { E2E_CAPTCHAS_PER_MINUTE, E2E_SMS_RESEND_SECONDS } from './e2e/support/outbox';
import { LIVE_API_PORT, LIVE_WEB_PORT, MOCK_API_PORT, MOCK_WEB_PORT, liveDataDir } from './e2e/support/ports';
import { shopConfig } from './scripts/shop-env';

/**
 * Two projects against one production build:
 *  - live:   the real mall API on a throw-away DATA_DIR (captcha answers in its outbox)
 *  - mocked: mocks/server.ts, the MSW handlers served over HTTP, with a scenario switch for faults
 * Chromium is Debian's (/usr/bin/chromium): Playwright's own download cannot run here.
 */
const LIVE_API = LIVE_API_PORT;
const LIVE_WEB = LIVE_WEB_PORT;
const MOCK_API = MOCK_API_PORT;
const MOCK_WEB = MOCK_WEB_PORT;
export { liveDataDir };

/**
 * The live shop as `npm start` runs it (scripts/shop-env.ts), on ports other than 3000 and with no PUBLIC_ORIGIN
 * given: the public origin both servers get is derived from the storefront's PORT and STOREFRONT_HOST
 * (e2e/live/public-origin.spec.ts pays in the sandbox through it).
 */
const liveShop = shopConfig({ NODE_ENV: 'test', PORT: String(LIVE_WEB), STOREFRONT_HOST: '127.0.0.1', API_PORT: String(LIVE_API), DATA_DIR: liveDataDir, DATABASE_URL: '', ADMIN_TOKEN: E2E_ADMIN_TOKEN });

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1440, height: 900 },
  locale: 'zh-CN',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // Returning visitors by default: the first-visit guide is e2e/live/guide.spec.ts's alone (e2e/support/guide.ts).
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', storageState: GUIDE_SEEN },
  projects: [
    { name: 'live', testDir: 'e2e/live', use: { ...chromium, baseURL: `http://127.0.0.1:${LIVE_WEB}` } },
    { name: 'mocked', testDir: 'e2e/mocked', use: { ...chromium, baseURL: `http://127.0.0.1:${MOCK_WEB}` } },
  ],
  webServer: [
    {
      // A named API key for the operator calls of the journeys first (a fresh name: a kept data folder has older ones).
      command: `npx tsx scripts/staff.ts api-key --name e2e-${Date.now()} --permissions all --key-file ${OPERATOR_KEY_FILE} && npx tsx server/main.ts`,
      url: `http://127.0.0.1:${LIVE_API}/healthz`,
      env: { API_PORT: String(LIVE_API), DATA_DIR: liveDataDir, CAPTCHA_PROVIDER: 'test', NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '', SMS_RESEND_SECONDS: String(E2E_SMS_RESEND_SECONDS), CAPTCHA_PER_MINUTE_PER_IP: String(E2E_CAPTCHAS_PER_MINUTE), ...liveShop.apiEnv },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx tsx scripts/storefront-server.ts -p ${LIVE_WEB}`,
      url: `http://127.0.0.1:${LIVE_WEB}/mobileView`,
      env: { STOREFRONT_HOST: '127.0.0.1', ...liveShop.webEnv },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: 'npx tsx mocks/server.ts',
      url: `http://127.0.0.1:${MOCK_API}/__scenario`,
      env: { MOCK_PORT: String(MOCK_API) },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/storefront-server.ts -p ${MOCK_WEB} -H 127.0.0.1`,
      url: `http://127.0.0.1:${MOCK_WEB}/mobileView`,
      env: { API_ORIGIN: `http://127.0.0.1:${MOCK_API}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
