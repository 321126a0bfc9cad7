import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

/**
 * How long the API's event loop was held, for `GET /healthz/loop` (ours): the delay percentiles since the previous
 * call, in ms. The load bench reads it around its run to tell a blocked event loop (work to move off it) from a busy
 * machine (a /healthz answer waiting for a CPU the load generator and the storefront also want).
 */
let histogram: IntervalHistogram | null = null;

export function eventLoopDelay(): { p50: number; p99: number; max: number; samples: number } {
  if (!histogram) {
    histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
  }
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  const out = { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max), samples: histogram.count };
  histogram.reset();
  return out;
}
