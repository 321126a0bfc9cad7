import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import CustomRequestForm from '@/components/custom/CustomRequestForm';
import { CUSTOM_MSG } from '@/lib/api/contract/custom';
import { myCustomRequests } from '@/lib/api/custom';
import { resetCustomMocks } from '@/mocks/handlers/custom';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { CUSTOMIZED_GOODS_KEY, useCustomizedGoods } from '@/stores/customized-goods';
import { resetUserStores } from '@/stores/user-stores';
import { renderWithQuery, resetNavigation, router } from '../orders/helpers';
import { USER, inDays, mockClient } from './helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetCustomMocks();
  useCustomizedGoods.getState().reset();
  resetNavigation('/customizedServices');
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const buyer = mockClient();
const type = (label: string | RegExp, value: string) => {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value } });
  fireEvent.blur(box);
};
const submit = () => fireEvent.click(screen.getByRole('button', { name: /提交需求/ }));
const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
const pdf = (name: string) => new File(['%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' });
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
/** The 上传附件 picker (antd Upload's file input, labelled for assistive technology). */
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('上传附件'), { target: { files } });
const attachmentList = () => screen.getByRole('list', { name: '附件' });

describe('定制合成需求 form', () => {
  it('says what is missing: the structure, the quantity, the deadline', async () => {
    renderWithQuery(<CustomRequestForm />);
    submit();
    expect(await screen.findByText(new RegExp(CUSTOM_MSG.structureRequired))).toBeTruthy();
    expect(screen.getByText(new RegExp(CUSTOM_MSG.quantityRequired))).toBeTruthy();
    expect(screen.getByText(new RegExp(CUSTOM_MSG.deadlineRequired))).toBeTruthy();
    expect(await myCustomRequests(buyer, undefined, 1)).toEqual([]);
  });

  it("shows the server's refusal of a wrong CAS check digit, then sends a good request to the success page", async () => {
    renderWithQuery(<CustomRequestForm />);
    type('CAS 号', '50-78-3');
    type('数量', '500');
    type('期望交货', inDays(30));
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(CUSTOM_MSG.casInvalid));
    type('CAS 号', '50-78-2');
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(expect.stringMatching(/^\/customizedServices\/customizedsuccess\?no=DZ\d{12}$/)));
    const [sent] = await myCustomRequests(buyer, undefined, 1);
    expect(sent).toMatchObject({ cas: '50-78-2', quantity: 500, unit: 'mg', purity: '≥98%', documents: ['COA'], stateText: '待报价' });
  });

  it('uploads a chosen file at once, lists it, and sends its id with the request', async () => {
    renderWithQuery(<CustomRequestForm />);
    // (An ASCII name: the test's multipart round trip does not decode UTF-8 file names; the API test covers Chinese ones.)
    choose(pdf('synthesis-route.pdf'));
    expect(await within(await screen.findByRole('list', { name: '附件' })).findByText('synthesis-route.pdf')).toBeTruthy();
    type('CAS 号', '50-78-2');
    type('数量', '2');
    type('期望交货', inDays(30));
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const [sent] = await myCustomRequests(buyer, undefined, 1);
    expect(sent.attachments.map((a) => [a.name, a.mime])).toEqual([['synthesis-route.pdf', 'application/pdf']]);
    // Sent: the draft is gone.
    expect(sessionStorage.getItem(CUSTOMIZED_GOODS_KEY)).toBeNull();
  });

  it("shows the server's refusal under the field (a text file named .pdf), and refuses a fourth file in the browser", async () => {
    renderWithQuery(<CustomRequestForm />);
    choose(new File(['这不是 PDF'], 'spec.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(CUSTOM_MSG.attachmentType)).toBeTruthy();
    choose(png('1.png'), png('2.png'), png('3.png'));
    await waitFor(() => expect(within(attachmentList()).getAllByRole('listitem')).toHaveLength(3));
    await waitFor(() => expect(screen.queryByText(CUSTOM_MSG.attachmentType)).toBeNull());
    choose(png('4.png'));
    expect(await screen.findByText(CUSTOM_MSG.attachmentTooMany)).toBeTruthy();
    expect(within(attachmentList()).queryByText('4.png')).toBeNull();
    // Removing one makes room again.
    fireEvent.click(screen.getByRole('button', { name: '删除附件 2.png' }));
    choose(png('4.png'));
    await waitFor(() => expect(within(attachmentList()).getByText('4.png')).toBeTruthy());
    expect(within(attachmentList()).getAllByRole('listitem').map((li) => li.textContent?.replace('×', ''))).toEqual(['1.png', '3.png', '4.png']);
  });

  it('restores the draft (fields and attachments) after leaving the page; logout clears it', async () => {
    const first = renderWithQuery(<CustomRequestForm />);
    type('化合物名称', '乙酰水杨酸');
    type('数量', '250');
    type('备注', '需提供 HPLC 原始谱图');
    choose(png('structure.png'));
    expect(await within(await screen.findByRole('list', { name: '附件' })).findByText('structure.png')).toBeTruthy();
    first.unmount();

    const second = renderWithQuery(<CustomRequestForm />);
    expect(await screen.findByText('已恢复您上次未提交的需求内容')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('化合物名称')).toHaveProperty('value', '乙酰水杨酸'));
    expect(screen.getByLabelText('数量')).toHaveProperty('value', '250');
    expect(screen.getByLabelText('备注')).toHaveProperty('value', '需提供 HPLC 原始谱图');
    expect(within(attachmentList()).getByText('structure.png')).toBeTruthy();
    // No file bytes in the browser's storage: the id and the name only.
    expect(JSON.parse(sessionStorage.getItem(CUSTOMIZED_GOODS_KEY)!).attachments).toEqual([{ id: expect.any(Number), name: 'structure.png' }]);
    second.unmount();

    resetUserStores();
    expect(sessionStorage.getItem(CUSTOMIZED_GOODS_KEY)).toBeNull();
    renderWithQuery(<CustomRequestForm />);
    await screen.findByLabelText('化合物名称');
    expect(screen.getByLabelText('化合物名称')).toHaveProperty('value', '');
    expect(screen.queryByRole('list', { name: '附件' })).toBeNull();
  });
});
