// Issue 22, for authors: the embed API (a host page in this file drives an embedded frame with
// every command and hears every event; bad messages are ignored and reported; ?origin= and a
// page that is not embedded), hosted scenarios (?src= loads a file this file's server serves,
// and says why when an address cannot be read), "Download figure" (SVG and PNG), and the
// example article of docs/embed/ that moves the demo as the reader scrolls.
//
// The host page and the hosted files come from a small server on another loopback port than
// the page's, so the frame's parent is of another origin, as on an author's site.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import { allowOrigin, axeViolations, BASE_URL, launch } from './helpers.mjs';
import { DemoPage, scenario } from './demo-page.mjs';

/** How long one UI update, or one event from the frame, may take. */
const UPDATE_MS = 5_000;

/** A hosted scenario: "What does README.md say?" under another id, title and prompt. */
const hosted = {
  ...scenario('read-file'),
  id: 'hosted-example',
  title: 'A hosted example',
  prompt: 'What does the hosted README say?',
};
const missingPrompt = await readFile(new URL('../fixtures/scenarios/missing-prompt.json', import.meta.url), 'utf8');

/** The host page: an iframe of `?frame=`, every message from it kept in `events`. */
const HOST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host</title></head>
<body><main><h1>An article</h1><iframe id="demo" title="Agent harness, step by step" width="1200" height="760"></iframe></main>
<script>
  const frame = document.getElementById('demo');
  window.events = [];
  addEventListener('message', (e) => { if (e.source === frame.contentWindow) events.push(e.data); });
  window.send = (message) => frame.contentWindow.postMessage(message, '*');
  frame.src = new URLSearchParams(location.search).get('frame');
</script></body></html>`;

/** What the server answers at each path: [status, headers, body]. CORS only where it says. */
const cors = { 'access-control-allow-origin': '*' };
const json = { 'content-type': 'application/json' };
const routes = {
  '/host.html': [200, { 'content-type': 'text/html' }, HOST_PAGE],
  '/scenarios/hosted.json': [200, { ...json, ...cors }, JSON.stringify(hosted)],
  '/scenarios/missing-prompt.json': [200, { ...json, ...cors }, missingPrompt],
  '/scenarios/not-json.json': [200, { 'content-type': 'text/html', ...cors }, '<!doctype html><p>Not here.</p>'],
  '/scenarios/no-cors.json': [200, json, JSON.stringify(hosted)],
};

let browser;
let server;
let hostOrigin;
/** An address on this machine where nothing listens. */
let unreachable;

before(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    const [status, headers, body] = routes[path.replace(/^\/slow\//, '/')] ?? [404, cors, 'Not Found'];
    // Under /slow/, longer than the address bar waits before it follows the step.
    setTimeout(() => res.writeHead(status, headers).end(body), path.startsWith('/slow/') ? 1_800 : 0);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${server.address().port}`;
  allowOrigin(hostOrigin);
  const closed = createServer();
  await new Promise((resolve) => closed.listen(0, '127.0.0.1', resolve));
  unreachable = `http://127.0.0.1:${closed.address().port}/scenario.json`;
  await new Promise((resolve) => closed.close(resolve));
  allowOrigin(unreachable);
  browser = await launch({ viewport: { width: 1280, height: 900 } });
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** The console lines a failed fetch of a hosted file logs: the browser's, not the page's. */
const fetchNoise = /Failed to load resource|net::ERR_|blocked by CORS policy|Access-Control-Allow-Origin/;
const errorsBut = (rec, noise) => rec.errors.filter((e) => !noise.test(e));

/** The demo's address with `query` (a query string without `?`). */
const demoAt = (query) => new URL(`?${query}`, BASE_URL).href;

/** Opens the host page with the demo at `query` in its frame. */
async function host(query) {
  const rec = await browser.open(`${hostOrigin}/host.html?frame=${encodeURIComponent(demoAt(query))}`);
  const frame = rec.page.frameLocator('#demo');
  const demo = new DemoPage(frame);
  return { rec, page: rec.page, demo };
}

