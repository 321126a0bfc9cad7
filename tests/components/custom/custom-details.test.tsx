import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import CustomDetails from '@/components/custom/CustomDetails';
import { CUSTOM_MSG } from '@/lib/api/contract/custom';
import { submitCustomRequest, uploadCustomAttachment } from '@/lib/api/custom';
import { quoteCustomMock, resetCustomMocks } from '@/mocks/handlers/custom';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation } from '../orders/helpers';
import { USER, aspirinRequest, inDays, mockClient } from './helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCustomMocks();
  resetNavigation('/customizedServices/customDetails');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = mockClient;
const form = aspirinRequest({ documents: ['COA', 'HNMR'] });

describe('定制需求详情', () => {
  it('shows the request and its quote; 拒绝报价 turns it 已拒绝', async () => {
    const { id } = await submitCustomRequest(client(USER), form);
    quoteCustomMock(id, { priceFen: 380_000, leadDays: 21, validUntil: inDays(7), remark: '含 COA、HNMR' });
    renderWithQuery(<CustomDetails id={id} />);
    expect(await screen.findByText(/¥3,800\.00，交货周期 21 天/)).toBeTruthy();
    expect(screen.getByText('COA、HNMR')).toBeTruthy();
    expect(screen.getByText('含 COA、HNMR')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /拒绝报价/ }));
    expect(await screen.findByText('已拒绝')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /拒绝报价/ })).toBeNull();
  });

  it("cancels before a quote; another buyer's request answers 不存在", async () => {
    const { id } = await submitCustomRequest(client(USER), form);
    const theirs = await submitCustomRequest(client(8), form);
    const view = renderWithQuery(<CustomDetails id={id} />);
    fireEvent.click(await screen.findByRole('button', { name: /取消需求/ }));
    expect(await screen.findByText('已取消')).toBeTruthy();
    view.unmount();
    renderWithQuery(<CustomDetails id={theirs.id} />);
    expect((await screen.findByRole('alert')).textContent).toContain(CUSTOM_MSG.notFound);
  });

  it('lists the attachments with their sizes; 下载 fetches the file with the session', async () => {
    const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
    const file = await uploadCustomAttachment(client(USER), new File([PNG], 'structure.png', { type: 'image/png' }));
    const { id } = await submitCustomRequest(client(USER), { ...form, attachmentIds: [file.id] });
    const saved: Blob[] = [];
    const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:custom-attachment';
    });
    renderWithQuery(<CustomDetails id={id} />);
    const section = await screen.findByRole('region', { name: '附件' });
    expect(section.textContent).toContain('structure.png');
    expect(section.textContent).toContain('1 KB');
    fireEvent.click(screen.getByRole('button', { name: '下载 structure.png' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(new Uint8Array(await saved[0].arrayBuffer())).toEqual(PNG);
    created.mockRestore();
  });
});
