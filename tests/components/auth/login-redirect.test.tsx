import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import LoginPanel from '@/components/auth/LoginPanel';
import { resetUserMocks } from '@/mocks/handlers/user';
import { createMockServer } from '@/mocks/node';
import { resetAuthStore } from '@/stores/auth';
import { resetLoginModal } from '@/stores/login-modal';
import { nav, renderWithApp, resetNav, type } from './helpers';

/* /login?redirect=%2F%09%2Fevil.example%2Fx (and %0A, %0D) lands on the shop after an SMS login. */

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetUserMocks();
  resetNav();
  resetAuthStore();
  resetLoginModal();
});
afterEach(() => {
  server.resetHandlers();
  window.history.replaceState(null, '', '/');
});
afterAll(() => server.close());

describe('login page redirect', () => {
  it.each(['%2F%09%2Fevil.example%2Fx', '%2F%0A%2Fevil.example%2Fx', '%2F%0D%2Fevil.example%2Fx', '%2F%5Cevil.example'])('?redirect=%s lands on the home page', async (raw) => {
    // /login is prerendered: the panel reads the query from the address bar.
    window.history.replaceState(null, '', `/login?redirect=${raw}`);
    renderWithApp(<LoginPanel mode="page" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/'));
    expect(nav.router.replace).toHaveBeenCalledTimes(1);
  });

  it('?redirect=/personalCenter?tab=1 from the address bar is followed', async () => {
    window.history.replaceState(null, '', `/login?redirect=${encodeURIComponent('/personalCenter?tab=1')}`);
    renderWithApp(<LoginPanel mode="page" />);
    type('手机号', '13800138000');
    type('短信验证码', '123456');
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    await waitFor(() => expect(nav.router.replace).toHaveBeenCalledWith('/personalCenter?tab=1'));
  });
});
