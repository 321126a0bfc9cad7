import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import DocumentsList, { lotsOnSale } from '@/components/catalogue/DocumentsList';
import { lotCoaUrl, msdsUrl, type ProductDocument, type StoredDocument } from '@/lib/api/contract/documents';
import { productDetails } from '@/mocks/fixtures/catalogue';

/** 资料下载 on the goods detail: MSDS, the COA of each lot on sale, other uploaded COAs. */
const p = productDetails.find((d) => d.lots.filter((l) => l.onSale).length >= 2) ?? productDetails[0];
const API = '/api';
const generatedMsds: ProductDocument = {
  source: 'generated',
  kind: 'msds',
  productId: p.id,
  certBatch: null,
  language: 'zh',
  title: `${p.nameCn} 安全技术说明书（MSDS）`,
  fileName: `${p.nameCn}_安全技术说明书（MSDS）.pdf`,
  url: msdsUrl(p.id),
};
const uploadedCoa = (batch: string, id: number): StoredDocument => ({
  source: 'upload',
  id,
  kind: 'coa',
  productId: p.id,
  certBatch: batch,
  language: 'zh',
  title: `${p.nameCn} 分析证书（COA） 批号 ${batch}`,
  fileName: `${batch}.pdf`,
  size: 200 * 1024,
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-01-01T00:00:00.000Z',
  url: `/mall/shopping/product/api/prodproduct/document/${id}`,
});
const props = { productId: p.id, brandName: p.brandName, code: p.code, apiBase: API, coaTotal: 0, coa: [] as StoredDocument[], msds: [] as ProductDocument[] };

describe('资料下载 on the goods detail', () => {
  it('lists the COA of every lot on sale with its batch, expiry and a download link', () => {
    const onSale = lotsOnSale(p.lots);
    expect(onSale.length).toBeGreaterThan(0);
    render(<DocumentsList {...props} lots={p.lots} />);
    const section = screen.getByRole('region', { name: '资料下载' });
    for (const lot of onSale) {
      const row = within(section).getByTestId(`lot-coa-${lot.lotNo}`);
      expect(within(row).getByText(`批号 ${lot.lotNo}`)).toBeTruthy();
      expect(within(row).getByText(`在售批次 · ${lot.expiryKind === 'expiry' ? '有效期至' : '复验期'} ${lot.expiresOn}`)).toBeTruthy();
      expect(within(row).getByRole('link', { name: /下载 COA/ }).getAttribute('href')).toBe(`${API}${lotCoaUrl(p.id, lot.lotNo)}`);
    }
    // No MSDS recorded: no MSDS row.
    expect(within(section).queryByText('安全技术说明书（MSDS）')).toBeNull();
  });

  it('lists a generated MSDS (marked 商城生成) and uploaded COAs of other batches; a batch on sale is listed once', () => {
    const [first] = lotsOnSale(p.lots);
    render(<DocumentsList {...props} lots={p.lots} msds={[generatedMsds]} coa={[uploadedCoa(first.lotNo, 11), uploadedCoa('2019A01', 12)]} coaTotal={2} />);
    const msdsRow = screen.getByText('安全技术说明书（MSDS）').closest('div')!;
    const msdsLink = within(msdsRow).getByRole('link', { name: /下载中文版/ });
    expect(msdsLink.getAttribute('href')).toBe(`${API}${msdsUrl(p.id)}`);
    expect(within(msdsLink).getByText('（商城生成）')).toBeTruthy();
    expect(screen.getAllByText(`批号 ${first.lotNo}`)).toHaveLength(1);
    const old = screen.getByText('批号 2019A01').closest('div')!;
    expect(within(old).getByRole('link', { name: /下载中文版/ }).getAttribute('href')).toBe(`${API}/mall/shopping/product/api/prodproduct/document/12`);
    expect(within(old).getByText('（200 KB）')).toBeTruthy();
  });

  it('is absent when there is nothing to download', () => {
    const { container } = render(<DocumentsList {...props} lots={p.lots.map((l) => ({ ...l, onSale: null }))} />);
    expect(container.innerHTML).toBe('');
  });
});
