// The page's performance benchmark (issue 5), run by scripts/bench: not a test, it prints tables.
//
//   BASE_URL=http://127.0.0.1:PORT/harness-demo/ DIST=dist node tests/e2e/bench.mjs
//
// Measures, from the release build in DIST served at BASE_URL, in headless Chromium:
//   1. bytes of the wasm, JS, CSS and HTML: raw, gzip -9 and brotli (quality 11); the gzipped
//      total against the 150 KB budget;
//   2. time from navigation to the first usable Play button (HTTP cache off), median of 10 loads;
//   3. time per step, from a "Step forward" click to the DOM showing the new "k / N" (and to every
//      effect of the click having run), median and p95 over 500 steps through the scenarios;
//   4. the same at step 10 and at step 2,000 (and at the last step) of a generated long scenario
//      of 700 replies, loaded through the page's "Load scenario file" input;
//   5. JS heap (after a forced GC) and wasm memory after 1 and after 1,000 cycles of: pick a
//      sample prompt, Last step (answering a question with Allow once), Reset; growth < 2 MB.
//
// Everything is timed inside the page (performance.now()), so the numbers exclude the
// DevTools-protocol round trips of the driver. BENCH_STEPS, BENCH_LOADS and BENCH_CYCLES
// override the counts (500, 10, 1000); BENCH_ONLY=bytes,load,steps,long,memory picks parts.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { launch, BASE_URL } from './helpers.mjs';
import { scenario } from './demo-page.mjs';
import { initScript, installBench } from './in-page.mjs';

const DIST = process.env.DIST ?? new URL('../../dist/', import.meta.url).pathname;
const STEPS = Number(process.env.BENCH_STEPS ?? 500);
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1000);
const LONG_REPLIES = 700;
/** The page's budget: everything it downloads, gzipped. */
const BUDGET_BYTES = 150 * 1024;
const MEMORY_BUDGET = 2 * 1024 * 1024;

// ---------------------------------------------------------------------------------------------
// Printing

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (x) => (x === undefined || Number.isNaN(x) ? '–' : `${x.toFixed(x < 10 ? 2 : 1)} ms`);
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

function table(headers, rows) {
  const cells = [headers, ...rows].map((r) => r.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(cells[0]));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
  console.log();
}

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i];
}
const median = (v) => quantile(v, 0.5);

// ---------------------------------------------------------------------------------------------
// 1. Bytes

