/**
 * Staff accounts from the command line, for the first administrator and for machines:
 *   npm run staff:create -- --name 张三 --mobile 13800000000 [--email a@b.cn] [--group 超级管理员]…
 *     prints the one-time enrolment link (PUBLIC_ORIGIN/operator/enrol?token=…, 72 hours); never a password.
 *     Without --group the account joins 超级管理员. --group repeats, or takes names separated by commas.
 *   npm run staff:api-key -- --name 发货机器人 --permissions orders,finance
 *     prints the new API key, once.
 * The database is the API's (DATABASE_URL, or the embedded one in DATA_DIR), migrated first so a fresh folder
 * works. The embedded database can be open in one process only: stop the mall API before running this.
 * Audit entries of these commands have actor_kind 'cli'.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { apiKeyCreateBody, KEY_PERMISSIONS, PERMISSION_TEXT, staffCreateBody } from '../lib/api/contract/staff';
import { loadApiConfig, type ApiConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { withAdvisoryLock } from '../server/db/lock';
import { ApiError } from '../server/http/errors';
import { createStaff } from '../server/services/staff/accounts';
import { createApiKey } from '../server/services/staff/api-keys';
import { CLI_ACTOR } from '../server/services/staff/context';
import { groupIdsByName } from '../server/services/staff/groups';

const FIRST_GROUP = '超级管理员';
const USAGE = `usage:
  npm run staff:create -- --name <姓名> (--mobile <手机号> | --email <邮箱>) [--group <权限组>]…
  npm run staff:api-key -- --name <名称> --permissions <${KEY_PERMISSIONS.join(',')} | all> [--key-file <文件>]`;

class Refusal extends Error {}

function input<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Refusal(parsed.error.issues[0].message);
  return parsed.data;
}

const list = (values: string[] | undefined) => (values ?? []).flatMap((v) => v.split(/[,，]/)).map((v) => v.trim()).filter(Boolean);

/** The API's database. The embedded one refuses while another process (the API) holds it open. */
async function open(config: ApiConfig): Promise<Database> {
  if (config.DATABASE_URL) return openDatabase({ url: config.DATABASE_URL });
  const pgdata = path.join(config.dataDir, 'pgdata');
  // PGlite writes postmaster.pid while a process has the folder open and removes it on a clean close.
  if (fs.existsSync(path.join(pgdata, 'postmaster.pid'))) {
    throw new Refusal(
      `the embedded database in ${pgdata} is in use: stop the mall API (npm start / npm run api) and run this again.\n` +
        '  If no API is running, the last one did not stop cleanly: start it once and stop it with Ctrl-C, then retry.',
    );
  }
  try {
    return await openDatabase({ dataDir: config.dataDir });
  } catch (err) {
    throw new Refusal(`could not open the embedded database in ${pgdata}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

async function createCommand(config: ApiConfig, database: Database, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { name: { type: 'string' }, mobile: { type: 'string' }, email: { type: 'string' }, group: { type: 'string', multiple: true } } });
  const groups = list(values.group);
  const groupIds = await groupIdsByName(database.db, groups.length ? groups : [FIRST_GROUP]);
  const body = input(staffCreateBody, { name: values.name, mobile: values.mobile, email: values.email, groupIds });
  const { staff, enrol } = await createStaff({ db: database.db, config }, body, CLI_ACTOR);
  console.log(`✔ staff member #${staff.id} ${staff.name} (${[staff.mobile, staff.email].filter(Boolean).join(', ')}), groups: ${staff.groups.map((g) => g.name).join('、') || '—'}`);
  console.log(`  One-time enrolment link, valid until ${enrol.expiresAt} — send it to the person; it is not shown again:`);
  console.log(`  ${enrol.url}`);
}

async function apiKeyCommand(config: ApiConfig, database: Database, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { name: { type: 'string' }, permissions: { type: 'string', multiple: true }, 'key-file': { type: 'string' } } });
  // `all`: every permission a key may hold.
  const named = list(values.permissions);
  const permissions = named.includes('all') ? [...KEY_PERMISSIONS] : named;
  const body = input(apiKeyCreateBody, { name: values.name, permissions });
  const { key, row } = await createApiKey({ db: database.db, config }, body, CLI_ACTOR);
  console.log(`✔ API key #${row.id} ${row.name}: ${row.permissions.map((p) => PERMISSION_TEXT[p]).join('、')}`);
  const keyFile = values['key-file'];
  if (keyFile) {
    // For a machine on this host (the end-to-end run): the key goes to a file only its owner reads, not to the log.
    fs.writeFileSync(keyFile, key, { mode: 0o600 });
    console.log(`  The key is in ${keyFile} (mode 600).`);
    return;
  }
  console.log('  The key, shown this once — store it where the machine reads it:');
  console.log(`  ${key}`);
}

const COMMANDS = { create: createCommand, 'api-key': apiKeyCommand } as const;

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const run = COMMANDS[command as keyof typeof COMMANDS];
  if (!run) throw new Refusal(USAGE);
  const config = loadApiConfig();
  const database = await open(config);
  try {
    await withAdvisoryLock({ url: config.DATABASE_URL }, () => database.migrate());
    await run(config, database, args);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  const known = err instanceof Refusal || err instanceof ApiError || (err instanceof Error && /^Invalid mall API configuration/.test(err.message)) || (err instanceof TypeError && 'code' in err && String(err.code).startsWith('ERR_PARSE_ARGS'));
  console.error(`✖ ${known ? (err as Error).message : String(err instanceof Error ? (err.stack ?? err.message) : err)}`);
  if (err instanceof TypeError) console.error(USAGE);
  process.exit(1);
});
