import type { Hono } from 'hono';
import { documents } from '../../lib/api/contract/documents';
import type { AppEnv } from '../http/context';
import { FileReply, Page, route } from '../http/route';
import { deleteDocument, listCertificates, readDocumentFile, uploadDocument, type DocumentFile } from '../services/documents';
import { findCertificate, findMsds, lotCoaFile, msdsFile } from '../services/generated-documents';
import { CACHE_TAG } from '../../lib/api/contract/internal';
import { refreshStorefrontCache } from '../services/storefront-cache';

/** RFC 5987 / 6266: `filename*=UTF-8''…` carries the Chinese name; the plain `filename` is for old clients. */
export function contentDisposition(fileName: string, asciiName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${asciiName}"; filename*=UTF-8''${encoded}`;
}

/**
 * A PDF answer with its ETag (the SHA-256 of the bytes): a matching If-None-Match answers 304.
 * `cacheControl`: a stored file may be replaced under the same id (cache briefly, revalidate); a batch's or
 * product's document may switch between generated and uploaded at any time (always revalidate).
 */
export function pdfReply(file: DocumentFile, ifNoneMatch: string | undefined, cacheControl: string): FileReply {
  const etag = `"${file.sha256}"`;
  const common = { etag, 'cache-control': cacheControl };
  if (ifNoneMatch === etag) return new FileReply(new Response(null, { status: 304, headers: common }));
  return new FileReply(
    new Response(new Uint8Array(file.bytes.buffer as ArrayBuffer, file.bytes.byteOffset, file.bytes.byteLength), {
      status: 200,
      headers: {
        ...common,
        'content-type': 'application/pdf',
        'content-length': String(file.bytes.byteLength),
        'content-disposition': contentDisposition(file.fileName, file.asciiName),
        'x-content-type-options': 'nosniff',
        // Opened in a browser tab after all, the PDF runs in a sandbox without this site's origin.
        'content-security-policy': 'sandbox',
      },
    }),
  );
}

/** COA and MSDS documents (docs/api.md "Documents"). */
export function documentRoutes(app: Hono<AppEnv>) {
  route(app, documents.getProdCertificate, ({ query }, { deps }) => findCertificate(deps.db, query.brand, query.code, query.certBatch));
  route(app, documents.getMsds, ({ body }, { deps }) => findMsds(deps.db, body.prodId));
  route(app, documents.certificateList, async ({ params }, { deps, paging }) => {
    const { rows, total } = await listCertificates(deps.db, params.id, paging.pageSize, paging.offset);
    return new Page(rows, total);
  });

  // A file may be replaced by a corrected upload under the same id: cache briefly, revalidate by ETag.
  route(app, documents.download, async ({ params }, { deps, header }) =>
    pdfReply(await readDocumentFile(deps.db, params.id), header('if-none-match'), 'public, max-age=300, must-revalidate'),
  );
  route(app, documents.lotCoa, async ({ params }, { deps, header }) =>
    pdfReply(await lotCoaFile(deps.db, params.id, params.certBatch), header('if-none-match'), 'public, no-cache'),
  );
  route(app, documents.msds, async ({ params }, { deps, header }) => pdfReply(await msdsFile(deps.db, params.id), header('if-none-match'), 'public, no-cache'));

  route(app, documents.operatorUpload, async ({ body, file }, { deps, requestId }) => {
    const doc = await uploadDocument(deps.db, body, file);
    deps.logger.info({ reqId: requestId, documentId: doc.id, productId: doc.productId, kind: doc.kind, certBatch: doc.certBatch, sha256: doc.sha256, size: doc.size, replaced: doc.replaced }, 'document uploaded');
    await refreshStorefrontCache(deps.config, deps.logger, [CACHE_TAG.product(doc.productId)]);
    return doc;
  });
  route(app, documents.operatorDelete, async ({ params }, { deps, requestId }) => {
    const { productId } = await deleteDocument(deps.db, params.id);
    deps.logger.info({ reqId: requestId, documentId: params.id, productId }, 'document deleted');
    await refreshStorefrontCache(deps.config, deps.logger, [CACHE_TAG.product(productId)]);
    return null;
  });
}
