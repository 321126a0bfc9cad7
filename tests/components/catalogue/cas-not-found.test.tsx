import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { generateMetadata } from '@/app/(main)/[cas]/not-found';
import CasPage, { generateMetadata as pageMetadata } from '@/app/(main)/[cas]/page';
import CasNotFound from '@/components/catalogue/CasNotFound';
import { casMissOf } from '@/components/catalogue/catchAll';

vi.mock('server-only', () => ({}));
// The API's answer for a CAS no goods carry (a refusal), or a failure of the API itself.
const read = vi.hoisted(() => ({ answer: { ok: false, refused: true, message: '商品不存在' } as { ok: false; refused: boolean; message: string } }));
vi.mock('@/lib/catalogue/read', () => ({ readProductByCas: vi.fn(async () => read.answer) }));
const nav = vi.hoisted(() => ({ pathname: '/' }));
vi.mock('next/navigation', async (importOriginal) => ({ ...(await importOriginal<typeof import('next/navigation')>()), usePathname: () => nav.pathname }));

/* The 404 of an invalid /{cas} named nothing; it now says which CAS number and what is wrong. */

const titleOf = async (cas: string) => (await generateMetadata({ params: Promise.resolve({ cas }) })).title;
const at = (path: string) => {
  nav.pathname = path;
  return render(<CasNotFound />);
};

describe('the /{cas} 404', () => {
  it('tells a wrong check digit from a CAS number no goods carry, and leaves other segments generic', () => {
    expect(casMissOf('50-78-3')).toEqual({ kind: 'invalid', cas: '50-78-3' });
    expect(casMissOf('7732-18-5')).toEqual({ kind: 'missing', cas: '7732-18-5' });
    for (const other of ['wp-login.php', 'favicon.ico', 'abc', '50-78', '%E0%A4%A']) expect(casMissOf(other), other).toBeNull();
  });

  it('gives the page a specific title', async () => {
    expect(await titleOf('50-78-3')).toBe('CAS 号 50-78-3 无效');
    expect(await titleOf('7732-18-5')).toBe('未找到 CAS 号为 7732-18-5 的商品');
    expect(await titleOf('wp-login.php')).toBe('页面不存在');
  });

  it("names it in the page's own metadata too, but not when the API failed", async () => {
    const pageTitle = async (cas: string) => (await pageMetadata({ params: Promise.resolve({ cas }) })).title;
    expect(await pageTitle('50-78-3')).toBe('CAS 号 50-78-3 无效');
    expect(await pageTitle('7732-18-5')).toBe('未找到 CAS 号为 7732-18-5 的商品');
    expect(await pageTitle('wp-login.php')).toBeUndefined();
    read.answer = { ok: false, refused: false, message: '服务器异常，请稍后重试' };
    expect(await pageTitle('7732-18-5')).toBeUndefined();
    read.answer = { ok: false, refused: true, message: '商品不存在' };
  });

  it('says it in the page body, with the way back home', () => {
    at('/50-78-3');
    expect(screen.getByRole('heading', { level: 1, name: 'CAS 号 50-78-3 无效' })).toBeTruthy();
    expect(screen.getByText('50-78-3 不是有效的 CAS 号：最后一位校验位不符。请核对号码，或按名称、货号搜索。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });

  it('names a valid CAS number that no goods carry', () => {
    at('/7732-18-5');
    expect(screen.getByRole('heading', { level: 1, name: '未找到 CAS 号为 7732-18-5 的商品' })).toBeTruthy();
  });

  it('keeps the generic 404 for anything else', () => {
    at('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: '抱歉，您访问的页面不存在' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
  });

  it('is still a 404: the page calls notFound() for a wrong check digit, before any API call', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    await expect(CasPage({ params: Promise.resolve({ cas: '50-78-3' }) })).rejects.toMatchObject({ digest: 'NEXT_HTTP_ERROR_FALLBACK;404' });
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
