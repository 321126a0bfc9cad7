/**
 * One Lighthouse run, in plain Node: bench/lighthouse.ts runs under tsx, whose transform names functions with a
 * `__name` helper that does not exist in the page Lighthouse evaluates them in. Argument: JSON
 * { url, port, settings }; prints the run's summary as JSON on stdout.
 */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

const { url, port, settings } = JSON.parse(process.argv[2]);
const config = { ...desktopConfig, settings: { ...desktopConfig.settings, ...settings } };
const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, config);
const lhr = result.lhr;
if (lhr.runtimeError) {
  process.stdout.write(JSON.stringify({ error: `${lhr.runtimeError.code} ${lhr.runtimeError.message}` }));
} else {
  const failing = new Set();
  for (const c of settings.onlyCategories) {
    for (const ref of lhr.categories[c].auditRefs) {
      const a = lhr.audits[ref.id];
      // The metrics (LCP, TBT, CLS, …) are figures of their own in the table.
      if (ref.group === 'metrics') continue;
      if (a.score !== null && a.score < 1 && !['informative', 'manual', 'notApplicable'].includes(a.scoreDisplayMode)) failing.add(ref.id);
    }
  }
  const num = (id) => lhr.audits[id]?.numericValue ?? null;
  process.stdout.write(
    JSON.stringify({
      version: lhr.lighthouseVersion,
      scores: Object.fromEntries(settings.onlyCategories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)])),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      failing: [...failing].sort(),
      details: process.env.BENCH_LH_DETAILS ? Object.fromEntries([...failing].map((id) => [id, lhr.audits[id].details?.items?.slice(0, 5) ?? lhr.audits[id].displayValue])) : undefined,
    }),
  );
}
