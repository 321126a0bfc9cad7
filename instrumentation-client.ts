/**
 * Runs before any of the app's code in the browser (Next's instrumentation-client convention).
 * zod compiles object parsers with `new Function` unless told not to, and probes for it with a caught
 * `new Function('')`; under our CSP (no 'unsafe-eval', lib/http/securityHeaders.ts) each probe is
 * reported as a violation. Object schemas read the setting when they are built, so it is set here,
 * before any module that builds one is evaluated. Not through `z.config()`: importing zod here would put
 * it in every page's first load, and most pages never load it. zod 4 keeps its configuration on
 * `globalThis.__zod_globalConfig` (zod/v4/core/core.js, shared by every copy of zod; `z.config()` assigns to
 * it), so setting the flag there first is the same setting; tests/unit/zod-jitless.test.ts checks that
 * zod sees it.
 */
const zodHost = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodHost.__zod_globalConfig = Object.assign(zodHost.__zod_globalConfig ?? {}, { jitless: true });

/** Next calls this when an App Router navigation starts: the loading overlay (components/layout/chrome) listens. */
export { announceNavigationStart as onRouterTransitionStart } from './lib/routeTransition';
