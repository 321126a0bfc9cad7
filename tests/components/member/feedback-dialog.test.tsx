import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import FeedbackDialog from '@/components/member/FeedbackDialog';
import { resetMemberMocks } from '@/mocks/handlers/member';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithQuery, resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const USER = 31;
const server = createMockServer();
let uploads: string[] = [];
let suggestions: unknown[] = [];
const watch = async ({ request }: { request: Request }) => {
  if (request.method !== 'POST') return;
  if (request.url.includes('/news/host/upload')) uploads.push(request.url);
  if (request.url.includes('/userSuggest/suggest/add')) suggestions.push(await request.clone().json());
};
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', watch);
});
beforeEach(() => {
  resetMemberMocks();
  resetNavigation('/');
  uploads = [];
  suggestions = [];
  Cookies.set(AUTH_COOKIE.token, `mock-token-${USER}-1`);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PNG = Uint8Array.from(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'));
const png = (name: string, size = PNG.length) => new File([PNG, new Uint8Array(Math.max(0, size - PNG.length))], name, { type: 'image/png' });
const choose = (...files: File[]) => fireEvent.change(screen.getByLabelText('添加图片'), { target: { files } });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the feedback dialog', () => {
  it('shows the SPEC §5 messages for an empty form and a wrong mobile, and sends nothing', async () => {
    const onClose = vi.fn();
    renderWithQuery(<FeedbackDialog open onClose={onClose} />);
    // antd spaces a two-character label: 提 交.
    fireEvent.click(await screen.findByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请检查必填信息')).toBeTruthy();
    expect(screen.getByText('请填写有效的建议')).toBeTruthy();
    expect(screen.getByText('请填写信息')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();

    type('反馈内容', '希望支持按 CAS 号批量询价');
    type('姓名', '王工');
    // Second digit 2: not a mainland mobile.
    type('手机号码', '12912345678');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(screen.queryByText('请填写有效的建议')).toBeNull());
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    expect(screen.getByText('请检查必填信息')).toBeTruthy();
    expect(suggestions).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses images by SPEC §5 before sending (type by content, 2 MB, at most 3), then sends the feedback with its images', async () => {
    const onClose = vi.fn();
    renderWithQuery(<FeedbackDialog open onClose={onClose} />);
    await screen.findByLabelText('反馈内容');

    choose(new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('只能上传格式正确的图片（PNG、JPG）')).toBeTruthy();
    // Named and typed as a PNG, but its bytes are not one.
    choose(new File(['<svg onload="x()"/>'], 'fake.png', { type: 'image/png' }));
    expect(await screen.findByText('只能上传格式正确的图片（PNG、JPG）')).toBeTruthy();
    choose(png('big.png', 2 * 1024 * 1024 + 1));
    expect(await screen.findByText('图片大小不能超过 2MB')).toBeTruthy();
    expect(uploads).toEqual([]);

    choose(png('1.png'), png('2.png'));
    expect(await screen.findByAltText('2.png')).toBeTruthy();
    expect(uploads).toHaveLength(2);

    type('反馈内容', '订单详情页希望显示批号');
    type('姓名', '王工');
    type('手机号码', '13912345678');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]).toMatchObject({ content: '订单详情页希望显示批号', name: '王工', phone: '13912345678' });
    expect((suggestions[0] as { files: unknown[] }).files).toHaveLength(2);
  });
});
