// A person's own session log, opened in the page: by the button, by a drop, a folder; its
// summary's figures; stepping by event, llm request and user prompt; chapters; nothing sent
// anywhere, stored or put in the address bar; bad files named with what to do.

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch } from './helpers.mjs';
import { openDemo, DemoPage } from './demo-page.mjs';
import { serve } from '../../scripts/lib/static-server.mjs';

const UPDATE_MS = 10_000;
const FIXTURES = fileURLToPath(new URL('../fixtures/logs/', import.meta.url));

/** The files of a fixture folder as the browser would get them (bare names). */
function files(dir) {
  const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  return walk(join(FIXTURES, dir))
    .filter((p) => !p.endsWith('.gitattributes'))
    .map((p) => ({ name: p.split('/').pop(), mimeType: 'application/octet-stream', buffer: readFileSync(p) }));
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const summary = (demo) => demo.runs.getByRole('region', { name: 'Imported session', exact: true });
const notice = (demo) => demo.page.getByRole('status').filter({ hasText: /./ });
const narration = (demo) => demo.page.locator('#narration').textContent();

/** The summary's figures as { label: value }. */
async function figures(demo) {
  const dl = summary(demo).locator('dl.figures');
  const labels = await dl.locator('dt').allTextContents();
  // A figure that opens to its arithmetic shows its value in the <summary>.
  const values = await dl.locator('dd').evaluateAll((dds) =>
    dds.map((dd) => (dd.querySelector(':scope > details > summary') ?? dd).textContent));
  return Object.fromEntries(labels.map((l, i) => [l.trim(), values[i].trim()]));
}

/** The lines a summary figure opens to. */
async function how(demo, label) {
  const dd = summary(demo).locator('dl.figures dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await dd.locator('summary').click();
  return dd.locator('li').allTextContents();
}

/** Opens `list` with the "Open session log" button and waits for the run. */
async function openLog(demo, list) {
  await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(list);
  // The notice says it opened; dismissed, so that the next open's notice is its own.
  const opened = demo.page.getByText(/^Opened \d+ files? \(/);
  await opened.waitFor({ timeout: UPDATE_MS });
  await demo.page.getByRole('button', { name: 'Dismiss' }).click();
  await summary(demo).waitFor({ timeout: UPDATE_MS });
  await demo.waitForPosition(1, (await demo.position()).n);
}

test('Open session log: a Claude Code 2.1 session with its sub-agents, summed up with thousands separators', async () => {
  const { rec, demo } = await openDemo(browser);
  await openLog(demo, files('claude/2.1'));
  const f = await figures(demo);
  assert.equal(f['tool and version'], 'Claude Code 2.1.39');
  assert.equal(f['llm requests'], '12');
  assert.equal(f['input tokens, total sent'], '312,866');
  assert.equal(f['read from cache'], '285,458');
  assert.equal(f['written to cache'], '27,360');
  assert.equal(f['input tokens, uncached'], '48');
  // Each figure opens to how it adds up, and says who reported it.
  assert.deepEqual((await how(demo, 'input tokens, total sent'))[0], '48 uncached + 285,458 read from the cache + 27,360 written to it = 312,866 tokens sent.');
  assert.match((await how(demo, 'input tokens, uncached')).join(' '), /ccusage call this "input".*Reported by the Claude Code 2\.1\.39 log/);
  assert.match(f['cache misses (inferred)'], /^\d+ requests, [\d,]+ tokens not read from the cache$/);
  // The cost at list prices, the same sum ccusage makes with the largest output counts.
  await summary(demo).getByText('$0.1803', { exact: true }).waitFor({ timeout: UPDATE_MS });
  const cost = await how(demo, 'cost at list prices');
  assert.equal(cost[0], '$0.0001 uncached input + $0.0842 cache reads + $0.0686 cache writes (5 minutes) + $0.0000 cache writes (1 hour) + $0.0274 output = $0.1803');
  assert.match(cost.at(-1), /^List prices from LiteLLM .*, taken \d{4}-\d{2}-\d{2};/);
  // Each request opens to its own price, at the model the log names.
  await demo.toLastStep();
  const row = demo.panel('context').locator('.turn-chart details').last();
  await row.locator('summary').click();
  await row.getByText(/^Cost: \$\d+\.\d{4} at claude-[a-z0-9-]+'s list price of \d{4}-\d{2}-\d{2}\.$/).waitFor({ timeout: UPDATE_MS });
  assert.match((await how(demo, 'cache misses (inferred)')).join('\n'), /× sub-agent's start: [\d,]+ tokens not read from the cache/);
  assert.match(f['output tokens'], /^1,874 \(at least/);
  assert.equal(f['compactions'], '2');
  assert.equal(f['sub-agents'], '2');
  assert.match(f['started'], /^2026-01-05 10:00 UTC, for /);
  assert.match(f['lines skipped'], /^\d+ of \d+$/);
  // The chat is the log's: its agent, its first prompt, its tool calls.
  assert.equal((await demo.sees.locator('.agent-name').textContent()).trim(), 'Claude Code');
  const rows = await demo.conversation.locator('.msg').allTextContents();
  assert.ok(rows.some((r) => r.includes('Fix the failing test in parser.rs')), rows.join('\n'));
  assert.ok(rows.some((r) => r.includes('not run: declined') && r.includes('Edit')), 'the refused Edit shows as refused');
  assert.equal(await demo.status(), 'idle');
  // An imported run has no link, and says why.
  assert.equal(await demo.button('Copy link to this step').isDisabled(), true);
  assert.match(await demo.button('Copy link to this step').getAttribute('title'), /cannot be shared by link/);
  assert.deepEqual(rec.errors, []);
});

test('nothing leaves the page: no request once a log is chosen, nothing stored, nothing in the address bar', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  const before = page.url();
  // Heading for the button loads the log reader (its own files, before any file is chosen).
  const reader = [];
  page.on('request', (r) => reader.push(r.url()));
  const prices = page.waitForResponse((r) => r.url().endsWith('prices/prices.json'), { timeout: UPDATE_MS });
  await page.getByText('Open session log', { exact: true }).hover();
  await page.waitForResponse((r) => r.url().endsWith('reader_bg.wasm'), { timeout: UPDATE_MS });
  // The price table the summary's cost needs comes with it, from the same folder.
  await prices;
  assert.ok(reader.every((u) => u.startsWith(new URL('.', before).href)), `the reader comes from the page's own folder: ${reader.join(', ')}`);
  await page.waitForTimeout(300);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await openLog(demo, files('codex/0.125'));
  await demo.toLastStep();
  await page.getByRole('button', { name: 'Export trace (JSON)' }).isVisible();
  await page.waitForTimeout(1_500); // past the address bar's settling time
  assert.deepEqual(requests, [], 'no request of any kind');
  assert.equal(page.url(), before, 'the address bar is as it was');
  const stored = await page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases?.())?.length ?? 0,
  }));
  assert.deepEqual(stored, { local: 0, session: 0, databases: 0 });
  assert.deepEqual(rec.errors, []);
});

test('a log dropped on the page opens too', async () => {
  const { rec, demo } = await openDemo(browser);
  const list = files('codex/0.125').map((f) => ({ name: f.name, data: [...f.buffer] }));
  const transfer = await demo.page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([new Uint8Array(f.data)], f.name));
    return dt;
  }, list);
  await demo.page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
  await summary(demo).waitFor({ timeout: UPDATE_MS });
  const f = await figures(demo);
  assert.equal(f['tool and version'], 'Codex 0.125.0');
  assert.match(f['written to cache'], /^not recorded/);
  assert.match((await how(demo, 'read from cache')).join(' '), /part of Codex's input_tokens/);
  assert.match((await how(demo, 'input tokens, uncached')).join(' '), /input_tokens − [\d,]+ cached_input_tokens = /);
  assert.equal(f['sub-agents'], '1');
  assert.deepEqual(rec.errors, []);
});

