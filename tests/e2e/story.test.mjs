// The article's "All of it at once" demo, used the way its text tells a reader to use it:
// pick a prompt, step through it or press Play, answer the permission question, reset.
// Everything is found by role and accessible name (see demo-page.mjs); every test ends by
// checking that the page logged no console error, threw no page error and failed no request.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { openDemo, scenario } from './demo-page.mjs';

const harness = scenario('what-is-a-harness');
const readFile = scenario('read-file');
const runTests = scenario('run-tests');
/** The llm's last scripted reply of a scenario. */
const lastReply = (s) => s.replies[s.replies.length - 1];

const PANELS = ['llm', 'context', 'session', 'turn', 'agent', 'permission'];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Compresses a run's statuses to their changes, e.g. idle, running, idle. */
function statusChanges(seen) {
  return seen.map((s) => s.status).filter((s, i, all) => i === 0 || s !== all[i - 1]);
}

/** Checks a run seen step by step: positions 1..N by one, the same N throughout. */
function assertWholeRun(seen, what) {
  const n = seen[0].n;
  assert.ok(n > 1, `${what}: a run has more than one step (N = ${n})`);
  assert.deepEqual(
    seen.map((s) => `${s.k} / ${s.n}`),
    Array.from({ length: n }, (_, i) => `${i + 1} / ${n}`),
    `${what}: Step forward visits every step once, in order`,
  );
}

test('the page loads with both panes, the chat, three sample prompts, the stepper and six panels', async () => {
  const { rec, demo } = await openDemo(browser);

  assert.equal(await demo.sees.count(), 1, 'one region "What you see"');
  assert.equal(await demo.runs.count(), 1, 'one region "What runs"');

  // The chat: agent coder, idle, nothing said yet.
  assert.equal(await demo.sees.getByText('coder', { exact: true }).count(), 1, 'the chat names agent coder');
  assert.equal(await demo.status(), 'idle');
  assert.equal(await demo.hint.count(), 1, 'the empty chat shows its hint');

  // The sample prompts, in the article's order.
  const prompts = demo.prompts.getByRole('button');
  assert.deepEqual(
    (await prompts.allTextContents()).map((t) => t.trim()),
    ['What is an agent harness?', readFile.prompt, runTests.prompt],
  );
  assert.equal(harness.prompt, 'What is an agent harness?');

  // The stepper at the first step.
  const { k, n } = await demo.position();
  assert.equal(k, 1, 'the stepper starts at step 1');
  assert.ok(n > 1, `the first run has several steps (N = ${n})`);
  assert.equal(await demo.play.count(), 1, 'a Play button');
  assert.equal(await demo.pause.count(), 0, 'no Pause button before playing');
  assert.equal(await demo.stepBackButton.isDisabled(), true, 'Step back is disabled at step 1');
  assert.equal(await demo.stepForwardButton.isEnabled(), true, 'Step forward is enabled at step 1');
  assert.equal(await demo.resetButton.count(), 1, 'a Reset button');

  // The six data panels, and no question waiting.
  for (const name of PANELS) {
    assert.equal(await demo.panel(name).count(), 1, `one region named "${name}"`);
  }
  assert.equal(await demo.allowOnce.count(), 0, 'no permission question on load');
  assert.equal(await demo.turnNumber(), null, 'the turn panel shows no turn yet');

  assert.deepEqual(rec.errors, []);
});

test('first prompt: one turn, running then idle, the answer as text and no tool call', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick('What is an agent harness?');

  const seen = await demo.stepToEnd();
  assertWholeRun(seen, 'first prompt');
  assert.deepEqual(statusChanges(seen), ['idle', 'running', 'idle'], 'idle, then running mid-way, then idle at the end');
  assert.deepEqual(
    [...new Set(seen.map((s) => s.turn).filter((t) => t !== null))],
    [1],
    'the turn panel shows turn 1 and no other',
  );
  assert.equal(seen.filter((s) => s.asking).length, 0, 'no permission question');

  // The end: the user's message and the answer, as text in the chat, and no tool call.
  assert.equal(await demo.turnNumber(), 1);
  assert.equal(await demo.conversation.getByText(harness.prompt, { exact: true }).count(), 1, 'the prompt is in the chat once');
  assert.equal(
    await demo.conversation.getByText(lastReply(harness).text, { exact: true }).count(),
    1,
    'the answer is in the chat once, as text',
  );
  assert.equal(await demo.conversation.getByText(/tool call/).count(), 0, 'no tool call in the chat');
  const events = await demo.llmEvents();
  assert.equal(events.filter((e) => e.startsWith('tool-call')).length, 0, `no tool-call event: ${events}`);
  assert.equal(events.at(-1), 'finish', 'the llm finished');
  assert.equal(await demo.hint.count(), 0, 'the hint is gone once the chat has messages');

  assert.deepEqual(rec.errors, []);
});

