/**
 * A tiny registry for what a session leaves behind. Stores that hold per-user state (cart, inquiry
 * basket, demand list) register a reset here; logout and an invalid session (SPEC §4)
 * call them all. Count refreshers (the header's cart / inquiry / demand counts) register the same way
 * and run after a login from the pop-up.
 *
 * Registrations are keyed so that a module evaluated twice (fast refresh, tests) replaces its entry.
 */

type Reset = () => void;
type Refresher = () => unknown;

const resets = new Map<string, Reset>();
const refreshers = new Map<string, Refresher>();

/** Returns the unregister function. */
export function registerSessionReset(name: string, reset: Reset): () => void {
  resets.set(name, reset);
  return () => {
    if (resets.get(name) === reset) resets.delete(name);
  };
}

/** Runs every registered reset; one failing reset never keeps the others from running. */
export function resetSessionStores(): void {
  for (const [name, reset] of resets) {
    try {
      reset();
    } catch (err) {
      console.error(`[session-reset] ${name} failed`, err);
    }
  }
}

export function registerCountRefresher(name: string, refresh: Refresher): () => void {
  refreshers.set(name, refresh);
  return () => {
    if (refreshers.get(name) === refresh) refreshers.delete(name);
  };
}

/** SPEC §4 "after successful login (b)": cart / inquiry / demand counts refresh. Failures stay with their owner. */
export async function refreshCounts(): Promise<void> {
  await Promise.allSettled([...refreshers.values()].map(async (refresh) => refresh()));
}

/** For tests: forget every registration. */
export function clearSessionRegistry(): void {
  resets.clear();
  refreshers.clear();
}
