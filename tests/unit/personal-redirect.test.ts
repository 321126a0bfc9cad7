import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
import { NextRequest } from 'next/server';
import { proxy } from '../../proxy';
import { routes } from '../../lib/routes';

describe('the login redirect of a gated personal-centre path', () => {
  it('keeps ?needAuthentication=1, so the real-name prompt opens after the login', () => {
    const res = proxy(new NextRequest(`http://shop.test${routes.needAuthentication}`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130' } }));
    expect(res.status).toBe(307);
    const to = new URL(res.headers.get('location')!);
    expect(to.pathname).toBe(routes.login);
    expect(to.searchParams.get('redirect')).toBe(routes.needAuthentication);
  });
});
