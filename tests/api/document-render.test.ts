import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../lib/api/contract';
import { lotCoaUrl, msdsUrl } from '../../lib/api/contract/documents';
import { lots, skus } from '../../server/db/schema';
import { darkShare } from '../support/png';
import { ok } from './contract-calls';
import { createTestApi, type TestApi } from './harness';

/**
 * Page 1 of a generated COA and MSDS rendered to PNG by poppler's pdftoppm (as a customer's viewer would
 * draw them), and checked to be a page with text on it rather than a blank one — glyphs missing from the
 * embedded font subset would leave it blank. The PNGs stay in the temp folder named below, to be looked at.
 */
const pdftoppm = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-render-'));

let api: TestApi;
beforeAll(async () => {
  if (pdftoppm) api = await createTestApi();
}, 240_000);
afterAll(async () => {
  await api?.close();
});

async function pageOne(url: string, name: string) {
  const res = await api.app.request(url);
  expect(res.status).toBe(200);
  const pdf = path.join(out, `${name}.pdf`);
  fs.writeFileSync(pdf, Buffer.from(await res.arrayBuffer()));
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', pdf, path.join(out, `${name}-p1`)]);
  const png = fs.readFileSync(path.join(out, `${name}-p1.png`));
  console.info(`page 1 of the generated ${name}: ${path.join(out, `${name}-p1.png`)}`);
  return darkShare(png);
}

describe.skipIf(!pdftoppm)('generated documents rendered by pdftoppm (poppler-utils; skipped when pdftoppm is not installed)', () => {
  it('page 1 of a quantitative lot’s COA is an A4 page with text on it', async () => {
    const [row] = await api.database.db
      .select({ productId: skus.productId, lotNo: lots.lotNo })
      .from(lots)
      .innerJoin(skus, eq(skus.id, lots.skuId))
      .where(isNotNull(lots.certifiedValue))
      .orderBy(asc(lots.id))
      .limit(1);
    const page = await pageOne(lotCoaUrl(row.productId, row.lotNo), 'coa');
    // A4 at 60 dpi: about 496 × 702 pixels (poppler rounds up).
    expect(Math.abs(page.width - 496)).toBeLessThanOrEqual(1);
    expect(Math.abs(page.height - 702)).toBeLessThanOrEqual(1);
    expect(page.dark).toBeGreaterThan(0.01);
    expect(page.dark).toBeLessThan(0.3);
  });

  it('page 1 of potassium permanganate’s MSDS is an A4 page with text and pictograms on it', async () => {
    const kmno4 = ok(await api.call(contract.search.productByBrandCode, { query: { brandName: 'hengzhun', code: 'RM-K010' } }));
    const page = await pageOne(msdsUrl(kmno4.id), 'msds');
    expect(Math.abs(page.width - 496)).toBeLessThanOrEqual(1);
    expect(Math.abs(page.height - 702)).toBeLessThanOrEqual(1);
    expect(page.dark).toBeGreaterThan(0.01);
    expect(page.dark).toBeLessThan(0.3);
  });
});
