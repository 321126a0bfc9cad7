import { CATALOGUE_ALL, catalogueFileUrl, downloads, type CatalogueEntry } from '../../lib/api/contract/downloads';
import { http, HttpResponse } from 'msw';
import type { DataOf } from '../../lib/api/contract/endpoint';
import { SERVICE_FILE_MAX_BYTES, SERVICE_MSG, serviceRequest, serviceRequestFields } from '../../lib/api/contract/service-request';
import { categoryTree, productCards } from '../fixtures/catalogue';
import { mock, ok, rejected, routeOf, type Reply } from '../mock';

/** The envelope of SPEC §7 for a reply built outside mock(). */
const answer = <T>(reply: Reply<T>) =>
  HttpResponse.json({ code: reply.code, data: reply.data ?? null, message: reply.message, messageCode: reply.messageCode ?? null, totalCount: reply.totalCount ?? null });

/**
 * The catalogue list over the fixtures (a top category's key is its id here; the API uses the category's key),
 * and the service inquiry with the API's file-type and size checks. The files themselves are the API's.
 */
const entry = (key: string, name: string, cards: typeof productCards): CatalogueEntry => ({
  key,
  name,
  productCount: cards.length,
  packageCount: cards.reduce((s, p) => s + p.skus.length, 0),
  fileName: `产品目录-${name}`,
  files: { xlsx: catalogueFileUrl(key, 'xlsx'), csv: catalogueFileUrl(key, 'csv') },
});
const under = (id: number, node = categoryTree.find((c) => c.id === id)): number[] => (node ? [node.id, ...node.children.flatMap((c) => under(c.id, c))] : []);

let nextId = 1;

export const downloadHandlers = [
  mock(downloads.catalogueList, () =>
    ok([
      entry(CATALOGUE_ALL, '全部产品', productCards),
      ...categoryTree.map((root) => {
        const ids = new Set(under(root.id));
        return entry(String(root.id), root.name, productCards.filter((p) => ids.has(p.categoryId)));
      }),
    ]),
  ),
  // The upload's fields arrive as multipart (mock() leaves an upload's body to the resolver): parsed here with the contract's rule.
  http.post(routeOf(serviceRequest.submit.path), async ({ request }) => {
    const type = request.headers.get('content-type') ?? '';
    let fields: unknown;
    let file: File | null = null;
    if (type.startsWith('multipart/form-data')) {
      const form = await request.formData();
      const f = form.get('file');
      file = f instanceof File && f.size > 0 ? f : null;
      fields = Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
    } else {
      fields = await request.json().catch(() => ({}));
    }
    const parsed = serviceRequestFields.safeParse(fields);
    if (!parsed.success) return answer(rejected(parsed.error.issues[0].message));
    if (file) {
      if (file.size > SERVICE_FILE_MAX_BYTES) return answer(rejected(`文件过大，不能超过 ${SERVICE_FILE_MAX_BYTES / 1024 / 1024} MB（file）`));
      const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
      const isPdf = head[0] === 0x25 && head[1] === 0x50 && head[2] === 0x44 && head[3] === 0x46;
      const isPng = head[0] === 0x89 && head[1] === 0x50;
      const isJpeg = head[0] === 0xff && head[1] === 0xd8;
      if (!isPdf && !isPng && !isJpeg) return answer(rejected(SERVICE_MSG.badFile));
    }
    return answer(ok<DataOf<typeof serviceRequest.submit>>({ id: nextId++ }));
  }),
];
