import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';
import { vi } from 'vitest';

/*
 * A fake clock for component tests. The app's timers (QR polls and expiry, send-code countdowns, the API
 * client's time limits) move only when the test moves them, so a loaded machine can neither make a poll
 * late nor let a countdown run out behind the test's back. The mock server's answers need no timers and
 * still arrive by themselves: `settle` waits for them in real time with the clock standing still.
 *
 * Testing Library's findBy…/waitFor time out on the global (faked) timers: under this clock use `settle`.
 */

// Captured when this module loads, before a test fakes the clock.
const realSetTimeout = globalThis.setTimeout;
const realTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 10));

/** How long `settle` waits for an answer in real time before failing: an upper bound, never an expected duration (test timeouts stay above it). */
const SETTLE_LIMIT_MS = 20_000;

export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
}

/**
 * Runs `check` until it stops throwing (rendering between tries) and returns its result. The fake clock
 * stands still unless `advanceMs` is given: then each try moves it that far, for components whose own
 * timers (antd's motion and form batching) must run for the answer to show. Fails with check's own error
 * once the real-time limit is reached.
 */
export async function settle<T>(check: () => T, { advanceMs = 0 }: { advanceMs?: number } = {}): Promise<T> {
  const deadline = performance.now() + SETTLE_LIMIT_MS;
  for (;;) {
    try {
      return check();
    } catch (err) {
      if (performance.now() > deadline) throw err;
    }
    await act(realTurn);
    if (advanceMs > 0) await act(() => vi.advanceTimersByTimeAsync(advanceMs));
  }
}

/** Counts the mock server's requests that have not been answered yet. */
export function openRequests(server: SetupServer): () => number {
  let open = 0;
  server.events.on('request:start', () => {
    open += 1;
  });
  server.events.on('request:end', () => {
    open -= 1;
  });
  return () => open;
}

/**
 * Moves the fake clock `ms` forward one `step` at a time. After each step the requests its timers started
 * reach the mock server, `idle()` (e.g. no request open) is awaited and React renders the answers, so a
 * poll's answer is handled before the next poll is due.
 */
export async function advanceClock(ms: number, idle: () => boolean = () => true, step = 1000): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    await act(() => vi.advanceTimersByTimeAsync(Math.min(step, ms - done)));
    await act(realTurn);
    await settle(() => {
      if (!idle()) throw new Error('requests still open after the clock moved');
    });
    await act(realTurn);
  }
}
