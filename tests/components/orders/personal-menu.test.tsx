import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import SideMenu from '@/components/layout/SideMenu';
import { PERSONAL_GROUPS } from '@/components/layout/personalMenu';
import { resetNavigation } from './helpers';

vi.mock('next/navigation', async () => (await import('./helpers')).navigation);

const menu = () => render(<SideMenu title="个人中心" groups={PERSONAL_GROUPS} />);
const current = () => screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);

describe('personal-centre menu on the order pages', () => {
  beforeEach(() => resetNavigation());

  it.each(['/orderCenter?status=unpaid&pageNo=2', '/orderCenter/orderDetaile?id=5', '/orderCenter/orderPayment?id=5', '/orderCenter/orderConfirm?id=5'])('%s: 我的订单 is current', (href) => {
    resetNavigation(href);
    menu();
    expect(screen.getByRole('link', { name: '我的订单' }).getAttribute('href')).toBe('/orderCenter');
    expect(current()).toEqual(['我的订单']);
  });

  it("我的询价 opens the list of the user's inquiries, not the inquiry basket", () => {
    menu();
    expect(screen.getByRole('link', { name: '我的询价' }).getAttribute('href')).toBe('/inquiryCenter/inquiryList');
  });

  it('/orderCenter/myCustom: 定制订单, not 我的订单', () => {
    resetNavigation('/orderCenter/myCustom');
    menu();
    expect(current()).toEqual(['定制订单']);
  });
});
