// Issue 5, memory: the page's wasm heap stays flat however many runs it shows.
//
// Wasm linear memory only grows (it is the Rust heap's high-water mark, in 64 KB pages), so a
// leak per run shows as steady growth over many runs. This test allows one page over 150 runs,
// so it catches leaks of about half a KB a run or more, like the reactive class the diagram once
// created anew each time it re-drew its parts (0.8 KB a run). Smaller leaks show in the 1,000
// cycles of scripts/bench, which found the other one: the owner `For` keeps listed for every
// chat row it ever made (about 13 bytes a row).
//
// The cycles are scripts/bench's in their quick form, "jump to the last step": a sample prompt,
// Last step (answering any question), Reset, run inside the page (clicks, then a macrotask for
// effects) so that they take seconds; the check is on memory, not on time. scripts/bench also
// runs cycles that render every step of each run.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';
import { initScript, installBench } from './in-page.mjs';

const CYCLES = 150;
/** One wasm page: growth past it over 150 cycles is a leak, not the allocator settling. */
const ALLOWED_GROWTH = 64 * 1024;

let browser;
before(async () => {
  browser = await launch();
  // The same in-page helpers as scripts/bench: trunk's loader hands the wasm instance over.
  await browser.context.addInitScript(initScript);
});
after(() => browser?.close());

test(`wasm memory stays flat over ${CYCLES} runs of the sample prompts, each jumped to its last step`, async () => {
  const rec = await browser.open();
  await new DemoPage(rec.page).ready();
  await rec.page.evaluate(installBench);
  const bytes = () => rec.page.evaluate(() => window.__bench.wasmBytes());
  assert.ok((await bytes()) > 0, 'the page exposes its wasm memory');
  // A cycle: a sample prompt, Last step (answering any question with "Allow once"), Reset.
  // Warm-up first: the allocator settles and every view has been built once.
  await rec.page.evaluate(() => window.__bench.cycles(20, 0, 'jump'));
  const start = await bytes();
  await rec.page.evaluate((n) => window.__bench.cycles(n, 20, 'jump'), CYCLES);
  const end = await bytes();
  assert.ok(
    end - start <= ALLOWED_GROWTH,
    `wasm memory grew by ${((end - start) / 1024).toFixed(0)} KB over ${CYCLES} runs (from ${(start / 1048576).toFixed(2)} MB): a leak`,
  );
  assert.deepEqual(rec.errors, []);
});