/** Waits for the first event after the `from`th of kind `name` (and matching `where`). */
async function event(page, name, from = 0, where = {}) {
  try {
    const handle = await page.waitForFunction(
      ([name, from, where]) =>
        window.events.slice(from).find((e) => e.event === name && Object.entries(where).every(([k, v]) => e[k] === v)),
      [name, from, where],
      { timeout: UPDATE_MS },
    );
    return handle.jsonValue();
  } catch {
    const seen = await page.evaluate(() => window.events);
    assert.fail(`no ${name} event ${JSON.stringify(where)} after event ${from}; events: ${JSON.stringify(seen)}`);
  }
}

/** Sends `message` to the frame and returns the first event of kind `name` it brings. */
async function command(page, message, name = 'step', where = {}) {
  const from = await page.evaluate(() => window.events.length);
  await page.evaluate((m) => window.send(m), message);
  return event(page, name, from, where);
}

const count = (page) => page.evaluate(() => window.events.length);

test('a host page drives the embedded demo with every command and hears every event', async () => {
  const { rec, page, demo } = await host(`scenario=run-tests&step=1&embed=1&origin=${encodeURIComponent(hostOrigin)}`);
  const ready = await event(page, 'ready');
  assert.deepEqual(
    { ...ready, narration: typeof ready.narration },
    { version: 1, event: 'ready', k: 1, n: 12, scenario: 'run-tests', narration: 'string', question: false },
  );
  await demo.ready();

  let step = await command(page, { version: 1, command: 'goto', step: 4 });
  assert.deepEqual([step.k, step.n], [4, 12]);
  await demo.waitForPosition(4, 12);
  assert.equal(step.narration, (await demo.page.locator('#narration').textContent()).trim());

  step = await command(page, { version: 1, command: 'goto', next: 'question' });
  assert.deepEqual([step.k, step.question], [12, true]);
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });

  step = await command(page, { version: 1, command: 'answer', reply: 'once' });
  assert.deepEqual([step.k, step.n, step.question], [13, 25, false]);
  await demo.waitForPosition(13, 25);

  step = await command(page, { version: 1, command: 'goto', next: 'tool' });
  assert.equal(step.k, 15);
  assert.match(step.narration, /run_tests/);

  await command(page, { version: 1, command: 'play' }, 'step', { k: 16 });
  await demo.pause.waitFor({ timeout: UPDATE_MS });
  await page.evaluate(() => window.send({ version: 1, command: 'pause' }));
  await demo.play.waitFor({ timeout: UPDATE_MS });
  const paused = await count(page);
  await page.waitForTimeout(1_500); // longer than a step of Play at 1×
  assert.equal(await count(page), paused, 'no step after pause');

  const from = await count(page);
  step = await command(page, { version: 1, command: 'goto', step: 99 });
  assert.deepEqual([step.k, step.n], [25, 25], 'past the end is the last step');
  const ended = await event(page, 'ended', from);
  assert.deepEqual([ended.k, ended.n, ended.scenario], [25, 25, 'run-tests']);

  step = await command(page, { version: 1, command: 'reset' });
  assert.deepEqual([step.k, step.n], [1, 12], 'Reset forgets the answer');

  step = await command(page, { version: 1, command: 'load', scenario: JSON.stringify(hosted), name: 'mine.json' });
  assert.deepEqual([step.k, step.scenario], [1, 'hosted-example']);
  await demo.runs.getByText('Loaded mine.json.').waitFor({ timeout: UPDATE_MS });

  const error = await command(page, { version: 1, command: 'load', scenario: missingPrompt, name: 'bad.json' }, 'error');
  assert.equal(error.command, 'load');
  assert.match(error.message, /^That file was not loaded: bad\.json: missing field `prompt`/);
  // The same words as Load scenario file, on the page too.
  await demo.runs.getByText(error.message).waitFor({ timeout: UPDATE_MS });
  assert.deepEqual(rec.errors, []);
});

