/* Shared by the order bench (bench/orders.ts): buyers, SKUs, typed calls of the contract, a markdown table. */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { buildPath, type Endpoint } from '../lib/api/contract/endpoint';
import type { Db } from '../server/db/client';
import { products, skus, users } from '../server/db/schema';
import { createSession } from '../server/services/sessions';

/** A buyer with a live session, as a login leaves it (the API tests' own shortcut, tests/api/cart-helpers.ts). */
export interface Buyer {
  userId: number;
  token: string;
}

export async function createBuyers(db: Db, n: number, tag: string): Promise<Buyer[]> {
  const out: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    // 136 + 8 digits: never a mobile of the seed or of another run in the same database.
    const mobile = `136${tag}${String(i).padStart(8 - tag.length, '0')}`;
    const [u] = await db.insert(users).values({ mobile }).returning({ id: users.id });
    out.push({ userId: u.id, token: await createSession(db, u.id, 24 * 60) });
  }
  return out;
}

/**
 * Listed products any signed-in buyer may order: none of the 易制毒 / 易制爆 / 危险化学品 marks, which need a
 * real-name verified buyer (server/services/orders/controls.ts) — the bench's buyers are plain accounts.
 */
export const orderableProduct = and(eq(products.status, 1), isNull(products.precursorCategory), eq(products.explosivePrecursor, false), eq(products.hazardous, false));

/** `n` listed SKUs of distinct orderable products with stock, in a stable order. */
export async function stockedSkuIds(db: Db, n: number): Promise<number[]> {
  const rows = await db
    .select({ id: skus.id, productId: skus.productId })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(and(eq(skus.status, 1), orderableProduct, gt(skus.stock, 0)))
    .orderBy(asc(skus.id));
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.productId) && seen.add(r.productId)).slice(0, n).map((r) => r.id);
}

export async function stockOf(db: Db, ids: number[]): Promise<Map<number, number>> {
  const rows = await db.select({ id: skus.id, stock: skus.stock }).from(skus).where(inArray(skus.id, ids));
  return new Map(rows.map((r) => [r.id, r.stock]));
}

/** Sends one request and answers a Response: fetch over HTTP, or app.request in process. */
export type Send = (path: string, init: RequestInit) => Promise<Response>;

export interface CallOptions {
  body?: unknown;
  params?: Record<string, string | number>;
  token?: string;
}

const envelope = z.object({ code: z.number(), message: z.string(), data: z.unknown() });
export type CallResult<E extends Endpoint> = { code: 1; data: z.output<E['data']> } | { code: number; message: string; status: number };

/** One call of the contract; the data parsed by the endpoint's schema on code 1. Network errors throw. */
export async function callEndpoint<E extends Endpoint>(send: Send, endpoint: E, opts: CallOptions = {}): Promise<CallResult<E>> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.token) headers.token = opts.token;
  const res = await send(buildPath(endpoint.path, opts.params), {
    method: endpoint.method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  const parsed = envelope.safeParse(safeJson(text));
  if (!parsed.success) return { code: Number.NaN, message: `HTTP ${res.status}: ${text.slice(0, 120)}`, status: res.status };
  if (parsed.data.code !== 1) return { code: parsed.data.code, message: parsed.data.message, status: res.status };
  return { code: 1, data: z.parse(endpoint.data as E['data'], parsed.data.data) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The data of a call that must succeed (set-up steps), or an error naming the call. */
export async function must<E extends Endpoint>(send: Send, endpoint: E, opts: CallOptions = {}): Promise<z.output<E['data']>> {
  const r = await callEndpoint(send, endpoint, opts);
  if (r.code !== 1 || !('data' in r)) throw new Error(`${endpoint.title}: ${'message' in r ? r.message : 'failed'}`);
  return r.data;
}

/** Runs `fn` over `items`, at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export function markdownTable(rows: Record<string, string | number>[]): string {
  if (!rows.length) return '(no rows)';
  const cols = Object.keys(rows[0]);
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(cols), line(cols.map(() => '---')), ...rows.map((r) => line(cols.map((c) => r[c] ?? '')))].join('\n');
}

export const BEIJING_ADDRESS = { consignee: '基准测试', mobile: '13812345678', provinceId: 11, cityId: 1101, districtId: 110101, detail: '东直门南大街 1 号 302 室' };
