import path from 'node:path';

/**
 * Ports and folders of the Playwright run. E2E_PORT_OFFSET moves every port, so two runs (a developer's
 * and CI, or two checkouts) can share a machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET || 0);
export const LIVE_API_PORT = 4110 + offset;
export const LIVE_WEB_PORT = 3110 + offset;
export const MOCK_API_PORT = 4210 + offset;
export const MOCK_WEB_PORT = 3210 + offset;
export const LIVE_API = `http://127.0.0.1:${LIVE_API_PORT}`;
export const MOCK_API = `http://127.0.0.1:${MOCK_API_PORT}`;
/** scripts/test.mjs empties it before each run; tests read the captcha and SMS outboxes from it. */
export const liveDataDir = path.resolve(process.env.E2E_DATA_DIR || '.data/e2e-live');
