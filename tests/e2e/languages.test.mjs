// The page in the reader's language (issue 28): ?lang= and the picker, a change of language that
// keeps the step and the run, an embed in Japanese, a catalog that cannot be fetched, axe in each
// language, the phone layout in the longest language and a CJK one, and the pseudo-language run
// through every built-in scenario, Predict and a log import with no English left and nothing cut.

import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { axeViolations, launch } from './helpers.mjs';
import { DemoPage, taken } from './demo-page.mjs';

const LANGS = ['en', 'zh-CN', 'zh-TW', 'ja', 'ko', 'es', 'pt-BR', 'de'];

/** Message `id` of language `tag`'s catalog, as the file has it (single-line messages only). */
function message(tag, id) {
  const dir = new URL(`../../src/locales/${tag}/`, import.meta.url);
  for (const file of readdirSync(dir)) {
    const line = readFileSync(new URL(file, dir), 'utf8').split('\n').find((l) => l.startsWith(`${id} =`));
    if (line) return line.slice(id.length + 2).trim();
  }
  throw new Error(`${tag} has no message ${id}`);
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens `query` and waits for the wasm to take over. */
async function open(query, viewport) {
  const rec = await browser.open(query);
  if (viewport) await rec.page.setViewportSize(viewport);
  await taken(rec.page);
  return rec;
}

const playButton = (page) => page.locator('.controls button.play');
const position = async (page) => (await page.locator('.controls .position').textContent()).trim();

test('?lang=ja opens in Japanese; the picker changes language at step k and keeps the step, the run and the answer', async () => {
  const rec = await open('?scenario=run-tests&step=12&lang=ja');
  const { page } = rec;
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.match(await playButton(page).textContent(), new RegExp(message('ja', 'play')));
  assert.equal(await position(page), '12 / 12');
  const picker = page.locator('.masthead select');
  assert.equal(await picker.inputValue(), 'ja');
  const narrationJa = await page.locator('#narration').textContent();
  await picker.selectOption('de');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.match(await playButton(page).textContent(), new RegExp(message('de', 'play')));
  assert.equal(await position(page), '12 / 12', 'the step stays');
  const narrationDe = await page.locator('#narration').textContent();
  assert.notEqual(narrationDe, narrationJa, 'the narration speaks the new language');
  assert.ok(await page.locator('.question').isVisible(), 'the question is still asked');
  // The address bar carries the language, so a reload or a copied link keeps it.
  await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'de');
  await picker.selectOption('en');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await playButton(page).textContent(), '▶Play');
  assert.equal(await position(page), '12 / 12');
  assert.deepEqual(rec.errors, []);
});

test('the browser\'s languages choose when the link does not', async () => {
  const b = await launch({ locale: 'ko-KR' });
  try {
    const rec = await b.open('');
    await taken(rec.page);
    assert.equal(await rec.page.evaluate(() => document.documentElement.lang), 'ko');
    assert.match(await playButton(rec.page).textContent(), new RegExp(message('ko', 'play')));
    assert.deepEqual(rec.errors, []);
  } finally {
    await b.close();
  }
});

test('an embed with ?lang=ja shows its step in Japanese', async () => {
  const rec = await open('?scenario=read-file&step=6&embed=1&lang=ja', { width: 700, height: 500 });
  const text = await rec.page.locator('#narration').textContent();
  assert.match(text, /[\u3040-\u30ff\u4e00-\u9fff]/, `Japanese narration: ${text}`);
  assert.deepEqual(rec.errors, []);
});

