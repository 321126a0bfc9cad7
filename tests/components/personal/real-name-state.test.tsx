import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RealNameFact, RealNamePrompt } from '@/components/personal/RealName';
import Verification from '@/components/personal/Verification';
import { resetIdentityMocks, setIdentityMockCase } from '@/mocks/handlers/identity';
import { createMockServer } from '@/mocks/node';
import { AUTH_COOKIE } from '@/stores/auth';
import { renderWithApp } from '../catalogue/helpers';

/*
 * The personal centre's real-name state: the 实名认证 fact, the needAuthentication prompt and the form read
 * one source (the verification case), so they never contradict each other — before and after a submission.
 */

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetIdentityMocks();
  Cookies.set(AUTH_COOKIE.token, 'mock-token-2-1');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);

/** The page's parts as /personalCenter?needAuthentication=1 places them. */
function show() {
  renderWithApp(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RealNamePrompt />
      <dl>
        <dt>实名认证</dt>
        <dd data-testid="fact">
          <RealNameFact />
        </dd>
      </dl>
      <Verification />
    </QueryClientProvider>,
  );
}
const fact = () => screen.getByTestId('fact').textContent;

describe('/personalCenter: the real-name state', () => {
  it('未认证: the fact, SPEC §5 prompt and the form; after submitting, all say 审核中 at once and the prompt goes', async () => {
    show();
    await screen.findByRole('button', { name: /提交认证/ });
    expect(fact()).toBe('未认证');
    expect(screen.getByRole('alert').textContent).toContain('您还未完成实名认证');
    fireEvent.change(screen.getByLabelText('真实姓名'), { target: { value: '王小明' } });
    fireEvent.change(screen.getByLabelText('身份证号码'), { target: { value: '310101200002290015' } });
    fireEvent.change(screen.getByLabelText('身份证人像面'), { target: { files: [new File([PNG as BlobPart], 'front.png', { type: 'image/png' })] } });
    fireEvent.change(screen.getByLabelText('身份证国徽面'), { target: { files: [new File([JPEG as BlobPart], 'back.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(screen.queryByText('选择图片')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: /提交认证/ }));
    expect(await screen.findByText('实名认证审核中，通常 1 个工作日内完成')).toBeTruthy();
    await waitFor(() => expect(fact()).toBe('审核中'));
    expect(screen.queryByText('您还未完成实名认证')).toBeNull();
  });

  it.each([
    [1 as const, '审核中', '实名认证审核中，通常 1 个工作日内完成', false],
    [2 as const, '已认证', '已完成实名认证', false],
    [3 as const, '未通过', '实名认证未通过：照片模糊。请修改后重新提交', true],
  ])('status %s: the fact says %s and the section says so; the prompt only when the form is offered', async (status, text, section, prompts) => {
    setIdentityMockCase(2, status, status === 3 ? '照片模糊' : null);
    show();
    expect(await screen.findByText(section)).toBeTruthy();
    expect(fact()).toBe(text);
    expect(screen.queryByText('您还未完成实名认证') !== null).toBe(prompts);
    expect(screen.queryByRole('button', { name: /提交认证/ }) !== null).toBe(prompts);
  });
});
