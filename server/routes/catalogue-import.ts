import type { Hono } from 'hono';
import { catalogueImport, SDF_MEDIA_TYPE, type ImportPhase } from '../../lib/api/contract/catalogue-import';
import { CATALOGUE_MEDIA_TYPE } from '../../lib/api/contract/downloads';
import type { AppEnv, RequestCtx } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import type { Download } from '../services/catalogue-import/download';
import { exportSdf, exportXlsx, templateXlsx } from '../services/catalogue-import/export';
import { cancelJob, createJob, getJob, jobView, listJobs, queueApply, queueCheck } from '../services/catalogue-import/jobs';
import { listProblems, problemsXlsx, reportFileName } from '../services/catalogue-import/report';
import { importRunner } from '../services/catalogue-import/runner';
import type { Actor } from '../services/staff/context';
import { contentDisposition } from './documents';

/** The staff member or API key of the call (route() has checked the 'catalogue' permission). */
const actorOf = (ctx: RequestCtx): Actor => ({ kind: ctx.staff!.kind, id: ctx.staff!.id, name: ctx.staff!.name, ip: ctx.ip, requestId: ctx.requestId });

const day = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

function fileReply(body: ReadableStream<Uint8Array> | Uint8Array, type: string, fileName: string, asciiName: string): FileReply {
  const bytes = body instanceof Uint8Array ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : body;
  return new FileReply(
    new Response(bytes, {
      headers: {
        'content-type': type,
        ...(body instanceof Uint8Array ? { 'content-length': String(body.byteLength) } : {}),
        'content-disposition': contentDisposition(fileName, asciiName),
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    }),
  );
}

const streamed = (ctx: RequestCtx, what: string) => (err: unknown) => ctx.deps.logger.error({ err, reqId: ctx.requestId }, `${what} stopped mid-way`);
const reply = (d: Download, type: string, fileName: string, asciiName: string) => fileReply(d.body, type, fileName, asciiName);

/** Bulk import and export of the catalogue (docs/api.md, Catalogue import and export). */
export function catalogueImportRoutes(app: Hono<AppEnv>) {
  route(app, catalogueImport.upload, ({ file }, ctx) => createJob(ctx.deps.db, file, actorOf(ctx)));
  route(app, catalogueImport.template, async () => fileReply(await templateXlsx(), CATALOGUE_MEDIA_TYPE.xlsx, '商品导入模板.xlsx', 'catalogue-import-template.xlsx'));
  route(app, catalogueImport.jobList, async (_, { deps, paging }) => {
    const { rows, total } = await listJobs(deps.db, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, catalogueImport.jobDetail, async ({ params }, { deps }) => jobView(deps.db, await getJob(deps.db, params.id)));
  route(app, catalogueImport.check, async ({ params, body }, ctx) => {
    const job = await queueCheck(ctx.deps.db, params.id, body.mapping, actorOf(ctx));
    importRunner(ctx.deps).kick();
    return jobView(ctx.deps.db, job);
  });
  route(app, catalogueImport.apply, async ({ params }, ctx) => {
    const job = await queueApply(ctx.deps.db, params.id, actorOf(ctx));
    importRunner(ctx.deps).kick();
    return jobView(ctx.deps.db, job);
  });
  route(app, catalogueImport.cancel, async ({ params }, { deps }) => jobView(deps.db, await cancelJob(deps.db, params.id)));
  route(app, catalogueImport.problems, async ({ params, query }, { deps, paging }) => {
    const job = await getJob(deps.db, params.id);
    const { rows, total } = await listProblems(deps.db, job.id, query.phase ?? (job.phase as ImportPhase), paging.pageSize, paging.offset);
    return new Page(rows, total);
  });
  route(app, catalogueImport.report, async ({ params, query }, ctx) => {
    const job = await getJob(ctx.deps.db, params.id);
    const phase = query.phase ?? (job.phase as ImportPhase);
    return reply(problemsXlsx(ctx.deps.db, job, phase, streamed(ctx, 'import report')), CATALOGUE_MEDIA_TYPE.xlsx, reportFileName(job, phase), `catalogue-import-${job.id}-${phase}.xlsx`);
  });
  route(app, catalogueImport.exportXlsx, async (_, ctx) => reply(exportXlsx(ctx.deps.db, streamed(ctx, 'catalogue export')), CATALOGUE_MEDIA_TYPE.xlsx, `商品目录导出-${day()}.xlsx`, `catalogue-${day()}.xlsx`));
  route(app, catalogueImport.exportSdf, async (_, ctx) => reply(exportSdf(ctx.deps.db, streamed(ctx, 'catalogue export')), SDF_MEDIA_TYPE, `商品目录导出-${day()}.sdf`, `catalogue-${day()}.sdf`));
}
