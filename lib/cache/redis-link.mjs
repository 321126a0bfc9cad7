/**
 * The shared cache's connection to Redis (lib/cache/cache-handler.mjs), which a Redis that is gone or hung
 * never makes a page wait for. Plain ESM, like the handler.
 *
 * Every call through `run` has REDIS_TIMEOUT_MS in all. The client's own limits do not cover a hung Redis
 * (redis-server stopped, a host that stopped answering with its connection open): node-redis 5's command
 * `timeout`, and the AbortSignal the redis-strings store passes (`timeoutMs`), count only while a command waits
 * to be written, and on an open socket it is written at once; `socketTimeout` is an idle timer that every
 * write restarts. So `run` races the call against its own timer.
 *
 * A timeout or an error marks Redis down (logged once): `usable()` is false and the handler serves from its
 * memory without calling Redis. A probe sends PING every PROBE_EVERY_MS — at most one PING without an answer
 * at any time — and when one is answered within REDIS_TIMEOUT_MS, `resume` runs (the handler's catch-up) and
 * Redis is used again (logged once).
 */
import { createClient } from 'redis';

const PROBE_EVERY_MS = 1000;

/** Rejects when `promise` has not settled within `ms`. */
export function withTimeout(promise, ms) {
  let timer;
  return Promise.race([promise, new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

/**
 * @param {{ url: string, timeoutMs: number, log: (message: string, err?: unknown) => void, resume: () => Promise<string> }} options
 * `resume` runs after a probe's PING was answered in time and before calls go to Redis again; what it answers
 * is added to the log line; when it throws, Redis stays down and the next probe tries again.
 */
export function createRedisLink({ url, timeoutMs, log, resume }) {
  const host = new URL(url).host;
  let up = false; // calls go to Redis
  let down = false; // an outage was logged and Redis has not answered since
  let closed = false;
  let probeTimer;
  let probing = false;
  let unansweredPing = null;

  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: Math.max(timeoutMs, 2000), reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
  });

  function markDown(err) {
    if (closed) return;
    up = false;
    if (!down) log(`Redis at ${host} unavailable: serving from this process's memory alone`, err);
    down = true;
    scheduleProbe(PROBE_EVERY_MS);
  }

  function scheduleProbe(ms) {
    if (closed || up || probing || probeTimer) return;
    probeTimer = setTimeout(probe, ms);
    probeTimer.unref();
  }

  async function probe() {
    probeTimer = undefined;
    probing = true;
    try {
      // A PING sent to a hung Redis is answered when it wakes up, or rejected when the connection drops.
      if (client.isReady && !unansweredPing) {
        const ping = client.ping();
        const settled = () => {
          if (unansweredPing === ping) unansweredPing = null;
        };
        unansweredPing = ping;
        ping.then(settled, settled);
        await withTimeout(ping, timeoutMs);
        const note = await resume();
        if (closed) return;
        if (down) log(`Redis at ${host} answers again: this process uses the shared cache again${note ? ` (${note})` : ''}`);
        down = false;
        up = true;
        return;
      }
    } catch {
      // no answer in time: still down
    } finally {
      probing = false;
    }
    scheduleProbe(PROBE_EVERY_MS);
  }

  client.on('error', markDown);
  client.on('ready', () => {
    clearTimeout(probeTimer);
    probeTimer = undefined;
    scheduleProbe(0);
  });
  client.connect().catch(markDown);

  return {
    client,
    /** Redis answered in time since the last failure: calls may go to it. */
    usable: () => up && client.isReady,
    /**
     * `call`'s Redis commands, REDIS_TIMEOUT_MS for all of them; a timeout or an error marks Redis down and
     * rejects. `call` gets `current()`: false once the call has given up, so a late answer changes nothing.
     */
    async run(call) {
      let current = true;
      try {
        return await withTimeout(call(() => current), timeoutMs);
      } catch (err) {
        current = false;
        markDown(err);
        throw err;
      }
    },
    async close() {
      closed = true;
      clearTimeout(probeTimer);
      client.removeAllListeners();
      client.on('error', () => {});
      // A graceful close waits for the answers still due: not from a hung Redis.
      if (up && client.isReady) await withTimeout(client.close(), timeoutMs).catch(() => {});
      if (client.isOpen) client.destroy();
    },
  };
}
