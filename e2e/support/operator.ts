import fs from 'node:fs';
import path from 'node:path';
import { liveDataDir } from './ports';

/** ADMIN_TOKEN of the live run: the storefront's page-refresh hook (the API presents it to the storefront). */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789abcdef';
export const refreshHookHeaders = { 'x-admin-token': E2E_ADMIN_TOKEN };

/**
 * The live API's operator key: before the API starts, `scripts/staff.ts api-key … --key-file` makes a named key
 * with every permission a key may hold and writes it here (playwright.config.ts). Operator calls go straight to
 * the API with it, as a back-office machine would.
 */
export const OPERATOR_KEY_FILE = path.join(liveDataDir, 'e2e-operator.key');
let key: string | undefined;
export const adminHeaders = (): Record<string, string> => ({ 'x-api-key': (key ??= fs.readFileSync(OPERATOR_KEY_FILE, 'utf8').trim()) });
