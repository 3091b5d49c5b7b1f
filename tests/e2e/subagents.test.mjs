// Sub-agents as a reader meets them: the coder hands work to another agent, whose session runs
// in a lane of its own on the diagram and whose work is folded in the chat under the task call;
// a question inside it reaches you; Stop stops it first; a failing one comes back as an error.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { caption, chatLines, narration, openDemo, scenario, stepUntil } from './demo-page.mjs';

const UPDATE_MS = 5_000;
const one = scenario('subagent');
const two = scenario('two-subagents');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const panel = (demo, name) => demo.runs.getByRole('region', { name, exact: true });

test('a sub-agent works in its own session: its lane on the diagram, its small context, one answer back', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(one.title);
  // Into the explorer's session: the diagram says whose runner it is.
  await stepUntil(demo, async () => (await caption(demo)).includes('(sub-agent session_2 · explorer)'));
  const session = panel(demo, 'session');
  assert.match(await session.textContent(), /session_2/);
  assert.match(await session.textContent(), /explorer/);
  // Created idle; the coordinator marks it running a step later, as it does any session.
  await session.getByText('session_2 explorer · idle').waitFor({ timeout: UPDATE_MS });
  await stepUntil(demo, async () => (await session.textContent()).includes('session_2 explorer · running'));
  await session.getByText('session_1 coder · running').waitFor({ timeout: UPDATE_MS });
  // The context panel shows the explorer's request: its own instructions and one tool.
  await stepUntil(demo, async () => (await panel(demo, 'context').textContent()).includes('instructions of explorer'));
  assert.doesNotMatch(await panel(demo, 'context').textContent(), /instructions of coder/);
  // The answer comes back as the task call's one result, and the narration says what it saves.
  await stepUntil(demo, async () => (await narration(demo)).startsWith("Back in coder's session: the task tool's output is explorer's answer"));
  assert.match(await narration(demo), /only its answer, \d+ tokens, joins coder's context, not the [\d,]+ tokens of explorer's thread/);
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  const lines = await chatLines(demo);
  assert.ok(lines.at(-1).includes('Hello, stranger!'), lines.join('\n'));
  assert.deepEqual(rec.errors, []);
});

test("the explorer's work is folded under the task call, and opens", async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(one.title);
  await demo.toLastStep();
  const fold = demo.sees.getByRole('button', { name: /^Show explorer's work \(session_2, \d+ rows\)$/ });
  await fold.waitFor({ timeout: UPDATE_MS });
  assert.equal(await fold.getAttribute('aria-expanded'), 'false');
  const folded = await chatLines(demo);
  assert.ok(!folded.some((l) => l.startsWith('explorer')), 'folded: none of its rows show');
  await fold.click();
  const hide = demo.sees.getByRole('button', { name: /^Hide explorer's work/ });
  await hide.waitFor({ timeout: UPDATE_MS });
  assert.equal(await hide.getAttribute('aria-expanded'), 'true');
  const open = await chatLines(demo);
  assert.ok(open.some((l) => l.startsWith('explorer') && l.includes('src/lib.rs: greet returns')), open.join('\n'));
  assert.ok(open.some((l) => l.includes('read_file(src/main.rs)')), 'its tool calls show too');
  await hide.click();
  await fold.waitFor({ timeout: UPDATE_MS });
  assert.deepEqual(rec.errors, []);
});

test("a question inside a sub-agent reaches you; the sub-agents run one after the other", async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(two.title);
  await demo.toLastStep();
  const question = demo.sees.getByRole('group', { name: /tester, a sub-agent, asks: Allow run_tests\?/ });
  await question.waitFor({ timeout: UPDATE_MS });
  assert.match(await panel(demo, 'permission').textContent(), /asked by\s*tester/);
  // The explorer is done before the tester starts: its session is idle while the tester asks.
  const session = panel(demo, 'session');
  await session.getByText('session_2 explorer · idle').waitFor({ timeout: UPDATE_MS });
  await session.getByText('session_3 tester · running').waitFor({ timeout: UPDATE_MS });
  await demo.allowOnce.click();
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  const lines = await chatLines(demo);
  assert.ok(lines.at(-1).includes('all 4 tests pass'), lines.join('\n'));
  assert.deepEqual(rec.errors, []);
});

test('Stop inside a sub-agent stops it first, then the coder; every call gets its result', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(one.title);
  await stepUntil(demo, async () => (await caption(demo)).includes('session_2') && (await demo.status()) === 'running'
    && (await narration(demo)).includes('read_file with input "src/main.rs"'));
  await demo.sees.getByRole('button', { name: 'Stop', exact: true }).click();
  await demo.runs.getByText('You press Stop.', { exact: false }).waitFor({ timeout: UPDATE_MS });
  await stepUntil(demo, async () => (await narration(demo)).startsWith('The task tool was cancelled, so it first asks the session API to stop session_2'));
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  const session = panel(demo, 'session');
  await session.getByText('session_2 explorer · idle').waitFor({ timeout: UPDATE_MS });
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => l.includes('not run: interrupted') && l.includes('task → explorer')), lines.join('\n'));
  assert.ok(lines.some((l) => l.startsWith('Stopped.')), 'the chat says the run was stopped');
  assert.deepEqual(rec.errors, []);
});

test("a sub-agent that fails gives the coder an error result, and the coder's llm answers", async () => {
  const { rec, demo } = await openDemo(browser);
  const failing = structuredClone(one);
  failing.id = 'subagent-fails';
  failing.title = 'A sub-agent fails';
  failing.subagents[0].replies = [{ text: 'Looking.', error: { message: 'the provider refused the request', retryable: false } }];
  failing.replies[1].text = 'explorer could not search the code: its llm refused the request. I can read the files myself if you like.';
  await demo.page.getByLabel('Load scenario file', { exact: true })
    .setInputFiles({ name: 'subagent-fails.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(failing)) });
  await demo.conversation.getByText(failing.prompt).or(demo.runs.getByText('1 / ', { exact: false })).first().waitFor({ timeout: UPDATE_MS });
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => l.includes('error: failed') && l.includes("explorer's run failed: the provider refused the request")), lines.join('\n'));
  assert.ok(lines.at(-1).includes('I can read the files myself'), lines.join('\n'));
  assert.deepEqual(rec.errors, []);
});

test('on a phone the lane and the question fit the screen', async () => {
  const { rec, demo } = await openDemo(browser);
  const { page } = demo;
  await page.setViewportSize({ width: 375, height: 812 });
  await demo.pickMore(two.title);
  await demo.toLastStep();
  const lane = demo.runs.getByRole('figure').first();
  const box = await lane.boundingBox();
  assert.ok(box && box.width <= 375, `the diagram fits the width: ${JSON.stringify(box)}`);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= 375, `no horizontal scroll (${scrollWidth})`);
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  assert.ok(await demo.allowOnce.isVisible());
  assert.deepEqual(rec.errors, []);
});
