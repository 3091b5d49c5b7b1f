// The first load: the page is in the HTML (rendered at build time) before any wasm runs, with
// JavaScript off too; the wasm takes it over without moving anything and keeps what the reader
// did meanwhile; a deploy that lost the page's code says so; a deploy under any sub-path works,
// with its precompressed files served.

import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { assertNoViolations } from './axe.mjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, launch } from './helpers.mjs';
import { DemoPage, taken } from './demo-page.mjs';
import { serve } from '../../scripts/lib/static-server.mjs';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const MAIN_WASM = readdirSync(DIST).find((f) => /^harness-demo-.*_bg\.wasm$/.test(f));
const MAIN_JS = readdirSync(DIST).find((f) => /^harness-demo-[0-9a-f]+\.js$/.test(f));
const SAMPLES = ['What is an agent harness?', 'What does README.md say?', 'Run the tests and tell me if they pass.'];
const FIRST_STEP = /^You type a message into the client, the chat app\./;

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** A new tab whose page's wasm waits until `release()` is called: the page as on a slow link. */
async function held(path = '', viewport) {
  const page = await browser.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  let release;
  const gate = new Promise((done) => (release = done));
  await page.route(/harness-demo-[^/]*_bg\.wasm$/, async (route) => {
    await gate;
    await route.continue();
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(new URL(path, process.env.BASE_URL).href, { waitUntil: 'domcontentloaded' });
  return { page, release, errors, demo: new DemoPage(page) };
}

/** Where every heading, button and drawing of the page is, as text lines to compare. */
function layout(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('#app :is(h1, h2, h3, button, svg, p, select, input)')]
      .filter((e) => e.getClientRects().length)
      .map((e) => {
        const r = e.getBoundingClientRect();
        return `${e.tagName} ${e.textContent.trim().slice(0, 24)} at ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
      }),
  );
}

/** The first view a reader must get from the HTML alone. */
async function assertFirstView(demo) {
  await demo.sees.waitFor({ state: 'visible' });
  await demo.runs.waitFor({ state: 'visible' });
  const prompts = await demo.prompts.getByRole('button').allTextContents();
  assert.deepEqual(prompts.map((t) => t.trim()).slice(0, 3), SAMPLES);
  assert.equal((await demo.sees.locator('.agent-name').textContent()).trim(), 'coder', 'the agent is named');
  assert.match((await demo.page.locator('#narration').textContent()).trim(), FIRST_STEP);
  assert.deepEqual(await demo.position(), { k: 1, n: 15 });
  assert.equal(await demo.page.locator('.loading').count(), 0, 'no loading note');
}

test('with JavaScript off, the page shows what it is: both panes, the agent, the sample prompts and the first step', async () => {
  const noScripts = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  try {
    const page = await (await noScripts.newContext({ javaScriptEnabled: false })).newPage();
    await page.goto(process.env.BASE_URL);
    await assertFirstView(new DemoPage(page));
    assert.match(await page.getByText(/^This is the page as it first loads:/).textContent(), /needs JavaScript turned on/);
    // One diagram shows: the wide one on a wide screen.
    assert.equal(await page.locator('.canvas:visible').count(), 1);
  } finally {
    await noScripts.close();
  }
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px, the first paint is the page, and the wasm takes it over without moving anything`, async () => {
    const { page, release, errors, demo } = await held('', viewport);
    await assertFirstView(demo);
    assert.equal(await page.locator('.canvas:visible').count(), 1, 'one diagram shows, the one that fits');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('starting')), 'the wasm has not run yet');
    const before = await layout(page);
    release();
    await taken(page);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    assert.deepEqual(await layout(page), before);
    assert.equal(await page.locator('.canvas').count(), 1, 'the wasm draws one diagram');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('the page rendered at build time passes axe before the wasm runs', async () => {
  const { page, release } = await held();
  await new DemoPage(page).sees.waitFor();
  await assertNoViolations(page, 'the prerendered page');
  release();
  await page.close();
});

test('a sample prompt pressed before the wasm arrives is pressed once it does, with the focus kept', async () => {
  const { page, release, errors, demo } = await held();
  await demo.prompts.getByRole('button', { name: SAMPLES[2], exact: true }).click();
  release();
  await demo.ready();
  await demo.prompts.getByRole('button', { name: SAMPLES[2], exact: true, pressed: true }).waitFor();
  assert.equal(await page.evaluate(() => document.activeElement?.textContent.trim()), SAMPLES[2]);
  await demo.stepForward();
  assert.equal((await demo.position()).k, 2);
  assert.deepEqual(errors, []);
  await page.close();
});

test('embedded, the page is laid out as an embed before the wasm runs', async () => {
  const { page, release, demo } = await held('?embed=1');
  await demo.sees.waitFor();
  assert.equal(await page.locator('.masthead').isVisible(), false, 'no page header in an article');
  const before = await layout(page);
  release();
  await taken(page);
  assert.deepEqual(await layout(page), before);
  await page.close();
});

for (const lost of [MAIN_WASM, MAIN_JS]) {
  test(`a deploy that lost ${lost.endsWith('.js') ? 'the page\'s JS' : 'the page\'s wasm'} says so over the page as it first loads`, async () => {
    const broken = await serve(DIST, { base: '/', missing: [lost] });
    const page = await browser.context.newPage();
    try {
      await page.goto(broken.url);
      const alert = page.locator('#fatal');
      await alert.waitFor({ state: 'visible', timeout: 10_000 });
      assert.match(await alert.textContent(), /^The demo's code could not be loaded \(.+\)\. What you see is the page as it first loads; reload to try again\.$/);
      await assertFirstView(new DemoPage(page));
    } finally {
      await page.close();
      await broken.close();
    }
  });
}

test('under a deep sub-path, the page, its precompressed files, the log reader and the embed example all load', async () => {
  const deploy = await serve(DIST, { base: '/articles/2026/how-agents-work/demo/' });
  const page = await browser.context.newPage();
  const encodings = {};
  page.on('response', (r) => {
    const name = new URL(r.url()).pathname.split('/').pop();
    encodings[name] = r.headers()['content-encoding'] ?? 'none';
  });
  try {
    await page.goto(deploy.url);
    const demo = await new DemoPage(page).ready();
    assert.equal(encodings[MAIN_WASM], 'br', `the wasm comes precompressed: ${JSON.stringify(encodings)}`);
    await demo.pick(SAMPLES[1]);
    await demo.stepForward();
    assert.equal((await demo.position()).k, 2);
    // The reader's worker loads from beside the page.
    const log = fileURLToPath(new URL('../fixtures/logs/codex/0.77/2025/11/03/rollout-2025-11-03T09-00-00-0199a000-0077-7000-8000-000000000077.jsonl', import.meta.url));
    await page.getByLabel('Open session log', { exact: true }).setInputFiles(log);
    await demo.runs.getByRole('region', { name: 'Imported session', exact: true }).waitFor({ timeout: 20_000 });
    const example = await page.request.get(new URL('embed/', deploy.url).href);
    assert.equal(example.status(), 200, 'the embed example sits beside the page');
  } finally {
    await page.close();
    await deploy.close();
  }
});
