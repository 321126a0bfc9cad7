import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import QuickOrder from '@/components/cart/QuickOrder';
import { resetCartMocks } from '@/mocks/handlers/cart';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE, resetAuthStore, useAuthStore } from '@/stores/auth';
import { listStores } from '@/stores/user-stores';
import { xlsxFromRows } from '../../support/xlsx';
import { renderWithApp, resetNav } from '../catalogue/helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('../catalogue/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/* /quickOrder's file upload: an .xlsx fills the box and resolves; a refused file leaves the typed text. */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetNav('/quickOrder');
  resetCartMocks();
  resetAuthStore();
  for (const store of listStores) store.getState().reset();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-1-1');
  useAuthStore.setState({ status: 'in' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const upload = (name: string, bytes: BlobPart, type = XLSX_TYPE) =>
  fireEvent.change(screen.getByTestId('quick-file'), { target: { files: [new File([bytes], name, { type })] } });
const box = () => screen.getByLabelText('货号或CAS号，每行一个') as HTMLTextAreaElement;
const alertWith = (text: string) => screen.findByText(text, { selector: '[role=alert] *' });

describe('quick order upload', () => {
  it('an .xlsx with a header row fills the box with its lines and resolves them', async () => {
    renderWithApp(<QuickOrder />);
    fireEvent.change(box(), { target: { value: 'typed before' } });
    upload('订单.xlsx', xlsxFromRows([['货号', '规格', '数量'], ['RM-R00101', '100mg', 2], [], ['XX-404', null, 1]]));
    await waitFor(() => expect(box().value).toBe('RM-R00101 100mg 2\nXX-404 1'));
    expect(await screen.findByText('已识别')).toBeTruthy();
    expect(screen.getByText('未找到')).toBeTruthy();
    expect(screen.getByText('阿司匹林')).toBeTruthy();
    expect(screen.getByText('可加入', { exact: false }).textContent).toContain('1 / 2');
  });

  it('refused files show the reason and keep the typed text: .xls, too big, corrupt, empty sheet, over 200 lines', async () => {
    renderWithApp(<QuickOrder />);
    fireEvent.change(box(), { target: { value: 'RM-R00101 1' } });

    upload('old.xls', new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'application/vnd.ms-excel');
    expect(await alertWith('不支持旧版 Excel（.xls）文件，请在 Excel 中“另存为” .xlsx 或 CSV 后上传')).toBeTruthy();

    upload('big.xlsx', new Uint8Array(2 * 1024 * 1024 + 1));
    expect(await alertWith('文件不能超过 2 MB')).toBeTruthy();

    upload('renamed.xlsx', 'RM-R00101,1\n');
    expect(await alertWith('无法读取该 Excel 文件：文件已损坏或不是 .xlsx 格式，请在 Excel 中重新保存后上传')).toBeTruthy();

    upload('blank.xlsx', xlsxFromRows([[], [null, '  ']]));
    expect(await alertWith('第一个工作表中没有可识别的行，请把货号或CAS号和数量放在第一个工作表中')).toBeTruthy();

    upload('many.xlsx', xlsxFromRows(Array.from({ length: 201 }, (_, i) => [`RM-${i}`, 1])));
    expect(await alertWith('最多 200 行，当前 201 行，请分批下单')).toBeTruthy();

    upload('notes.pdf', '%PDF-1.7', 'application/pdf');
    expect(await alertWith('仅支持 .xlsx、.csv 或 .txt 文件')).toBeTruthy();

    expect(box().value).toBe('RM-R00101 1');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
