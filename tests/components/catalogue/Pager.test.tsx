import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import Pager from '@/components/catalogue/Pager';
import { pageHref, pageWindow, parseJump } from '@/components/catalogue/pagerModel';
import { MSG } from '@/lib/messages';
import { nav, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

const BASE = '/productCenter/productClassifyList/0?brandName=%E8%B0%B1%E6%BA%90%E6%9D%82%E8%B4%A8';

beforeEach(() => resetNav());

const jump = (value: string) => {
  fireEvent.change(screen.getByRole('textbox'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: MSG.pagerJump }));
};

describe('Pager jump box (SPEC §4: only integers 1..last)', () => {
  it.each(['0', '27', '-1', '2.5', '1e1', 'abc', '', ' ', '０３', '3页', '0x10', '999999999999999999999'])('refuses %j with a hint and does not navigate', (value) => {
    render(<Pager pageNo={1} totalCount={258} pageSize={10} hrefBase={BASE} />);
    jump(value);
    expect(screen.getByRole('alert').textContent).toBe(MSG.pagerJumpHint(26));
    expect(nav.router.push).not.toHaveBeenCalled();
  });

  it.each([
    ['1', BASE],
    ['2', `${BASE}&pageNo=2`],
    ['26', `${BASE}&pageNo=26`],
    [' 13 ', `${BASE}&pageNo=13`],
  ])('accepts %j', (value, href) => {
    render(<Pager pageNo={5} totalCount={258} pageSize={10} hrefBase={BASE} />);
    jump(value);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(nav.router.push).toHaveBeenCalledWith(href);
  });

  it('clears the hint when the buyer types again', () => {
    render(<Pager pageNo={1} totalCount={30} pageSize={10} hrefBase="/x" />);
    jump('9');
    expect(screen.getByRole('alert').textContent).toBe('请输入 1-3 之间的整数页码');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '3' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Pager links', () => {
  it('shows 上一页 disabled on page 1, next/last as links and the total', () => {
    render(<Pager pageNo={1} totalCount={258} pageSize={10} hrefBase="/x" />);
    expect(screen.getByText(MSG.pagerPrev).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: MSG.pagerNext }).getAttribute('href')).toBe('/x?pageNo=2');
    expect(screen.getByRole('link', { name: MSG.pagerLast }).getAttribute('href')).toBe('/x?pageNo=26');
    expect(screen.getByText(MSG.pagerTotal(258))).toBeTruthy();
    expect(screen.getByText('1').getAttribute('aria-current')).toBe('page');
  });

  it('on the last page disables 下一页 and 末页', () => {
    render(<Pager pageNo={26} totalCount={258} pageSize={10} hrefBase="/x" />);
    expect(screen.getByText(MSG.pagerNext).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText(MSG.pagerLast).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('link', { name: MSG.pagerPrev }).getAttribute('href')).toBe('/x?pageNo=25');
    expect(screen.getByRole('link', { name: MSG.pagerPage(1) }).getAttribute('href')).toBe('/x');
  });
});

describe('pager model', () => {
  it('windows the page numbers with gaps', () => {
    expect(pageWindow(1, 26)).toEqual([1, 2, 3, null, 26]);
    expect(pageWindow(13, 26)).toEqual([1, null, 11, 12, 13, 14, 15, null, 26]);
    expect(pageWindow(4, 26)).toEqual([1, 2, 3, 4, 5, 6, null, 26]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('builds page URLs with pageNo last and page 1 without it', () => {
    expect(pageHref('/a', 1)).toBe('/a');
    expect(pageHref('/a', 3)).toBe('/a?pageNo=3');
    expect(pageHref('/a?sort=mw-asc', 3)).toBe('/a?sort=mw-asc&pageNo=3');
  });

  it('parses jumps strictly', () => {
    expect(parseJump('7', 10)).toBe(7);
    expect(parseJump('10', 10)).toBe(10);
    expect(parseJump('11', 10)).toBeNull();
    expect(parseJump('07', 10)).toBe(7);
    expect(parseJump('7.0', 10)).toBeNull();
  });
});
