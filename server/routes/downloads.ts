import type { Hono } from 'hono';
import { downloads, CATALOGUE_MEDIA_TYPE, type CatalogueFormat } from '../../lib/api/contract/downloads';
import type { AppEnv, RequestCtx } from '../http/context';
import { FileReply, route } from '../http/route';
import { listCatalogues, openCatalogue } from '../services/catalogue-export';
import { contentDisposition } from './documents';

/** The catalogue file, streamed from its cached copy; the ETag names the catalogue's state (If-None-Match → 304). */
async function catalogueReply(key: string, format: CatalogueFormat, { deps, header }: RequestCtx): Promise<FileReply> {
  const file = await openCatalogue(deps.db, deps.config.dataDir, key, format);
  const common = { etag: file.etag, 'cache-control': 'public, no-cache' };
  if (header('if-none-match') === file.etag) {
    await file.stream.cancel();
    return new FileReply(new Response(null, { status: 304, headers: common }));
  }
  return new FileReply(
    new Response(file.stream, {
      status: 200,
      headers: {
        ...common,
        'content-type': format === 'csv' ? `${CATALOGUE_MEDIA_TYPE.csv}; charset=utf-8` : CATALOGUE_MEDIA_TYPE.xlsx,
        'content-length': String(file.size),
        'content-disposition': contentDisposition(file.fileName, file.asciiName),
        'x-content-type-options': 'nosniff',
      },
    }),
  );
}

/** Product catalogues for download (docs/api.md "Catalogue downloads"). */
export function downloadRoutes(app: Hono<AppEnv>) {
  route(app, downloads.catalogueList, (_input, { deps }) => listCatalogues(deps.db));
  route(app, downloads.catalogueXlsx, ({ params }, ctx) => catalogueReply(params.key, 'xlsx', ctx));
  route(app, downloads.catalogueCsv, ({ params }, ctx) => catalogueReply(params.key, 'csv', ctx));
}
