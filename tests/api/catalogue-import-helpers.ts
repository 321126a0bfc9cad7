import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { exited, freePort, startApi, waitHealthy, type ApiProcess } from '../../bench/api-process';
import { createApiClient, type CallInput } from '../../lib/api/client';
import { catalogueImport, type ImportJob, type ImportMapping } from '../../lib/api/contract/catalogue-import';
import { API_KEY_HEADER, type Endpoint } from '../../lib/api/contract/endpoint';
import { KEY_PERMISSIONS } from '../../lib/api/contract/staff';
import { casCheckDigit } from '../../lib/chem/cas';
import { getRDKit } from '../../server/chem/rdkit';
import { openDatabase, type Db } from '../../server/db/client';
import { apiKeys, brands, products } from '../../server/db/schema';
import { seedCatalogue } from '../../server/db/seed/seed';
import { loadRefs } from '../../server/services/catalogue-import/refs';
import { storedKey } from '../../server/services/staff/api-keys';
import { ok } from './contract-calls';
import { OPERATOR_KEY, type TestApi } from './harness';
import { admin } from './order-helpers';

/* Shared by the catalogue import tests: files built from the seeded catalogue or from made-up compounds, and jobs driven to their end. */

export type Headers = Record<string, string>;

/** A made-up compound no seeded product has: a long chain with one of eight end groups (i < 320). */
export function madeUp(i: number) {
  const ends = ['O', 'N', 'Cl', 'Br', 'F', 'S', 'C#N', 'C(=O)O'];
  const n = String(9_900_000 + i);
  return { smiles: `${'C'.repeat(14 + (i % 40))}${ends[Math.floor(i / 40) % ends.length]}`, cas: `${n}-11-${casCheckDigit(`${n}11`)}` };
}

export async function molblockOf(smiles: string, v3000 = false): Promise<string> {
  const rdkit = await getRDKit();
  const mol = rdkit.get_mol(smiles)!;
  try {
    return v3000 ? mol.get_v3Kmolblock() : mol.get_molblock();
  } finally {
    mol.delete();
  }
}

export interface SdfRecord {
  title?: string;
  molblock: string;
  fields: { [name: string]: string };
}

export const sdf = (records: SdfRecord[]) =>
  records
    .map((r) => {
      const mol = r.molblock.replace(/^[^\n]*/, r.title ?? '');
      return `${mol.replace(/\s+$/, '')}\n${Object.entries(r.fields)
        .map(([k, v]) => `> <${k}>\n${v}\n\n`)
        .join('')}$$$$\n`;
    })
    .join('');

/** The product fields of a made-up compound as the template's columns name them. */
export function productFields(code: string, i: number, brand = 'RefMall 标准品', category = '对照品/解热镇痛抗炎药/水杨酸类') {
  return { 货号: code, 中文名: `测试化合物${i}`, 英文名: `Test compound ${i}`, CAS号: madeUp(i).cas, 纯度: '≥98%', 储存条件: '2-8℃，避光密封保存', 运输条件: '冰袋运输', 品牌: brand, 分类: category };
}

/** Seeded products with their brand and category as an import names them. */
export async function seeded(api: TestApi, n: number) {
  const refs = await loadRefs(api.database.db);
  const rows = await api.database.db.select().from(products).innerJoin(brands, eq(brands.id, products.brandId)).orderBy(asc(products.id)).limit(n);
  return rows.map(({ products: p, brands: b }) => ({ ...p, brandName: b.name, categoryPath: refs.pathOf(p.categoryId) }));
}

