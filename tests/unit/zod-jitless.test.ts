import { describe, expect, it } from 'vitest';
import { z } from 'zod';

/**
 * instrumentation-client.ts sets zod's jitless flag without importing zod (so that zod stays out of every page's
 * first load): through the configuration object zod shares on globalThis. zod must read it — here zod is loaded
 * first, as on a page whose first script already built schemas; the other order is zod's own `??=`.
 */
describe('zod under the CSP (instrumentation-client.ts)', () => {
  it('turns jitless on for the zod the app uses, without importing zod itself', async () => {
    await import('@/instrumentation-client');
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).parse({ a: 'x', b: 1 })).toEqual({ a: 'x' });
  });
});
