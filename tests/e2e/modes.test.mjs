// Permission modes as a reader meets them: the agent panel's "Permission mode" select derives
// the run again, plan mode refuses the edit or the command with a result the chat shows, the
// address carries the mode, and a link with mode= opens in it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, chatLines, openDemo, scenario } from './demo-page.mjs';

const UPDATE_MS = 5_000;
const runTests = scenario('run-tests');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('switching to plan mode refuses run_tests without a question; the link carries the mode', async () => {
  const { rec, demo } = await openDemo(browser);
  const page = demo.page;
  await demo.pick(runTests.prompt);
  const select = demo.runs.getByRole('combobox', { name: 'Permission mode', exact: true });
  assert.equal(await select.inputValue(), 'default');
  await select.selectOption('plan');
  await demo.toLastStep();
  assert.equal(await demo.allowOnce.count(), 0, 'plan mode asks nothing: it refuses');
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => l.includes('Not run: plan mode.')), lines.join('\n'));
  assert.equal(await demo.status(), 'idle');
  for (const start = Date.now(); Date.now() - start < UPDATE_MS && !page.url().includes('mode=plan'); ) {
    await page.waitForTimeout(20);
  }
  assert.match(page.url(), /mode=plan/);
  // The rule row says the mode decided it.
  assert.match(await demo.panel('agent').textContent(), /by plan mode/);
  assert.deepEqual(rec.errors, []);
});

test('a link with mode=bypassPermissions opens in that mode and runs without asking', async () => {
  const rec = await browser.open('?scenario=run-tests&step=1&mode=bypassPermissions');
  const demo = await new DemoPage(rec.page).ready();
  const select = demo.runs.getByRole('combobox', { name: 'Permission mode', exact: true });
  assert.equal(await select.inputValue(), 'bypassPermissions');
  await demo.toLastStep();
  assert.equal(await demo.allowOnce.count(), 0);
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => /^tool call .*· done/.test(l) && l.includes('run_tests')), lines.join('\n'));
  assert.deepEqual(rec.errors, []);
});