test('second prompt: two turns, read_file runs at once, the question never shows', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick(readFile.prompt);

  const seen = await demo.stepToEnd();
  assertWholeRun(seen, 'second prompt');
  assert.equal(seen.filter((s) => s.asking).length, 0, '"Allow once" never shows');
  assert.deepEqual(
    [...new Set(seen.map((s) => s.turn).filter((t) => t !== null))],
    [1, 2],
    'turn 1, then turn 2',
  );
  assert.deepEqual(statusChanges(seen), ['idle', 'running', 'idle']);

  assert.equal(await demo.turnNumber(), 2, 'the run ends in turn 2');
  assert.equal(await demo.conversation.getByText('read_file(README.md)', { exact: true }).count(), 1, 'one read_file call in the chat');
  assert.equal(
    await demo.conversation.getByText(lastReply(readFile).text, { exact: true }).count(),
    1,
    'the final answer is in the chat',
  );
  assert.equal((await demo.panel('permission').textContent()).includes('nothing waiting'), true);

  assert.deepEqual(rec.errors, []);
});

test('third prompt: Play stops at the question, Always allow saves a rule, Reset forgets it', async (t) => {
  const { rec, demo } = await openDemo(browser);
  let asked;

  await t.test('Play runs by itself and stops at the question', async () => {
    asked = await demo.pick(runTests.prompt);
    await demo.play.click();
    await demo.pause.waitFor({ timeout: 5_000 });
    assert.equal(await demo.play.count(), 0, 'while playing the button is named "Pause", not "Play"');

    await demo.allowOnce.waitFor({ timeout: 30_000 });
    // Play stopped by itself: the button is "Play" again, and the position no longer moves.
    await demo.play.waitFor({ timeout: 5_000 });
    assert.equal(await demo.pause.count(), 0, 'no "Pause" button once stopped at the question');
    const at = await demo.position();
    assert.deepEqual(at, { k: asked, n: asked }, 'stopped on the last step derived so far: the question');
    const question = demo.sees.getByRole('group', { name: 'Allow run_tests?', exact: true });
    assert.equal(await question.count(), 1, 'the chat asks "Allow run_tests?"');
    assert.deepEqual(
      (await question.getByRole('button').allTextContents()).map((t) => t.trim()),
      ['Allow once', 'Always allow', 'Deny'],
      'three answers, in this order',
    );
    for (const name of ['Allow once', 'Always allow', 'Deny']) {
      assert.equal(await demo.button(name).isEnabled(), true, `"${name}" can be pressed`);
    }
    assert.equal(await demo.status(), 'running', 'the run is still going while it waits');
    assert.equal(await demo.turnNumber(), 1);
    // Nothing can move the run on but an answer: it is at its last derived step, with Step
    // forward and Last step disabled, and the stepper is not playing.
    assert.equal(await demo.stepForwardButton.isDisabled(), true, 'Step forward is disabled at the question');
    assert.equal(await demo.button('Last step').isDisabled(), true, 'Last step is disabled at the question');
    assert.equal(await demo.play.isEnabled(), true, 'the button reads "Play": playing stopped');
  });

  await t.test('"Always allow" runs the tool, and Play carries the run to its end', async () => {
    await demo.alwaysAllow.click();
    await demo.pause.waitFor({ timeout: 5_000 });
    await demo.allowOnce.waitFor({ state: 'detached', timeout: 5_000 });
    // Play goes on to the end by itself and stops there.
    await demo.play.waitFor({ timeout: 40_000 });
    const { k, n } = await demo.position();
    assert.ok(n > asked, `the answer extends the run (${asked} → ${n} steps)`);
    assert.equal(k, n, 'Play stopped at the last step');
    assert.equal(await demo.stepForwardButton.isDisabled(), true);
    assert.equal(await demo.status(), 'idle');
    assert.equal(await demo.turnNumber(), 2, 'two turns');
    assert.equal(
      await demo.conversation.getByText(lastReply(runTests).text, { exact: true }).count(),
      1,
      'the llm reports the test results',
    );
    assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → allow saved']);
  });

  await t.test('picking the third prompt again never asks', async () => {
    const n = await demo.pick(runTests.prompt);
    assert.equal((await demo.rules())[1].startsWith('run_tests → allow'), true, 'the saved rule is in force from step 1');
    const seen = await demo.stepToEnd();
    assertWholeRun(seen, 'third prompt after Always allow');
    assert.equal(seen.filter((s) => s.asking).length, 0, '"Allow once" never shows');
    assert.equal(seen.at(-1).turn, 2, 'two turns');
    assert.equal(seen.at(-1).status, 'idle');
    assert.ok(n > asked, 'the whole run, not one that stops at a question');
  });

  await t.test('the agent panel still marks the rule as saved in the next run', async () => {
    // The rule lasts until Reset, which takes it away again: the panel must keep saying it is
    // the user's, or the reader cannot tell why Reset brings the question back.
    await demo.pick(runTests.prompt);
    assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → allow saved'], 'at step 1');
    await demo.stepToEnd();
    assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → allow saved'], 'at the end');
  });

  await t.test('Reset: step 1, idle, empty chat, the saved rule gone', async () => {
    await demo.resetButton.click();
    await demo.waitForPosition(1, asked);
    assert.equal(await demo.status(), 'idle');
    assert.equal(await demo.hint.count(), 1, 'the chat is empty again: its hint shows');
    assert.equal(await demo.conversation.getByText(runTests.prompt, { exact: true }).count(), 0, 'no message in the chat');
    assert.equal(await demo.stepBackButton.isDisabled(), true);
    assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → ask'], 'the saved rule is gone');
    assert.equal(await demo.turnNumber(), null);
  });

  await t.test('after Reset the third prompt asks again', async () => {
    let seen = await demo.stepToEnd();
    assert.equal(seen.length, asked, 'the reset run stops at the question again');
    assert.deepEqual(seen.map((s) => s.asking), [...Array(asked - 1).fill(false), true], 'the question shows at the last step only');

    await demo.pick(readFile.prompt);
    await demo.pick(runTests.prompt);
    seen = await demo.stepToEnd();
    assert.equal(seen.at(-1).asking, true, 'picked again, it still asks');
    assert.equal(await demo.allowOnce.count(), 1);
  });

  assert.deepEqual(rec.errors, []);
});

