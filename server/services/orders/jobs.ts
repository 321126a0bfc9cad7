import type { AppDeps } from '../../http/context';
import { writeOffExpiredLots } from '../lots/stock';
import { deliverDueNotifies } from '../sandbox-institution';
import { cancelExpiredOrders } from './transitions';

const SWEEP_MS = 30_000;
const NOTIFY_MS = 5_000;
/** Lots expire by the calendar day; the detail page and order submit already leave them out at read time. */
const LOT_SWEEP_MS = 10 * 60_000;

/**
 * The API's background work, run by every API process: cancelling unpaid orders past their deadline and
 * retrying the sandbox institution's notifies. Both work from rows in the database (a deadline, a
 * next_at), so a restart loses nothing, and both claim rows with SKIP LOCKED, so two processes on one
 * PostgreSQL never do the same row twice. Answers a function that stops them.
 */
export function startOrderJobs(deps: AppDeps): () => void {
  const guard = (what: string, job: () => Promise<number>) => async () => {
    try {
      const n = await job();
      if (n > 0) deps.logger.info({ job: what, rows: n }, 'background job');
    } catch (err) {
      deps.logger.error({ job: what, err }, 'background job failed');
    }
  };
  const sweep = setInterval(guard('cancel-expired-orders', () => cancelExpiredOrders(deps.db)), SWEEP_MS);
  const lotSweep = setInterval(guard('write-off-expired-lots', () => writeOffExpiredLots(deps.db)), LOT_SWEEP_MS);
  const sandboxSecret = deps.providers.payment.sandboxSecret;
  const notify = setInterval(guard('sandbox-notifies', async () => (sandboxSecret ? deliverDueNotifies(deps.db, deps.providers.payment.notifyTransport, sandboxSecret) : 0)), NOTIFY_MS);
  sweep.unref();
  lotSweep.unref();
  notify.unref();
  // Orders that expired while no API ran are cancelled at once.
  void guard('cancel-expired-orders', () => cancelExpiredOrders(deps.db))();
  void guard('write-off-expired-lots', () => writeOffExpiredLots(deps.db))();
  return () => {
    clearInterval(sweep);
    clearInterval(lotSweep);
    clearInterval(notify);
  };
}