export async function xlsx(rows: (string | number | null)[][]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('商品');
  for (const r of rows) ws.addRow(r);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A workbook of inline strings written by hand, its cell texts as given (exceljs would escape or drop some). */
export function inlineXlsx(rows: string[][]): Uint8Array {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const ref = (x: number, y: number) => `${String.fromCharCode(65 + x)}${y + 1}`;
  const sheet = rows.map((r, y) => `<row r="${y + 1}">${r.map((v, x) => `<c r="${ref(x, y)}" t="inlineStr"><is><t>${esc(v)}</t></is></c>`).join('')}</row>`).join('');
  const ns = 'http://schemas.openxmlformats.org';
  const rel = (type: string, target: string) => `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/${type}" Target="${target}"/></Relationships>`;
  return zipSync({
    '_rels/.rels': strToU8(rel('officeDocument', 'xl/workbook.xml')),
    'xl/workbook.xml': strToU8(`<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    'xl/_rels/workbook.xml.rels': strToU8(rel('worksheet', 'worksheets/sheet1.xml')),
    'xl/worksheets/sheet1.xml': strToU8(`<?xml version="1.0"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${sheet}</sheetData></worksheet>`),
  });
}

export async function upload(api: TestApi, name: string, content: string | Uint8Array, h: Headers = admin) {
  const form = new FormData();
  form.append('file', new Blob([typeof content === 'string' ? new TextEncoder().encode(content) : new Uint8Array(content)]), name);
  return api.upload(catalogueImport.upload, form, h);
}

export async function uploaded(api: TestApi, name: string, content: string | Uint8Array, h: Headers = admin): Promise<ImportJob> {
  return ok(await upload(api, name, content, h));
}

/** Polls the job until its phase ends (done, cancelled or failed). */
export async function settled(api: TestApi, id: number, h: Headers = admin, timeoutMs = 60_000): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = ok(await api.call(catalogueImport.jobDetail, { params: { id } }, h));
    if (['done', 'cancelled', 'failed'].includes(job.status)) return job;
    if (Date.now() > until) throw new Error(`job ${id} still ${job.status} (${job.done}/${job.total})`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function dryRun(api: TestApi, job: ImportJob, mapping: ImportMapping = job.suggested, h: Headers = admin): Promise<ImportJob> {
  ok(await api.call(catalogueImport.check, { params: { id: job.id }, body: { mapping } }, h));
  const done = await settled(api, job.id, h);
  expect(done, done.error ?? '').toMatchObject({ phase: 'check', status: 'done' });
  return done;
}

export async function applied(api: TestApi, id: number, h: Headers = admin): Promise<ImportJob> {
  ok(await api.call(catalogueImport.apply, { params: { id } }, h));
  const done = await settled(api, id, h);
  expect(done, done.error ?? '').toMatchObject({ phase: 'apply', status: 'done' });
  return done;
}

export async function problemsOf(api: TestApi, id: number, phase?: 'check' | 'apply') {
  return ok(await api.call(catalogueImport.problems, { params: { id }, query: phase ? { phase } : {}, pageSize: 500 }, admin));
}

export const productsCoded = (api: TestApi, codes: string[]) => api.database.db.select().from(products).where(inArray(products.code, codes));

/**
 * The real API process (server/main.ts) on a data folder (PGlite) or a database (PostgreSQL, TEST_DATABASE_URL) of
 * its own, copied from the run's seeded template and holding OPERATOR_KEY: started, killed and started again by a
 * test, its calls made over HTTP with the storefront's typed client.
 */
export async function spawnedShop() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-import-kill-'));
  const template = inject('seedTemplate');
  const adminUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let dbName: string | undefined;
  if (adminUrl) {
    dbName = `t_kill_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(template?.kind === 'postgres' ? `create database ${dbName} template ${template.database}` : `create database ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    url = u.toString();
  }
  const open = () => (url ? openDatabase({ url }) : openDatabase({ dataDir, loadDataDir: template?.kind === 'pglite' ? new Blob([fs.readFileSync(template.file)]) : undefined }));
  const first = await open();
  if (!template) {
    await first.migrate();
    await seedCatalogue(first.db);
  }
  await first.db.insert(apiKeys).values(storedKey('测试运营', OPERATOR_KEY, KEY_PERMISSIONS));
  await first.close();
  const env = { DATA_DIR: dataDir, SEED_ON_START: 'false', CATALOGUE_IMPORT_BATCH: '10', ...(url ? { DATABASE_URL: url } : {}) };
  const running: ApiProcess[] = [];
  const client = (p: ApiProcess) => createApiClient({ baseURL: p.origin, getToken: () => null, headers: { [API_KEY_HEADER]: OPERATOR_KEY }, timeoutMs: 30_000, hardGuardMs: 30_000 });
  const shop = {
    start: async () => {
      const started = performance.now();
      const p = startApi(env, await freePort());
      running.push(p);
      await waitHealthy(p, started, 90_000);
      return p;
    },
    call: <E extends Endpoint>(p: ApiProcess, ep: E, input: CallInput<E> = {}) => client(p).call(ep, input),
    settled: async (p: ApiProcess, id: number): Promise<ImportJob> => {
      for (;;) {
        const job = await shop.call(p, catalogueImport.jobDetail, { params: { id } });
        if (['done', 'cancelled', 'failed'].includes(job.status)) return job;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    /** The database itself, with no API running on it. */
    inspect: async (look: (db: Db) => Promise<void>) => {
      const database = url ? await openDatabase({ url }) : await openDatabase({ dataDir });
      try {
        await look(database.db);
      } finally {
        await database.close();
      }
    },
    close: async () => {
      for (const p of running) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(running.map((p) => exited(p.child)));
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (adminUrl && dbName) {
        const admin = new pg.Client({ connectionString: adminUrl });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
  return shop;
}
