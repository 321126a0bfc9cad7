import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@/lib/api/client';
import { catalogueImport, IMPORT_MSG } from '@/lib/api/contract/catalogue-import';
import { STAFF_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { staff } from '@/lib/api/contract/staff';
import { MOCK_PASSWORD, MOCK_SMS_CODE, sha256Hex } from '@/mocks/fixtures/user';
import { createMockServer } from '@/mocks/node';

/* The catalogue import mocks: a job that moves on with each poll, and one whose import fails half-way (chosen by the file's name). */
const server = createMockServer();
let client: ApiClient;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const anon = createApiClient({ baseURL: 'http://mall.test', getToken: () => null });
  const { challenge } = await anon.call(staff.loginPassword, { body: { account: '13700137000', passwd: sha256Hex(MOCK_PASSWORD) } });
  const { token } = await anon.call(staff.loginCode, { body: { challenge, code: MOCK_SMS_CODE } });
  client = createApiClient({ baseURL: 'http://mall.test', getToken: () => null, headers: { [STAFF_TOKEN_HEADER]: token } });
});
afterAll(() => server.close());

async function upload(name: string) {
  const form = new FormData();
  form.append('file', new File(['货号,中文名\nA,B\n'], name));
  return client.call(catalogueImport.upload, { form });
}
async function poll(id: number) {
  const seen: number[] = [];
  for (let i = 0; i < 10; i++) {
    const job = await client.call(catalogueImport.jobDetail, { params: { id } });
    seen.push(job.done);
    if (['done', 'failed', 'cancelled'].includes(job.status)) return { job, seen };
  }
  throw new Error('the mock job never ended');
}

describe('catalogue import mocks', () => {
  it('advance a job on each poll through the dry run and the import', async () => {
    const job = await upload('目录.xlsx');
    await expect(client.call(catalogueImport.apply, { params: { id: job.id } })).rejects.toThrow(IMPORT_MSG.notChecked);
    await client.call(catalogueImport.check, { params: { id: job.id }, body: { mapping: job.suggested } });
    const checked = await poll(job.id);
    expect(checked.seen).toEqual([0, 3, 6, 9, 10]);
    expect(checked.job.checked).toEqual({ total: 10, created: 6, updated: 1, unchanged: 1, refused: 2 });
    expect(await client.call(catalogueImport.problems, { params: { id: job.id } })).toHaveLength(2);
    await client.call(catalogueImport.apply, { params: { id: job.id } });
    expect((await poll(job.id)).job).toMatchObject({ phase: 'apply', status: 'done', counts: { created: 6, updated: 1, unchanged: 1, refused: 2 } });
  });

  it('fail an import half-way when the file name says fail', async () => {
    const job = await upload('目录-fail.xlsx');
    await client.call(catalogueImport.check, { params: { id: job.id }, body: { mapping: job.suggested } });
    expect((await poll(job.id)).job.status).toBe('done');
    await client.call(catalogueImport.apply, { params: { id: job.id } });
    expect((await poll(job.id)).job).toMatchObject({ phase: 'apply', status: 'failed', done: 5, error: IMPORT_MSG.failed });
  });
});
