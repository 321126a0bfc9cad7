import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { PAGE_GUIDE_MSG as G } from '@/lib/messages';
import { routes } from '@/lib/routes';
import { mockHelpArticle, mockHelpTree } from '@/mocks/fixtures/content';

/*
 * Pages opened without their query answer a short guide — what the page is for and links that lead somewhere —
 * instead of the 404 page; a malformed query is still the 404 page. Rendered from the page modules themselves.
 */
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));
vi.mock('next/navigation', () => ({
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));
vi.mock('@/lib/content/read', () => ({
  readHelpTree: async () => ({ ok: true, data: mockHelpTree }),
  readHelpArticle: async (id: number) => {
    const a = mockHelpArticle(id);
    return a ? { ok: true, data: a } : { ok: false, refused: true, message: '文章不存在' };
  },
}));

type Page = (props: { searchParams: Promise<Record<string, string>> }) => Promise<ReactElement>;
const pages = {
  orderPayment: () => import('@/app/(main)/orderCenter/orderPayment/page'),
  paymentBill: () => import('@/app/(main)/settlementPage/payment/paymentBill/page'),
  successAliPage: () => import('@/app/(assistant)/successAliPage/page'),
  productConfirmation: () => import('@/app/(main)/productConfirmation/page'),
  helpLogin: () => import('@/app/(help)/helpCenter/loginProblem/page'),
  helpMember: () => import('@/app/(help)/helpCenter/memberProblem/page'),
};

async function show(name: keyof typeof pages, query: Record<string, string>) {
  const page = (await pages[name]()).default as Page;
  return render(await page({ searchParams: Promise.resolve(query) }));
}

/** The guide's title, text and links (label → href), as a visitor reads them. */
function guide() {
  const panel = within(screen.getByTestId('page-guide'));
  return {
    title: panel.getByRole('heading', { level: 1 }).textContent,
    text: panel.getByRole('heading', { level: 1 }).nextElementSibling?.textContent,
    links: panel.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]),
  };
}

describe('a page opened without its query guides the visitor', () => {
  it.each([
    ['orderPayment', {}, G.orderPaymentTitle, G.orderPaymentText, [[G.myOrders, routes.orderCenter], [G.cart, routes.settlementCenter]]],
    ['paymentBill', { id: '' }, G.paymentBillTitle, G.paymentBillText, [[G.myOrders, routes.orderCenter], [G.payHelp, routes.helpTopic('member', 'pay-methods')]]],
    ['successAliPage', {}, G.payResultTitle, G.payResultText, [[G.myOrders, routes.orderCenter], [G.home, routes.home]]],
    ['productConfirmation', { skuId: '3' }, G.confirmationTitle, G.confirmationText, [[G.productCenter, routes.productCenter], [G.quickOrder, routes.quickOrder]]],
  ] as const)('%s %o', async (name, query, title, text, links) => {
    await show(name, query);
    expect(guide()).toEqual({ title, text, links });
  });

  it('a malformed query is still the 404 page', async () => {
    await expect(show('orderPayment', { id: 'abc' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(show('paymentBill', { id: '-1' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(show('successAliPage', { payNo: '<x>' })).rejects.toThrow('NEXT_NOT_FOUND');
    await expect(show('productConfirmation', { id: '1.5' })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});

describe('a help page given the id of a group', () => {
  it("lists the group's questions to choose from (the group is a heading of the menu, not an article)", async () => {
    await show('helpLogin', { id: '1' });
    expect(guide()).toEqual({
      title: '账号与登录',
      text: G.helpGroupText('账号与登录', '注册、登录、密码与微信绑定'),
      links: [
        ['如何注册账号', routes.helpLogin(2)],
        ['登录方式说明', routes.helpLogin(3)],
      ],
    });
  });

  it('of the other section too (its links go to that section), and with an external link in it', async () => {
    await show('helpLogin', { id: '10' });
    expect(guide().links).toEqual([
      ['支付方式', routes.helpMemberFor(11)],
      ['发票说明', routes.helpMemberFor(12)],
    ]);
    await show('helpMember', { id: '20' });
    expect(screen.getAllByRole('link', { name: '国家药品监督管理局' }).at(-1)?.getAttribute('href')).toBe(routes.jumpIndex('https://www.nmpa.gov.cn/'));
  });

  it('an article still shows the article; an unknown id is the 404 page', async () => {
    await show('helpMember', { id: '11' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('支付方式');
    expect(screen.queryByTestId('page-guide')).toBeNull();
    await expect(show('helpMember', { id: '999' })).rejects.toThrow('NEXT_NOT_FOUND');
  });
});
