import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import DesktopUrl from '@/app/(mobile)/mobileView/DesktopUrl';
import MobileGuard from '@/components/layout/MobileGuard';

/*
 * The "redirect trap": /mobileView shows the full address of the page the window was sent away from,
 * copies it whole, links back to it (返回电脑版), and goes back there by itself once the window is wide
 * again — writing the width so that proxy.ts does not send the reloaded page here once more.
 */

const PAGE = '/goodsDetail/12?skuId=3';
let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

function at(url: string, width: number) {
  window.history.replaceState(null, '', url);
  window.innerWidth = width;
}

beforeEach(() => {
  replace = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'replace').mockImplementation(replace);
  Cookies.remove('viewportWidth', { path: '/' });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.innerWidth = 1440;
});

describe('/mobileView', () => {
  it('shows the full address of the page asked for and copies all of it, not just the host', async () => {
    at(`/mobileView?from=${encodeURIComponent(PAGE)}`, 900);
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<DesktopUrl />);
    expect(screen.getByText(`${window.location.host}${PAGE}`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回电脑版' }).getAttribute('href')).toBe(PAGE);
    fireEvent.click(screen.getByRole('button', { name: '复制网址' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${window.location.origin}${PAGE}`));
    // Narrow: it stays, and the width is written for the server.
    expect(replace).not.toHaveBeenCalled();
    expect(Cookies.get('viewportWidth')).toBe('900');
  });

  it('goes back to the page once the window is widened to 1024 px or more, writing the new width', () => {
    at(`/mobileView?from=${encodeURIComponent(PAGE)}`, 900);
    render(<DesktopUrl />);
    act(() => {
      window.innerWidth = 1023;
      window.dispatchEvent(new Event('resize'));
    });
    expect(replace).not.toHaveBeenCalled();
    act(() => {
      window.innerWidth = 1440;
      window.dispatchEvent(new Event('resize'));
    });
    expect(replace).toHaveBeenCalledWith(PAGE);
    expect(Cookies.get('viewportWidth')).toBe('1440');
  });

  it('opened (or reloaded) in a wide window, goes back at once; without a page, to the home page', () => {
    at(`/mobileView?from=${encodeURIComponent(PAGE)}`, 1440);
    const first = render(<DesktopUrl />);
    expect(replace).toHaveBeenCalledWith(PAGE);
    first.unmount();
    replace.mockClear();
    at('/mobileView', 1280);
    render(<DesktopUrl />);
    expect(replace).toHaveBeenCalledWith('/');
  });

  it('never sends a visitor to another site, whatever ?from= says', () => {
    at(`/mobileView?from=${encodeURIComponent('//evil.example/login')}`, 900);
    render(<DesktopUrl />);
    expect(screen.getByRole('link', { name: '返回电脑版' }).getAttribute('href')).toBe('/');
    expect(screen.getByText(`${window.location.host}/`)).toBeTruthy();
  });
});

describe('the width guard of desktop pages', () => {
  it('sends a narrowed window to /mobileView keeping the page, and writes the width', () => {
    vi.useFakeTimers();
    at(`${PAGE}#documents`, 1440);
    render(<MobileGuard />);
    act(() => vi.advanceTimersByTime(300));
    expect(replace).not.toHaveBeenCalled();
    expect(Cookies.get('viewportWidth')).toBe('1440');
    act(() => {
      window.innerWidth = 800;
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(300);
    });
    expect(replace).toHaveBeenCalledWith(`/mobileView?from=${encodeURIComponent(`${PAGE}#documents`)}`);
    expect(Cookies.get('viewportWidth')).toBe('800');
  });
});