function sizes() {
  const files = readdirSync(DIST).filter((f) => /\.(wasm|js|css|html)$/.test(f) && statSync(join(DIST, f)).isFile());
  const kind = (f) => ({ wasm: 'wasm', js: 'JS', css: 'CSS', html: 'HTML' })[f.split('.').pop()];
  const order = ['wasm', 'JS', 'CSS', 'HTML'];
  const rows = files
    .map((f) => {
      const raw = readFileSync(join(DIST, f));
      return {
        kind: kind(f),
        file: f,
        raw: raw.length,
        gzip: gzipSync(raw, { level: 9 }).length,
        brotli: brotliCompressSync(raw, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
        }).length,
      };
    })
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const total = rows.reduce((t, r) => ({ raw: t.raw + r.raw, gzip: t.gzip + r.gzip, brotli: t.brotli + r.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  console.log('## Bytes (release build, dist/)\n');
  table(
    ['file', 'raw', 'gzip -9', 'brotli 11'],
    [
      ...rows.map((r) => [`${r.kind.padEnd(5)} ${r.file}`, kb(r.raw), kb(r.gzip), kb(r.brotli)]),
      ['total', kb(total.raw), kb(total.gzip), kb(total.brotli)],
    ],
  );
  const over = total.gzip > BUDGET_BYTES;
  console.log(
    `budget: ${kb(total.gzip)} gzipped against ${kb(BUDGET_BYTES)}: ${over ? `OVER by ${kb(total.gzip - BUDGET_BYTES)}` : `under, ${kb(BUDGET_BYTES - total.gzip)} to spare`}` +
      ` (brotli: ${kb(total.brotli)}, ${total.brotli > BUDGET_BYTES ? 'over' : 'under'})\n`,
  );
}

// ---------------------------------------------------------------------------------------------

/** Opens a page at BASE_URL (no request routing: nothing slows the loads) and waits for Play. */
async function openPage(context, path = '') {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('response', (r) => r.status() >= 400 && errors.push(`HTTP ${r.status()} for ${r.url()}`));
  await page.goto(new URL(path, BASE_URL).href);
  await page.waitForFunction(() => window.__playReady !== undefined, null, { timeout: 20_000 });
  await page.evaluate(installBench);
  return { page, errors };
}

async function loads(context) {
  const ready = [];
  const dcl = [];
  const wasmFetched = [];
  for (let i = 0; i < LOADS; i++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(BASE_URL);
    await page.waitForFunction(() => window.__playReady !== undefined, null, { timeout: 20_000 });
    const t = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const wasm = performance.getEntriesByType('resource').find((r) => r.name.endsWith('.wasm'));
      return { ready: window.__playReady, dcl: nav?.domContentLoadedEventEnd, wasm: wasm?.responseEnd };
    });
    ready.push(t.ready);
    dcl.push(t.dcl);
    wasmFetched.push(t.wasm);
    await cdp.detach();
    await page.close();
  }
  console.log(`## Load: navigation to the first usable Play button (${LOADS} loads, HTTP cache off, loopback, no compression)\n`);
  table(
    ['from navigation start to', 'median', 'min', 'max'],
    [
      ['DOMContentLoaded', ms(median(dcl)), ms(Math.min(...dcl)), ms(Math.max(...dcl))],
      ['wasm downloaded', ms(median(wasmFetched)), ms(Math.min(...wasmFetched)), ms(Math.max(...wasmFetched))],
      ['Play usable ("k / N" shown)', ms(median(ready)), ms(Math.min(...ready)), ms(Math.max(...ready))],
    ],
  );
}

async function steps(context) {
  const { page, errors } = await openPage(context);
  await page.evaluate((n) => window.__bench.steps(Math.min(20, n)), STEPS); // warm-up
  const r = await page.evaluate((n) => window.__bench.steps(n), STEPS);
  console.log(`## Step forward: click to the DOM showing the new position (${STEPS} steps through every scenario, ${r.scenarios} runs)\n`);
  table(
    ['', 'median', 'p95', 'max'],
    [
      ['"k / N" updated', ms(median(r.shown)), ms(quantile(r.shown, 0.95)), ms(Math.max(...r.shown))],
      ['all effects run', ms(median(r.settled)), ms(quantile(r.settled, 0.95)), ms(Math.max(...r.settled))],
    ],
  );
  if (errors.length) console.log(`browser console errors: ${errors.join('; ')}\n`);
  await page.close();
}

/** The read-file scenario with `replies` turns: each but the last reads README.md again. */
function longScenario(replies) {
  const s = structuredClone(scenario('read-file'));
  s.id = 'long-run';
  s.title = `${replies} turns`;
  s.description = 'Generated by the benchmark.';
  s.prompt = 'Read README.md until you are sure.';
  s.replies = Array.from({ length: replies }, (_, i) =>
    i + 1 < replies
      ? { text: `Reading it again, pass ${i + 1}.`, toolCalls: [{ tool: 'read_file', input: 'README.md' }] }
      : { text: 'Done: it is a tiny greeting library.' },
  );
  return JSON.stringify(s);
}

