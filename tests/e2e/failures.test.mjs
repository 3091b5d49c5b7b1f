// What real harnesses are judged by: Stop (the button and Escape, mid-stream and at a
// question), the failure scenarios in "More scenarios", the prompt cache across runs, and the
// embed mode an article uses. Found by role and accessible name, like the other stories.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, chatLines, openDemo, scenario } from './demo-page.mjs';

const UPDATE_MS = 5_000;
const readFile = scenario('read-file');
const runTests = scenario('run-tests');

/** The scenarios "More scenarios" lists, in order, after the three sample prompts. */
const MORE = [
  'denied-tool', 'two-tools', 'unknown-tool', 'two-clients', 'stop', 'flaky-llm', 'llm-down',
  'tool-fails', 'tool-timeout', 'turn-limit', 'compaction', 'subagent', 'two-subagents',
  'stalled-stream', 'anthropic-cache', 'hook-refuses', 'hook-formats', 'stop-hook', 'plan-mode', 'skill', 'memory',
  'mcp-tools',
].map(scenario);

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The Stop button in "What you see": there while the session runs, gone while idle. */
function stopButton(demo) {
  return demo.sees.getByRole('button', { name: 'Stop', exact: true });
}

/** Steps forward until `done()` holds, at most `limit` steps. */
async function stepUntil(demo, done, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await done()) return;
    await demo.stepForward();
  }
  throw new Error('the awaited step never came');
}

test('Stop mid-stream: shown only while running; the partial reply stays, the run ends stopped and idle', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick(readFile.prompt);
  assert.equal(await stopButton(demo).count(), 0, 'no Stop while idle');
  // Step into turn 2's streamed answer: running, with some text already in the chat.
  await stepUntil(demo, async () => (await chatLines(demo)).some((l) => l.includes('(writing…)') && l.includes('README.md describes')));
  assert.equal(await demo.status(), 'running');
  const { k: pressedAt } = await demo.position();
  await stopButton(demo).click();
  // The page moves to where the press reaches the session API, and the run is derived again.
  await demo.runs.getByText('You press Stop. The client asks the session API to stop the run.').waitFor({ timeout: UPDATE_MS });
  const { k, n } = await demo.position();
  assert.equal(k, pressedAt + 1, 'the press arrives right after the step it was made at');
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  assert.equal(await stopButton(demo).count(), 0, 'no Stop once idle');
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => /^coder \(stopped\)\s*README\.md describes/.test(l)), `the partial reply is kept:\n${lines.join('\n')}`);
  assert.ok(lines.some((l) => l.startsWith('Stopped.')), 'the chat says the run was stopped');
  assert.ok(n < 24, 'the stopped run is shorter than the whole one');
  assert.deepEqual(rec.errors, []);
});

test('Escape at the question refuses the asked call and ends the run; Deny would have let the llm go on', async () => {
  const { rec, demo } = await openDemo(browser);
  const n = await demo.pick(runTests.prompt);
  await demo.toLastStep();
  assert.equal(await demo.allowOnce.isEnabled(), true, 'the run waits at its question');
  await demo.page.keyboard.press('Escape');
  await demo.runs.getByText('You press Stop.', { exact: false }).waitFor({ timeout: UPDATE_MS });
  await demo.toLastStep();
  const after = await demo.position();
  assert.ok(after.n > n, 'the run goes on past the question to its stop');
  assert.equal(await demo.status(), 'idle');
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => /not run: interrupted/.test(l)), `the asked call gets an interrupted result:\n${lines.join('\n')}`);
  assert.ok(lines.some((l) => l.includes('You stopped the run instead of answering.')));
  // The llm was not asked again: its last words are still turn 1's.
  assert.equal((await demo.terms('turn')).number, '1');
  assert.deepEqual(rec.errors, []);
});

test('a copied link of a stopped run opens the same step', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick(runTests.prompt);
  await demo.toLastStep();
  await stopButton(demo).click();
  await demo.runs.getByText('You press Stop.', { exact: false }).waitFor({ timeout: UPDATE_MS });
  await demo.stepForward();
  const here = await demo.position();
  const narration = await demo.page.locator('#narration').textContent();
  // The address bar follows once the stepping settles.
  await demo.page.waitForURL(new RegExp(`[?&]step=${here.k}(&|$)`), { timeout: UPDATE_MS });
  const url = demo.page.url();
  assert.match(url, /[?&]stops=\d+/, 'the link carries the stop');
  const other = await browser.open(url.replace(/^https?:\/\/[^/]+\/[^?]*/, (m) => m));
  const again = await new DemoPage(other.page).ready();
  assert.deepEqual(await again.position(), here);
  assert.equal(await other.page.locator('#narration').textContent(), narration);
  assert.deepEqual(rec.errors, []);
  assert.deepEqual(other.errors, []);
});

