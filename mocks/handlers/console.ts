import { operatorConsole, TODAY_PERMISSIONS, WORK_QUEUE_KEYS, WORK_QUEUES, type WorkQueue } from '../../lib/api/contract/console';
import { mock, ok } from '../mock';
import { caller, refused } from './staff';

/* The console's dashboard of the mock API: fixed figures, the queues the logged-in member's permissions see. */

const COUNTS: Record<WorkQueue, number> = {
  toShip: 12,
  transferToConfirm: 3,
  invoiceToIssue: 5,
  afterSalePending: 2,
  inquiryToQuote: 4,
  identityPending: 1,
  organisationPending: 2,
  controlledReview: 1,
};

export const consoleHandlers = [
  mock(operatorConsole.dashboard, ({ request }) => {
    const c = caller(request);
    if (refused(c)) return c;
    const held = c.who.view.permissions;
    const day = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    return ok({
      day,
      today: TODAY_PERMISSIONS.some((p) => held.includes(p)) ? { orders: 18, paidOrders: 15, paidFen: 4_268_050 } : null,
      queues: WORK_QUEUE_KEYS.filter((k) => held.includes(WORK_QUEUES[k].permission)).map((key) => ({ key, ...WORK_QUEUES[key], count: COUNTS[key] })),
    });
  }),
];
