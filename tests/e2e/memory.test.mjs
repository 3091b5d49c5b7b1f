// Issue 5, memory: the page's wasm heap stays flat however many runs it shows.
//
// Wasm linear memory only grows (it is the Rust heap's high-water mark, in 64 KB pages), so a
// leak per run shows as steady growth over many runs. This test allows one page over 150 runs,
// so it catches leaks of about half a KB a run or more, like the reactive class the diagram once
// created anew each time it re-drew its parts (0.8 KB a run). Smaller leaks show in the 1,000
// cycles of scripts/bench, which found the other one: the owner `For` keeps listed for every
// chat row it ever made (about 13 bytes a row).
//
// The cycles run inside the page (clicks, then a macrotask for effects) so that they take
// seconds; the check is on memory, not on time.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';

const CYCLES = 150;
/** One wasm page: growth past it over 150 cycles is a leak, not the allocator settling. */
const ALLOWED_GROWTH = 64 * 1024;

let browser;
before(async () => {
  browser = await launch();
  // trunk's loader hands the wasm instance to this event; its memory is what we watch.
  await browser.context.addInitScript(() => {
    addEventListener('TrunkApplicationStarted', (e) => {
      window.__wasmMemory = e.detail?.wasm?.memory;
    });
  });
});
after(() => browser?.close());

/** Runs `count` cycles in the page: a sample prompt, Last step (answering any question with
 * "Allow once"), First step, Last step, Reset. Returns the wasm memory size after them. */
async function cycles(count) {
  const text = (el) => (el?.textContent ?? '').trim();
  const named = (b) => {
    const clone = b.cloneNode(true);
    clone.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
    return text(clone) || b.getAttribute('aria-label') || '';
  };
  const button = (n) => [...document.querySelectorAll('button')].find((b) => named(b) === n);
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const press = async (n) => {
    const b = button(n);
    if (!b) throw new Error(`no button "${n}"`);
    b.click();
    await settle();
  };
  const samples = [...document.querySelector('[role="group"][aria-label="Sample prompts"]').querySelectorAll('button')];
  const asking = () => button('Allow once') && !button('Allow once').disabled;
  for (let i = 0; i < count; i++) {
    samples[i % samples.length].click();
    await settle();
    await press('Last step');
    while (asking()) {
      await press('Allow once');
      await press('Last step');
    }
    await press('First step');
    await press('Last step');
    await press('Reset');
  }
  return window.__wasmMemory.buffer.byteLength;
}

test(`wasm memory stays flat over ${CYCLES} runs of the sample prompts`, async () => {
  const rec = await browser.open();
  await new DemoPage(rec.page).ready();
  assert.ok(await rec.page.evaluate(() => Boolean(window.__wasmMemory)), 'the page exposes its wasm memory');
  // Warm-up: the allocator settles and every view has been built once.
  const start = await rec.page.evaluate(cycles, 20);
  const end = await rec.page.evaluate(cycles, CYCLES);
  assert.ok(
    end - start <= ALLOWED_GROWTH,
    `wasm memory grew by ${((end - start) / 1024).toFixed(0)} KB over ${CYCLES} runs (from ${(start / 1048576).toFixed(2)} MB): a leak`,
  );
  assert.deepEqual(rec.errors, []);
});