test('Deny: the tool does not run and the llm says the tests were not run', async () => {
  const { rec, demo } = await openDemo(browser);
  const asked = await demo.pick(runTests.prompt);
  await demo.stepToEnd();
  assert.equal(await demo.allowOnce.count(), 1, 'the question shows');

  await demo.deny.click();
  await demo.allowOnce.waitFor({ state: 'detached', timeout: 5_000 });
  const seen = await demo.stepToEnd();
  const { k, n } = await demo.position();
  assert.ok(n > asked && k === n, `the reply extends the run to its end (${k} / ${n})`);
  assert.equal(seen.filter((s) => s.asking).length, 0, 'no second question');
  assert.equal(await demo.status(), 'idle');
  assert.equal(await demo.turnNumber(), 2, 'the llm gets a second turn to answer the refusal');

  const refusal = lastReply(runTests).ifRefused;
  assert.match(refusal, /did not run the tests/, 'the scenario\'s refusal text (src/scenarios/run-tests.json)');
  assert.equal(await demo.conversation.getByText(refusal, { exact: true }).count(), 1, 'the llm\'s final text is the refusal');
  assert.equal(await demo.conversation.getByText(lastReply(runTests).text, { exact: true }).count(), 0, 'no claim that the tests pass');
  assert.equal(await demo.conversation.getByText(/· not run: declined$/).count(), 1, 'the tool call is marked not run, because you declined');
  assert.equal(await demo.conversation.getByText(/test result: ok/).count(), 0, 'no test output');
  const events = (await demo.llmEvents()).join(' ');
  assert.match(events, /did not run the tests/, `the llm panel shows the refusal: ${events}`);
  assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → ask'], 'a decline saves no rule');

  assert.deepEqual(rec.errors, []);
});

test('Step back from the end returns through every earlier step to step 1', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick('What is an agent harness?');
  const forward = await demo.stepToEnd();
  const n = forward.length;

  const back = [];
  while (await demo.stepBackButton.isEnabled()) {
    await demo.stepBack();
    back.push(await demo.observe());
    if (back.length > n) break;
  }
  assert.deepEqual(
    back.map((s) => s.k),
    Array.from({ length: n - 1 }, (_, i) => n - 1 - i),
    'each Step back lowers k by one, down to 1',
  );
  // Stepping back shows each step as it was on the way forward.
  assert.deepEqual(back, forward.slice(0, -1).reverse(), 'the same status and turn at each step, both ways');
  assert.equal(await demo.hint.count(), 1, 'at step 1 the chat is empty again');
  assert.equal(await demo.stepForwardButton.isEnabled(), true);

  assert.deepEqual(rec.errors, []);
});
