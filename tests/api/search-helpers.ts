import { users } from '../../server/db/schema';
import { createSession } from '../../server/services/sessions';
import type { TestApi } from './harness';

let n = 0;
/** A logged-in customer's headers (a user row and a session straight in the database). */
export async function loginHeaders(api: TestApi): Promise<Record<string, string>> {
  const mobile = `1370000${String(process.pid % 1000).padStart(3, '0')}${n++}`.slice(0, 11);
  const [user] = await api.database.db.insert(users).values({ mobile, nickName: '搜索测试' }).returning();
  return { token: await createSession(api.database.db, user.id, 1440) };
}
