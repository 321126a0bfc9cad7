import { z } from 'zod';

/**
 * Runs before any of the app's code in the browser (Next's instrumentation-client convention).
 * zod compiles object parsers with `new Function` unless told not to, and probes for it with a caught
 * `new Function('')`; under our CSP (no 'unsafe-eval', lib/http/securityHeaders.ts) each probe is
 * reported as a violation. Object schemas read the setting when they are built, so it is set here,
 * before any module that builds one is evaluated.
 */
z.config({ jitless: true });

/** Next calls this when an App Router navigation starts: the loading overlay (components/layout/chrome) listens. */
export { announceNavigationStart as onRouterTransitionStart } from './lib/routeTransition';
