import type { Hono } from 'hono';
import { methodCompare } from '../../lib/api/contract/method-compare';
import type { AppEnv } from '../http/context';
import { Page, route } from '../http/route';
import { compareList } from '../services/methods-compare/compare';
import { prodEquivalents } from '../services/methods-compare/equivalents';
import { methodList, methodsContrast, methodsOfProduct, relatedSeries } from '../services/methods-compare/lists';
import { methodSheetFile } from '../services/methods-compare/sheet';
import { prodSummaries } from '../services/methods-compare/summary';
import { pdfReply } from './documents';

/** The methods' secondary calls (docs/api.md "Methods: comparison"). */
export function methodCompareRoutes(app: Hono<AppEnv>) {
  route(app, methodCompare.prodEquivalents, ({ body }, { deps }) => prodEquivalents(deps.db, body.ids));
  route(app, methodCompare.prodSummary, ({ params }, { deps }) => prodSummaries(deps.db, params.x));
  // A method record may change with the seed data: always revalidate (the ETag is the bytes' SHA-256).
  route(app, methodCompare.methodSheet, async ({ body }, { deps, header }) => pdfReply(await methodSheetFile(deps.db, body.id), header('if-none-match'), 'public, no-cache'));
  route(app, methodCompare.methodSheetLink, async ({ params }, { deps, header }) => pdfReply(await methodSheetFile(deps.db, params.id), header('if-none-match'), 'public, no-cache'));
  route(app, methodCompare.compareList, async ({ body }, { deps, paging }) => {
    const { rows, total } = await compareList(deps.db, body.apiItemId, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, methodCompare.methodList, async ({ body }, { deps, paging }) => {
    const { rows, total } = await methodList(deps.db, body ?? {}, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, methodCompare.methodsContrast, ({ params }, { deps }) => methodsContrast(deps.db, params.id));
  route(app, methodCompare.methodsOfProduct, ({ params }, { deps }) => methodsOfProduct(deps.db, params.id));
  route(app, methodCompare.relatedSeries, ({ params }, { deps }) => relatedSeries(deps.db, params.id));
}
