/**
 * `npm run seed:scale -- 100000 [--dir .data/scale]`: the real seed plus N synthetic compounds (RDKit-valid
 * substitution variants, listed under the brand 基准测试合成数据 with BENCH- numbers and 9000000- CAS
 * numbers) in a data folder of their own, for the benchmark and for trying the shop at scale:
 *   DATA_DIR=.data/scale npm start
 * The shop's default database (.data) is refused: synthetic compounds never enter it.
 */
import path from 'node:path';
import { DEFAULT_SCALE_DIR, openScaleData } from '../bench/scale';

function usage(message: string): never {
  console.error(`✖ ${message}\n  usage: npm run seed:scale -- <count 1..1000000> [--dir <folder>]`);
  process.exit(2);
}

const args = process.argv.slice(2);
const dirAt = args.indexOf('--dir');
const dir = dirAt >= 0 ? args[dirAt + 1] : DEFAULT_SCALE_DIR;
if (!dir) usage('--dir needs a folder');
const countArg = args.find((a, i) => !a.startsWith('--') && (dirAt < 0 || i !== dirAt + 1)) ?? '100000';
if (!/^\d+$/.test(countArg)) usage(`"${countArg}" is not a whole number`);
const target = Number(countArg);
if (target < 1 || target > 1_000_000) usage('count must be between 1 and 1,000,000');

const log = (msg: string) => console.log(`[seed:scale ${new Date().toISOString().slice(11, 19)}] ${msg}`);
const started = performance.now();
openScaleData(dir, target, log)
  .then(async ({ database, dataDir, facts, reused }) => {
    await database.close();
    if (reused) log(`${dataDir} already holds ${target.toLocaleString()} synthetic products: nothing to do`);
    else for (const [what, value] of Object.entries(facts)) log(`${what}: ${value}`);
    const shown = path.relative(process.cwd(), dataDir);
    log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s. Run the shop on it: DATA_DIR=${shown && !shown.startsWith('..') ? shown : dataDir} npm start`);
  })
  .catch((err: unknown) => {
    console.error(`✖ ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