async function longRun(context) {
  const { page, errors } = await openPage(context);
  const json = longScenario(LONG_REPLIES);
  const t0 = Date.now();
  await page.locator('input[type="file"]').setInputFiles({ name: 'long-run.json', mimeType: 'application/json', buffer: Buffer.from(json) });
  await page.waitForFunction(() => /Loaded long-run\.json/.test(document.body.textContent), null, { timeout: 120_000 });
  const loadMs = Date.now() - t0;
  const { n } = await page.evaluate(() => window.__bench.position());
  const at = [10, 2000, n].filter((k, i, all) => k <= n && all.indexOf(k) === i);
  const rows = [];
  for (const k of at) {
    await page.evaluate((k) => window.__bench.stepsAt(k, 5), k); // warm-up
    const r = await page.evaluate((k) => window.__bench.stepsAt(k, 100), k);
    rows.push([`step ${k - 1} → ${k}${k === n ? ' (the last)' : ''}`, ms(median(r.shown)), ms(quantile(r.shown, 0.95)), ms(median(r.settled)), ms(quantile(r.settled, 0.95))]);
  }
  console.log(`## Step forward in a long run: ${LONG_REPLIES} replies, ${n} steps (file ${kb(json.length)}, loaded and derived in ${loadMs} ms); 100 steps each\n`);
  table(['', '"k / N" median', 'p95', 'all effects median', 'p95'], rows);
  if (errors.length) console.log(`browser console errors: ${errors.join('; ')}\n`);
  await page.close();
}

async function memory(context) {
  const { page, errors } = await openPage(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const measure = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
    return { heap: m.JSHeapUsedSize, nodes: m.Nodes, listeners: m.JSEventListeners, wasm: await page.evaluate(() => window.__bench.wasmBytes()) };
  };
  await page.evaluate(() => window.__bench.cycles(1, 0));
  const checkpoints = [...new Set([1, 10, 100, 250, 500, 1000, 2000, 5000, CYCLES])].filter((c) => c <= CYCLES).sort((a, b) => a - b);
  const seen = [{ cycles: 1, ...(await measure()) }];
  let spent = 0;
  for (let done = 1; done < CYCLES; ) {
    const next = checkpoints.find((c) => c > done);
    const batch = Math.min(100, next - done);
    spent += await page.evaluate(([b, off]) => window.__bench.cycles(b, off), [batch, done]);
    done += batch;
    if (done === next) seen.push({ cycles: done, ...(await measure()) });
  }
  const one = seen[0];
  const many = seen.at(-1);
  const verdict = (g) => (g < MEMORY_BUDGET ? 'under 2 MB' : 'OVER 2 MB');
  console.log(`## Memory over play-to-end-and-reset cycles (pick a sample prompt, Last step, Allow once if asked, Reset; ${(spent / Math.max(1, CYCLES - 1)).toFixed(2)} ms a cycle)\n`);
  table(
    ['after cycles', 'JS heap used (after GC)', 'wasm linear memory', 'DOM nodes', 'JS event listeners'],
    seen.map((m) => [m.cycles, mb(m.heap), m.wasm === null ? 'not reachable' : mb(m.wasm), m.nodes, m.listeners]),
  );
  const heapGrowth = many.heap - one.heap;
  console.log(`growth from 1 to ${CYCLES} cycles: JS heap ${mb(heapGrowth)} (${verdict(heapGrowth)}), ` +
    (one.wasm === null ? 'wasm memory not reachable' : `wasm memory ${mb(many.wasm - one.wasm)} (${verdict(many.wasm - one.wasm)})`));
  console.log('(wasm linear memory never shrinks: it is the high-water mark of the Rust heap, grown in 64 KB pages.)\n');
  if (errors.length) console.log(`browser console errors: ${errors.join('; ')}\n`);
  await cdp.detach();
  await page.close();
}

/** BENCH_ONLY=steps,memory (a comma list of bytes, load, steps, long, memory) runs only those. */
const only = process.env.BENCH_ONLY?.split(',').map((x) => x.trim());
const want = (part) => !only || only.includes(part);

if (want('bytes')) sizes();
const browser = await launch();
try {
  await browser.context.addInitScript(initScript);
  const version = browser.context.browser()?.version() ?? (await (async () => {
    const p = await browser.context.newPage();
    const v = await p.evaluate(() => navigator.userAgent);
    await p.close();
    return v.match(/Chrome\/[\d.]+/)?.[0] ?? v;
  })());
  console.log(`browser: headless Chromium (${version}), viewport 1280×800\n`);
  if (want('load')) await loads(browser.context);
  if (want('steps')) await steps(browser.context);
  if (want('long')) await longRun(browser.context);
  if (want('memory')) await memory(browser.context);
} finally {
  await browser.close();
}
