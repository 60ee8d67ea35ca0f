#!/usr/bin/env node
// Web performance budgets (docs/decisions/022). NOT part of the tests: `pnpm --filter @cadence/web bench`.
//
// 1. Builds the web app if dist/.vite/manifest.json is missing (or with --build).
// 2. Initial-route JS (gzip) per route from the Vite manifest: entry chunk + the route's lazy chunk
//    + all their static imports (dynamic imports — dialogs, charts, confetti — are not counted),
//    checked against perf-budget.json.
// 3. Lighthouse 12 (a devDependency of apps/web: Lighthouse 13 needs Node ≥ 22.19) on the production
//    build, mobile preset (simulated slow 4G + 4× CPU), median of 3 runs, for /, /onboarding and
//    /dashboard, with a returning user's session and local data (four routines and today's plan)
//    but a cold cache (no service worker):
//    performance, accessibility and best-practices scores against perf-budget.json (docs/decisions/022), plus
//    LCP/TBT/CLS/FCP.
//    The build is served gzip-compressed by a tiny server here (as a production host would), with
//    /trpc and /api proxied to the BUILT API on a throw-away local database.
//    If Lighthouse cannot run, falls back to Playwright + CDP (PerformanceObserver LCP/CLS, long
//    tasks for TBT, 4× CPU throttling, slow-4G network) and says so.
// Prints the figures; exits 1 when a budget is exceeded.
//
// Options: --build (force a build)  --js-only (skip web vitals)  --engine=lighthouse|cdp  --runs=N  --routes=/,/dashboard  --dist=DIR
// BENCH_LHR_DIR=dir keeps every Lighthouse report with its trace; BENCH_DEBUG=1 prints failing audits.
import { spawn, spawnSync } from 'node:child_process';
import { CHROMIUM, freePort, launchBenchChromium, startStack } from './bench-stack.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const webDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = resolve(webDir, '../..');
// --dist=DIR measures another build (e.g. a snapshot, while others rebuild apps/web/dist).
const distArg = process.argv.slice(2).find((a) => a.startsWith('--dist='))?.split('=')[1];
const dist = distArg ? resolve(distArg) : join(webDir, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const budget = JSON.parse(readFileSync(join(webDir, 'perf-budget.json'), 'utf8'));
const args = new Set(process.argv.slice(2));
const argValue = (name) => process.argv.slice(2).find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const LIGHTHOUSE_BIN = join(webDir, 'node_modules', '.bin', 'lighthouse');
const failures = [];
const kib = (n) => n / 1024;
const fmt = (n, d = 1) => n.toFixed(d);

// ---------------------------------------------------------------- 1. build
if (!distArg && (args.has('--build') || !existsSync(manifestPath))) {
  console.log('Building @cadence/web (vite build)…');
  const r = spawnSync('pnpm', ['exec', 'vite', 'build'], { cwd: webDir, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// ---------------------------------------------------------------- 2. JS budgets
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzCache.get(file);
};
function staticClosure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    for (const imp of manifest[key].imports ?? []) stack.push(imp);
  }
  return seen;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = new Set([...staticClosure([entryKey])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
const entryBytes = [...entryFiles].reduce((s, f) => s + gz(f), 0);

console.log(`\nInitial-route JS, gzip (entry ${manifest[entryKey].file} + static imports = ${fmt(kib(entryBytes))} KiB)`);
console.log('route                        route chunk + imports   total KiB   budget KiB   status');
const jsRows = [];
for (const [route, { module, initialJsKiB }] of Object.entries(budget.routes)) {
  if (!manifest[module]) {
    failures.push(`${route}: ${module} is not a chunk in the Vite manifest (route not lazily split?)`);
    console.log(`${route.padEnd(28)} ${'missing chunk'.padEnd(23)}`);
    continue;
  }
  const files = new Set([...staticClosure([entryKey, module])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
  const total = [...files].reduce((s, f) => s + gz(f), 0);
  const routeOnly = total - entryBytes;
  const ok = kib(total) <= initialJsKiB;
  if (!ok) failures.push(`${route}: initial JS ${fmt(kib(total))} KiB > budget ${initialJsKiB} KiB`);
  jsRows.push({ route, total: kib(total) });
  console.log(`${route.padEnd(28)} ${fmt(kib(routeOnly)).padStart(10)} KiB (${String(files.size - entryFiles.size).padStart(2)} files)   ${fmt(kib(total)).padStart(8)}   ${String(initialJsKiB).padStart(10)}   ${ok ? 'ok' : 'OVER'}`);
}
const lazyHeavy = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js') && !entryFiles.has(c.file) && gz(c.file) > 15 * 1024)
  .map((c) => `${c.file} ${fmt(kib(gz(c.file)))} KiB${c.isDynamicEntry ? ' (dynamic import)' : ''}`);
if (lazyHeavy.length) console.log(`Largest non-entry chunks (>15 KiB gzip): ${lazyHeavy.join('; ')}`);

// ---------------------------------------------------------------- 3. web vitals
if (!args.has('--js-only')) {
  try {
    await webVitals();
  } catch (err) {
    failures.push(`web vitals could not be measured: ${err instanceof Error ? err.message : err}`);
  }
}

console.log('');
if (failures.length) {
  console.log(`BUDGET EXCEEDED (${failures.length}):\n  - ${failures.join('\n  - ')}`);
  process.exit(1);
}
console.log('All budgets met.');
process.exit(0);

// ================================================================= helpers
async function webVitals() {
  const cfg = budget.webVitals;
  const runs = Number(argValue('runs') ?? cfg.runs ?? 3);
  const stack = await startStack({ repoRoot, dist });
  try {
    let engine = argValue('engine') ?? (lighthouseAvailable() ? 'lighthouse' : 'cdp');
    if (engine === 'lighthouse') {
      // Lighthouse drives the bench's own Chromium over --port; if that does not work on this
      // machine, say so and measure with Playwright + CDP instead.
      try {
        await lighthouseRun(stack, cfg.routes[0], 90_000);
      } catch (err) {
        console.log(`Lighthouse 12 could not complete a run here (${err instanceof Error ? err.message.split('\n')[0] : err}); falling back to Playwright + CDP.`);
        engine = 'cdp';
      }
    }
    const lighthouse = engine === 'lighthouse';
    console.log(`\nWeb vitals — ${lighthouse ? 'Lighthouse 12 (apps/web devDependency), mobile preset: simulated slow 4G, 4x CPU, cold cache' : 'Playwright + CDP: 4x CPU throttling, slow-4G network emulation, 360x740 mobile viewport'}; median of ${runs}; served ${stack.origin}`);
    if (lighthouse) console.log(`budgets: performance ≥ ${cfg.performance}, accessibility ≥ ${cfg.accessibility}, best practices ≥ ${cfg.bestPractices} (docs/decisions/022)`);
    console.log('route            perf   a11y   best-pr   LCP ms   TBT ms   CLS     FCP ms   status   (perf per run)');
    const only = argValue('routes')?.split(',');
    for (const route of cfg.routes.filter((r) => !only || only.includes(r))) {
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(lighthouse ? await lighthouseRun(stack, route) : await cdpRun(stack, route));
      if (process.env.BENCH_DEBUG) for (const s of samples) console.log(JSON.stringify({ route, score: s.score, a11y: s.a11y, bp: s.bp, url: s.finalUrl, failing: s.failing }));
      const med = (k) => median(samples.map((s) => s[k]).filter((v) => v !== null && v !== undefined));
      const row = { lcp: med('lcp'), tbt: med('tbt'), cls: med('cls'), fcp: med('fcp'), score: med('score'), a11y: med('a11y'), bp: med('bp') };
      const over = [];
      const pct = (v) => (Number.isNaN(v) ? '  n/a' : String(Math.round(v * 100)).padStart(5));
      if (lighthouse) {
        if (Math.round(row.score * 100) < cfg.performance) over.push(`performance ${Math.round(row.score * 100)} < ${cfg.performance}`);
        if (Math.round(row.a11y * 100) < cfg.accessibility) over.push(`accessibility ${Math.round(row.a11y * 100)} < ${cfg.accessibility}`);
        if (Math.round(row.bp * 100) < cfg.bestPractices) over.push(`best practices ${Math.round(row.bp * 100)} < ${cfg.bestPractices}`);
      } else {
        // No Lighthouse scores without Lighthouse: gate on the metrics behind them instead.
        if (row.lcp > cfg.lcpMs) over.push(`LCP ${Math.round(row.lcp)} ms > ${cfg.lcpMs}`);
        if (row.tbt > cfg.tbtMs) over.push(`TBT ${Math.round(row.tbt)} ms > ${cfg.tbtMs}`);
      }
      if (row.cls > cfg.cls) over.push(`CLS ${fmt(row.cls, 3)} > ${cfg.cls}`);
      for (const o of over) failures.push(`${route}: ${o}`);
      console.log(
        `${route.padEnd(15)} ${pct(row.score)}  ${pct(row.a11y)}     ${pct(row.bp)}  ${String(Math.round(row.lcp)).padStart(7)} ${String(Math.round(row.tbt)).padStart(8)}   ${fmt(row.cls, 3).padEnd(6)} ${String(Math.round(row.fcp)).padStart(7)}   ${over.length ? 'OVER' : 'ok  '}     (${samples.map((s) => (s.score === undefined ? 'n/a' : Math.round(s.score * 100))).join(', ')})`,
      );
    }
  } finally {
    await stack.stop();
  }
}

function median(values) {
  if (!values.length) return NaN;
  const s = [...values].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function lighthouseAvailable() {
  if (!existsSync(LIGHTHOUSE_BIN)) return false;
  const r = spawnSync(LIGHTHOUSE_BIN, ['--version'], { encoding: 'utf8', timeout: 60_000 });
  return r.status === 0 && /^12\./.test(r.stdout.trim());
}

/** A browser session with a returning user (routines and today's plan) created through the app's API (for / and /dashboard). */
async function withUserBrowser(stack, fn) {
  const port = await freePort();
  const { ctx, close } = await launchBenchChromium({ width: 360, height: 740 }, [`--remote-debugging-port=${port}`]);
  try {
    const page = ctx.pages()[0] ?? (await ctx.newPage());
    await page.goto(`${stack.origin}/reset`);
    // A returning user as the dashboard usually meets her: four routines from onboarding and today's
    // plan, built by a check-in (the coach's note, six tasks), so the plan, not the empty state, is measured.
    const user = await page.evaluate(async () => {
      const post = async (url, body) => {
        const r = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, credentials: 'include', body: JSON.stringify(body) });
        if (!r.ok) throw new Error(`${url}: ${r.status} ${await r.text()}`);
        return r.json();
      };
      const user = await post('/api/wellness/users', { name: 'Bench', location: 'Lyon', challenges: ['stress'] });
      const routines = [['movement', 'Morning walk'], ['nutrition', 'Protein breakfast'], ['mindfulness', 'Box breathing'], ['supplement', 'Evening magnesium']];
      for (const [type, label] of routines) await post('/api/wellness/routines', { userId: user.id, type, label, notes: '', frequency: 'daily', subtasks: [], isPersonalized: true, active: true });
      await post('/api/wellness/insight/adapt-plan', { userId: user.id, transcript: 'I slept badly and feel tired and stressed today', inputMode: 'text' });
      return user;
    });
    await page.evaluate((id) => {
      localStorage.setItem('wellnessUserId', id);
      localStorage.setItem('onboardingCompleted', 'true');
      localStorage.setItem('hasCompletedOnboarding', 'true');
    }, user.id);
    // A returning user's session and local data, but a cold cache: no service worker (it would
    // serve every file from its cache) and no cached files.
    await page.evaluate(async () => {
      for (const reg of (await navigator.serviceWorker?.getRegistrations()) ?? []) await reg.unregister();
      for (const key of await caches.keys()) await caches.delete(key);
    });
    await page.goto('about:blank');
    return await fn({ ctx, page, port });
  } finally {
    await close();
  }
}

async function lighthouseRun(stack, route, timeout = 180_000) {
  // A fresh browser per run (cold cache), the user's session/localStorage kept for Lighthouse.
  return withUserBrowser(stack, async ({ port }) => {
    // Async spawn: the static server and the proxy run in THIS process, so a spawnSync would
    // block them and Lighthouse would wait for pages that can never arrive.
    // BENCH_LHR_DIR=dir keeps each report and its assets (trace, devtools log) for inspection.
    const keep = process.env.BENCH_LHR_DIR ? join(process.env.BENCH_LHR_DIR, `lhr${route.replace(/\W+/g, '-')}-${Date.now()}.json`) : null;
    const output = keep ? [`--output-path=${keep}`, '--save-assets'] : ['--output-path=stdout'];
    const r = await run(
      LIGHTHOUSE_BIN,
      [`${stack.origin}${route}`, `--port=${port}`, '--only-categories=performance,accessibility,best-practices', '--disable-storage-reset', '--output=json', ...output, '--quiet', '--max-wait-for-load=45000', `--chrome-path=${CHROMIUM}`],
      timeout,
    );
    if (r.status !== 0) throw new Error(`lighthouse failed on ${route} (status ${r.status}, signal ${r.signal}): ${r.stderr.slice(-1200)}`);
    const lhr = JSON.parse(keep ? readFileSync(keep, 'utf8') : r.stdout);
    const a = (id) => lhr.audits[id]?.numericValue;
    if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.message}`);
    return { lcp: a('largest-contentful-paint'), tbt: a('total-blocking-time'), cls: a('cumulative-layout-shift'), fcp: a('first-contentful-paint'), score: lhr.categories.performance.score, a11y: lhr.categories.accessibility?.score, bp: lhr.categories['best-practices']?.score, failing: Object.values(lhr.audits).filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode !== 'informative' && x.scoreDisplayMode !== 'notApplicable' && x.scoreDisplayMode !== 'manual').map((x) => `${x.id}=${x.score}`), finalUrl: lhr.finalDisplayedUrl };
  });
}

/** spawn without blocking the event loop; resolves with the exit status and the output. */
function run(cmd, argv, timeout) {
  return new Promise((ok) => {
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    let stderr = '';
    child.stdout.on('data', (c) => out.push(c));
    child.stderr.on('data', (c) => (stderr += c.toString()));
    const timer = setTimeout(() => child.kill('SIGTERM'), timeout);
    child.once('exit', (status, signal) => {
      clearTimeout(timer);
      ok({ status, signal, stdout: Buffer.concat(out).toString('utf8'), stderr });
    });
  });
}

async function cdpRun(stack, route) {
  return withUserBrowser(stack, async ({ ctx }) => {
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    // Lighthouse's "slow 4G": 150 ms RTT, 1.6 Mbps down, 750 kbps up (applied per request here).
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const w = window;
      w.__perf = { lcp: 0, cls: 0, tbt: 0, fcp: 0 };
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) w.__perf.lcp = e.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (!e.hadRecentInput) w.__perf.cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
      }).observe({ type: 'paint', buffered: true });
      // TBT approximation: long tasks' time over 50 ms (from FCP on; Lighthouse stops at TTI).
      new PerformanceObserver((l) => {
        for (const e of l.getEntries()) if (w.__perf.fcp && e.startTime >= w.__perf.fcp) w.__perf.tbt += Math.max(0, e.duration - 50);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${stack.origin}${route}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const perf = await page.evaluate(() => window.__perf);
    await page.close();
    return { ...perf, score: undefined };
  });
}
