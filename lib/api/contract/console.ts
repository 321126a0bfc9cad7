import { z } from 'zod';
import { endpoint } from './endpoint';
import { permissionRule, type Permission } from './staff';

/*
 * The staff console's own calls (docs/api.md "Console"): the dashboard every staff member lands on.
 */

/** The work queues the dashboard counts, each with the permission that sees it. */
export const WORK_QUEUES = {
  toShip: { title: '待发货', permission: 'orders' },
  transferToConfirm: { title: '待确认转账', permission: 'finance' },
  invoiceToIssue: { title: '待开票', permission: 'finance' },
  afterSalePending: { title: '售后待处理', permission: 'service' },
  inquiryToQuote: { title: '询价待报价', permission: 'service' },
  identityPending: { title: '实名认证待审核', permission: 'compliance' },
  organisationPending: { title: '企业认证待审核', permission: 'compliance' },
  controlledReview: { title: '管控订单待审批', permission: 'compliance' },
} as const satisfies Record<string, { title: string; permission: Permission }>;
export type WorkQueue = keyof typeof WORK_QUEUES;
export const WORK_QUEUE_KEYS = Object.keys(WORK_QUEUES) as WorkQueue[];
/** Who sees today's orders and sales. */
export const TODAY_PERMISSIONS: readonly Permission[] = ['orders', 'finance'];

export const dashboardSchema = z.object({
  /** Today in China (Asia/Shanghai), yyyy-MM-dd. */
  day: z.string(),
  /** Orders placed today, and those paid today with their amount (fen); null without 订单与发货 or 财务. */
  today: z.object({ orders: z.number().int(), paidOrders: z.number().int(), paidFen: z.number().int() }).nullable(),
  /** The queues the person's permissions see, in WORK_QUEUES order. */
  queues: z.array(z.object({ key: z.enum(WORK_QUEUE_KEYS as [WorkQueue, ...WorkQueue[]]), title: z.string(), permission: permissionRule, count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const operatorConsole = {
  dashboard: endpoint({ title: '运营后台：工作台', method: 'GET', path: '/mall/staff/api/console/dashboard', auth: 'staff', data: dashboardSchema }),
} as const;
