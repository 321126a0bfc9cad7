import type { z } from 'zod';
import { apiKeyCreateBody, KEY_PERMISSIONS, PERMISSION_TEXT, staffCreateBody } from '../../../lib/api/contract/staff';
import { reject } from '../../http/errors';
import { createStaff } from './accounts';
import { createApiKey } from './api-keys';
import { CLI_ACTOR, type StaffDeps } from './context';
import { groupIdsByName } from './groups';

/*
 * The two staff commands of the command line (scripts/staff.ts), in one place: the script runs them on the
 * database itself, or — while the shop's API holds the embedded database — asks that API to run them
 * (server/routes/staff-commands.ts). Either way the same checks, the same audit entries (actor 'cli'), the
 * same lines printed.
 */

/** Without a group, the first administrator's. */
export const FIRST_GROUP = '超级管理员';

export const STAFF_COMMANDS = ['create', 'api-key'] as const;
export type StaffCommand = (typeof STAFF_COMMANDS)[number];

export interface StaffCommandInput {
  name?: string;
  mobile?: string;
  email?: string;
  /** Group names (create). */
  groups?: string[];
  /** Permissions, or 'all' (api-key). */
  permissions?: string[];
}

export interface StaffCommandResult {
  /** What the command prints. */
  lines: string[];
  /** api-key: the new key, shown once (the script prints it or writes it to --key-file). */
  key?: string;
}

function valid<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw reject(parsed.error.issues[0].message);
  return parsed.data;
}

export async function runStaffCommand(deps: Pick<StaffDeps, 'db' | 'config'>, command: StaffCommand, input: StaffCommandInput): Promise<StaffCommandResult> {
  if (command === 'create') {
    const groups = input.groups?.length ? input.groups : [FIRST_GROUP];
    const groupIds = await groupIdsByName(deps.db, groups);
    const body = valid(staffCreateBody, { name: input.name, mobile: input.mobile, email: input.email, groupIds });
    const { staff, enrol } = await createStaff(deps, body, CLI_ACTOR);
    return {
      lines: [
        `✔ staff member #${staff.id} ${staff.name} (${[staff.mobile, staff.email].filter(Boolean).join(', ')}), groups: ${staff.groups.map((g) => g.name).join('、') || '—'}`,
        `  One-time enrolment link, valid until ${enrol.expiresAt} — send it to the person; it is not shown again:`,
        `  ${enrol.url}`,
      ],
    };
  }
  const named = input.permissions ?? [];
  const permissions = named.includes('all') ? [...KEY_PERMISSIONS] : named;
  const body = valid(apiKeyCreateBody, { name: input.name, permissions });
  const { key, row } = await createApiKey(deps, body, CLI_ACTOR);
  return { lines: [`✔ API key #${row.id} ${row.name}: ${row.permissions.map((p) => PERMISSION_TEXT[p]).join('、')}`], key };
}