test('"More scenarios" lists every scenario past the sample prompts; each runs to its end with no console error', async () => {
  const { rec, demo } = await openDemo(browser);
  const list = demo.sees.getByRole('list', { name: 'More scenarios', exact: true });
  await demo.sees.getByText('More scenarios', { exact: true }).click();
  assert.deepEqual(await list.getByRole('button').allTextContents(), MORE.map((s) => s.title));
  for (const s of MORE) {
    await demo.pickMore(s.title);
    await demo.toLastStep();
    // A scenario that asks (a sub-agent's run_tests) goes on once allowed.
    for (let asked = 0; await demo.allowOnce.isVisible(); asked++) {
      assert.ok(asked < 5, `${s.id} keeps asking`);
      await demo.allowOnce.click();
      await demo.toLastStep();
    }
    const { k, n } = await demo.position();
    assert.equal(k, n, s.id);
    assert.equal(await demo.status(), 'idle', `${s.id} ends idle, never stuck at running`);
  }
  assert.deepEqual(rec.errors, []);
});

test('the failure paths say what happened in the chat', async () => {
  const { rec, demo } = await openDemo(browser);
  const expect = {
    'The stream breaks, then recovers': /^The connection to the llm broke \(connection reset by the provider \(HTTP 502\)\)\. Trying again in 1 s: attempt 2 of 3\.$/,
    'The llm fails for good': /^The run failed: the provider is overloaded \(HTTP 529\)$/,
    'A tool fails': /tool call call_1 · error: failed/,
    'A tool times out': /tool call call_1 · error: timed out/,
    'Too many turns': /^Stopped at the agent's limit of 3 turns\.$/,
    'The context fills up': /^Context compacted: 3 older messages replaced by a summary, 3,\d{3} → 2,\d{3} tokens\.$/,
  };
  for (const [title, pattern] of Object.entries(expect)) {
    await demo.pickMore(title);
    await demo.toLastStep();
    const lines = await chatLines(demo);
    assert.ok(lines.some((l) => pattern.test(l)), `${title}: ${pattern} in\n${lines.join('\n')}`);
  }
  assert.deepEqual(rec.errors, []);
});

test('the context panel: the second prompt reads the shared head from the cache; a compaction drops the total', async () => {
  const { rec, demo } = await openDemo(browser);
  const figures = () => demo.panel('context').locator('.cache-figures').textContent();
  const total = async () => Number((await demo.panel('context').locator('.big:visible').textContent()).replace(/[^0-9]/g, ''));
  await demo.pick(scenario('what-is-a-harness').prompt);
  await demo.toLastStep();
  await demo.pick(readFile.prompt);
  await stepUntil(demo, async () => /turn 1's request/.test(await demo.page.locator('#narration').textContent()));
  const first = await figures();
  const cached = Number(first.replace(/,/g, '').match(/^(\d+) read from the cache/)[1]);
  assert.ok(cached >= 1024, `the first request of the second prompt is read from the cache: ${first}`);
  // Reset empties the cache: the same request reads nothing.
  await demo.resetButton.click();
  await demo.waitForPosition(1, 24);
  await stepUntil(demo, async () => /turn 1's request/.test(await demo.page.locator('#narration').textContent()));
  assert.match(await figures(), /^0 read from the cache/);

  await demo.pickMore('The context fills up');
  await stepUntil(demo, async () => /^Context compacted/.test(await demo.page.locator('#narration').textContent()), 80);
  const after = await total();
  await demo.stepBack();
  const before = await total();
  assert.ok(after < before, `the total drops at the compaction: ${before} → ${after}`);
  assert.deepEqual(rec.errors, []);
});

test('?embed=1: no page header, both panes, the linked scenario and step; "Copy embed code" copies an iframe of this step', async () => {
  const rec = await browser.open('?scenario=read-file&step=5&embed=1');
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const demo = await new DemoPage(rec.page).ready();
  assert.equal(await rec.page.getByRole('banner').count(), 0, 'no page header');
  assert.equal(await rec.page.getByRole('heading', { level: 1 }).count(), 0);
  assert.ok(await demo.sees.isVisible());
  assert.ok(await demo.runs.isVisible());
  assert.deepEqual(await demo.position(), { k: 5, n: 24 });
  await demo.stepForward();
  await rec.page.waitForURL(/[?&]step=6&embed=1$/, { timeout: UPDATE_MS });
  await demo.button('Copy embed code').click();
  await demo.runs.getByText('Embed code copied.').waitFor({ timeout: UPDATE_MS });
  const code = await rec.page.evaluate(() => navigator.clipboard.readText());
  assert.match(code, /^<iframe src="http:\/\/[^"]+\?scenario=read-file&amp;step=6&amp;embed=1" title="Agent harness, step by step" [^>]*><\/iframe>$/);
  // The snippet's address opens the same step, embedded.
  const src = code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&');
  const framed = await browser.open(src);
  const again = await new DemoPage(framed.page).ready();
  assert.deepEqual(await again.position(), { k: 6, n: 24 });
  assert.equal(await framed.page.getByRole('banner').count(), 0);
  assert.deepEqual(rec.errors, []);
  assert.deepEqual(framed.errors, []);
});
