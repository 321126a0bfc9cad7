import fs from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import type { Hono } from 'hono';
import { z } from 'zod';
import { RESPONSE_CODE } from '../../lib/api/contract/envelope';
import type { AppEnv } from '../http/context';
import { envelope } from '../http/route';
import { keptSecret } from '../services/kept-secret';
import { runStaffCommand, STAFF_COMMANDS } from '../services/staff/commands';

/** The key of the data folder that lets a command on this machine reach the API (DATA_DIR/command.key, mode 600). */
export const COMMAND_KEY_FILE = 'command.key';
export const COMMAND_KEY_HEADER = 'x-command-key';
export const STAFF_COMMAND_PATH = '/internal/staff-commands';

const bodySchema = z.object({
  name: z.string().max(200).optional(),
  mobile: z.string().max(100).optional(),
  email: z.string().max(200).optional(),
  groups: z.array(z.string().max(100)).max(20).optional(),
  permissions: z.array(z.string().max(50)).max(20).optional(),
});

/**
 * The staff commands (`npm run staff:create`, `staff:api-key`) while the shop runs on the embedded database, which
 * one process holds: the script asks this API to run them (docs/api.md, Staff commands). Only with the embedded
 * database (with DATABASE_URL the script opens the database itself), and only for a caller that can read the data
 * folder's key file — the same person who could open the database files. The storefront's /api forwarder never
 * passes an `internal/…` path.
 */
export function staffCommandRoutes(app: Hono<AppEnv>) {
  app.post(`${STAFF_COMMAND_PATH}/:command`, async (c) => {
    const deps = c.get('deps');
    const given = Buffer.from(c.req.header(COMMAND_KEY_HEADER) ?? '', 'utf8');
    const expected = Buffer.from(keptSecret(deps.config.dataDir, COMMAND_KEY_FILE).toString('hex'), 'utf8');
    const command = STAFF_COMMANDS.find((k) => k === c.req.param('command'));
    if (deps.config.DATABASE_URL || !command || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return envelope(c, RESPONSE_CODE.rejected, null, `接口不存在：POST ${c.req.path}`, {}, 404);
    }
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return envelope(c, RESPONSE_CODE.rejected, null, '命令参数不正确');
    return envelope(c, RESPONSE_CODE.ok, await runStaffCommand(deps, command, parsed.data), '');
  });
}

/** Where a command finds the running API of a data folder: its address, written when it listens. */
export const API_ADDRESS_FILE = 'api-address';

/** Makes the folder's command key (once) and notes the API's address beside it. */
export function offerStaffCommands(dataDir: string, origin: string): void {
  keptSecret(dataDir, COMMAND_KEY_FILE);
  fs.writeFileSync(path.join(dataDir, API_ADDRESS_FILE), origin, { mode: 0o600 });
}
