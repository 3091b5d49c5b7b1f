// The live model (issue 11): the page runs the same harness on an OpenAI-compatible server,
// here a small mock started on a loopback port (mock-llm.mjs). A tool call arrives in fragments
// and asks permission; the tool's result goes back in the next request; Stop aborts a stream;
// a refused key and an unreachable port say what is wrong; a recorded run saves as a scenario
// that replays offline to the same steps; and the key stays in the page's memory.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { allowOrigin, launch } from './helpers.mjs';
import { DemoPage, scenario } from './demo-page.mjs';
import { startMockLlm } from './mock-llm.mjs';

const UPDATE_MS = 10_000;
const KEY = 'sk-test-5f3a9c-never-shown';
const runTests = scenario('run-tests');

let browser;
let mock;
before(async () => {
  browser = await launch();
  mock = await startMockLlm();
  allowOrigin(mock.url);
});
after(async () => {
  await mock?.close();
  await browser?.close();
});

/** The page with the live model set to `endpoint`. */
async function goLive(endpoint, { key = KEY, model = 'mock-model' } = {}) {
  const rec = await browser.open();
  const demo = await new DemoPage(rec.page).ready();
  await demo.sees.getByRole('button', { name: 'Live model', exact: true }).click();
  const dialog = rec.page.getByRole('dialog', { name: 'Live model', exact: true });
  await dialog.getByLabel('Endpoint', { exact: true }).fill(endpoint);
  await dialog.getByLabel('Model', { exact: true }).fill(model);
  await dialog.getByLabel('API key', { exact: true }).fill(key);
  await dialog.getByRole('button', { name: 'Use this model', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: UPDATE_MS });
  await demo.sees.getByText(`· ${model} (live)`).waitFor({ timeout: UPDATE_MS });
  return { rec, demo, page: rec.page };
}

async function send(demo, text) {
  await demo.sees.getByRole('textbox', { name: 'Message', exact: true }).fill(text);
  await demo.button('Send').click();
}

async function chatText(demo) {
  return (await demo.conversation.textContent()).replace(/\s+/g, ' ');
}

/** Waits until the last step shows the session idle. */
async function waitIdle(demo) {
  await demo.statusText.filter({ hasText: /^idle$/ }).waitFor({ timeout: UPDATE_MS });
  await demo.sees.getByRole('button', { name: 'Stop', exact: true }).waitFor({ state: 'hidden', timeout: UPDATE_MS });
}

/** A loopback port nothing listens on. */
async function closedPort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Everything the page could leak the key through: its address, storage, console. */
async function leaks(rec, page) {
  const found = [];
  if (page.url().includes(KEY)) found.push('the address');
  const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
  if (storage.includes(KEY)) found.push('storage');
  if (rec.console?.some((m) => m.includes(KEY))) found.push('the console');
  return found;
}

test('a tool call in fragments asks permission; Allow once; its result goes back with its tool_call_id; the answer streams in', async () => {
  mock.script([
    { text: 'I will run the tests.', toolCalls: [{ name: 'run_tests', arguments: { filter: '' }, id: 'call_live_1' }] },
    { text: 'All 3 tests pass: greets_by_name, greets_empty_name and greets_unicode.', chunks: 4 },
  ]);
  const before = mock.requests.length;
  const { rec, demo, page } = await goLive(mock.url);
  const messages = [];
  page.on('console', (m) => messages.push(m.text()));
  await send(demo, 'Run the tests and tell me if they pass.');
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  assert.equal(await demo.allowOnce.isEnabled(), true, 'the question waits for you, on the newest step');
  assert.match(await chatText(demo), /tool call call_live_1 · waiting for your answer/);
  await demo.allowOnce.click();
  await waitIdle(demo);
  assert.match(await chatText(demo), /All 3 tests pass: greets_by_name, greets_empty_name and greets_unicode\./);

  const sent = mock.requests.slice(before);
  assert.equal(sent.length, 2, 'two requests: the turn that asked for the tool, then the answer');
  for (const r of sent) {
    assert.equal(r.headers.authorization, `Bearer ${KEY}`, 'the key goes to the endpoint given');
    assert.equal(r.body.stream, true);
    assert.equal(r.body.model, 'mock-model');
  }
  const [first, second] = sent.map((r) => r.body);
  assert.equal(first.messages[0].role, 'system');
  assert.deepEqual(first.tools.map((t) => t.function.name), ['read_file', 'run_tests']);
  const toolMessage = second.messages.find((m) => m.role === 'tool');
  assert.equal(toolMessage.tool_call_id, 'call_live_1', 'the result is matched to its call');
  assert.equal(toolMessage.content, runTests.testOutput, 'the fake run_tests output');
  const assistant = second.messages.find((m) => m.role === 'assistant');
  assert.equal(assistant.tool_calls[0].function.arguments, '{"filter":""}', 'the arguments as the model sent them');

  // The stepper followed the run to its newest step; every step is there to step back to.
  const { k, n } = await demo.position();
  assert.equal(k, n);
  assert.ok(n > 20, `the live run recorded ${n} steps`);
  await demo.stepBack();
  assert.equal((await demo.position()).k, n - 1);

  // The context panel says the figures the server reported are reported.
  await demo.toLastStep();
  assert.match(await demo.panel('context').textContent(), /reported by the server/);

  assert.deepEqual(await leaks({ console: messages }, page), []);
  assert.deepEqual(rec.errors, []);
});

