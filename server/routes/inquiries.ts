import type { Hono } from 'hono';
import { inquiry } from '../../lib/api/contract/inquiry';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { closeInquiry, getInquiry, listInquiries, quoteInquiry, submitInquiry } from '../services/inquiries';

/** Inquiries — /mall/shopping/order/api/inquiry/* for customers, operator/inquiry/* for the shop (docs/api.md). */
export function inquiryRoutes(app: Hono<AppEnv>) {
  route(app, inquiry.submit, ({ body }, ctx) => submitInquiry(ctx.deps.db, ctx.user!.userId, body));
  route(app, inquiry.list, async ({ query }, ctx) => {
    const { rows, total } = await listInquiries(ctx.deps.db, { userId: ctx.user!.userId, status: query.status }, ctx.paging.pageSize, ctx.paging.offset);
    return new Page(
      rows.map(({ userId: _u, phone: _p, ...r }) => r),
      total,
    );
  });
  route(app, inquiry.detail, async ({ params }, ctx) => {
    const { userId: _u, ...detail } = await getInquiry(ctx.deps.db, params.id, ctx.user!.userId);
    return detail;
  });
  route(app, inquiry.close, async ({ params }, ctx) => {
    await closeInquiry(ctx.deps.db, ctx.user!.userId, params.id);
    return null;
  });

  route(app, inquiry.operatorList, async ({ query }, ctx) => {
    const { rows, total } = await listInquiries(ctx.deps.db, { status: query.status }, ctx.paging.pageSize, ctx.paging.offset);
    return new Page(rows, total);
  });
  route(app, inquiry.operatorDetail, ({ params }, ctx) => getInquiry(ctx.deps.db, params.id));
  route(app, inquiry.operatorQuote, ({ params, body }, ctx) => quoteInquiry(ctx.deps.db, params.id, body));
}
