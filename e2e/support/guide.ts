/**
 * Every Playwright context starts as a returning visitor: the first-visit guide's `firstlogin` cookie is set
 * (playwright.config.ts `use.storageState`, which browser.newContext() inherits too), so the guide's modal
 * never stands between a journey and the header. e2e/live/guide.spec.ts opts out with FIRST_VISIT.
 * The cookie's domain is the host the projects serve on (both on 127.0.0.1; cookies ignore the port).
 */
export const GUIDE_SEEN = {
  cookies: [{ name: 'firstlogin', value: '1', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' as const }],
  origins: [],
};

/** A browser that has never been here. */
export const FIRST_VISIT = { cookies: [], origins: [] };
