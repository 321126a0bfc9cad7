import 'server-only';
import type { ApiClient } from '../api/client';
import { credit } from '../api/contract/credit';
import { member } from '../api/contract/member';
import { order } from '../api/contract/order';
import type { z } from 'zod';

/** The overview's side facts, each read on its own: one that fails shows "暂时无法读取" and never hides the others. */
type Data<E extends { data: z.ZodType }> = z.output<E['data']>;
export interface OverviewFacts {
  counts: Data<typeof order.counts> | null;
  credit: Data<typeof credit.amount> | null;
  points: Data<typeof member.pointsSummary> | null;
  footprints: Data<typeof member.footprints> | null;
}

const orNull = <T>(p: Promise<T>): Promise<T | null> => p.catch(() => null);

export async function loadOverviewFacts(api: ApiClient): Promise<OverviewFacts> {
  const [counts, creditAmount, points, footprints] = await Promise.all([
    orNull(api.call(order.counts)),
    orNull(api.call(credit.amount)),
    orNull(api.call(member.pointsSummary)),
    orNull(api.call(member.footprints)),
  ]);
  return { counts, credit: creditAmount, points, footprints };
}