test('bad messages are ignored and reported to the parent as errors', async () => {
  const { rec, page, demo } = await host('scenario=run-tests&step=3&embed=1');
  await event(page, 'ready');
  await demo.ready();
  const bad = [
    ['goto', /^a message is an object with version and command/],
    [{ command: 'goto', step: 5 }, /^a message needs "version": 1/],
    [{ version: 2, command: 'goto', step: 5 }, /^version 2 is not spoken here/],
    [{ version: 1 }, /^a message needs a command/],
    [{ version: 1, command: 'rewind' }, /^there is no command "rewind"/],
    [{ version: 1, command: 'goto', step: 0 }, /^goto needs a step/],
    [{ version: 1, command: 'goto', next: 'lunch' }, /^goto needs a step/],
    [{ version: 1, command: 'answer', reply: 'maybe' }, /^answer needs a reply: once, always or deny/],
    [{ version: 1, command: 'answer', reply: 'once' }, /^there is no question to answer at step 3/],
    [{ version: 1, command: 'goto', next: 'compaction' }, /^there is no compaction after step 3/],
    [{ version: 1, command: 'load' }, /^load needs a scenario/],
  ];
  for (const [message, want] of bad) {
    const error = await command(page, message, 'error');
    assert.match(error.message, want, JSON.stringify(message));
    assert.equal(error.version, 1);
  }
  // None of them moved the demo, and none was answered with a step.
  assert.deepEqual(await demo.position(), { k: 3, n: 12 });
  const steps = await page.evaluate(() => window.events.filter((e) => e.event === 'step').length);
  assert.equal(steps, 0);
  assert.deepEqual(rec.errors, []);
});

