import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import ViewToggle from '@/components/catalogue/ViewToggle';
import { parseViewMode, VIEW_MODE_COOKIE } from '@/lib/catalogue/viewMode';
import { MSG } from '@/lib/messages';
import { nav, resetNav } from './helpers';

vi.mock('next/navigation', async () => {
  const { nav } = await import('./helpers');
  return { useRouter: () => nav.router, usePathname: () => nav.pathname };
});

beforeEach(() => resetNav());

const button = (label: string) => screen.getByRole('button', { name: new RegExp(label) });

describe('ViewToggle (SPEC: 1 big picture, 2 list, kept in a cookie)', () => {
  it('writes viewMode=2 for 列表 and asks the server for the page again', () => {
    render(<ViewToggle view="1" />);
    expect(button(MSG.viewGrid).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button(MSG.viewList));
    expect(Cookies.get(VIEW_MODE_COOKIE)).toBe('2');
    expect(nav.router.refresh).toHaveBeenCalledTimes(1);
    expect(button(MSG.viewList).getAttribute('aria-pressed')).toBe('true');
    expect(button(MSG.viewGrid).getAttribute('aria-pressed')).toBe('false');
  });

  it('writes viewMode=1 for 大图; the chosen mode again does nothing', () => {
    render(<ViewToggle view="2" />);
    fireEvent.click(button(MSG.viewList));
    expect(nav.router.refresh).not.toHaveBeenCalled();
    fireEvent.click(button(MSG.viewGrid));
    expect(Cookies.get(VIEW_MODE_COOKIE)).toBe('1');
    expect(nav.router.refresh).toHaveBeenCalledTimes(1);
  });

  it('reads the cookie value strictly (anything but 2 is the big-picture view)', () => {
    expect(parseViewMode('2')).toBe('2');
    expect(parseViewMode('1')).toBe('1');
    expect(parseViewMode(undefined)).toBe('1');
    expect(parseViewMode('list')).toBe('1');
  });
});