test('Step by: event, llm request, user prompt; chapters with Page Down', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  await openLog(demo, files('claude/2.1'));
  const stepBy = page.getByLabel('Step by');
  await stepBy.selectOption('llm request');
  await demo.stepForwardButton.click();
  await page.getByText(/^request 1 of \d+$/).waitFor({ timeout: UPDATE_MS });
  assert.match(await narration(demo), /^The runner sends turn 1's request/);
  await demo.stepForwardButton.click();
  await page.getByText(/^request 2 of \d+$/).waitFor({ timeout: UPDATE_MS });
  assert.match(await narration(demo), /request/);
  await demo.stepBackButton.click();
  await page.getByText(/^request 1 of \d+$/).waitFor({ timeout: UPDATE_MS });
  await stepBy.selectOption('user prompt');
  await demo.stepForwardButton.click();
  await page.getByText(/^prompt 2 of \d+$/).waitFor({ timeout: UPDATE_MS });
  assert.match(await narration(demo), /You press enter/);
  await stepBy.selectOption('event');
  const { k } = await demo.position();
  await demo.stepForward();
  assert.equal((await demo.position()).k, k + 1, 'by event: one step');
  // Chapters: Page Down jumps to the next one (a prompt, a sub-agent, a compaction, trouble).
  await page.locator('body').focus();
  const at = (await demo.position()).k;
  await page.keyboard.press('PageDown');
  await page.waitForFunction((at) => {
    const m = /^(\d+) \//.exec(document.querySelector('.position')?.textContent ?? '');
    return m && Number(m[1]) > at;
  }, at, { timeout: UPDATE_MS });
  const chapters = await page.getByLabel('Chapter').locator('option').allTextContents();
  assert.ok(chapters.some((c) => c.includes('sub-agent: general-purpose')), chapters.join('\n'));
  assert.ok(chapters.some((c) => c.includes('context compacted')), chapters.join('\n'));
  assert.deepEqual(rec.errors, []);
});

