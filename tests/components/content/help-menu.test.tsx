import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { helpGroups } from '@/components/content/helpMenu';
import SideMenu from '@/components/layout/SideMenu';
import { mockHelpTree } from '@/mocks/fixtures/content';
import { resetNavigation } from '../orders/helpers';

vi.mock('next/navigation', async () => (await import('../orders/helpers')).navigation);

const menu = () => render(<SideMenu title="帮助中心" groups={helpGroups(mockHelpTree)} />);
const current = () => screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent);

describe('help-centre menu marks the article shown, whatever URL opened it', () => {
  beforeEach(() => resetNavigation());

  it.each([
    ['/helpCenter/memberProblem?id=12', ['发票说明']],
    ['/helpCenter/memberProblem?topic=pay-invoice', ['发票说明']],
    ['/helpCenter/loginProblem?topic=login-modes', ['登录方式说明']],
    // No query: each section page shows its first article.
    ['/helpCenter/memberProblem', ['支付方式']],
    ['/helpCenter/loginProblem', ['如何注册账号']],
  ])('%s', (href, expected) => {
    resetNavigation(href);
    menu();
    expect(current()).toEqual(expected);
  });
});

describe('help-centre menu markup', () => {
  beforeEach(() => resetNavigation('/helpCenter/memberProblem'));

  it('has no headings (it comes before the page h1): the nav is named by its title, each list by its group', () => {
    menu();
    expect(screen.queryAllByRole('heading')).toEqual([]);
    expect(screen.getByRole('navigation', { name: '帮助中心' })).toBeTruthy();
    const lists = screen.getAllByRole('list').map((l) => l.getAttribute('aria-labelledby') && document.getElementById(l.getAttribute('aria-labelledby')!)?.textContent);
    expect(lists).toEqual(helpGroups(mockHelpTree).map((g) => g.title));
  });
});
