import { afterEach, describe, expect, it } from 'vitest';
import { AsyncLocalStorage } from 'node:async_hooks';
// @ts-expect-error plain ESM module without types (Next loads it untranspiled)
import { keepsEntry } from '@/lib/cache/degraded.mjs';
import { markPageDegraded, registerPageState, type PageState } from '@/lib/http/page-state';

/** lib/cache/degraded.mjs: a render that showed a failed read is answered but not stored in the page cache. */
describe('degraded renders are not cached', () => {
  const storage = new AsyncLocalStorage<PageState>();
  afterEach(() => registerPageState({ getStore: () => undefined }));

  it('keeps a page rendered without failures, drops one whose read failed, keeps data entries either way', () => {
    registerPageState(storage);
    const page = { kind: 'APP_PAGE', html: '<p>ok</p>' };
    const data = { kind: 'FETCH', data: {} };
    storage.run({ unavailable: false }, () => {
      expect(keepsEntry(page)).toBe(true);
      markPageDegraded();
      expect(keepsEntry(page)).toBe(false);
      expect(keepsEntry({ kind: 'APP_ROUTE', body: '' })).toBe(false);
      expect(keepsEntry(data)).toBe(true);
    });
    // Another request's render is unaffected.
    storage.run({ unavailable: false }, () => expect(keepsEntry(page)).toBe(true));
    // Outside the storefront server (no state): kept, as before.
    expect(keepsEntry(page)).toBe(true);
  });
});
