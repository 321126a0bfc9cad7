import type { Hono } from 'hono';
import { operatorConsole } from '../../lib/api/contract/console';
import type { AppEnv } from '../http/context';
import { route } from '../http/route';
import { dashboard } from '../services/console/dashboard';

/** The staff console's own calls (docs/api.md, Console). */
export function consoleRoutes(app: Hono<AppEnv>) {
  route(app, operatorConsole.dashboard, (_, { deps, staff }) => dashboard(deps.db, staff!.permissions));
}
