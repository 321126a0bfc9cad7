/*
 * Memory of the catalogue import (docs/api.md "Catalogue import and export", docs/adr/0040-catalogue-import.md):
 * a 50 MB SDF and a 200,000-row XLSX (shared strings, as Excel writes them), each uploaded to a real API process
 * (server/main.ts on a PostgreSQL server of its own, so the database's memory is not the API's) and dry-run for
 * DRY_RUN_MS: the counting pass over the whole file, then batches. Measured from outside: the API process's peak
 * resident set (VmHWM, reset before each step through /proc/<pid>/clear_refs) over its resident set before the step.
 *
 *   npx tsx bench/catalogue-import.ts            (Linux; needs the PostgreSQL binaries, like the PostgreSQL test pass)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import { catalogueImport, IMPORT_TEMPLATE_COLUMNS, type ImportJob } from '../lib/api/contract/catalogue-import';
import { API_KEY_HEADER } from '../lib/api/contract/endpoint';
import { KEY_PERMISSIONS } from '../lib/api/contract/staff';
import { casCheckDigit } from '../lib/chem/cas';
import { startPostgres } from '../scripts/pg-server.mjs';
import { getRDKit } from '../server/chem/rdkit';
import { openDatabase } from '../server/db/client';
import { apiKeys } from '../server/db/schema';
import { seedCatalogue } from '../server/db/seed/seed';
import { storedKey } from '../server/services/staff/api-keys';
import { freePort, startApi, stopApi, waitHealthy, type ApiProcess } from './api-process';

const SDF_BYTES = 50 * 1024 * 1024;
const XLSX_ROWS = 200_000;
const DRY_RUN_MS = 60_000;
const HEAP_CAP_MB = Number(process.env.HEAP_CAP_MB ?? 128);
const KEY = `rk_${'BenchImportKey'.padEnd(40, '0')}`;
const MB = 1024 * 1024;

const status = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/** Runs `work` and prints the API process's peak resident set over its level before. */
async function measured<T>(api: ApiProcess, label: string, work: () => Promise<T>): Promise<T> {
  const pid = api.child.pid!;
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const base = status(pid, 'VmRSS');
  const started = performance.now();
  const result = await work();
  const peak = status(pid, 'VmHWM');
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s, API process RSS ${(base / MB).toFixed(0)} MB before, peak +${((peak - base) / MB).toFixed(0)} MB`);
  return result;
}

async function call<T>(api: ApiProcess, p: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${api.origin}${p}`, { ...init, headers: { [API_KEY_HEADER]: KEY, ...(init.body && typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 1) throw new Error(`${p}: ${body.message}`);
  return body.data;
}

/** Compound i of the SDF, all different: a chain with a side chain, 12-70 heavy atoms (i < 18,000). */
function distinct(i: number) {
  const n = String(8_000_000 + i);
  const [a, b, c] = [8 + (i % 30), 1 + (Math.floor(i / 30) % 20), 1 + (Math.floor(i / 600) % 30)];
  return { smiles: `${'C'.repeat(a)}(${'C'.repeat(b)})${'C'.repeat(c)}O`, cas: `${n}-22-${casCheckDigit(`${n}22`)}` };
}

function madeUp(i: number) {
  const n = String(8_000_000 + i);
  return { smiles: `${'C'.repeat(12 + (i % 40))}${['O', 'N', 'Cl', 'Br', 'F'][Math.floor(i / 40) % 5]}`, cas: `${n}-22-${casCheckDigit(`${n}22`)}` };
}

async function writeSdf(file: string): Promise<number> {
  const rdkit = await getRDKit();
  const out = fs.createWriteStream(file);
  let bytes = 0;
  let n = 0;
  while (bytes < SDF_BYTES) {
    const m = distinct(n);
    const mol = rdkit.get_mol(m.smiles)!;
    const molblock = mol.get_molblock();
    mol.delete();
    const record = `${molblock.replace(/^[^\n]*/, `B-${n}`)}> <货号>\nB-${n}\n\n> <中文名>\n测试化合物${n}\n\n> <英文名>\nTest compound ${n}\n\n> <CAS号>\n${m.cas}\n\n> <纯度>\n≥98%\n\n> <储存条件>\n2-8℃，避光密封保存\n\n> <运输条件>\n冰袋运输\n\n> <品牌>\nRefMall 标准品\n\n> <分类>\n对照品/解热镇痛抗炎药/水杨酸类\n\n$$$$\n`;
    if (!out.write(record)) await new Promise<void>((r) => out.once('drain', () => r()));
    bytes += Buffer.byteLength(record);
    n++;
  }
  out.end();
  await new Promise<void>((r) => out.once('finish', () => r()));
  return n;
}

async function writeXlsx(file: string): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: true });
  const ws = wb.addWorksheet('商品');
  ws.addRow(IMPORT_TEMPLATE_COLUMNS.filter((c) => c.field).map((c) => c.header)).commit();
  for (let i = 0; i < XLSX_ROWS; i++) {
    const m = madeUp(i % 200);
    ws.addRow([`X-${i}`, `测试化合物${i}`, `Test compound ${i}`, '', m.cas, m.smiles, '', '≥98%', '2-8℃，避光密封保存', '冰袋运输', 'RefMall 标准品', '对照品/解热镇痛抗炎药/水杨酸类', '', '', '10mg', 120 + (i % 50), 7]).commit();
  }
  ws.commit();
  await wb.commit();
}

