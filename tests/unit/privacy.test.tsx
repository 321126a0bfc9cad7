import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import Privacy from '@/app/(main)/agreementPrivacy/Privacy';
import { REMEMBERED_ACCOUNT_KEY } from '@/components/auth/rememberedAccount';
import { VIEW_MODE_COOKIE } from '@/lib/catalogue/viewMode';
import { COOKIE, LOCAL_KEY, SESSION_KEY, VIEW_MODE_COOKIE_DAYS } from '@/lib/constants';
import { BROWSER_STORAGE, LIST_SYNC_KEYS, STORAGE_KIND_LABEL } from '@/lib/privacy';
import { AUTH_COOKIE } from '@/stores/auth';
import { INTER_QUOTATION, REQUIRELIST, SHOPPING_CART } from '@/stores/cart-items';
import { SOURCE_PATH_KEY } from '@/stores/login-modal';
import { GUIDE_COOKIE } from '@/components/guide/visibility';
import { CHUNK_RELOAD_KEY } from '@/lib/chunkReload';
import { VIEWPORT_WIDTH_COOKIE } from '@/lib/http/mobileView';
import { CUSTOMIZED_GOODS_KEY } from '@/stores/customized-goods';
import { HISTORY_TERMS_COOKIE, HISTORY_TYPES_COOKIE } from '@/stores/search-history';
import { TAB_STARTED_KEY } from '@/stores/tab-seed';

/*
 * /agreementPrivacy section 二 lists exactly the cookies and storage keys the shop writes, with lifetimes
 * from the constants the code uses. The source scan at the end fails when code starts writing a key
 * through an expression this file does not know: give the key a constant in lib/constants.ts, an entry
 * in lib/privacy.ts, and a line in WRITE_KEYS below.
 */

interface Row {
  names: string[];
  kind: string;
  purpose: string;
  lifetime: string;
}

function renderedRows(): Row[] {
  render(<Privacy />);
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1) // the header
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return {
        names: Array.from(cells[0].querySelectorAll('code')).map((c) => c.textContent ?? ''),
        kind: cells[1].textContent ?? '',
        purpose: cells[2].textContent ?? '',
        lifetime: cells[3].textContent ?? '',
      };
    });
}

const constantKeys = [...Object.values(COOKIE), SESSION_KEY.cart, SESSION_KEY.inquiry, SESSION_KEY.loginSourcePath, SESSION_KEY.chunkReload, SESSION_KEY.customizedGoods, SESSION_KEY.tabStarted, SESSION_KEY.staffSession, LIST_SYNC_KEYS, ...Object.values(LOCAL_KEY)];

describe('privacy policy: cookies and browser storage', () => {
  it('renders one row per entry of lib/privacy.ts, with its names, kind and lifetime', () => {
    expect(renderedRows()).toEqual(
      BROWSER_STORAGE.map((e) => ({ names: [...e.names], kind: STORAGE_KIND_LABEL[e.kind], purpose: e.purpose, lifetime: e.lifetime })),
    );
  });

  it('names exactly the cookie and storage keys of lib/constants.ts, each once', () => {
    const shown = renderedRows().flatMap((r) => r.names);
    expect([...shown].sort()).toEqual([...constantKeys].sort());
    expect(new Set(shown).size).toBe(shown.length);
  });

  it('gives the lifetimes the code sets: login 2 h or 30 days, view mode a year, search history 7 days, guide 30000 hours', () => {
    const rows = renderedRows();
    const row = (name: string) => rows.find((r) => r.names.includes(name))!;
    expect(row('token').lifetime).toMatch(/普通登录 2 小时.*30 天/);
    expect(row('viewMode').lifetime).toBe(`${VIEW_MODE_COOKIE_DAYS} 天`);
    expect(VIEW_MODE_COOKIE_DAYS).toBe(365);
    expect(row('resultArray').lifetime).toContain('7 天');
    expect(row('SHOPPING_CART').kind).toBe('会话存储');
    expect(row('REQUIRELIST').kind).toBe('本地存储');
    expect(row('firstlogin').lifetime).toBe('30000 小时（约 3.4 年；Chrome、Edge 等浏览器最长保存 400 天）');
    expect(row('refmall.chunkReload').kind).toBe('会话存储');
    render(<Privacy />);
    expect(screen.queryAllByText(/问题反馈/)).toHaveLength(0);
  });
});

