import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import UpgradationPage from '@/app/(jump)/upgradation/page';
import ContactSection from '@/components/company/ContactSection';
import { SUPPORT_HOURS } from '@/lib/constants';
import { site } from '@/lib/site';

/** /enterpriseIntroduction's contact section: the footer's facts (lib/site.ts), highlighted for ?type=1. */
describe('contact section', () => {
  it('shows address, hotline, e-mail, hours, QQ and WeChat from lib/site.ts', () => {
    render(<ContactSection highlight={false} />);
    const section = screen.getByRole('region', { name: '联系我们' });
    for (const text of [site.address, site.hotline, site.email, site.hours, site.qq, site.icp]) expect(section.textContent).toContain(text);
    expect(section.textContent).toContain(`微信搜索“${site.wechat}”`);
    expect(screen.getByRole('link', { name: site.hotline }).getAttribute('href')).toBe(`tel:${site.hotline.replace(/[^\d+]/g, '')}`);
    expect(section.getAttribute('data-highlighted')).toBeNull();
  });

  it("gives SPEC's support hours, Monday to Friday 9:00 to 18:00, like the footer and the side bar", () => {
    render(<ContactSection highlight={false} />);
    const hours = screen.getByText('服务时间').nextElementSibling;
    expect(hours?.textContent).toContain(SUPPORT_HOURS);
    expect(hours?.textContent).toMatch(/9:00-18:00/);
    cleanup();
    // The maintenance page names the same hours.
    render(<UpgradationPage />);
    expect(screen.getByText(/服务时间：/).textContent).toContain(`服务时间：${SUPPORT_HOURS}`);
  });

  it('is highlighted and focused for ?type=1', () => {
    render(<ContactSection highlight />);
    const section = screen.getByRole('region', { name: '联系我们' });
    expect(section.getAttribute('data-highlighted')).toBe('true');
    expect(document.activeElement).toBe(section);
  });
});
