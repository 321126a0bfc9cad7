import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../server/config';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { createApiServer } from '../../server/http/listen';
import { createProviders } from '../../server/providers';
import { COMMAND_KEY_FILE, offerStaffCommands, STAFF_COMMAND_PATH } from '../../server/routes/staff-commands';
import { auditLog } from '../../server/db/schema';
import { getStaff } from '../../server/services/staff/accounts';
import { startEnrolment } from '../../server/services/staff/enrolment';

/* npm run staff:create on a fresh data folder, and while the shop's API holds it: the printed link opens the enrolment. */

const run = promisify(execFile);
const tsx = path.resolve('node_modules/.bin/tsx');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refmall-staff-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The command line with an environment of its own: the embedded database in `dataDir`, never a server's. */
async function staffCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example.cn', LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv;
  try {
    const { stdout, stderr } = await run(tsx, ['scripts/staff.ts', ...args], { env, timeout: 120_000 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run staff:create', () => {
  it('prints a one-time enrolment link that works, and goes through the running API while it holds the database', { timeout: 180_000 }, async () => {
    const made = await staffCli('create', '--name', '张三', '--mobile', '13800000000');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const link = /https:\/\/shop\.example\.cn\/operator\/enrol\?token=([\w-]+)/.exec(made.stdout);
    expect(link).not.toBeNull();
    expect(made.stdout).not.toMatch(/password|密码/i);

    const database = await openDatabase({ dataDir });
    const config = loadApiConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example.cn', LOG_LEVEL: 'silent' });
    const logger = pino({ level: 'silent' });
    const app = createApp({ db: database.db, config, logger, providers: createProviders(config, logger) });
    const server = createApiServer(app.fetch, '127.0.0.1');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      // The database is held by a process whose API has not said where it listens: the command refuses, clearly.
      const busy = await staffCli('create', '--name', '李四', '--mobile', '13800000001');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('is in use, and no running mall API of this folder answers');

      // The shop's API listens (it notes its address and the folder's key): the command goes through it.
      offerStaffCommands(dataDir, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(fs.statSync(path.join(dataDir, COMMAND_KEY_FILE)).mode & 0o777).toBe(0o600);
      const viaApi = await staffCli('create', '--name', '李四', '--mobile', '13800000001');
      expect(viaApi.stderr).toBe('');
      expect(viaApi.code).toBe(0);
      const second = /https:\/\/shop\.example\.cn\/operator\/enrol\?token=([\w-]+)/.exec(viaApi.stdout);
      expect(second).not.toBeNull();
      // Refusals come back as the API's message.
      const refused = await staffCli('api-key', '--name', '机器', '--permissions', 'staff');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('API 密钥不能拥有“员工与权限”权限');
      // Without the folder's key the route does not exist.
      const guess = await app.request(`${STAFF_COMMAND_PATH}/create`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-command-key': 'guess' }, body: '{"name":"王五","mobile":"13800000002"}' });
      expect(guess.status).toBe(404);

      for (const [token, name] of [[link![1], '张三'], [second![1], '李四']]) {
        const start = await startEnrolment({ db: database.db, config }, token);
        expect(start.name).toBe(name);
      }
      const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
      expect(entries).toHaveLength(2);
      for (const entry of entries) expect(entry).toMatchObject({ actorKind: 'cli', actorName: '命令行', outcome: 'ok' });
      const staff = await getStaff(database.db, Number(entries[0].entityId));
      expect(staff.groups.map((g) => g.name)).toEqual(['超级管理员']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await database.close();
    }
  });
});