test('with ?origin= a parent of another origin is neither heard nor told', async () => {
  const { rec, page, demo } = await host('scenario=run-tests&step=2&embed=1&origin=https%3A%2F%2Fblog.example');
  await demo.ready();
  await page.evaluate(() => window.send({ version: 1, command: 'goto', step: 9 }));
  await page.waitForTimeout(1_000);
  assert.deepEqual(await demo.position(), { k: 2, n: 12 });
  assert.deepEqual(await page.evaluate(() => window.events), [], 'not even ready or an error');
  // The browser itself says it held `ready` back from a parent of another origin.
  assert.deepEqual(errorsBut(rec, /does not match the recipient window's origin/), []);
});

test('a page that is not embedded ignores the protocol', async () => {
  const rec = await browser.open('?scenario=run-tests&step=3');
  const demo = await new DemoPage(rec.page).ready();
  await rec.page.evaluate(() => window.postMessage({ version: 1, command: 'goto', step: 9 }, '*'));
  await rec.page.waitForTimeout(800);
  assert.deepEqual(await demo.position(), { k: 3, n: 12 });
  assert.deepEqual(rec.errors, []);
});

test('?src= runs a hosted scenario file; Copy link and Copy embed code keep src', async () => {
  const url = `${hostOrigin}/slow/scenarios/hosted.json`;
  const rec = await browser.open(`?src=${encodeURIComponent(url)}&step=3`);
  const demo = await new DemoPage(rec.page).ready();
  await demo.runs.getByText(`Loading the scenario at ${url}…`).waitFor({ timeout: UPDATE_MS });
  // While the file is on its way the address keeps asking for it, so a reload asks again.
  await rec.page.waitForTimeout(1_300);
  assert.equal(new URL(rec.page.url()).searchParams.get('src'), url);
  await demo.runs.getByText(`Loaded ${url}.`).waitFor({ timeout: UPDATE_MS });
  const n = (await demo.position()).n;
  assert.deepEqual(await demo.position(), { k: 3, n });
  await demo.conversation.getByText(hosted.prompt).waitFor({ timeout: UPDATE_MS });
  // The address bar follows the step with the file's address.
  await demo.stepForward();
  await rec.page.waitForFunction(
    (u) => new URLSearchParams(location.search).get('src') === u && new URLSearchParams(location.search).get('step') === '4',
    url,
    { timeout: UPDATE_MS },
  );

  await demo.button('Copy link to this step').click();
  await demo.runs.getByText('Link to this step copied.').waitFor({ timeout: UPDATE_MS });
  const link = new URL(await rec.page.evaluate(() => navigator.clipboard.readText()));
  assert.deepEqual([link.searchParams.get('src'), link.searchParams.get('step')], [url, '4']);
  await demo.button('Copy embed code').click();
  await demo.runs.getByText('Embed code copied.').waitFor({ timeout: UPDATE_MS });
  const code = await rec.page.evaluate(() => navigator.clipboard.readText());
  const src = new URL(code.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&'));
  assert.deepEqual([src.searchParams.get('src'), src.searchParams.get('step'), src.searchParams.get('embed')], [url, '4', '1']);

  // The same file in an embed: `ready` comes once it is loaded.
  const framed = await host(`src=${encodeURIComponent(url)}&step=2&embed=1`);
  const ready = await event(framed.page, 'ready');
  assert.deepEqual([ready.scenario, ready.k], ['hosted-example', 2]);
  assert.deepEqual(rec.errors, []);
  assert.deepEqual(framed.rec.errors, []);
});

test('?src= says why when the address cannot be read, and shows the start', async () => {
  const cases = [
    [unreachable, 'the address could not be reached'],
    [`${hostOrigin}/scenarios/no-cors.json`, 'the address could not be reached'],
    [`${hostOrigin}/scenarios/gone.json`, 'its server answered 404 Not Found'],
    [`${hostOrigin}/scenarios/not-json.json`, 'not valid JSON'],
    [`${hostOrigin}/scenarios/missing-prompt.json`, 'missing field `prompt`'],
  ];
  for (const [url, why] of cases) {
    const rec = await browser.open(`?src=${encodeURIComponent(url)}&step=3`);
    const demo = await new DemoPage(rec.page).ready();
    const notice = demo.runs.getByRole('status').filter({ hasText: url });
    await notice.getByText(why, { exact: false }).waitFor({ timeout: UPDATE_MS });
    assert.deepEqual(await demo.position(), { k: 1, n: (await demo.position()).n }, url);
    await demo.prompts.waitFor({ timeout: UPDATE_MS });
    assert.deepEqual(errorsBut(rec, fetchNoise), [], url);
  }
  // In an embed the parent hears why, then `ready`.
  const { page, rec } = await host(`src=${encodeURIComponent(unreachable)}&embed=1`);
  const error = await event(page, 'error');
  assert.match(error.message, /^The scenario at .+ was not loaded: the address could not be reached/);
  const ready = await event(page, 'ready');
  assert.equal(ready.scenario, 'what-is-a-harness');
  assert.deepEqual(errorsBut(rec, fetchNoise), []);
});

/** Clicks `name` and returns the downloaded file's name and bytes. */
async function download(page, name) {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: UPDATE_MS }),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('Download figure saves the step as SVG with its title, description and arrow label, and as PNG', async () => {
  const rec = await browser.open('?scenario=run-tests&step=6');
  const demo = await new DemoPage(rec.page).ready();
  const narration = (await rec.page.locator('#narration').textContent()).trim();
  const svg = await download(rec.page, 'Download figure');
  assert.equal(svg.name, 'harness-run-tests-step-6.svg');
  // Read as XML by the browser's own parser: a parse error would show as <parsererror>.
  const read = await rec.page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const one = (q) => doc.querySelector(q)?.textContent ?? null;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.localName,
      title: one('svg > title'),
      desc: one('svg > desc'),
      arrow: one('.arrow-label'),
      href: doc.querySelector('a')?.getAttribute('href') ?? null,
      scripts: doc.querySelectorAll('script, foreignObject').length,
    };
  }, svg.bytes.toString('utf8'));
  assert.equal(read.error, null);
  assert.equal(read.root, 'svg');
  assert.equal(read.title, 'Step 6 of 12 of “Run the tests”: runner sends request, turn 1 to the llm');
  assert.ok(read.desc.startsWith(narration), read.desc);
  assert.equal(read.arrow, 'request, turn 1');
  assert.equal(new URL(read.href).search, '?scenario=run-tests&step=6');
  assert.equal(read.scripts, 0);

  const png = await download(rec.page, 'Download figure as PNG');
  assert.equal(png.name, 'harness-run-tests-step-6.png');
  assert.equal(png.bytes.subarray(1, 4).toString('latin1'), 'PNG');
  // IHDR: twice the SVG's 700-unit width.
  assert.equal(png.bytes.readUInt32BE(16), 1400);
  assert.ok(png.bytes.length > 20_000, `a PNG of ${png.bytes.length} bytes is too small to hold the figure`);
  assert.deepEqual(rec.errors, []);
});