test('Save as scenario downloads the recorded run; Load scenario file replays it offline to the same steps; the key is in neither file', async () => {
  mock.script([
    { text: 'Let me look.', toolCalls: [{ name: 'run_tests', arguments: {}, id: 'call_live_2' }] },
    { text: 'They pass.', chunks: 2 },
  ]);
  const { rec, demo, page } = await goLive(mock.url);
  await send(demo, 'Are the tests green?');
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  await demo.allowOnce.click();
  await waitIdle(demo);
  const live = await demo.position();
  const served = mock.requests.length;

  const [saved] = await Promise.all([page.waitForEvent('download'), demo.button('Save as scenario').click()]);
  const text = await readFile(await saved.path(), 'utf8');
  assert.ok(!text.includes(KEY), 'the key is not in the saved scenario');
  const file = JSON.parse(text);
  assert.equal(file.prompt, 'Are the tests green?');
  assert.deepEqual(file.replies.map((r) => r.recorded), [true, true]);

  const [exported] = await Promise.all([page.waitForEvent('download'), demo.button('Export trace (JSON)').click()]);
  assert.ok(!(await readFile(await exported.path(), 'utf8')).includes(KEY), 'nor in the exported trace');

  await page.getByLabel('Load scenario file', { exact: true }).setInputFiles({ name: 'recorded-run.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await demo.runs.getByText('Loaded recorded-run.json.').waitFor({ timeout: UPDATE_MS });
  assert.equal(await demo.sees.getByText('(live)').count(), 0, 'a loaded file runs on scripted replies');
  await demo.toLastStep();
  await demo.allowOnce.click();
  await demo.toLastStep();
  assert.deepEqual(await demo.position(), live, 'the replay has the same steps');
  assert.match(await chatText(demo), /They pass\./);
  assert.equal(mock.requests.length, served, 'the replay asked the server nothing');
  assert.deepEqual(await leaks({}, page), []);
  assert.deepEqual(rec.errors, []);
});

test('Stop mid-stream aborts the request; the session goes idle and the steps so far stay', async () => {
  mock.script([{ hang: true, text: 'Thinking about your question, step by step' }]);
  const { rec, demo } = await goLive(mock.url);
  await send(demo, 'Think hard.');
  await demo.conversation.getByText(/Thinking/).waitFor({ timeout: UPDATE_MS });
  await demo.sees.getByRole('button', { name: 'Stop', exact: true }).click();
  await waitIdle(demo);
  await mock.waitFor(() => mock.requests.at(-1).aborted, UPDATE_MS);
  const chat = await chatText(demo);
  assert.match(chat, /coder \(stopped\)\s*Thinking/, 'what arrived stays');
  assert.match(chat, /Stopped\./);
  assert.deepEqual(rec.errors, []);
});

test('a refused key (401) and an unreachable port say what is wrong, name the endpoint, and leave the session idle', async () => {
  mock.script([{ status: 401, error: 'Incorrect API key provided: sk-wrong.' }]);
  const refused = await goLive(mock.url, { key: 'sk-wrong' });
  await send(refused.demo, 'Hello?');
  await waitIdle(refused.demo);
  assert.match(await chatText(refused.demo), /The run failed: The server refused the API key \(HTTP 401\): Incorrect API key provided/);
  assert.deepEqual(refused.rec.errors.filter((e) => !/401/.test(e)), [], 'only the refused request itself is reported by the browser');

  const port = await closedPort();
  const endpoint = `http://127.0.0.1:${port}/v1`;
  allowOrigin(endpoint);
  const gone = await goLive(endpoint, { key: '' });
  await send(gone.demo, 'Anyone there?');
  await waitIdle(gone.demo);
  const chat = await chatText(gone.demo);
  assert.ok(chat.includes(`Could not reach ${endpoint}/chat/completions`), chat);
  assert.match(chat, /OLLAMA_ORIGINS=http:\/\/127\.0\.0\.1:\d+/);
  const { n } = await gone.demo.position();
  assert.ok(n > 5, 'the steps recorded so far stay');
});

test('the dialog says what is wrong with an endpoint that is not a web address, and keeps it open', async () => {
  const rec = await browser.open();
  const demo = await new DemoPage(rec.page).ready();
  await demo.sees.getByRole('button', { name: 'Live model', exact: true }).click();
  const dialog = rec.page.getByRole('dialog', { name: 'Live model', exact: true });
  await dialog.getByLabel('Endpoint', { exact: true }).fill('ftp://example.org/v1');
  await dialog.getByLabel('Model', { exact: true }).fill('m');
  await dialog.getByRole('button', { name: 'Use this model', exact: true }).click();
  await dialog.getByRole('alert').getByText(/must be a web address/).waitFor({ timeout: UPDATE_MS });
  assert.equal(await dialog.isVisible(), true);
  assert.equal(await demo.sees.getByText('(live)').count(), 0);
  assert.deepEqual(rec.errors, []);
});
