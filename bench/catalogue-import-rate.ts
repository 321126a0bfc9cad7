/*
 * Import rate of the catalogue (docs/api.md "Catalogue import and export"): N new, all different products in SDF
 * files of at most PART_ROWS records (about 46 MB each: an upload takes at most IMPORT_MAX_BYTES, 60 MB) are uploaded
 * to a real API process, dry-run and imported to the end one file after the other, on the embedded database (PGlite,
 * in the API process) and on a PostgreSQL server of its own. Printed per database and size: rows per second of the dry run and
 * of the import, and the API process's peak resident set (VmHWM) over its level before the upload — with PGlite the
 * database's memory is in that process too. Reported, never asserted.
 *
 *   npx tsx bench/catalogue-import-rate.ts                 (npm run bench:import-rate; 10,000 and 100,000 records)
 *   BENCH_IMPORT_ROWS=10000 BENCH_IMPORT_DBS=pglite npx tsx bench/catalogue-import-rate.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { catalogueImport, type ImportJob } from '../lib/api/contract/catalogue-import';
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

const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const DBS = (process.env.BENCH_IMPORT_DBS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
const KEY = `rk_${'BenchImportRate'.padEnd(40, '0')}`;
/** Records per file: 18,000 of these compounds with their fields make about 46 MB. */
const PART_ROWS = 18_000;
const MB = 1024 * 1024;
const log = (msg: string) => console.log(`[import rate ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const kb = (pid: number, field: 'VmRSS' | 'VmHWM') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;

/**
 * Compound i, all different for i < 2^17: an alcohol and an amide at the two ends of a 17-carbon chain, with a
 * methyl on the carbons whose bit of i is set (the ends differ, so no two numbers give one structure).
 */
function compound(i: number) {
  const chain = Array.from({ length: 17 }, (_, k) => ((i >> k) & 1 ? 'C(C)' : 'C')).join('');
  const n = String(7_000_000 + i);
  return { smiles: `O${chain}C(=O)N`, cas: `${n}-33-${casCheckDigit(`${n}33`)}` };
}

/** Records from..to-1 as one SDF file. */
async function writeSdf(file: string, from: number, to: number): Promise<void> {
  const rdkit = await getRDKit();
  const out = fs.createWriteStream(file);
  for (let i = from; i < to; i++) {
    const m = compound(i);
    const mol = rdkit.get_mol(m.smiles)!;
    const molblock = mol.get_molblock();
    mol.delete();
    const fields = { 货号: `R-${i}`, 中文名: `测试化合物${i}`, 英文名: `Test compound ${i}`, CAS号: m.cas, 纯度: '≥98%', 储存条件: '2-8℃，避光密封保存', 运输条件: '冰袋运输', 品牌: 'RefMall 标准品', 分类: '对照品/解热镇痛抗炎药/水杨酸类', 包装规格: '10mg', '价格(元)': String(120 + (i % 50)) };
    const record = `${molblock.replace(/^[^\n]*/, `R-${i}`)}${Object.entries(fields).map(([k, v]) => `> <${k}>\n${v}\n\n`).join('')}$$$$\n`;
    if (!out.write(record)) await new Promise<void>((r) => out.once('drain', () => r()));
  }
  out.end();
  await new Promise<void>((r) => out.once('finish', () => r()));
}

async function call<T>(api: ApiProcess, p: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${api.origin}${p}`, { ...init, headers: { [API_KEY_HEADER]: KEY, ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const body = (await res.json()) as { code: number; message: string; data: T };
  if (body.code !== 1) throw new Error(`${p}: ${body.message}`);
  return body.data;
}

const job = (api: ApiProcess, id: number) => call<ImportJob>(api, catalogueImport.jobDetail.path.replace('{id}', String(id)));

/** Waits for the job's phase to end; answers its seconds from start to finish. */
async function finished(api: ApiProcess, id: number): Promise<{ job: ImportJob; seconds: number }> {
  let now = await job(api, id);
  while (now.status === 'queued' || now.status === 'running') {
    await new Promise((r) => setTimeout(r, 1000));
    now = await job(api, id);
  }
  if (now.status !== 'done') throw new Error(`job ${id}: ${now.status} ${now.error ?? ''}`);
  return { job: now, seconds: (Date.parse(now.finishedAt!) - Date.parse(now.startedAt!)) / 1000 };
}

interface Figures {
  db: string;
  rows: number;
  dryRun: string;
  import: string;
  peak: string;
}

async function measure(db: 'pglite' | 'postgres', rows: number, files: string[], pgUrl: () => Promise<string>): Promise<Figures> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `refmall-import-rate-${db}-`));
  const url = db === 'postgres' ? await pgUrl() : '';
  const database = url ? await openDatabase({ url }) : await openDatabase({ dataDir: dir });
  await database.migrate();
  await seedCatalogue(database.db);
  await database.db.insert(apiKeys).values(storedKey('导入速率基准', KEY, KEY_PERMISSIONS));
  await database.close();
  const started = performance.now();
  const api = startApi({ DATABASE_URL: url, DATA_DIR: dir, SEED_ON_START: 'false', NODE_ENV: 'production' }, await freePort());
  try {
    await waitHealthy(api, started, 180_000);
    const pid = api.child.pid!;
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    const base = kb(pid, 'VmRSS');
    let checkSeconds = 0;
    let applySeconds = 0;
    let created = 0;
    let refused = 0;
    for (const sdf of files) {
      const form = new FormData();
      form.append('file', new Blob([fs.readFileSync(sdf)]), path.basename(sdf));
      const uploaded = await call<ImportJob>(api, catalogueImport.upload.path, { method: 'POST', body: form });
      await call(api, catalogueImport.check.path.replace('{id}', String(uploaded.id)), { method: 'POST', body: JSON.stringify({ mapping: uploaded.suggested }) });
      checkSeconds += (await finished(api, uploaded.id)).seconds;
      await call(api, catalogueImport.apply.path.replace('{id}', String(uploaded.id)), { method: 'POST', body: '{}' });
      const applied = await finished(api, uploaded.id);
      applySeconds += applied.seconds;
      created += applied.job.counts.created;
      refused += applied.job.counts.refused;
    }
    const peak = kb(pid, 'VmHWM');
    log(`${db} ${rows}: dry run ${checkSeconds.toFixed(0)} s, import ${applySeconds.toFixed(0)} s (${created} created, ${refused} refused), peak +${((peak - base) / MB).toFixed(0)} MB over ${(base / MB).toFixed(0)} MB`);
    return {
      db,
      rows,
      dryRun: `${(rows / checkSeconds).toFixed(0)} rows/s (${checkSeconds.toFixed(0)} s)`,
      import: `${(created / applySeconds).toFixed(0)} rows/s (${applySeconds.toFixed(0)} s, ${created} created${refused ? `, ${refused} refused` : ''})`,
      peak: `${(base / MB).toFixed(0)} MB → +${((peak - base) / MB).toFixed(0)} MB`,
    };
  } finally {
    await stopApi(api);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-import-rate-'));
  let server: Awaited<ReturnType<typeof startPostgres>> | null = null;
  let databases = 0;
  // One server for the run, a new database per measurement.
  const pgUrl = async () => {
    server ??= await startPostgres({ maxConnections: 40 });
    const name = `rate_${++databases}`;
    const admin = await openDatabase({ url: server.url });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const u = new URL(server.url);
    u.pathname = `/${name}`;
    return u.toString();
  };
  const table: Figures[] = [];
  try {
    for (const rows of SIZES) {
      const files: string[] = [];
      for (let from = 0; from < rows; from += PART_ROWS) {
        const file = path.join(dir, `catalogue-${rows}-${files.length + 1}.sdf`);
        await writeSdf(file, from, Math.min(rows, from + PART_ROWS));
        files.push(file);
      }
      const bytes = files.reduce((sum, f) => sum + fs.statSync(f).size, 0);
      log(`${rows} records in ${files.length} SDF file(s), ${(bytes / MB).toFixed(1)} MB`);
      for (const db of DBS) table.push(await measure(db, rows, files, pgUrl));
    }
  } finally {
    (server as { stop: () => void } | null)?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.table(table);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
