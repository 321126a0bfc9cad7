/**
 * Route transitions of the App Router, announced by instrumentation-client.ts (Next's
 * `onRouterTransitionStart` hook) as a window event, so the loading overlay needs no shared module state
 * between the instrumentation bundle and the app.
 */
export const NAVIGATION_START_EVENT = 'refmall:navigation-start';

export function announceNavigationStart(url: string): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<string>(NAVIGATION_START_EVENT, { detail: url }));
}

/**
 * Whether a transition to `url` changes the page (path or query). A link to the page already shown or to a
 * hash on it renders nothing new, and would otherwise leave the overlay waiting for a change that never comes.
 */
export function leavesPage(url: string, current: Pick<Location, 'href'>): boolean {
  try {
    const from = new URL(current.href);
    const to = new URL(url, current.href);
    return to.origin !== from.origin || to.pathname !== from.pathname || to.search !== from.search;
  } catch {
    return false;
  }
}
