import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { ADMIN_TOKEN_HEADER } from '@/lib/api/contract/endpoint';
import { RESPONSE_CODE } from '@/lib/api/contract/envelope';
import { revalidateBody, revalidateData } from '@/lib/api/contract/internal';
import { describeIssue } from '@/lib/api/contract/issue-message';
import { expireSharedTags } from '@/lib/cache/shared';
import { storefrontConfig } from '@/lib/config/storefront';
import { sameSecret } from '@/lib/http/secret';
import { MSG } from '@/lib/messages';

/**
 * POST /internal/revalidate (lib/api/contract/internal.ts) with the operator token: the mall API calls it
 * after an operator change (server/services/storefront-cache.ts). Every cached read with one of the tags
 * — and every cached page that used such a read, e.g. a goods-detail page through `product:{id}` — is
 * expired at once, so the next visit renders fresh — with REDIS_URL on every storefront sharing it, before
 * this answers (lib/cache/shared.ts). Without ADMIN_TOKEN in the storefront's
 * environment it answers 404 like any unknown address. Reached directly, never through {api}.
 */
export const dynamic = 'force-dynamic';

const refuse = (status: number, message: string) => NextResponse.json({ code: RESPONSE_CODE.rejected, data: null, message }, { status });

export async function POST(request: NextRequest) {
  const expected = storefrontConfig.ADMIN_TOKEN;
  if (!expected) return refuse(404, MSG.hookOff);
  const given = request.headers.get(ADMIN_TOKEN_HEADER);
  if (!given || !sameSecret(expected, given)) return refuse(403, MSG.hookDenied);
  const body: unknown = await request.json().catch(() => undefined);
  if (body === undefined) return refuse(400, MSG.hookBadJson);
  const parsed = revalidateBody.safeParse(body);
  if (!parsed.success) return refuse(400, describeIssue(parsed.error, body, '请求体'));
  const tags = [...new Set(parsed.data.tags)];
  // With REDIS_URL: expired for every storefront before we answer (Next's revalidateTag below runs after it).
  await expireSharedTags(tags);
  // expire: 0 — the change is the operator's, already stored: the next visit must not see the old page.
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return NextResponse.json({ code: RESPONSE_CODE.ok, data: revalidateData.parse({ revalidated: tags.length }), message: 'ok' });
}
