import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import ProductRow from '@/components/catalogue/ProductRow';
import ControlMarks from '@/components/regulatory/ControlMarks';
import GhsPictogram from '@/components/regulatory/GhsPictogram';
import HazardPanel from '@/components/regulatory/HazardPanel';
import { GHS_PICTOGRAM_CODES, type HazardSummary } from '@/lib/api/contract/regulatory';
import { REG_MSG } from '@/lib/messages';
import { productCards, productDetails } from '@/mocks/fixtures/catalogue';

const NONE = { precursorCategory: null, explosivePrecursor: false, hazardous: false } as const;
const PERMANGANATE = { precursorCategory: 3, explosivePrecursor: true, hazardous: true } as const;
const marks = () => within(screen.getByRole('list', { name: REG_MSG.marksLabel })).getAllByRole('listitem').map((li) => li.textContent);

describe('ControlMarks', () => {
  it('shows the 易制毒 category, 易制爆 and 危险化学品', () => {
    render(<ControlMarks controls={PERMANGANATE} />);
    expect(marks()).toEqual(['易制毒第三类', '易制爆', '危险化学品']);
  });

  it('has a compact form for lines', () => {
    render(<ControlMarks controls={{ precursorCategory: 1, explosivePrecursor: false, hazardous: false }} compact />);
    expect(marks()).toEqual(['易制毒一类']);
  });

  it('shows nothing for an uncontrolled product', () => {
    const { container } = render(<ControlMarks controls={NONE} />);
    expect(container.textContent).toBe('');
  });
});

describe('GhsPictogram', () => {
  it('is an image named by its code and Chinese name', () => {
    render(<GhsPictogram code="GHS05" />);
    expect(screen.getByRole('img', { name: 'GHS05 腐蚀' })).toBeTruthy();
  });

  it('draws all nine pictograms', () => {
    render(
      <>
        {GHS_PICTOGRAM_CODES.map((c) => (
          <GhsPictogram key={c} code={c} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual([
      'GHS01 爆炸弹',
      'GHS02 火焰',
      'GHS03 圆圈上方火焰',
      'GHS04 气瓶',
      'GHS05 腐蚀',
      'GHS06 骷髅和交叉骨',
      'GHS07 感叹号',
      'GHS08 健康危险',
      'GHS09 环境',
    ]);
  });
});

describe('HazardPanel (goods detail)', () => {
  const hazard: HazardSummary = {
    signalWord: '危险',
    pictograms: ['GHS03', 'GHS07', 'GHS08', 'GHS09'],
    hStatements: [
      { code: 'H272', text: '可加剧燃烧；氧化剂' },
      { code: 'H302', text: '吞咽有害' },
    ],
    unNumber: 'UN1490',
    transportClass: '5.1',
    packingGroup: 'II',
  };

  it('shows the marks, pictograms, signal word, H statements and transport classification', () => {
    render(<HazardPanel controls={PERMANGANATE} hazard={hazard} />);
    const panel = screen.getByRole('region', { name: REG_MSG.hazardTitle });
    expect(within(panel).getByText('易制毒第三类')).toBeTruthy();
    expect(within(panel).getByRole('img', { name: 'GHS03 圆圈上方火焰' })).toBeTruthy();
    expect(within(panel).getAllByRole('img')).toHaveLength(4);
    expect(within(panel).getByText('危险')).toBeTruthy();
    expect(within(panel).getByText('H272 可加剧燃烧；氧化剂')).toBeTruthy();
    expect(panel.textContent).toContain('联合国编号 UN1490，危险货物类别 5.1，包装类别 II');
  });

  it('says so for a controlled product without recorded GHS data, and shows nothing when there is neither', () => {
    const { unmount } = render(<HazardPanel controls={{ precursorCategory: 2, explosivePrecursor: false, hazardous: false }} hazard={null} />);
    expect(screen.getByText('易制毒第二类')).toBeTruthy();
    expect(screen.getByText(REG_MSG.noHazardData)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    const { container } = render(<HazardPanel controls={NONE} hazard={null} />);
    expect(container.textContent).toBe('');
  });

  it('renders the mock NDMA detail as the API gives it: 危险化学品 with skull, health hazard and environment', () => {
    const ndma = productDetails.find((p) => p.cas === '62-75-9')!;
    render(<HazardPanel controls={ndma.controls} hazard={ndma.hazard} />);
    expect(screen.getByText('危险化学品')).toBeTruthy();
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('aria-label'))).toEqual(['GHS06 骷髅和交叉骨', 'GHS08 健康危险', 'GHS09 环境']);
    expect(screen.getByText('H350 可能致癌')).toBeTruthy();
  });
});

describe('product list row', () => {
  it('carries the compact marks of a controlled product', () => {
    const ndma = productCards.find((p) => p.cas === '62-75-9')!;
    render(
      <table>
        <tbody>
          <ProductRow product={ndma} />
        </tbody>
      </table>,
    );
    expect(marks()).toEqual(['危化品']);
  });
});
