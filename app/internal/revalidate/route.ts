import { revalidatePath } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { sameSecret } from '@/lib/http/secret';

/**
 * POST /internal/revalidate {paths: string[]} with the operator's x-admin-token: the mall API calls it
 * after an operator change (server/services/storefront-cache.ts) so a cached goods-detail page is
 * re-rendered on its next visit. Without ADMIN_TOKEN in the storefront's environment
 * it answers 404 like any unknown address.
 */
export const dynamic = 'force-dynamic';

const CACHED_PAGE = /^\/goodsDetail\/\d{1,10}$/;
const MAX_PATHS = 100;

function tokenMatches(given: string | null): boolean {
  const expected = process.env.ADMIN_TOKEN;
  return Boolean(expected && given && sameSecret(expected, given));
}

export async function POST(request: NextRequest) {
  if (!process.env.ADMIN_TOKEN) return NextResponse.json({ code: 0, message: '未找到' }, { status: 404 });
  if (!tokenMatches(request.headers.get('x-admin-token'))) return NextResponse.json({ code: 0, message: '无权操作' }, { status: 403 });
  const body: unknown = await request.json().catch(() => null);
  const paths = (body as { paths?: unknown } | null)?.paths;
  if (!Array.isArray(paths) || paths.length === 0 || paths.length > MAX_PATHS || !paths.every((p) => typeof p === 'string' && CACHED_PAGE.test(p))) {
    return NextResponse.json({ code: 0, message: `paths 应为 1-${MAX_PATHS} 个商品详情页路径（/goodsDetail/{id}）` }, { status: 400 });
  }
  for (const path of paths as string[]) revalidatePath(path);
  return NextResponse.json({ code: 1, message: 'ok', data: { revalidated: paths.length } });
}