async function main() {
  const server = await startPostgres({ maxConnections: 40 });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => (server.stop(), process.exit(1)));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-import-bench-'));
  let api: ApiProcess | null = null;
  try {
    const database = await openDatabase({ url: server.url });
    await database.migrate();
    await seedCatalogue(database.db);
    await database.db.insert(apiKeys).values(storedKey('导入基准', KEY, KEY_PERMISSIONS));
    await database.close();

    const sdfFile = path.join(dir, 'catalogue.sdf');
    const records = await writeSdf(sdfFile);
    const xlsxFile = path.join(dir, 'catalogue.xlsx');
    await writeXlsx(xlsxFile);
    let sharedXml = 0;
    unzipSync(fs.readFileSync(xlsxFile), { filter: (f) => ((sharedXml += f.name === 'xl/sharedStrings.xml' ? f.originalSize : 0), false) });
    console.log(`files: SDF ${(fs.statSync(sdfFile).size / MB).toFixed(1)} MB (${records} records), XLSX ${(fs.statSync(xlsxFile).size / MB).toFixed(1)} MB (${XLSX_ROWS} rows, shared strings ${(sharedXml / MB).toFixed(1)} MB of XML)`);

    const started = performance.now();
    // The API's JS heap capped (old space): an import that held a file, or all its rows, would run out of it.
    api = startApi({ DATABASE_URL: server.url, DATA_DIR: dir, SEED_ON_START: 'false', NODE_ENV: 'production' }, await freePort(), [`--max-old-space-size=${HEAP_CAP_MB}`]);
    console.log(`API process: --max-old-space-size=${HEAP_CAP_MB}`);
    await waitHealthy(api, started, 120_000);
    const running = api;
    for (const file of [sdfFile, xlsxFile]) {
      const name = path.basename(file);
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(file)]), name);
      const job = await measured(running, `${name} upload (multipart read, content check, stored in 1 MB chunks)`, () => call<ImportJob>(running, catalogueImport.upload.path, { method: 'POST', body: form }));
      const id = String(job.id);
      await measured(running, `${name} dry run for ${DRY_RUN_MS / 1000} s (counting pass over the file, then batches)`, async () => {
        await call(running, catalogueImport.check.path.replace('{id}', id), { method: 'POST', body: JSON.stringify({ mapping: job.suggested }) });
        const until = Date.now() + DRY_RUN_MS;
        let now = await call<ImportJob>(running, catalogueImport.jobDetail.path.replace('{id}', id));
        while (Date.now() < until && now.status !== 'done') {
          await new Promise((r) => setTimeout(r, 500));
          now = await call<ImportJob>(running, catalogueImport.jobDetail.path.replace('{id}', id));
        }
        const seconds = ((now.finishedAt ? Date.parse(now.finishedAt) : Date.now()) - Date.parse(now.startedAt!)) / 1000;
        console.log(`  ${now.done} of ${now.total} rows checked in ${seconds.toFixed(0)} s (counting pass included): ${(now.done / seconds).toFixed(0)} rows/s`);
        if (now.status === 'running') await call(running, catalogueImport.cancel.path.replace('{id}', id), { method: 'POST', body: '{}' });
      });
      while ((await call<ImportJob>(running, catalogueImport.jobDetail.path.replace('{id}', id))).status === 'running') await new Promise((r) => setTimeout(r, 200));
      if (file !== sdfFile) continue;
      await measured(running, `${name} import for ${DRY_RUN_MS / 1000} s (new products: written, re-indexed)`, async () => {
        await call(running, catalogueImport.apply.path.replace('{id}', id), { method: 'POST', body: '{}' });
        await new Promise((r) => setTimeout(r, DRY_RUN_MS));
        const now = await call<ImportJob>(running, catalogueImport.jobDetail.path.replace('{id}', id));
        console.log(`  ${now.done} rows imported (${now.counts.created} created, ${now.counts.refused} refused), ${now.rate} rows/s`);
        if (now.status === 'running') await call(running, catalogueImport.cancel.path.replace('{id}', id), { method: 'POST', body: '{}' });
      });
      while ((await call<ImportJob>(running, catalogueImport.jobDetail.path.replace('{id}', id))).status === 'running') await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    if (api) await stopApi(api);
    server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