/** Every key expression the storefront writes storage with, and the keys it stands for. */
const WRITE_KEYS: Record<string, readonly string[]> = {
  'AUTH_COOKIE.token': [AUTH_COOKIE.token],
  'AUTH_COOKIE.userName': [AUTH_COOKIE.userName],
  'AUTH_COOKIE.loginStatus': [AUTH_COOKIE.loginStatus],
  'AUTH_COOKIE.remember': [AUTH_COOKIE.remember],
  HISTORY_TERMS_COOKIE: [HISTORY_TERMS_COOKIE],
  HISTORY_TYPES_COOKIE: [HISTORY_TYPES_COOKIE],
  VIEW_MODE_COOKIE: [VIEW_MODE_COOKIE],
  SOURCE_PATH_KEY: [SOURCE_PATH_KEY],
  REMEMBERED_ACCOUNT_KEY: [REMEMBERED_ACCOUNT_KEY],
  GUIDE_COOKIE: [GUIDE_COOKIE],
  VIEWPORT_WIDTH_COOKIE: [VIEWPORT_WIDTH_COOKIE],
  CHUNK_RELOAD_KEY: [CHUNK_RELOAD_KEY],
  CUSTOMIZED_GOODS_KEY: [CUSTOMIZED_GOODS_KEY],
  TAB_STARTED_KEY: [TAB_STARTED_KEY],
  // stores/staff-session.ts: zustand's persist under its `name`.
  'SESSION_KEY.staffSession': [SESSION_KEY.staffSession],
  // stores/list-store.ts: a list's own key, and its pending-merge key `${SYNC_KEY_PREFIX}${name}`.
  'config.storageKey': [SHOPPING_CART, INTER_QUOTATION, REQUIRELIST],
  syncKey: [LIST_SYNC_KEYS],
  // components/catalogue/actions.ts addToCollection(storage, key: CollectionKey, …)
  key: [SHOPPING_CART, INTER_QUOTATION, REQUIRELIST],
};

const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['app', 'components', 'lib', 'stores', 'server', 'proxy.ts'];

function sourceFiles(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!fs.statSync(abs).isDirectory()) return [rel];
  return fs.readdirSync(abs, { withFileTypes: true }).flatMap((d) => {
    const child = path.join(rel, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' ? [] : sourceFiles(child);
    return /\.(ts|tsx)$/.test(d.name) ? [child] : [];
  });
}

interface Write {
  file: string;
  expression: string;
}

/** Cookie and storage writes of the source, with the expression that names the key (null: cannot tell). */
function storageWrites(): { writes: Write[]; unknown: string[] } {
  const writes: Write[] = [];
  const unknown: string[] = [];
  for (const file of SOURCE_DIRS.flatMap(sourceFiles)) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    for (const m of text.matchAll(/(?:\bCookies\.set|\.setItem)\(\s*([^,)]+?)\s*,/g)) writes.push({ file, expression: m[1] });
    // zustand's persist writes under its options' `name`; one without a name it can read is unknown.
    const persisted = [...text.matchAll(/\bpersist\s*\([\s\S]*?\bname:\s*([\w.]+)\s*,/g)];
    for (const m of persisted) writes.push({ file, expression: m[1] });
    if ((text.match(/\bpersist\s*\(/g) ?? []).length !== persisted.length) unknown.push(`${file}: persist( without a name`);
    // Ways of setting a cookie that do not go through the calls above.
    for (const m of text.matchAll(/document\.cookie\s*=|set-cookie|\bsetCookie\s*\(/gi)) unknown.push(`${file}: ${m[0]}`);
  }
  return { writes, unknown };
}

describe('the source writes no cookie or storage key the privacy policy does not list', () => {
  const { writes, unknown } = storageWrites();

  it('finds the writes it knows about (the scan itself works)', () => {
    const files = new Set(writes.map((w) => w.file.split(path.sep).join('/')));
    for (const f of ['stores/auth.ts', 'stores/search-history.ts', 'components/catalogue/ViewToggle.tsx', 'stores/list-storage.ts', 'stores/login-modal.ts']) {
      expect(files, f).toContain(f);
    }
  });

  it('names every key through a known constant, and every such key is on the page', () => {
    const shown = new Set(BROWSER_STORAGE.flatMap((e) => e.names));
    const strays = writes.filter((w) => !(w.expression in WRITE_KEYS)).map((w) => `${w.file}: ${w.expression}`);
    expect(strays, 'storage written under a key this test does not know').toEqual([]);
    expect(unknown, 'cookies or persisted state written another way').toEqual([]);
    for (const w of writes) for (const name of WRITE_KEYS[w.expression]) expect(shown, `${w.file}: ${w.expression}`).toContain(name);
  });
});
