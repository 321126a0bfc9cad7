/**
 * The browser's API for code in every page's first load (stores, header, side bar), loaded on the first call:
 * `viaShell(({ cartCalls, browserApi }, id) => cartCalls.remove(browserApi, id))` is a function that loads
 * lib/api/shell-calls.ts (the API client with axios and zod, and the endpoints' schemas) and then calls. A page
 * that makes no call never loads them; the first call waits for one small script.
 */
export type ShellCalls = typeof import('./shell-calls');

let loading: Promise<ShellCalls> | null = null;

export function loadShellCalls(): Promise<ShellCalls> {
  loading ??= import('./shell-calls').catch((err: unknown) => {
    // A failed chunk (a deployment, the network) is retried on the next call.
    loading = null;
    throw err;
  });
  return loading;
}

export const viaShell =
  <A extends unknown[], R>(call: (shell: ShellCalls, ...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> =>
    call(await loadShellCalls(), ...args);
