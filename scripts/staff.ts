/**
 * Staff accounts from the command line, for the first administrator and for machines:
 *   npm run staff:create -- --name 张三 --mobile 13800000000 [--email a@b.cn] [--group 超级管理员]…
 *     prints the one-time enrolment link (PUBLIC_ORIGIN/operator/enrol?token=…, 72 hours); never a password.
 *     PUBLIC_ORIGIN unset: the shop's own address, as npm start derives it (scripts/shop-env.ts).
 *     Without --group the account joins 超级管理员. --group repeats, or takes names separated by commas.
 *   npm run staff:api-key -- --name 发货机器人 --permissions orders,finance [--key-file <file>]
 *     prints the new API key, once (or writes it to the file, mode 600).
 * The database is the API's (DATABASE_URL, or the embedded one in DATA_DIR), migrated first so a fresh folder
 * works. The embedded database can be open in one process only: while the shop runs (npm start), the command asks
 * the running API to do it (server/routes/staff-commands.ts), with the data folder's key. Audit entries of these
 * commands have actor_kind 'cli'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { KEY_PERMISSIONS } from '../lib/api/contract/staff';
import type { ApiConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { withAdvisoryLock } from '../server/db/lock';
import { ApiError } from '../server/http/errors';
import { API_ADDRESS_FILE, COMMAND_KEY_FILE, COMMAND_KEY_HEADER, STAFF_COMMAND_PATH } from '../server/routes/staff-commands';
import { runStaffCommand, STAFF_COMMANDS, type StaffCommand, type StaffCommandInput, type StaffCommandResult } from '../server/services/staff/commands';
import { shopConfig } from './shop-env';

const USAGE = `usage:
  npm run staff:create -- --name <姓名> (--mobile <手机号> | --email <邮箱>) [--group <权限组>]…
  npm run staff:api-key -- --name <名称> --permissions <${KEY_PERMISSIONS.join(',')} | all> [--key-file <文件>]`;

class Refusal extends Error {}

const list = (values: string[] | undefined) => (values ?? []).flatMap((v) => v.split(/[,，]/)).map((v) => v.trim()).filter(Boolean);

const pgdataOf = (config: ApiConfig) => path.join(config.dataDir, 'pgdata');
/** PGlite writes postmaster.pid while a process has the folder open and removes it on a clean close. */
const embeddedInUse = (config: ApiConfig) => !config.DATABASE_URL && fs.existsSync(path.join(pgdataOf(config), 'postmaster.pid'));

/** The API's database: the server of DATABASE_URL, or the embedded one when no process holds it. */
async function open(config: ApiConfig): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL });
  try {
    return await openDatabase({ dataDir: config.dataDir });
  } catch (err) {
    throw new Refusal(`could not open the embedded database in ${pgdataOf(config)}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The command's options as the service takes them. */
function commandInput(command: StaffCommand, args: string[]): { input: StaffCommandInput; keyFile?: string } {
  if (command === 'create') {
    const { values } = parseArgs({ args, options: { name: { type: 'string' }, mobile: { type: 'string' }, email: { type: 'string' }, group: { type: 'string', multiple: true } } });
    return { input: { name: values.name, mobile: values.mobile, email: values.email, groups: list(values.group) } };
  }
  const { values } = parseArgs({ args, options: { name: { type: 'string' }, permissions: { type: 'string', multiple: true }, 'key-file': { type: 'string' } } });
  return { input: { name: values.name, permissions: list(values.permissions) }, keyFile: values['key-file'] };
}

function report(result: StaffCommandResult, keyFile: string | undefined): void {
  for (const line of result.lines) console.log(line);
  if (!result.key) return;
  if (keyFile) {
    // For a machine on this host (the end-to-end run): the key goes to a file only its owner reads, not to the log.
    fs.writeFileSync(keyFile, result.key, { mode: 0o600 });
    console.log(`  The key is in ${keyFile} (mode 600).`);
    return;
  }
  console.log('  The key, shown this once — store it where the machine reads it:');
  console.log(`  ${result.key}`);
}

/** The running API of the data folder runs the command (it holds the embedded database). */
async function askRunningApi(config: ApiConfig, command: StaffCommand, input: StaffCommandInput): Promise<StaffCommandResult> {
  const read = (file: string) => {
    try {
      return fs.readFileSync(path.join(config.dataDir, file), 'utf8').trim();
    } catch {
      return null;
    }
  };
  const origin = read(API_ADDRESS_FILE);
  const key = read(COMMAND_KEY_FILE);
  const stale = new Refusal(
    `the embedded database in ${path.join(config.dataDir, 'pgdata')} is in use, and no running mall API of this folder answers.\n` +
      '  If no API is running, the last one did not stop cleanly: start it once and stop it with Ctrl-C, then retry.',
  );
  if (!origin || !key) throw stale;
  let res: Response;
  try {
    res = await fetch(`${origin}${STAFF_COMMAND_PATH}/${command}`, { method: 'POST', headers: { 'content-type': 'application/json', [COMMAND_KEY_HEADER]: key }, body: JSON.stringify(input), signal: AbortSignal.timeout(30_000) });
  } catch {
    throw stale;
  }
  const answer = (await res.json().catch(() => null)) as { code?: number; message?: string; data?: StaffCommandResult } | null;
  if (answer?.code === 1 && answer.data) return answer.data;
  throw new Refusal(answer?.message || `the mall API at ${origin} refused the command (HTTP ${res.status})`);
}

async function main(): Promise<void> {
  const [name, ...args] = process.argv.slice(2);
  const command = STAFF_COMMANDS.find((c) => c === name);
  if (!command) throw new Refusal(USAGE);
  const { input, keyFile } = commandInput(command, args);
  const config = shopConfig(process.env).api;
  if (embeddedInUse(config)) return report(await askRunningApi(config, command, input), keyFile);
  const database = await open(config);
  try {
    await withAdvisoryLock({ url: config.DATABASE_URL }, () => database.migrate());
    report(await runStaffCommand({ db: database.db, config }, command, input), keyFile);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof Refusal || err instanceof ApiError || (err instanceof Error && /^Invalid (mall API|storefront) configuration/.test(err.message)) || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'));
  console.error(`✖ ${known ? (err as Error).message : String(err instanceof Error ? (err.stack ?? err.message) : err)}`);
  if (err instanceof TypeError) console.error(USAGE);
  process.exit(1);
});
