import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { CUSTOM_MSG } from '@/lib/api/contract/custom';
import { cancelCustomRequest, customAttachmentFile, customRequestDetail, declineCustomQuote, myCustomRequests, submitCustomRequest, uploadCustomAttachment } from '@/lib/api/custom';
import { quoteCustomMock, resetCustomMocks } from '@/mocks/handlers/custom';
import { createMockServer } from '@/mocks/node';

/* The custom-synthesis mocks answer like the real API (tests/api/custom-synthesis.test.ts), through the real client. */
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => resetCustomMocks());
afterAll(() => server.close());

const buyer = createApiClient({ baseURL: 'http://mall.test', getToken: () => 'mock-token-7-1' });
const other = createApiClient({ baseURL: 'http://mall.test', getToken: () => 'mock-token-8-1' });
const inDays = (n: number) => new Date(Date.now() + 8 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);
const form = { cas: '50-78-2', quantity: 500, unit: 'mg' as const, purity: '≥98%' as const, deadline: inDays(30), documents: ['COA' as const] };

describe('custom synthesis mocks', () => {
  it('submit, list by state, quote, decline; another buyer sees nothing', async () => {
    const { id, requestNo } = await submitCustomRequest(buyer, form);
    expect(requestNo).toMatch(/^DZ\d{12}$/);
    expect((await myCustomRequests(buyer, 'pending', 1)).map((r) => r.stateText)).toEqual(['待报价']);
    await expect(customRequestDetail(other, id)).rejects.toThrow(CUSTOM_MSG.notFound);
    quoteCustomMock(id, { priceFen: 380_000, leadDays: 21, validUntil: inDays(7) });
    expect((await customRequestDetail(buyer, id)).quote?.priceFen).toBe(380_000);
    await expect(cancelCustomRequest(buyer, id)).rejects.toThrow(CUSTOM_MSG.notPending);
    expect((await declineCustomQuote(buyer, id)).stateText).toBe('已拒绝');
  });

  it('refuses a wrong CAS check digit and a past deadline', async () => {
    await expect(submitCustomRequest(buyer, { ...form, cas: '50-78-3' })).rejects.toThrow(CUSTOM_MSG.casInvalid);
    await expect(submitCustomRequest(buyer, { ...form, deadline: inDays(0) })).rejects.toThrow(CUSTOM_MSG.deadlinePast);
  });

  it('attachments: upload by content, bind once at submit, download for the owner only; attachmentIds is not kept', async () => {
    const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
    await expect(uploadCustomAttachment(buyer, new File(['plain text'], 'spec.pdf', { type: 'application/pdf' }))).rejects.toThrow(CUSTOM_MSG.attachmentType);
    const file = await uploadCustomAttachment(buyer, new File([PNG], 'route.png', { type: 'image/png' }));
    expect(file).toMatchObject({ name: 'route.png', mime: 'image/png', size: PNG.byteLength });
    await expect(submitCustomRequest(other, { ...form, attachmentIds: [file.id] })).rejects.toThrow(CUSTOM_MSG.attachmentNotFound);
    const { id } = await submitCustomRequest(buyer, { ...form, attachmentIds: [file.id] });
    const detail = await customRequestDetail(buyer, id);
    expect(detail.attachments.map((a) => a.name)).toEqual(['route.png']);
    expect(detail).not.toHaveProperty('attachmentIds');
    await expect(submitCustomRequest(buyer, { ...form, attachmentIds: [file.id] })).rejects.toThrow(CUSTOM_MSG.attachmentNotFound);
    expect(await myCustomRequests(buyer, undefined, 1)).toHaveLength(1);
    expect(new Uint8Array(await (await customAttachmentFile(buyer, file.id)).arrayBuffer())).toEqual(PNG);
    await expect(customAttachmentFile(other, file.id)).rejects.toThrow(CUSTOM_MSG.attachmentNotFound);
  });
});