test('a language whose catalog cannot be fetched opens in English with a notice', async () => {
  const rec = await browser.open();
  // The first load done, so that going to ?lang=ko aborts nothing in flight.
  await taken(rec.page);
  await rec.page.route('**/locales/ko/**', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await rec.goto('?lang=ko');
  await taken(rec.page);
  assert.equal(await rec.page.evaluate(() => document.documentElement.lang), 'en');
  assert.equal(await playButton(rec.page).textContent(), '▶Play');
  const notice = rec.page.getByRole('status').filter({ hasText: '한국어' });
  await notice.waitFor({ timeout: 5000 });
  assert.match(await notice.textContent(), /404/);
  // Only the failed fetch is an error.
  assert.ok(rec.errors.every((e) => e.includes('locales/ko/') || e.includes('404')), rec.errors.join('\n'));
});

for (const tag of LANGS) {
  test(`axe finds nothing in ${tag}, at a question`, async () => {
    const rec = await open(`?scenario=run-tests&step=12&lang=${tag}`);
    assert.equal(await rec.page.evaluate(() => document.documentElement.lang), tag);
    assert.deepEqual(await axeViolations(rec.page), []);
    assert.deepEqual(rec.errors, []);
  });
}

/** What is cut or runs off: the page scrolling sideways, or a control whose text does not fit. */
function overflowing() {
  const out = [];
  if (document.scrollingElement.scrollWidth > innerWidth + 1) {
    out.push(`the page scrolls sideways: ${document.scrollingElement.scrollWidth} > ${innerWidth}`);
  }
  for (const el of document.querySelectorAll('button, label, select, .position, h1, h2, h3, dt, summary')) {
    // Not rendered, or visually hidden for screen readers only (1 px wide by design).
    if (!el.getClientRects().length || el.clientWidth <= 1) continue;
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {
      out.push(`cut: ${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
    }
    const r = el.getBoundingClientRect();
    if (r.right > innerWidth + 1) out.push(`off the screen: ${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`);
  }
  return out;
}

/** Whether the narration and each diagram part are wholly on screen and not covered. */
function inView() {
  const seen = (el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const onTop = Boolean(hit && (hit === el || el.contains(hit) || hit.closest('svg') === el.closest('svg')));
    return r.top >= -0.5 && r.bottom <= innerHeight + 0.5 && onTop;
  };
  const parts = [...document.querySelectorAll('figure svg.parts g.part')].filter((g) => g.getClientRects().length);
  const hidden = parts.filter((g) => !seen(g)).map((g) => `${g.textContent} at ${Math.round(g.getBoundingClientRect().top)}`);
  return { narration: seen(document.getElementById('narration')), diagram: parts.length > 0 && hidden.length === 0 ? true : hidden.join(', ') };
}

for (const tag of ['de', 'ja']) {
  test(`a phone in ${tag}: every step of the sample prompts fits, with narration and diagram in view`, async () => {
    const rec = await open(`?lang=${tag}`, { width: 375, height: 812 });
    const { page } = rec;
    const forward = page.locator('.controls button.step:not(.back)');
    for (const id of ['what-is-a-harness', 'read-file', 'run-tests']) {
      const { prompt } = JSON.parse(readFileSync(new URL(`../../src/scenarios/${id}.json`, import.meta.url), 'utf8'));
      await page.locator('.samples button', { hasText: prompt }).click();
      await page.locator('.samples button[aria-pressed="true"]', { hasText: prompt }).waitFor({ timeout: 5_000 });
      // The page brings "What runs" into view on the next frame.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      for (let guard = 0; guard < 100; guard++) {
        const where = `${tag} ${id} ${await position(page)}`;
        const bar = await page.locator('.controls').boundingBox();
        assert.ok(bar.height <= 90, `${where}: the bottom bar is one row: ${bar.height} px`);
        assert.deepEqual(await page.evaluate(inView), { narration: true, diagram: true }, where);
        assert.deepEqual(await page.evaluate(overflowing), [], where);
        const answer = page.locator('.question .answers button').first();
        if ((await answer.count()) > 0 && (await answer.isEnabled())) {
          await answer.click();
          await answer.waitFor({ state: 'hidden', timeout: 5_000 });
          continue;
        }
        if (!(await forward.isEnabled())) break;
        await forward.click();
      }
    }
    assert.deepEqual(rec.errors, []);
  });
}

// ---- the pseudo-language: every message bracketed ⟦…⟧ and lengthened ----

/** Every string in the built-in scenario files: text from the user, the model and the tools,
 * which the page shows as it is in every language. */
function dataWords() {
  const dir = new URL('../../src/scenarios/', import.meta.url);
  // Kept as they are in every language: the hook events' names, and the words the harness core
  // itself records when a stream stalls ("no data for 10 s"), shown as the error it is.
  const words = new Set(['llm', 'PreToolUse', 'PostToolUse', 'PreCompact', 'Stop', 'SessionStart', 'UserPromptSubmit', 'data']);
  const walk = (v) => {
    if (typeof v === 'string') for (const w of v.match(/[A-Za-z][A-Za-z'’]+/g) ?? []) words.add(w);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.entries(v).forEach(([k, x]) => { walk(k); walk(x); });
  };
  for (const f of readdirSync(dir)) walk(JSON.parse(readFileSync(new URL(f, dir), 'utf8')));
  return [...words];
}

/** Words on screen outside any ⟦…⟧ and not from the data: English the page did not translate. */
function englishLeft(allowed) {
  const allow = new Set(allowed);
  const skip = 'code, pre, textarea, input, script, style, [translate="no"], option';
  const parts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    if (!el || el.closest(skip) || !el.getClientRects().length) continue;
    if (getComputedStyle(el).visibility === 'hidden') continue;
    parts.push(n.textContent);
  }
  // \u0001 marks where one text node ends: a message cut short on screen (a one-line echo
  // clipped with "…") loses its closing bracket there.
  let text = parts.join('\u0001');
  // Innermost brackets first, so nested messages go too.
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  text = text.replace(/⟦[^\u0001]*/g, ' ').replace(/[^\u0001]*⟧/g, ' ');
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’]+/g) ?? [])].filter((w) => !allow.has(w));
}

test('the pseudo-language leaves no English on screen and cuts nothing, in every built-in scenario at 390 px and the widest at 1440 px', async () => {
  const allowed = dataWords();
  const ids = readdirSync(new URL('../../src/scenarios/', import.meta.url)).map((f) => f.replace(/\.json$/, ''));
  const left = new Map();
  // Every scenario on a phone, the narrowest; on a desktop, the runs whose text is widest (the
  // samples, the sub-agents' lanes, a long tool list): the suite's time is bounded.
  const wide = ['what-is-a-harness', 'read-file', 'run-tests', 'subagent', 'two-subagents', 'mcp-tools'];
  for (const [viewport, some] of [[{ width: 390, height: 844 }, ids], [{ width: 1440, height: 900 }, wide]]) {
    const rec = await open('?lang=x-pseudo', viewport);
    const { page } = rec;
    for (const id of some) {
      await rec.goto(`?scenario=${id}&step=1&lang=x-pseudo`);
      await taken(page);
      const forward = page.locator('.controls button.step:not(.back)');
      for (let guard = 0; guard < 400; guard++) {
        for (const w of await page.evaluate(englishLeft, allowed)) {
          if (!left.has(w)) left.set(w, `${id} ${await position(page)} at ${viewport.width}`);
        }
        const cut = await page.evaluate(overflowing);
        assert.deepEqual(cut, [], `${id} ${await position(page)} at ${viewport.width}`);
        const answer = page.locator('.question .answers button').first();
        if ((await answer.count()) > 0 && (await answer.isEnabled())) {
          await answer.click();
          continue;
        }
        if (!(await forward.isEnabled())) break;
        await forward.click();
      }
    }
    assert.deepEqual(rec.errors, []);
    await rec.page.close();
  }
  assert.deepEqual([...left].map(([w, where]) => `${w} (${where})`), [], 'English left on the page');
});

test('the pseudo-language leaves no English in Predict and in an imported log', async () => {
  const allowed = dataWords();
  const left = new Map();
  const rec = await open('?scenario=run-tests&step=1&predict=1&lang=x-pseudo', { width: 1440, height: 900 });
  const { page } = rec;
  const look = async (where) => {
    for (const w of await page.evaluate(englishLeft, allowed)) if (!left.has(w)) left.set(w, where);
    assert.deepEqual(await page.evaluate(overflowing), [], where);
  };
  const forward = page.locator('.controls button.step:not(.back)');
  for (let guard = 0; guard < 120; guard++) {
    await look(`predict ${await position(page)}`);
    const guess = page.locator('.predict .answers button:not([disabled])').first();
    if (await guess.isVisible({ timeout: 100 }).catch(() => false)) {
      await guess.click();
      continue;
    }
    const answer = page.locator('.question .answers button').first();
    if ((await answer.count()) > 0 && (await answer.isEnabled())) {
      await answer.click();
      continue;
    }
    if (!(await forward.isEnabled())) break;
    await forward.click();
  }
  // A Claude Code log, opened as a reader would; its own text (prompts, replies) is data.
  const dir = new URL('../fixtures/logs/claude/2.1/', import.meta.url);
  const walk = (d) => readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(new URL(`${e.name}/`, d)) : [new URL(e.name, d)]));
  const logs = walk(dir).filter((u) => !u.pathname.endsWith('.gitattributes'));
  const logWords = new Set();
  for (const u of logs) for (const w of readFileSync(u, 'utf8').match(/[A-Za-z][A-Za-z'’]+/g) ?? []) logWords.add(w);
  await page.locator('input[type=file][accept*="jsonl"]').setInputFiles(logs.map((u) => ({ name: u.pathname.split('/').pop(), mimeType: 'application/octet-stream', buffer: readFileSync(u) })));
  await page.locator('.controls .position').filter({ hasText: /^⟦1 \// }).waitFor({ timeout: 15_000 });
  // The tools' names, and the reader's stand-in for an image the log holds ("[image: image/png,
  // 12 KB]"), which is the log's content, not the page's words.
  const withLog = [...allowed, ...logWords, 'Claude', 'Code', 'Codex', 'KB'];
  for (let guard = 0; guard < 80; guard++) {
    for (const w of await page.evaluate(englishLeft, withLog)) if (!left.has(w)) left.set(w, `log ${await position(page)}`);
    if (!(await forward.isEnabled())) break;
    await forward.click();
  }
  assert.deepEqual(rec.errors, []);
  assert.deepEqual([...left].map(([w, where]) => `${w} (${where})`), [], 'English left on the page');
});
