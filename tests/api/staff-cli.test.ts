import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { getStaff } from '../../server/services/staff/accounts';
import { startEnrolment } from '../../server/services/staff/enrolment';

/* npm run staff:create on a fresh data folder: the printed link opens the enrolment. */

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
  it('prints a one-time enrolment link that works, and refuses while the database is open elsewhere', { timeout: 180_000 }, async () => {
    const made = await staffCli('create', '--name', '张三', '--mobile', '13800000000');
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const link = /https:\/\/shop\.example\.cn\/operator\/enrol\?token=([\w-]+)/.exec(made.stdout);
    expect(link).not.toBeNull();
    expect(made.stdout).not.toMatch(/password|密码/i);

    const database = await openDatabase({ dataDir });
    try {
      // The API (here: this test) holds the embedded database: the command refuses, clearly.
      const busy = await staffCli('create', '--name', '李四', '--mobile', '13800000001');
      expect(busy.code).toBe(1);
      expect(busy.stderr).toContain('is in use: stop the mall API');

      const config = loadApiConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://shop.example.cn' });
      const start = await startEnrolment({ db: database.db, config }, link![1]);
      expect(start.name).toBe('张三');
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create'));
      expect(entry).toMatchObject({ actorKind: 'cli', actorName: '命令行', outcome: 'ok' });
      const staff = await getStaff(database.db, Number(entry.entityId));
      expect(staff.groups.map((g) => g.name)).toEqual(['超级管理员']);
    } finally {
      await database.close();
    }
  });
});
