// Every number checkable (issue 29): a figure opens to how it was made, and the per-request
// chart says why each request's cache read is what it is.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const num = (text) => Number(text.replace(/[^0-9]/g, ''));

test('the context total opens to its parts, and they add up to it', async () => {
  const rec = await browser.open('?scenario=read-file');
  const demo = await new DemoPage(rec.page).ready();
  const ctx = demo.panel('context');
  // Before a request goes out the total is a plain forecast; the request out opens to its sum.
  assert.equal(await ctx.locator('.total-how').isVisible(), false);
  for (let steps = 0; !(await ctx.locator('.total-how').isVisible()); steps++) {
    assert.ok(steps < 12, 'a request goes out');
    await demo.stepForward();
  }
  const total = num(await ctx.locator('.total-how > summary').textContent());
  await ctx.locator('.total-how > summary').click();
  const lines = await ctx.locator('.total-how li').allTextContents();
  const [sum, source, cache] = lines;
  const parts = sum.split('=')[0].split('+').map(num);
  assert.equal(parts.reduce((a, b) => a + b, 0), total, sum);
  assert.equal(num(sum.split('=')[1]), total);
  assert.match(source, /^Estimated by this page: about 4 characters per token/);
  const [read, notRead] = cache.split('=')[0].split('+').map(num);
  assert.equal(read + notRead, total, cache);
  assert.deepEqual(rec.errors, []);
});

test('the chart marks a miss with its cause, and a row opens to its arithmetic and the cause', async () => {
  const rec = await browser.open('?scenario=compaction');
  const demo = await new DemoPage(rec.page).ready();
  await demo.toLastStep();
  const chart = demo.panel('context').locator('.turn-chart');
  const rows = chart.locator('details');
  const marks = await chart.locator('.miss-mark').allTextContents();
  assert.equal(marks[0], 'first request', marks.join(' | '));
  assert.ok(marks.includes('compaction'), `a compaction's miss is marked: ${marks.join(' | ')}`);
  const at = marks.indexOf('compaction');
  const row = rows.nth(at);
  const [cached, uncached] = (await row.locator('.tok').textContent()).split('/').map(num);
  await row.locator('summary').click();
  const lines = await row.locator('li').allTextContents();
  assert.equal(num(lines[0].split('=')[1]), cached + uncached, lines[0]);
  // Its figures, its writes, who made them, its cause; then its price, once asked for.
  assert.match(lines[3], /^A compaction rewrote the thread/);
  await row.getByText(/^No model is recorded for this request, so it has no price/).waitFor({ timeout: 5_000 });
  // A request that read all its predecessor stored is not marked.
  const hit = marks.findIndex((m) => m === '');
  assert.ok(hit > 0, `some request extends the one before: ${marks.join(' | ')}`);
  await rows.nth(hit).locator('summary').click();
  assert.match((await rows.nth(hit).locator('li').allTextContents())[3], /^It read everything the previous request stored/);
  assert.deepEqual(rec.errors, []);
});

test('before the first request the context figures say what would happen if sent now', async () => {
  const rec = await browser.open('?scenario=read-file&step=1');
  const demo = await new DemoPage(rec.page).ready();
  assert.match(await demo.panel('context').locator('.cache-figures').textContent(), /^if sent now: 0 would be read from the cache · [\d,]+ written to it/);
  assert.deepEqual(rec.errors, []);
});
