// Other agents' logs in the page: Gemini CLI, opencode, Antigravity CLI, Copilot CLI and
// OpenTelemetry traces open by the button and by a drop, step to their end, say what they are
// and what they cannot know; a folder holding several tools' runs offers a list to pick from;
// nothing leaves the page.

import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { axeViolations, launch } from './helpers.mjs';
import { DemoPage, openDemo } from './demo-page.mjs';

const UPDATE_MS = 10_000;
const FIXTURES = fileURLToPath(new URL('../fixtures/logs/', import.meta.url));

/** Each format's fixture folders (one per version or shape), and the tool the summary names. */
const TOOLS = {
  gemini: /^Gemini CLI/,
  opencode: /^opencode/,
  antigravity: /^Antigravity CLI/,
  copilot: /^Copilot CLI/,
  otlp: /^OpenTelemetry/,
};
const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
const versions = (format) => readdirSync(join(FIXTURES, format)).filter((v) => statSync(join(FIXTURES, format, v)).isDirectory());

/** The files of a fixture folder as the browser would get them (bare names). */
function files(dir) {
  return walk(join(FIXTURES, dir)).map((p) => ({ name: p.split('/').pop(), mimeType: 'application/octet-stream', buffer: readFileSync(p) }));
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const summary = (demo) => demo.runs.getByRole('region', { name: 'Imported session', exact: true });
const choices = (demo) => demo.runs.getByRole('region', { name: /^These files hold \d+ runs/ });

/** The summary's figures as { label: value }. */
async function figures(demo) {
  const dl = summary(demo).locator('dl.figures');
  const labels = await dl.locator('dt').allTextContents();
  const values = await dl.locator('dd').evaluateAll((dds) =>
    dds.map((dd) => (dd.querySelector(':scope > details > summary') ?? dd).textContent));
  return Object.fromEntries(labels.map((l, i) => [l.trim(), values[i].trim()]));
}

/** What the summary says the log does not record. */
const notRecorded = (demo) => summary(demo).locator('details', { hasText: 'Not in the log' }).locator('li').allTextContents();

/** Waits for the run a log opened (picking the first run when the files hold several). */
async function opened(demo) {
  const done = demo.page.getByText(/^Opened \d+ files? \(/);
  await Promise.race([done.waitFor({ timeout: UPDATE_MS }), choices(demo).waitFor({ timeout: UPDATE_MS })]);
  if (await choices(demo).isVisible()) {
    await choices(demo).getByRole('button').first().click();
    await done.waitFor({ timeout: UPDATE_MS });
  }
  await demo.page.getByRole('button', { name: 'Dismiss' }).click();
  await summary(demo).waitFor({ timeout: UPDATE_MS });
}

test("each other agent's log opens by the button, steps to its end, and says what it cannot know", async () => {
  const { rec, demo } = await openDemo(browser);
  for (const [format, tool] of Object.entries(TOOLS)) {
    for (const version of versions(format)) {
      const dir = `${format}/${version}`;
      await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(files(dir));
      await opened(demo);
      const f = await figures(demo);
      assert.match(f['tool and version'], tool, dir);
      assert.ok(Number(f['llm requests'].replace(/,/g, '')) > 0, `${dir}: requests`);
      assert.ok((await notRecorded(demo)).length >= 3, `${dir}: says what the log does not record`);
      await demo.toLastStep();
      assert.equal(await demo.status(), 'idle', `${dir} ends idle`);
      const { n } = await demo.position();
      assert.ok(n > 5, `${dir}: ${n} steps`);
      const rows = await demo.conversation.locator('.msg').allTextContents();
      assert.ok(!rows.some((r) => r.includes('end of my script')), `${dir}: every reply is the log's`);
      // Save as scenario: redacted by default, and it loads back as a run of about as many steps.
      const [download] = await Promise.all([
        demo.page.waitForEvent('download', { timeout: UPDATE_MS }),
        demo.page.getByRole('button', { name: 'Save as scenario' }).click(),
      ]);
      const saved = readFileSync(await download.path(), 'utf8');
      const prompt = JSON.parse(saved).prompt;
      assert.match(prompt, /characters · [0-9a-f]{6}|^$/, `${dir}: the prompt is redacted`);
      await demo.page.getByLabel('Load scenario file', { exact: true })
        .setInputFiles({ name: `${format}.json`, mimeType: 'application/json', buffer: Buffer.from(saved) });
      await demo.page.getByText(`Loaded ${format}.json.`).waitFor({ timeout: UPDATE_MS });
      assert.ok(Math.abs((await demo.position()).n - n) < 10, `${dir}: the saved run replays`);
    }
  }
  // Antigravity's transcript has no token figures: unknown, never 0.
  await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(files(`antigravity/${versions('antigravity')[0]}`));
  await opened(demo);
  const f = await figures(demo);
  assert.equal(f['input tokens, total sent'], 'not recorded');
  assert.equal(f['output tokens'], 'not recorded');
  assert.deepEqual(rec.errors, []);
});

test('each format opens by a drop too, detected by its content whatever the file is called', async () => {
  const { rec, demo } = await openDemo(browser);
  for (const [format, tool] of Object.entries(TOOLS)) {
    const list = files(`${format}/${versions(format)[0]}`).map((f, i) => ({ name: `renamed-${i}.txt`, data: [...f.buffer] }));
    const transfer = await demo.page.evaluateHandle((list) => {
      const dt = new DataTransfer();
      for (const f of list) dt.items.add(new File([new Uint8Array(f.data)], f.name));
      return dt;
    }, list);
    await demo.page.dispatchEvent('body', 'drop', { dataTransfer: transfer });
    await opened(demo);
    assert.match((await figures(demo))['tool and version'], tool, format);
  }
  assert.deepEqual(rec.errors, []);
});

test('a folder of several tools’ runs lists each, newest first; the one picked opens; nothing leaves the page', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'harness-folder-'));
  try {
    for (const dir of ['claude/1.0', 'codex/0.125', ...Object.keys(TOOLS).map((f) => `${f}/${versions(f)[0]}`)]) {
      cpSync(join(FIXTURES, dir), join(folder, dir.replace('/', '-')), { recursive: true });
    }
    const { rec, demo } = await openDemo(browser);
    const { page } = demo;
    const before = page.url();
    // The reader loads as the person heads for the button; after that, nothing is fetched.
    await page.getByText('Open a log folder', { exact: true }).hover();
    await page.waitForResponse((r) => r.url().endsWith('reader_bg.wasm'), { timeout: UPDATE_MS });
    await page.waitForTimeout(300);
    const requests = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.getByLabel('Open a log folder', { exact: true }).setInputFiles(folder);
    const list = choices(demo);
    await list.waitFor({ timeout: UPDATE_MS });
    const buttons = list.getByRole('button');
    const words = await buttons.allTextContents();
    assert.ok(words.length >= 2 + Object.keys(TOOLS).length, words.join('\n'));
    for (const tool of ['Claude Code', 'Codex', 'Gemini CLI', 'opencode', 'Antigravity CLI', 'Copilot CLI', 'OpenTelemetry']) {
      assert.ok(words.some((w) => w.startsWith(tool)), `${tool} is among the runs:\n${words.join('\n')}`);
    }
    // The list is where the keyboard is, and every run is a real button.
    assert.equal(await page.evaluate(() => document.activeElement?.closest('.run-choices') !== null), true);
    assert.deepEqual(await axeViolations(page), []);
    const dates = words.map((w) => w.match(/\d{4}-\d\d-\d\d \d\d:\d\d UTC/)?.[0]).filter(Boolean);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest first');
    await buttons.filter({ hasText: /^Gemini CLI/ }).first().click();
    // The notice counts the files read, not the runs offered.
    await page.getByText(new RegExp(`^Opened ${walk(folder).length} files \\(`)).waitFor({ timeout: UPDATE_MS });
    assert.match((await figures(demo))['tool and version'], /^Gemini CLI/);
    assert.equal(await list.count(), 0, 'the list is gone once a run is open');
    await demo.toLastStep();
    await page.waitForTimeout(1_500);
    assert.deepEqual(requests, [], 'no request of any kind');
    assert.equal(page.url(), before);
    assert.deepEqual(rec.errors, []);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

/** Every JSON line of a fixture folder's files that parses (a cut-off last line does not). */
const jsonLines = (dir) => files(dir).flatMap((f) => f.buffer.toString('utf8').split('\n'))
  .flatMap((l) => { try { return [JSON.parse(l)]; } catch { return []; } });
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const count = (v) => Number(v.replace(/[^\d]/g, ''));

test("a summary's figures are the sums of the file's own usage records", async () => {
  const { rec, demo } = await openDemo(browser);
  // Gemini CLI's JSON document: input is tokens.input (the cached part inside it) + tokens.tool.
  const gemini = files('gemini/0.3x-json').flatMap((f) => JSON.parse(f.buffer.toString('utf8')).messages)
    .filter((m) => m.type === 'gemini' && m.tokens).map((m) => m.tokens);
  await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(files('gemini/0.3x-json'));
  await opened(demo);
  let f = await figures(demo);
  assert.equal(count(f['input tokens, total sent']), sum(gemini.map((t) => t.input + (t.tool ?? 0))));
  assert.equal(count(f['read from cache']), sum(gemini.map((t) => t.cached ?? 0)));
  assert.equal(count(f['output tokens']), sum(gemini.map((t) => t.output + (t.thoughts ?? 0))));
  assert.match(f['written to cache'], /^not recorded/);
  // Copilot CLI: output per call (assistant.message), input and cache only per session at its end.
  const events = jsonLines('copilot/1.0');
  const usage = events.filter((e) => e.type === 'session.shutdown').flatMap((e) => Object.values(e.data.modelMetrics).map((m) => m.usage));
  await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(files('copilot/1.0'));
  await opened(demo);
  f = await figures(demo);
  assert.equal(count(f['input tokens, total sent']), sum(usage.map((u) => u.inputTokens)));
  assert.equal(count(f['read from cache']), sum(usage.map((u) => u.cacheReadTokens)));
  assert.equal(count(f['written to cache']), sum(usage.map((u) => u.cacheWriteTokens)));
  assert.equal(count(f['output tokens']),
    sum(events.filter((e) => e.type === 'assistant.message').map((e) => e.data.outputTokens ?? 0)));
  const how = summary(demo).locator('dl.figures dt', { hasText: 'input tokens, uncached' }).locator('xpath=following-sibling::dd[1]');
  await how.locator('summary').click();
  const lines = (await how.locator('li').allTextContents()).join(' ');
  assert.match(lines, /for each whole session, per model/);
  // Copilot's inputTokens hold the cache reads and writes: the uncached part is the difference.
  const [total, read, written] = ['inputTokens', 'cacheReadTokens', 'cacheWriteTokens'].map((k) => sum(usage.map((u) => u[k])));
  assert.equal(count(f['input tokens, uncached']), total - read - written);
  assert.ok(lines.includes(`− ${written.toLocaleString('en-US')} cacheWriteTokens = ${(total - read - written).toLocaleString('en-US')}`), lines);
  assert.deepEqual(rec.errors, []);
});

test('Predict asks about every format a log can answer, and its answer is the log’s', async () => {
  for (const format of Object.keys(TOOLS)) {
    const rec = await browser.open('?predict=1');
    const demo = await new DemoPage(rec.page).ready();
    const group = demo.runs.getByRole('group', { name: 'What happens next?', exact: true });
    await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(files(`${format}/${versions(format)[0]}`));
    await opened(demo);
    await group.getByText('Which part gets your message first?').waitFor({ timeout: UPDATE_MS });
    await group.getByRole('button', { name: 'The session API', exact: true }).click();
    await group.getByText(/1 of 1 right/).waitFor({ timeout: UPDATE_MS });
    assert.deepEqual(rec.errors, [], format);
    await rec.page.close();
  }
});
