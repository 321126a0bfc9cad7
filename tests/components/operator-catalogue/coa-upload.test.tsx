import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ProductEditor from '@/components/operator/catalogue/ProductEditor';
import { documents } from '@/lib/api/contract/documents';
import { DOCUMENT_MAX_BYTES } from '@/lib/constants';
import { DESK_TEXT } from '@/lib/messages/catalogue-desk';
import { http, HttpResponse } from 'msw';
import { routeOf } from '@/mocks/mock';
import { createMockServer } from '@/mocks/node';
import { tinyPdf } from '@/tests/support/pdf';
import { logInConsole, renderDesk } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname, useSearchParams: () => nav.search };
});

/** What reached the upload: its form fields and the file's size. */
const uploads: { fields: Record<string, string>; size: number }[] = [];
// A plain handler: the mock API has no upload of its own (mock() reads a JSON body, an upload is multipart).
const server = createMockServer(
  http.post(routeOf(documents.operatorUpload.path), async ({ request }) => {
    const form = await request.formData();
    const file = form.get('file') as File;
    const fields = Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)]));
    uploads.push({ fields, size: file.size });
    const at = new Date().toISOString();
    const data = { source: 'upload', id: 1, kind: 'coa', productId: Number(fields.prodId), certBatch: fields.certBatch, language: 'zh', title: 'COA', fileName: file.name, url: '/x.pdf', size: file.size, sha256: '0'.repeat(64), uploadedAt: at, replaced: false };
    return HttpResponse.json({ code: 1, message: 'success', data, messageCode: null, totalCount: null });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  uploads.length = 0;
  await logInConsole();
});

async function firstLotPicker() {
  renderDesk(<ProductEditor id={2} />);
  fireEvent.click(await screen.findByRole('tab', { name: new RegExp(DESK_TEXT.tabSkus) }));
  const [picker] = await screen.findAllByLabelText(new RegExp(`^${DESK_TEXT.uploadCoa}（`));
  const lotNo = /（(.+)）$/.exec(picker.getAttribute('aria-label')!)![1];
  return { picker, lotNo, row: () => screen.getByText(lotNo).closest('tr')! };
}
/** The test PDF's bytes as a Blob part. */
const pdf = () => new Uint8Array(tinyPdf());
const choose = (picker: HTMLElement, file: File) => fireEvent.change(picker, { target: { files: [file] } });

describe('a lot’s COA is checked in the browser before it is sent', () => {
  it('refuses a file that is not a PDF by its bytes, and one over the size limit, without sending', async () => {
    const { picker } = await firstLotPicker();
    choose(picker, new File(['GIF89a not a pdf'], 'coa.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(DESK_TEXT.coaNotPdf)).toBeTruthy();
    choose(picker, new File([pdf(), new Uint8Array(DOCUMENT_MAX_BYTES)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(DESK_TEXT.coaTooLarge(DOCUMENT_MAX_BYTES / 1024 / 1024))).toBeTruthy();
    expect(uploads).toHaveLength(0);
  });

  it('sends a PDF as the COA of that product and lot number, and marks the lot 已上传', async () => {
    const { picker, lotNo, row } = await firstLotPicker();
    expect(within(row()).getByText(DESK_TEXT.coaGenerated)).toBeTruthy();
    choose(picker, new File([pdf()], '证书.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(DESK_TEXT.coaDone(lotNo))).toBeTruthy();
    expect(uploads).toEqual([{ fields: { kind: 'coa', prodId: '2', certBatch: lotNo, language: 'zh' }, size: tinyPdf().length }]);
    await waitFor(() => expect(within(row()).getByText(DESK_TEXT.coaUploaded)).toBeTruthy());
  });
});
