// The live model (issues 11 and 19): the page runs the same harness on an OpenAI-compatible
// server or Anthropic's Messages API, here a small mock of both started on a loopback port
// (mock-llm.mjs). A tool call arrives in fragments and asks permission; the tool's result goes
// back in the next request; Stop aborts a stream; a refused key and an unreachable port say
// what is wrong; a recorded run saves as a scenario that replays offline to the same steps; the
// key stays in the page's memory. A conversation goes on over several messages in one session;
// a stream that goes quiet ends by the idle timeout and is retried; a reply cut at the token
// limit says so; and the Messages API's cache breakpoints and reported cache figures show in
// the context panel beside the page's model of the cache, and in the per-request chart from the
// step they arrive. A status the API answers with is said as such, and its retry-after is
// waited when the browser lets the page read it.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { after, before, test } from 'node:test';
import { allowOrigin, launch } from './helpers.mjs';
import { DemoPage, narration, scenario } from './demo-page.mjs';
import { assertNoViolations } from './axe.mjs';
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
async function goLive(endpoint, { key = KEY, model = 'mock-model', protocol, idleSeconds } = {}) {
  const rec = await browser.open();
  const demo = await new DemoPage(rec.page).ready();
  await demo.sees.getByRole('button', { name: 'Live model', exact: true }).click();
  const dialog = rec.page.getByRole('dialog', { name: 'Live model', exact: true });
  if (protocol) await dialog.getByRole('group', { name: 'Protocol', exact: true }).getByRole('radio', { name: protocol, exact: true }).check();
  if (idleSeconds) await dialog.getByLabel('Idle timeout (seconds)', { exact: true }).fill(String(idleSeconds));
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

test('A reply the harness refuses (two calls with one id) ends the run with a message and an idle session; the next message runs', async () => {
  mock.script([
    { toolCalls: [
      { name: 'read_file', arguments: { path: 'README.md' }, id: 'call_dup' },
      { name: 'read_file', arguments: { path: 'Cargo.toml' }, id: 'call_dup' },
    ] },
    { text: 'Fine, one at a time.', chunks: 2 },
  ]);
  const { rec, demo } = await goLive(mock.url);
  await send(demo, 'Read both files.');
  const alert = demo.sees.getByRole('alert').filter({ hasText: 'The harness stopped the run' });
  await alert.waitFor({ timeout: UPDATE_MS });
  assert.match(await alert.textContent(), /two tool calls with the id call_dup; each call needs an id of its own/);
  await waitIdle(demo);
  assert.doesNotMatch(await chatText(demo), /tool call call_dup · (running|done)/, 'no call of the refused reply ran');
  // The conversation goes on in the same session, and the message leaves with the next run.
  await send(demo, 'Then just say so.');
  await demo.sees.getByText('Fine, one at a time.').waitFor({ timeout: UPDATE_MS });
  await waitIdle(demo);
  assert.equal(await alert.count(), 0, 'the message belongs to the run that broke');
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

/** The text of the thread messages a request carried, by role (Chat Completions). */
function said(body) {
  return body.messages.filter((m) => m.role !== 'system').map((m) => `${m.role}: ${m.content ?? ''}`);
}

test('three messages in a row, without reopening the dialog, go on in one session; the question of the second shows at once', async () => {
  mock.script([
    { text: 'README.md describes greet, a tiny library.', chunks: 3 },
    { text: 'I will run them.', toolCalls: [{ name: 'run_tests', arguments: {}, id: 'call_conv_1' }] },
    { text: 'All 3 tests pass.', chunks: 2 },
    { text: 'You are welcome.', chunks: 2 },
  ]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url);

  await send(demo, 'What does README.md say?');
  await waitIdle(demo);
  assert.match(await chatText(demo), /README\.md describes greet/);

  await send(demo, 'Now run the tests.');
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  assert.equal(await demo.allowOnce.isEnabled(), true, 'the second message\'s question waits for you at once');
  const atQuestion = await demo.position();
  assert.equal(atQuestion.k, atQuestion.n, 'the stepper followed the second run to its newest step');
  assert.equal(await demo.hint.count(), 0, 'the chat did not start over');
  const chat = await chatText(demo);
  assert.match(chat, /What does README\.md say\?.*README\.md describes greet.*Now run the tests\./, 'the first exchange stays above the second message');
  assert.equal(await demo.statusText.textContent(), 'running');
  await demo.allowOnce.click();
  await waitIdle(demo);

  await send(demo, 'Thanks!');
  await waitIdle(demo);
  assert.match(await chatText(demo), /All 3 tests pass\..*Thanks!.*You are welcome\./);
  const end = await demo.position();
  assert.equal(end.k, end.n);

  const sent = mock.requests.slice(before).map((r) => r.body);
  assert.equal(sent.length, 4, 'one request for the first message, two for the second, one for the third');
  assert.deepEqual(said(sent[1]).slice(0, 3), [
    'user: What does README.md say?',
    'assistant: README.md describes greet, a tiny library.',
    'user: Now run the tests.',
  ], 'the second message\'s request carries the first exchange');
  assert.equal(said(sent[3]).length, 7, 'the third carries the whole conversation');
  assert.ok(said(sent[3]).at(-1) === 'user: Thanks!');

  // The session panel counts three runs of one session; the context panel's request starts as
  // the last one did, so the page's model reads it from the cache.
  assert.equal((await demo.terms('session')).runs, '3');
  assert.match(await demo.panel('context').textContent(), /reported by the server/);

  // Saved, the conversation's later messages are its follow-ups, and it replays offline.
  const served = mock.requests.length;
  const [saved] = await Promise.all([rec.page.waitForEvent('download'), demo.button('Save as scenario').click()]);
  const text = await readFile(await saved.path(), 'utf8');
  const file = JSON.parse(text);
  assert.equal(file.prompt, 'What does README.md say?');
  assert.deepEqual(file.followUps.map((f) => f.text), ['Now run the tests.', 'Thanks!']);
  assert.equal(file.systemPromptTokens, 0, 'a live request carries no typical system prompt');
  await rec.page.getByLabel('Load scenario file', { exact: true }).setInputFiles({ name: 'conversation.json', mimeType: 'application/json', buffer: Buffer.from(text) });
  await demo.runs.getByText('Loaded conversation.json.').waitFor({ timeout: UPDATE_MS });
  await demo.toLastStep();
  await demo.allowOnce.click();
  await demo.toLastStep();
  assert.deepEqual(await demo.position(), end, 'the replay has the same steps');
  assert.equal(mock.requests.length, served, 'the replay asked the server nothing');
  assert.deepEqual(rec.errors, []);
});

test('Reset ends the conversation: the next message starts a new session with an empty thread', async () => {
  mock.script([
    { text: 'First answer.', chunks: 1 },
    { text: 'A fresh start.', chunks: 1 },
  ]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url);
  await send(demo, 'Remember this.');
  await waitIdle(demo);
  await demo.resetButton.click();
  await demo.hint.waitFor({ timeout: UPDATE_MS });
  await send(demo, 'What did I say?');
  await waitIdle(demo);
  const [, second] = mock.requests.slice(before).map((r) => r.body);
  assert.deepEqual(said(second), ['user: What did I say?'], 'a new session: only the new message');
  assert.doesNotMatch(await chatText(demo), /Remember this/);
  assert.equal((await demo.terms('session')).runs, '1');
  assert.deepEqual(rec.errors, []);
});

test('a stream that goes quiet ends by the idle timeout, is narrated, and is tried again', async () => {
  mock.script([
    { hang: true, text: 'Let me think about' },
    { text: 'Recovered: README.md describes greet.', chunks: 2 },
  ]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url, { idleSeconds: 1 });
  await send(demo, 'What does README.md say?');
  await demo.conversation.getByText(/no data for 1 s/).waitFor({ timeout: UPDATE_MS });
  await waitIdle(demo);
  const chat = await chatText(demo);
  assert.match(chat, /The connection to the llm broke \(no data for 1 s\)\. Trying again in 1 s: attempt 2 of 3\./);
  assert.match(chat, /coder \(the stream broke: this attempt is dropped\)\s*Let me/);
  assert.match(chat, /Recovered: README\.md describes greet\./);
  const sent = mock.requests.slice(before);
  assert.equal(sent.length, 2, 'the same request, sent again');
  await mock.waitFor(() => sent[0].aborted, UPDATE_MS);
  assert.deepEqual(said(sent[1].body), said(sent[0].body), 'the retry carries the same thread');
  // The step where the runner gave up says why.
  let steps = 0;
  const quiet = /Nothing has come from the llm for 1 s, the agent's idle timeout/;
  while (!quiet.test(await demo.runs.textContent())) {
    assert.ok(steps++ < 40, 'a step narrates the idle timeout');
    await demo.stepBack();
  }
  assert.match(await demo.panel('agent').textContent(), /stream idle timeout: 1 s/);
  assert.deepEqual(rec.errors, []);
});

test('a reply cut at the token limit (finish_reason "length") keeps its text, says cut short, and runs no call', async () => {
  mock.script([{ text: 'The README says that greet is a tiny lib', chunks: 3, finishReason: 'length' }]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url);
  await send(demo, 'What does README.md say, at length?');
  await waitIdle(demo);
  const chat = await chatText(demo);
  assert.match(chat, /coder \(cut short: the provider's token limit\)\s*The README says that greet is a tiny lib/);
  assert.equal(mock.requests.length - before, 1, 'no second request: a cut reply ends the run');
  assert.deepEqual(rec.errors, []);
});

test('Anthropic Messages: streamed text, a tool call in fragments that asks, reported cache write then read beside the model, 529 retried', async () => {
  mock.script([
    { status: 529, error: 'Overloaded' },
    { text: 'I will run the tests.', toolCalls: [{ name: 'run_tests', arguments: { filter: 'greet' }, id: 'toolu_live_1' }] },
    { text: 'All 3 tests pass: greets_by_name, greets_empty_name and greets_unicode.', chunks: 4 },
  ]);
  const before = mock.requests.length;
  const { rec, demo, page } = await goLive(mock.url, { protocol: 'Anthropic Messages', model: 'claude-sonnet-4-5' });
  await send(demo, 'Run the tests and tell me if they pass.');
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  let chat = await chatText(demo);
  assert.match(chat, /The llm's API answered HTTP 529: .* so the next try comes after the usual backoff, 1 s: attempt 2 of 3\./, 'the overloaded API was tried again');
  assert.match(chat, /tool call toolu_live_1 · waiting for your answer/);
  await demo.allowOnce.click();
  await waitIdle(demo);
  chat = await chatText(demo);
  assert.match(chat, /All 3 tests pass: greets_by_name, greets_empty_name and greets_unicode\./);

  const sent = mock.requests.slice(before);
  assert.equal(sent.length, 3);
  for (const r of sent) {
    assert.equal(r.path, '/v1/messages');
    assert.equal(r.headers['x-api-key'], KEY);
    assert.equal(r.headers.authorization, undefined, 'no bearer token on this wire');
    assert.equal(r.headers['anthropic-version'], '2023-06-01');
    assert.equal(r.headers['anthropic-dangerous-direct-browser-access'], 'true');
    assert.equal(r.body.model, 'claude-sonnet-4-5');
  }
  const [, first, second] = sent.map((r) => r.usage);
  assert.ok(first.cache_creation_input_tokens > 0 && first.cache_read_input_tokens === 0, 'the first answered request wrote to the cache');
  assert.ok(second.cache_read_input_tokens > 0, 'the second read what the first wrote');
  const last = sent[2].body;
  const toolUse = last.messages[1].content.find((b) => b.type === 'tool_use');
  assert.deepEqual(toolUse.input, { filter: 'greet' }, 'the input joined from its fragments');
  const result = last.messages[2].content.find((b) => b.type === 'tool_result');
  assert.equal(result.tool_use_id, 'toolu_live_1');
  assert.equal(result.content, runTests.testOutput);
  const marks = JSON.stringify(last).match(/"cache_control"/g).length;
  assert.equal(marks, 3, 'breakpoints after the tools, after the system block, at the end of the thread');

  // The context panel: where each breakpoint sits, and the reported figures beside the model's.
  const context = demo.panel('context');
  const text = (await context.textContent()).replace(/\s+/g, ' ');
  assert.match(text, /modelled on Anthropic's/);
  assert.match(text, /cache breakpoints \(cache_control\) in this request/);
  assert.match(text, /after the tools: the first [\d,]+ tokens/);
  assert.match(text, /after the instructions: the first [\d,]+ tokens/);
  assert.match(text, /at the end of the thread \(assistant: All 3 tests pass.*\): the first [\d,]+ tokens/);
  const table = context.getByRole('table');
  const row = async (name) => (await table.getByRole('row', { name: new RegExp(`^${name}`) }).textContent()).replace(/\s+/g, ' ');
  const read = second.cache_read_input_tokens.toLocaleString('en-US');
  assert.match(await row('read from the cache'), new RegExp(`^read from the cache\\s*[\\d,]+\\s*${read}$`), 'the page shows the read it was told of');
  assert.match(text, /They (agree|differ)/, 'and says whether the model agrees');
  await assertNoViolations(page, 'in a live Anthropic run, at its end, with the cache report shown');
  assert.deepEqual(rec.errors.filter((e) => !/529/.test(e)), [], 'only the overloaded answer is reported by the browser');
});

test('a 429 whose retry-after asks for 2 s is tried again after 2 s, not the page\'s 1 s, and the notice says the API answered 429 and asked for it', async () => {
  mock.script([
    { status: 429, error: 'Rate limit reached for requests.', headers: { 'retry-after': '2' }, expose: true },
    { text: 'Back after the wait.', chunks: 2 },
  ]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url);
  await send(demo, 'Hello?');
  await demo.conversation.getByText('Back after the wait.').waitFor({ timeout: UPDATE_MS });
  await waitIdle(demo);
  const chat = await chatText(demo);
  assert.match(chat, /The llm's API answered HTTP 429: The server is rate limiting requests \(HTTP 429\); wait and try again: Rate limit reached for requests\. It asked to wait 2 s \(retry-after\), so the next try comes then: attempt 2 of 3\./);
  assert.doesNotMatch(chat, /connection to the llm broke/, 'an answered status is no broken connection');
  // Measured by the server: when the second request arrived after the first.
  const [first, second] = mock.requests.slice(before);
  const gap = second.at - first.at;
  assert.ok(gap >= 1_800, `tried again ${gap} ms after the 429, before the 2 s it asked for`);
  assert.ok(gap < 3_500, `tried again ${gap} ms after the 429`);
  assert.deepEqual(rec.errors.filter((e) => !/429/.test(e)), [], 'only the 429 itself is reported by the browser');
});

test('a 429 whose retry-after the browser keeps from the page (not exposed) is tried again after the page\'s own 1 s backoff, and the notice says so', async () => {
  mock.script([
    { status: 429, error: 'Slow down.', headers: { 'retry-after': '3' } },
    { text: 'Fine.', chunks: 1 },
  ]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url);
  await send(demo, 'Hello?');
  await demo.conversation.getByText('Fine.', { exact: true }).waitFor({ timeout: UPDATE_MS });
  const chat = await chatText(demo);
  assert.match(chat, /The llm's API answered HTTP 429: .*Slow down\. It named no wait the page could read, so the next try comes after the usual backoff, 1 s: attempt 2 of 3\./);
  const [first, second] = mock.requests.slice(before);
  const gap = second.at - first.at;
  assert.ok(gap >= 900 && gap < 2_500, `tried again ${gap} ms after the 429, not after the hidden 3 s`);
  assert.deepEqual(rec.errors.filter((e) => !/429/.test(e)), []);
});

test('a live run\'s chart equals its reported usage at the step the usage arrives (Anthropic Messages)', async () => {
  mock.script([
    { text: 'README.md describes greet, a tiny library.', chunks: 2 },
    { text: 'Yes, it is small.', chunks: 2 },
  ]);
  const before = mock.requests.length;
  const { rec, demo } = await goLive(mock.url, { protocol: 'Anthropic Messages', model: 'claude-sonnet-4-5' });
  await send(demo, 'What does README.md say?');
  await waitIdle(demo);
  await send(demo, 'Is it small?');
  await demo.conversation.getByText('Yes, it is small.').waitFor({ timeout: UPDATE_MS });
  await waitIdle(demo);
  const usage = mock.requests.slice(before)[1].usage;
  assert.ok(usage.cache_read_input_tokens > 0, 'the second request read what the first wrote');
  const fmt = (n) => n.toLocaleString('en-US');
  const reported = `${fmt(usage.cache_read_input_tokens)} / ${fmt(usage.input_tokens + usage.cache_creation_input_tokens)}`;
  const chart = demo.panel('context').getByRole('figure').filter({ hasText: 'per request: cached / uncached tokens' });
  const bar = async () => {
    const last = chart.getByRole('listitem').last();
    return `${await last.locator('.turn-no').textContent()}: ${await last.locator('.tok').textContent()}`;
  };
  // Followed live to the run's end, without stepping: the reported figures.
  assert.equal(await bar(), `turn 2: ${reported}`, 'the chart at the end of the live run');
  // Back to the step the usage arrived at: the same figures there.
  const usageStep = /The provider reports what it counted for this request/;
  for (let steps = 0; !usageStep.test(await narration(demo)); steps++) {
    assert.ok(steps < 20, 'a step narrates the usage');
    await demo.stepBack();
  }
  assert.equal(await bar(), `turn 2: ${reported}`, 'the chart at the step the usage arrives');
  // The step before it shows the page's estimate, which differs here.
  await demo.stepBack();
  const estimate = await bar();
  assert.notEqual(estimate, `turn 2: ${reported}`, 'before the usage: the estimate');
  assert.match(estimate, /^turn 2: [\d,]+ \/ [\d,]+$/);
  await demo.stepForward();
  assert.equal(await bar(), `turn 2: ${reported}`);
  // The bar opens to its arithmetic: the reported parts, who reported them, and the sum.
  const row = chart.locator('details').last();
  await row.locator('summary').click();
  const how = await row.locator('li').allTextContents();
  const sent = usage.cache_read_input_tokens + usage.input_tokens + usage.cache_creation_input_tokens;
  assert.equal(how[0], `${fmt(usage.cache_read_input_tokens)} read from the cache + ${fmt(sent - usage.cache_read_input_tokens)} not read from it = ${fmt(sent)} tokens sent`);
  assert.equal(how[1], `Of those not read, ${fmt(usage.cache_creation_input_tokens)} were written to the cache for later requests.`);
  assert.equal(how[2], 'Reported by the server.');
  assert.deepEqual(rec.errors, []);
});

test('Anthropic Messages: a refused key (401) says so and is not retried; the dialog says what browser access means for a key', async () => {
  mock.script([{ status: 401, error: 'invalid x-api-key' }]);
  const before = mock.requests.length;
  const { rec, demo, page } = await goLive(mock.url, { protocol: 'Anthropic Messages', model: 'claude-sonnet-4-5', key: 'sk-ant-wrong' });
  await send(demo, 'Hello?');
  await waitIdle(demo);
  assert.match(await chatText(demo), /The run failed: .*401.*invalid x-api-key/);
  assert.equal(mock.requests.length - before, 1, 'a refused key is not worth another try');
  assert.deepEqual(rec.errors.filter((e) => !/401/.test(e)), []);

  // Back to scripted replies and into the dialog again: it remembers the protocol, and says
  // what the browser-access header means for the key.
  await demo.button('Scripted replies').click();
  await demo.sees.getByRole('button', { name: 'Live model', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Live model', exact: true });
  const protocol = dialog.getByRole('group', { name: 'Protocol', exact: true });
  const note = dialog.getByText(/anthropic-dangerous-direct-browser-access: true\. The name is a warning: the API key is then in the page/);
  assert.equal(await protocol.getByRole('radio', { name: 'Anthropic Messages', exact: true }).isChecked(), true);
  assert.equal(await note.isVisible(), true);
  assert.equal(await dialog.getByLabel('Endpoint', { exact: true }).getAttribute('placeholder'), 'https://api.anthropic.com/v1');
  await assertNoViolations(page, 'in the Live model dialog with Anthropic Messages chosen');
  await protocol.getByRole('radio', { name: 'Chat Completions', exact: true }).check();
  await note.waitFor({ state: 'hidden', timeout: UPDATE_MS });
  assert.equal(await dialog.getByLabel('Endpoint', { exact: true }).getAttribute('placeholder'), 'http://localhost:11434/v1');

  // A fresh page offers Chat Completions first.
  const fresh = await new DemoPage((await browser.open()).page).ready();
  await fresh.sees.getByRole('button', { name: 'Live model', exact: true }).click();
  const first = fresh.page.getByRole('dialog', { name: 'Live model', exact: true }).getByRole('radio', { name: 'Chat Completions', exact: true });
  assert.equal(await first.isChecked(), true);
});