/** The example article: its paragraphs, its frame's demo, and scrolling one into the middle. */
async function article({ reducedMotion = 'no-preference' } = {}) {
  const rec = await browser.open('embed/');
  await rec.page.emulateMedia({ reducedMotion });
  const demo = new DemoPage(rec.page.frameLocator('#demo'));
  await demo.ready();
  await rec.page.getByRole('status').getByText(/^Step|^The demo starts/).waitFor({ timeout: UPDATE_MS });
  const paragraphs = rec.page.locator('main p[data-demo]');
  /** Scrolls paragraph `i` to the middle of the window. */
  const readTo = (i) =>
    paragraphs.nth(i).evaluate((p) => p.scrollIntoView({ block: 'center', behavior: 'instant' }));
  return { rec, demo, readTo, paragraphs };
}

test('the example article moves the demo as the reader scrolls, and back when they scroll up', async () => {
  const { rec, demo, readTo, paragraphs } = await article();
  assert.equal(await paragraphs.count(), 8);
  await readTo(0);
  await demo.waitForPosition(2, 12);
  await readTo(3);
  await demo.waitForPosition(12, 12); // the question
  await readTo(4);
  await demo.waitForPosition(13, 25); // answered: Allow once
  await readTo(5);
  await demo.waitForPosition(15, 25); // the tool runs
  await readTo(6);
  await demo.waitForPosition(25, 25);
  // Back up: each paragraph's step again.
  await readTo(3);
  await demo.waitForPosition(12, 25);
  await readTo(1);
  await demo.waitForPosition(4, 25);
  // A fast jump down still answers on the way.
  await readTo(6);
  await demo.waitForPosition(25, 25);
  assert.deepEqual(await axeViolations(rec.page), []);
  assert.deepEqual(rec.errors, []);
});

test('the article skips ahead in one jump and, with reduced motion, shows the end instead of playing', async () => {
  const { rec, demo, readTo } = await article({ reducedMotion: 'reduce' });
  await readTo(7);
  // Every paragraph before it ran on the way, the answer included.
  await demo.waitForPosition(25, 25);
  await rec.page.waitForTimeout(1_200);
  await demo.play.waitFor({ timeout: UPDATE_MS }); // not playing: the button still says Play
  await demo.waitForPosition(25, 25);
  assert.deepEqual(rec.errors, []);
});

test('the article reads as plain text: every paragraph is prose, and the demo frame has a title', async () => {
  const text = await readFile(new URL('../../docs/embed/index.html', import.meta.url), 'utf8');
  const html = text.replace(/<(script|style)[\s\S]*?<\/\1>/g, '');
  const prose = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  assert.match(prose, /You type Run the tests and press Send\./);
  assert.match(html, /<iframe id="demo" src="\.\.\/\?scenario=run-tests&amp;step=1&amp;embed=1" title="Agent harness, step by step">/);
});
