import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import MainNav from '@/components/layout/header/MainNav';
import { activeNavHref, NAV_HREFS } from '@/components/layout/header/navSection';
import { resetAuthStore } from '@/stores/auth';
import { nav, resetNav } from '../auth/helpers';

// The mega-menu reads the category tree on the server; withCategories={false} leaves it out here.
vi.mock('server-only', () => ({}));
vi.mock('next/navigation', async () => {
  const { nav } = await import('../auth/helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

/*
 * 产品中心 looked active on every page, and a click in its drop-down left the menu open over the
 * page. The main nav now marks only the entry of the current section (none on pages of no section), and a
 * click in a drop-down closes it.
 */

beforeEach(() => {
  resetNav();
  resetAuthStore();
});

function currentAt(path: string): string[] {
  nav.pathname = path;
  const { container, unmount } = render(<MainNav withCategories={false} />);
  const marked = [...container.querySelectorAll('[aria-current]')].map((a) => a.textContent ?? '');
  unmount();
  return marked;
}

describe('the main nav marks the section of the page', () => {
  it.each([
    ['/', '首页'],
    ['/productCenter', '产品中心'],
    ['/productCenter/productClassifyList/5', '产品中心'],
    ['/goodsDetail/12', '产品中心'],
    ['/50-78-2', '产品中心'],
    ['/searchStructureFormula', '产品中心'],
    ['/qualityControl', '质控样品'],
    ['/methods/allTheMethods', '药典方法'],
    ['/searchCenter/methodsSeach', '药典方法'],
    ['/searchCenter/dataSearchofStandard', '法规标准'],
    ['/standard/standardDetail/3', '法规标准'],
    ['/downloadCenter/downloadSecond/coa', '证书下载'],
    ['/brandCenter/branParticulars/2', '品牌中心'],
    ['/enterpriseIntroduction', '关于我们'],
  ])('%s → %s only', (path, label) => {
    const marked = currentAt(path);
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain(label);
  });

  it.each(['/settlementCenter', '/personalCenter', '/searchCenter', '/helpCenter/loginProblem', '/50-78-3', '/no-such-page', '/productCenterX'])('%s → none', (path) => {
    expect(currentAt(path)).toEqual([]);
  });

  it("says 'page' on the entry's own page and 'true' elsewhere in its section", () => {
    nav.pathname = '/productCenter';
    const { unmount } = render(<MainNav withCategories={false} />);
    expect(screen.getByRole('link', { name: '产品中心' }).getAttribute('aria-current')).toBe('page');
    unmount();
    nav.pathname = '/goodsDetail/12';
    render(<MainNav withCategories={false} />);
    expect(screen.getByRole('link', { name: '产品中心' }).getAttribute('aria-current')).toBe('true');
  });

  it('names only entries that are in the nav', () => {
    for (const path of ['/', '/goodsDetail/1', '/methods', '/standard', '/customizedServices', '/pointsMallCenter', '/newsInformation', '/technical', '/IntermediateSynthesis', '/preparativeSeparation']) {
      expect(NAV_HREFS, path).toContain(activeNavHref(path));
    }
  });
});

describe('a drop-down of the main nav', () => {
  it('closes when one of its links is clicked, and opens again once the pointer leaves or focus comes back', () => {
    nav.pathname = '/goodsDetail/12';
    render(<MainNav withCategories={false} />);
    const about = screen.getByRole('link', { name: '关于我们' }).closest('li')!;
    const link = within(about).getByRole('link', { name: '联系我们' });
    link.focus();
    fireEvent.focus(link);
    expect(about.getAttribute('data-menu')).toBeNull();
    fireEvent.click(link);
    expect(about.getAttribute('data-menu')).toBe('closed');
    expect(about.contains(document.activeElement)).toBe(false); // :focus-within no longer holds it open
    fireEvent.mouseLeave(about);
    expect(about.getAttribute('data-menu')).toBeNull();

    const products = screen.getByRole('link', { name: '产品中心' }).closest('li')!;
    fireEvent.click(screen.getByRole('link', { name: '产品中心' }));
    expect(products.getAttribute('data-menu')).toBe('closed');
    fireEvent.focus(screen.getByRole('link', { name: '产品中心' }));
    expect(products.getAttribute('data-menu')).toBeNull();
  });
});