test('what the log records is said, and what it does not is not invented', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  await openLog(demo, files('claude/2.1'));
  const said = [];
  const contexts = [];
  const context = demo.runs.getByRole('region', { name: 'context', exact: true });
  const { n } = await demo.position();
  for (let i = 1; i < n; i++) {
    said.push(await narration(demo));
    contexts.push(await context.textContent());
    await demo.stepForward();
  }
  const has = (re) => said.some((s) => re.test(s));
  assert.ok(has(/How it was allowed, by a rule of its harness or by your yes, is not recorded/));
  assert.ok(has(/The log records that you refused this Edit call/));
  assert.ok(has(/log records that you stopped the run here/));
  assert.ok(has(/The log records a compaction here/));
  assert.ok(has(/log reports what it really carried: [\d,]+ tokens read/));
  await summary(demo).getByText('Not in the log, so not shown').click();
  await summary(demo).getByText(/the system prompt and the tool schemas/).waitFor({ timeout: UPDATE_MS });
  // Once a request's figures have come, the context panel shows the log's, and says so.
  assert.ok(contexts.some((c) => /reported by the Claude Code 2\.1\.39 log for this request: [\d,]+ tokens read/.test(c)));
  // The log's last reply, to the message that cut a running Bash call: never an invented one.
  const rows = await demo.conversation.locator('.msg').allTextContents();
  assert.equal(rows.at(-1), 'Claude CodeStopped.');
  assert.ok(!rows.some((r) => r.includes('end of my script')), rows.join('\n'));
  assert.deepEqual(rec.errors, []);
});

test('bad files get a message naming the file and what to do; the page goes on working', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  const cases = [
    [{ name: 'empty.jsonl', mimeType: 'text/plain', buffer: Buffer.alloc(0) }, /empty\.jsonl/],
    [{ name: 'rollout.jsonl.zst', mimeType: 'application/zstd', buffer: Buffer.from([0x28, 0xb5, 0x2f, 0xfd, 1, 2, 3]) }, /zstd -d/],
    [{ name: 'photo.jsonl', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0, 0xff, 0xfe]) }, /photo\.jsonl/],
    [{ name: 'notes.jsonl', mimeType: 'text/plain', buffer: Buffer.from('{"hello": "world"}\n{"x": 1}\n') }, /notes\.jsonl/],
  ];
  for (const [file, message] of cases) {
    await page.getByLabel('Open session log', { exact: true }).setInputFiles([file]);
    const shown = page.getByText(/^That log was not opened: /);
    await shown.waitFor({ timeout: UPDATE_MS });
    assert.match(await shown.textContent(), message);
    await page.getByRole('button', { name: 'Dismiss' }).click();
  }
  assert.equal(await summary(demo).isVisible(), false, 'no run was replaced');
  await demo.pick('What is an agent harness?');
  await demo.stepForward();
  assert.deepEqual(rec.errors, []);
});

test('Save as scenario writes a redacted file that replays the session offline', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  await openLog(demo, files('claude/2.1'));
  const { n } = await demo.position();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: UPDATE_MS }),
    summary(demo).page().getByRole('button', { name: 'Save as scenario' }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  assert.ok(!text.includes('Fix the failing test in parser.rs'), 'the prompt is redacted');
  assert.ok(!text.includes('fn case_1'), 'file contents are redacted');
  assert.match(text, /characters · [0-9a-f]{6}/);
  await page.getByLabel('Load scenario file', { exact: true })
    .setInputFiles({ name: 'imported-session.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await page.getByText('Loaded imported-session.json.').waitFor({ timeout: UPDATE_MS });
  const after = await demo.position();
  assert.ok(Math.abs(after.n - n) < 10, `the replay has about as many steps (${after.n} vs ${n})`);
  assert.deepEqual(rec.errors, []);
});

test('each format and version of the reference opens and replays to its end', async () => {
  const { rec, demo } = await openDemo(browser);
  const expected = {
    'claude/1.0': /^Claude Code 1\.0\./,
    'claude/2.0': /^Claude Code 2\.0\./,
    'claude/2.1.150': /^Claude Code 2\.1\.1\d\d/,
    'codex/bare': /^Codex/,
    'codex/0.77': /^Codex 0\.77/,
    'codex/0.104': /^Codex 0\.104/,
  };
  for (const [dir, version] of Object.entries(expected)) {
    await openLog(demo, files(dir));
    assert.match((await figures(demo))['tool and version'], version, dir);
    await demo.toLastStep();
    assert.equal(await demo.status(), 'idle', `${dir} ends idle`);
    const rows = await demo.conversation.locator('.msg').allTextContents();
    assert.ok(!rows.some((r) => r.includes('end of my script')), `${dir}: every reply is the log's`);
  }
  assert.deepEqual(rec.errors, []);
});

/**
 * Serves dist/ without `missing` on a free loopback port: a deploy that lost a file (the
 * browser's routing does not reach a worker's own fetches, so the file really is gone).
 */
function serveWithout(missing) {
  return serve(fileURLToPath(new URL('../../dist/', import.meta.url)), { base: '/', missing: [missing] });
}

test('the log reader loads on first use; when it cannot be loaded, the page says so and goes on working', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  // Not in the first download: nothing of the reader was fetched to show the page.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
  assert.ok(!loaded.some((u) => u.includes('reader')), `the reader is not fetched up front: ${loaded.join(', ')}`);
  assert.deepEqual(rec.errors, []);
  // A deploy that lost the reader's wasm: a clear message, and the page still works.
  const broken = await serveWithout('reader_bg.wasm');
  try {
    const other = await browser.context.newPage();
    await other.goto(broken.url);
    const lost = await new DemoPage(other).ready();
    await other.getByLabel('Open session log', { exact: true }).setInputFiles(files('codex/0.77'));
    const shown = other.getByText(/^The log reader could not be loaded: /);
    await shown.waitFor({ timeout: UPDATE_MS });
    assert.match(await shown.textContent(), /the rest of the page works as before/);
    await lost.pick('What is an agent harness?');
    await lost.stepForward();
    assert.equal((await lost.position()).k, 2);
    await other.close();
  } finally {
    await broken.close();
  }
});
