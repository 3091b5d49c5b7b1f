// Issue 4, "beyond the article's demo": time travel, speed, keyboard, deep links, copy link,
// live rules, the "More scenarios" list, change highlights and the per-turn chart, free text,
// export and import. Like story.test.mjs (issue 3, not repeated here), every element is found by
// its role and accessible name, and every test ends by checking that the page logged no console
// error, threw no page error, failed no request and opened no JavaScript dialog.

import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, scenario } from './demo-page.mjs';

const readFileScenario = scenario('read-file');
const runTests = scenario('run-tests');
const deniedTool = scenario('denied-tool');
const twoTools = scenario('two-tools');
const unknownTool = scenario('unknown-tool');
const twoClients = scenario('two-clients');
/** The llm's last scripted reply of a scenario. */
const lastReply = (s) => s.replies[s.replies.length - 1];

/** How long one UI update may take after an action. */
const UPDATE_MS = 5_000;

let browser;
before(async () => {
  browser = await launch();
  // "Copy link to this step" writes to the clipboard; the test reads it back.
  await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
});
after(async () => {
  await browser?.close();
});

/**
 * Opens the page at `path` (a query string like `?scenario=run-tests&step=3`, relative to
 * BASE_URL) and waits for it. A JavaScript dialog (alert, confirm) counts as an error: nothing on
 * this page opens one, so one would mean text ran as code.
 */
async function open(path = '') {
  const rec = await browser.open(path);
  rec.page.on('dialog', async (dialog) => {
    rec.errors.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
    await dialog.dismiss();
  });
  const demo = await new DemoPage(rec.page).ready();
  return { rec, demo, page: rec.page };
}

/** The short notice under the stepper (a bad link, a loaded or rejected file). */
const notice = (demo) => demo.runs.getByRole('status');
/** The range input over the steps. */
const scrubber = (demo) => demo.runs.getByRole('slider', { name: 'Step', exact: true });
/** The diagram's caption: what the current message is, in words. */
const caption = async (demo) =>
  ((await demo.runs.getByRole('figure').first().locator('figcaption').textContent()) ?? '').trim();
/** The message box and its Send button. */
const messageBox = (demo) => demo.sees.getByRole('textbox', { name: 'Message', exact: true });
/** The hidden file input inside the "Load scenario file" label. */
const fileInput = (demo) => demo.page.getByLabel('Load scenario file', { exact: true });

/** The page's query parameters right now, as a plain object. */
const query = (page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Waits until the address bar's query parameters equal `expected` (the URL follows the step). */
async function waitForQuery(page, expected) {
  const want = new URLSearchParams(expected).toString();
  try {
    await page.waitForFunction(
      (w) => new URLSearchParams(location.search).toString() === w,
      want,
      { timeout: UPDATE_MS },
    );
  } catch {
    assert.fail(`the URL's query should be "${want}", it is "${new URL(page.url()).search}"`);
  }
}

/** Takes the focus off whatever has it, so page keys reach the page. */
const blur = (page) => page.evaluate(() => document.activeElement?.blur());

/** Sets the scrubber to step `k` the way a user drags it, and waits for "k / n". */
async function scrubTo(demo, k) {
  const { n } = await demo.position();
  await scrubber(demo).fill(String(k));
  await demo.waitForPosition(k, n);
}

/** What the reader sees at this step, both panes: for comparing two walks over the same steps. */
async function look(demo) {
  return {
    ...(await demo.observe()),
    caption: await caption(demo),
    chat: (await demo.conversation.innerText()).trim(),
    rules: await demo.rules(),
  };
}

/** Steps forward to the end, looking at every step on the way (the current one included). */
async function lookToEnd(demo) {
  const seen = [await look(demo)];
  for (let guard = 0; await demo.stepForwardButton.isEnabled(); guard++) {
    if (guard > 200) throw new Error('Step forward never became disabled');
    await demo.stepForward();
    seen.push(await look(demo));
  }
  return seen;
}

/** Types `text` into the message box and sends it with the Send button. */
async function send(demo, text) {
  await messageBox(demo).fill(text);
  await demo.button('Send').click();
}

/** Loads a scenario file through the "Load scenario file" input, as if chosen from disk. */
async function loadFile(demo, name, text) {
  await fileInput(demo).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

// ---------------------------------------------------------------------------------------------
// 1. Time travel

test('back and forward across a permission reply replays the same run; another answer gives the other branch', async () => {
  const { rec, demo, page } = await open();
  const asked = await demo.pick(runTests.prompt);
  await demo.button('Last step').click();
  await demo.waitForPosition(asked, asked);
  await demo.allowOnce.click();
  await demo.allowOnce.waitFor({ state: 'detached', timeout: UPDATE_MS });
  const { k: afterReply, n } = await demo.position();
  assert.equal(afterReply, asked + 1, 'answering moves one step past the question');
  assert.ok(n > asked, `the answer extends the run (${asked} → ${n} steps)`);
  await waitForQuery(page, { scenario: 'run-tests', step: String(asked + 1), replies: 'once' });

  // The first walk, from just before the question to the end.
  await scrubTo(demo, asked - 1);
  const first = await lookToEnd(demo);
  assert.equal(first.at(-1).chat.includes(lastReply(runTests).text), true, 'the tests ran and the llm reports them');

  // Back past the reply, one Step back at a time, down to before the question.
  while ((await demo.position()).k > asked - 1) await demo.stepBack();
  const back = await look(demo);
  assert.equal(back.n, n, 'stepping back keeps the whole run: N does not shrink');
  assert.equal(back.asking, false, 'before the question nothing is asked');
  assert.equal(back.chat.includes('test result: ok'), false, 'before the question the tests have not run');
  assert.equal(query(page).replies, 'once', 'the reply stays recorded in the URL while stepping back');

  // Forward again: exactly the same run, step by step.
  const second = await lookToEnd(demo);
  assert.deepEqual(second, first, 'the same steps, chat, captions and rules as the first time');

  // Back to the question, and Deny this time: the other branch.
  await scrubTo(demo, asked);
  assert.equal(await demo.deny.isEnabled(), true, 'the question can be answered again after going back');
  await demo.deny.click();
  await demo.allowOnce.waitFor({ state: 'detached', timeout: UPDATE_MS });
  await waitForQuery(page, { scenario: 'run-tests', step: String(asked + 1), replies: 'decline' });
  const branch = await lookToEnd(demo);
  const end = branch.at(-1);
  assert.equal(end.status, 'idle');
  assert.equal(end.chat.includes(lastReply(runTests).ifRefused), true, 'the llm explains it did not run the tests');
  assert.equal(end.chat.includes('test result: ok'), false, 'no test output on the Deny branch');
  assert.equal(end.chat.includes(lastReply(runTests).text), false, 'no claim that the tests pass');
  assert.match(end.chat, /· not run: declined/, 'the tool call is marked not run, because you declined');

  assert.deepEqual(rec.errors, []);
});

test('First and Last step buttons and the scrubber move to any step, with "k / N" and aria-valuetext', async () => {
  const { rec, demo } = await open();
  const n = await demo.pick(readFileScenario.prompt);
  const first = demo.button('First step');
  const last = demo.button('Last step');
  const slider = scrubber(demo);

  assert.equal(await first.isDisabled(), true, 'First step is disabled at step 1');
  assert.equal(await last.isEnabled(), true);
  assert.equal(await slider.getAttribute('min'), '1');
  assert.equal(await slider.getAttribute('max'), String(n), 'the scrubber spans the run');
  assert.equal(await slider.inputValue(), '1');
  assert.match(
    await slider.getAttribute('aria-valuetext'),
    new RegExp(`^Step 1 of ${n}: client: typing…$`),
    'the scrubber says which step and what happens there',
  );

  await last.click();
  await demo.waitForPosition(n, n);
  assert.equal(await slider.inputValue(), String(n), 'the scrubber follows the Last step button');
  assert.equal(await last.isDisabled(), true, 'Last step is disabled at the end');
  assert.equal(await demo.stepForwardButton.isDisabled(), true);
  assert.equal(await demo.status(), 'idle');

  await first.click();
  await demo.waitForPosition(1, n);
  assert.equal(await slider.inputValue(), '1');
  assert.equal(await demo.hint.count(), 1, 'step 1 again: the chat is empty');

  // Dragging the scrubber to step 6: the llm's first request.
  await scrubTo(demo, 6);
  const text = await slider.getAttribute('aria-valuetext');
  assert.equal(text, `Step 6 of ${n}: ${await caption(demo)}`, 'the same words as the diagram caption');
  assert.match(text, /^Step 6 of \d+: runner sends request, turn 1 to the llm$/);
  assert.equal(await demo.turnNumber(), 1, 'step 6 shows turn 1');
  assert.equal(await first.isEnabled(), true);
  assert.equal(await last.isEnabled(), true);

  // Step buttons and the scrubber agree.
  await demo.stepForward();
  assert.equal(await slider.inputValue(), '7');
  assert.match(await slider.getAttribute('aria-valuetext'), new RegExp(`^Step 7 of ${n}: `));

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 2. Speed

test('the speed choice changes how fast Play goes: 2× covers more steps than 0.5×', async (t) => {
  const { rec, demo, page } = await open();
  const speed = demo.runs.getByRole('combobox', { name: 'Speed', exact: true });
  assert.deepEqual(
    (await speed.locator('option:not([hidden])').allTextContents()).map((t) => t.trim()),
    ['0.5×', '1×', '2×'],
  );
  const chosen = () => speed.evaluate((s) => s.selectedOptions[0].textContent.trim());
  assert.equal(await chosen(), '1×', '1× is the default');

  /** Plays for `ms` at `name` from step 1 and returns how many steps it advanced. */
  async function stepsIn(name, ms) {
    await speed.selectOption({ label: name });
    assert.equal(await chosen(), name, `${name} is chosen`);
    const first = demo.button('First step');
    if (await first.isEnabled()) await first.click();
    await demo.waitForPosition(1, (await demo.position()).n);
    await demo.play.click();
    await demo.pause.waitFor({ timeout: UPDATE_MS });
    await page.waitForTimeout(ms);
    await demo.pause.click();
    await demo.play.waitFor({ timeout: UPDATE_MS });
    return (await demo.position()).k - 1;
  }

  // 15 steps; at 2× one step every 450 ms, at 0.5× one every 1,800 ms.
  await demo.pick('What is an agent harness?');
  const fast = await stepsIn('2×', 2_800);
  const slow = await stepsIn('0.5×', 2_800);
  t.diagnostic(`in 2.8 s: 2× advanced ${fast} steps, 0.5× advanced ${slow}`);
  assert.equal(await chosen(), '0.5×', 'the last choice stands');
  assert.ok(fast >= 3, `2× advanced ${fast} steps in 2.8 s (about 6 expected)`);
  assert.ok(fast >= slow + 2, `2× (${fast} steps) is clearly faster than 0.5× (${slow} steps)`);

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 3. Keyboard

test('keys: Space plays and pauses, ← → step, Home and End jump, and none of them steals focus', async () => {
  const { rec, demo, page } = await open();
  const n = await demo.pick(readFileScenario.prompt);
  await blur(page);

  await page.keyboard.press('ArrowRight');
  await demo.waitForPosition(2, n);
  await page.keyboard.press('ArrowRight');
  await demo.waitForPosition(3, n);
  await page.keyboard.press('ArrowLeft');
  await demo.waitForPosition(2, n);
  await page.keyboard.press('End');
  await demo.waitForPosition(n, n);
  await page.keyboard.press('ArrowRight');
  await demo.waitForPosition(n, n); // nothing past the end
  await page.keyboard.press('Home');
  await demo.waitForPosition(1, n);
  await page.keyboard.press('ArrowLeft');
  await demo.waitForPosition(1, n); // nothing before the start

  // Space: Play (the button is then named Pause), Space again: paused (named Play).
  await page.keyboard.press(' ');
  await demo.pause.waitFor({ timeout: UPDATE_MS });
  assert.equal(await demo.play.count(), 0, 'while playing the button is named "Pause"');
  await page.keyboard.press(' ');
  await demo.play.waitFor({ timeout: UPDATE_MS });
  assert.equal(await demo.pause.count(), 0, 'paused again: the button is named "Play"');
  const stopped = await demo.position();

  // Paused means no beat moves it on. Longer than a beat at 1× (900 ms) later, one real
  // ArrowRight must land exactly one step on: a frozen page fails to step, and a Play whose timer
  // kept running lands further on.
  await page.waitForTimeout(1_200);
  // A key pressed while a button has the focus acts on the page and leaves the focus there.
  await demo.resetButton.focus();
  await page.keyboard.press('ArrowRight');
  await demo.waitForPosition(stopped.k + 1, n);
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    '↺Reset',
    'the focus stays on the button that had it',
  );
  assert.equal(await demo.play.count(), 1, 'still paused: the button is named "Play"');

  assert.deepEqual(rec.errors, []);
});

test('? opens the "Keyboard shortcuts" dialog listing the keys; Escape closes it', async () => {
  const { rec, demo, page } = await open();
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
  assert.equal(await dialog.count(), 0, 'no dialog at first');

  await blur(page);
  await page.keyboard.press('?');
  await dialog.waitFor({ state: 'visible', timeout: UPDATE_MS });
  const keys = (await dialog.getByRole('term').allTextContents()).map((t) => t.trim());
  assert.deepEqual(keys, ['Space', '← / →', 'Page Up / Page Down', 'Home', 'End', 'Escape', '?'], 'the dialog lists every key');
  const what = (await dialog.getByRole('definition').allTextContents()).map((t) => t.trim());
  assert.equal(what.length, keys.length, 'each key says what it does');

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: UPDATE_MS });

  // The button opens the same dialog; its Close button closes it.
  await demo.button('Keyboard shortcuts').click();
  await dialog.waitFor({ state: 'visible', timeout: UPDATE_MS });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await dialog.waitFor({ state: 'hidden', timeout: UPDATE_MS });
  assert.deepEqual(await demo.position(), { k: 1, n: (await demo.position()).n }, 'opening help moved nothing');

  assert.deepEqual(rec.errors, []);
});

test('keys typed in the message box go into the text and do not step, play or open help', async () => {
  const { rec, demo, page } = await open();
  const n = await demo.pick(readFileScenario.prompt);
  await scrubTo(demo, 3);
  const box = messageBox(demo);
  await box.click();

  await page.keyboard.type('a b?');
  for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End', ' ', '?']) await page.keyboard.press(key);

  assert.equal(await box.inputValue(), 'a b? ?', 'Space and ? went into the text');
  assert.equal(await demo.play.count(), 1, 'Space did not start Play: the button is named "Play"');
  assert.equal(await page.getByRole('dialog').count(), 0, '? did not open the help');
  assert.equal(await box.evaluate((el) => el === document.activeElement), true, 'the box keeps the focus');
  // The next real event, longer than a beat at 1× (900 ms) later: one Step forward lands on
  // 4 / n. Had any key above stepped, jumped or started Play, it would land elsewhere; a frozen
  // page would not step at all.
  await page.waitForTimeout(1_200);
  await demo.stepForwardButton.click();
  await demo.waitForPosition(4, n);
  assert.equal(await demo.play.count(), 1, 'not playing');

  // The same keys in a rule's select belong to the select, not to the page.
  const rule = demo.panel('agent').getByRole('combobox', { name: 'Rule for read_file', exact: true });
  await rule.focus();
  await page.keyboard.press('End');
  await page.keyboard.press('Home');
  await demo.stepForwardButton.click();
  await demo.waitForPosition(5, n); // not n / n (End) nor 2 / n (Home then a step)
  assert.deepEqual(await demo.position(), { k: 5, n }, 'keys in the select did not step');

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 4. Deep links and "Copy link to this step"

test('a deep link to a step after Always allow shows that step and the saved rule', async () => {
  const { rec, demo, page } = await open('?scenario=run-tests&step=18&replies=always');
  const { k, n } = await demo.position();
  assert.equal(k, 18, 'the link opens at step 18');
  assert.ok(n > 18, `the whole answered run is there (N = ${n})`);
  assert.equal(
    await demo.prompts.getByRole('button', { name: runTests.prompt, exact: true, pressed: true }).count(),
    1,
    'the run-tests prompt is the one shown',
  );
  assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → allow saved'], 'the rule Always allow saved');
  assert.equal(await demo.allowOnce.count(), 0, 'the question is answered, not waiting');
  assert.equal(await demo.turnNumber(), 2, 'step 18 is in turn 2');
  const chat = await demo.conversation.innerText();
  assert.match(chat, /test result: ok/, 'the tests ran: their output is in the chat');
  assert.match(chat, /· done/, 'the tool call is done');
  assert.equal(await notice(demo).count(), 0, 'a good link shows no notice');
  assert.deepEqual(query(page), { scenario: 'run-tests', step: '18', replies: 'always' }, 'the URL keeps the link');

  // Going back from there passes the question with its reply still recorded.
  await scrubTo(demo, 12);
  assert.equal(await demo.allowOnce.count(), 1, 'step 12 is the question');
  assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → ask'], 'before the reply no rule is saved');

  assert.deepEqual(rec.errors, []);
});

test('bad deep links open the page normally with a short visible notice', async () => {
  const cases = [
    { path: '?scenario=no-such-scenario&step=3', names: 'no-such-scenario' },
    { path: '?scenario=run-tests&step=abc', names: 'abc' },
    { path: '?scenario=run-tests&step=999', names: '999' },
    { path: '?scenario=run-tests&replies=maybe', names: 'maybe' },
    { path: '?scenario=run-tests&rules=run_tests', names: 'run_tests' },
    { path: '?scenario=%E2%28', names: 'scenario' },
  ];
  const problems = [];
  for (const { path, names } of cases) {
    const { rec, demo } = await open(path);
    const box = notice(demo);
    const shown = await box.waitFor({ state: 'visible', timeout: UPDATE_MS }).then(() => true, () => false);
    const text = shown ? (await box.textContent()).replace(/Dismiss$/, '').trim() : '';
    if (!shown) problems.push(`${path}: no notice (role=status) is shown`);
    else if (!text.includes(names)) problems.push(`${path}: the notice "${text}" does not name ${names}`);

    // Whatever the link, the page works: a run is loaded and steps.
    const { k, n } = await demo.position();
    assert.ok(n > 1 && k >= 1 && k <= n, `${path}: a run is shown (${k} / ${n})`);
    if (k < n) {
      await demo.stepForward();
    } else {
      await demo.stepBack();
    }
    if (shown) {
      await box.getByRole('button', { name: 'Dismiss', exact: true }).click();
      await box.waitFor({ state: 'detached', timeout: UPDATE_MS });
    }
    assert.deepEqual(rec.errors, [], `${path}: no errors`);
    await rec.page.close();
  }
  assert.deepEqual(problems, [], 'every bad link gets a notice naming what is wrong');
});

test('the URL follows the step, the replies and the rules, and opens the same step again', async () => {
  const { rec, demo, page } = await open();
  const asked = await demo.pick(runTests.prompt);
  await waitForQuery(page, { scenario: 'run-tests', step: '1' });
  await demo.stepForward();
  await waitForQuery(page, { scenario: 'run-tests', step: '2' });
  await blur(page);
  await page.keyboard.press('End');
  await waitForQuery(page, { scenario: 'run-tests', step: String(asked) });
  await demo.alwaysAllow.click();
  await waitForQuery(page, { scenario: 'run-tests', step: String(asked + 1), replies: 'always' });
  await scrubTo(demo, asked + 5);
  await waitForQuery(page, { scenario: 'run-tests', step: String(asked + 5), replies: 'always' });
  const here = await look(demo);

  // "Copy link to this step": the clipboard holds the address, the notice says so.
  await demo.button('Copy link to this step').click();
  await notice(demo).getByText('Link to this step copied.', { exact: true }).waitFor({ timeout: UPDATE_MS });
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.equal(copied, page.url(), 'the copied link is the address of this step');

  // Opening the copied link in a new tab shows the same step.
  const other = await open(new URL(copied).search);
  assert.deepEqual(await look(other.demo), here, 'the link shows the very same step');
  assert.deepEqual(other.rec.errors, []);

  // A rule set in the agent panel is in the link too.
  await demo.pick(readFileScenario.prompt);
  await demo.panel('agent').getByRole('combobox', { name: 'Rule for read_file', exact: true }).selectOption('deny');
  await waitForQuery(page, { scenario: 'read-file', step: '1', rules: 'run_tests:allow,read_file:deny' });

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 5. Live rules

test('Rule for run_tests set to allow: no question, the run ends after two turns; Reset restores ask', async () => {
  const { rec, demo } = await open();
  const asked = await demo.pick(runTests.prompt);
  await demo.button('Last step').click();
  await demo.waitForPosition(asked, asked);
  assert.equal(await demo.allowOnce.count(), 1, 'with the agent\'s own rule the run asks');

  // Switched at the question: the run is derived again from here and the question goes.
  const rule = demo.panel('agent').getByRole('combobox', { name: 'Rule for run_tests', exact: true });
  await rule.selectOption('allow');
  await demo.allowOnce.waitFor({ state: 'detached', timeout: UPDATE_MS });
  const { k, n } = await demo.position();
  assert.equal(k, asked, 'the position stays where it was');
  assert.ok(n > asked, `the run goes on past where it asked (${n} steps)`);
  assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → allow saved']);

  await demo.button('First step').click();
  const seen = await demo.stepToEnd();
  assert.equal(seen.filter((s) => s.asking).length, 0, 'no step asks');
  assert.equal(seen.at(-1).turn, 2, 'two turns');
  assert.equal(seen.at(-1).status, 'idle');
  assert.equal(
    await demo.conversation.getByText(lastReply(runTests).text, { exact: true }).count(),
    1,
    'the llm reports the test results',
  );

  await demo.resetButton.click();
  await demo.waitForPosition(1, asked);
  assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → ask'], 'Reset restores the agent\'s rules');
  assert.equal(await rule.inputValue(), 'ask');

  assert.deepEqual(rec.errors, []);
});

test('Rule for read_file set to deny: the llm explains it could not read the file', async () => {
  const { rec, demo } = await open();
  await demo.pick(readFileScenario.prompt);
  await demo.panel('agent').getByRole('combobox', { name: 'Rule for read_file', exact: true }).selectOption('deny');
  await demo.button('Last step').click();
  const { k, n } = await demo.position();
  assert.equal(k, n, 'Last step goes to the end of the denied run');
  assert.equal(await demo.status(), 'idle');
  assert.equal(await demo.allowOnce.count(), 0, 'deny never asks');
  const refusal = lastReply(readFileScenario).ifRefused;
  assert.equal(await demo.conversation.getByText(refusal, { exact: true }).count(), 1, 'the llm says it was not allowed to read it');
  assert.equal(await demo.conversation.getByText(lastReply(readFileScenario).text, { exact: true }).count(), 0, 'no summary of a file it never read');
  assert.equal(await demo.conversation.getByText(/· not run: denied$/).count(), 1, 'the call is marked not run, because a rule denies it');
  assert.equal(await demo.conversation.getByText('Not run: a rule denies read_file.', { exact: true }).count(), 1, 'its result says why');
  assert.deepEqual(await demo.rules(), ['read_file → deny saved', 'run_tests → ask']);

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 6. More scenarios

test('the "More scenarios" list: the four beyond the article first, each with a one-line description', async () => {
  const { rec, demo } = await open();
  await demo.sees.getByText('More scenarios', { exact: true }).click();
  const list = demo.sees.getByRole('list', { name: 'More scenarios', exact: true });
  await list.waitFor({ timeout: UPDATE_MS });
  // The failure paths follow them; failures.test.mjs checks those.
  assert.deepEqual(
    (await list.getByRole('button').allTextContents()).map((t) => t.trim()).slice(0, 4),
    [deniedTool.title, twoTools.title, unknownTool.title, twoClients.title],
  );
  for (const s of [deniedTool, twoTools, unknownTool, twoClients]) {
    assert.equal(
      await list.getByRole('listitem').filter({ hasText: s.description }).count(),
      1,
      `"${s.title}" has its description`,
    );
  }
  assert.deepEqual(rec.errors, []);
});

test('denied tool: write_file is not run, and the run ends idle with the llm\'s explanation', async () => {
  const { rec, demo, page } = await open();
  await demo.pickMore(deniedTool.title);
  await waitForQuery(page, { scenario: 'denied-tool', step: '1' });
  const seen = await demo.stepToEnd();
  const end = seen.at(-1);
  assert.equal(end.status, 'idle');
  assert.equal(end.k, end.n);
  assert.equal(seen.filter((s) => s.asking).length, 0, 'a deny rule never asks');
  assert.equal(end.turn, 3, 'read, try to write, explain: three turns');
  assert.equal(await demo.conversation.getByText(/^tool call call_1 · done$/).count(), 1, 'read_file ran');
  assert.equal(await demo.conversation.getByText(/^tool call call_2 · not run: denied$/).count(), 1, 'write_file did not');
  assert.equal(await demo.conversation.getByText(lastReply(deniedTool).ifRefused, { exact: true }).count(), 1);
  assert.deepEqual(await demo.rules(), ['read_file → allow', 'run_tests → ask', 'write_file → deny']);
  assert.deepEqual(rec.errors, []);
});

test('two tools in one reply: both calls run and get their results in call order', async () => {
  const { rec, demo } = await open();
  await demo.pickMore(twoTools.title);
  const end = (await demo.stepToEnd()).at(-1);
  assert.equal(end.status, 'idle');
  assert.equal(end.turn, 2);
  const calls = (await demo.conversation.getByText(/^tool call call_\d · /).allTextContents()).map((t) => t.trim());
  assert.deepEqual(calls, ['tool call call_1 · done', 'tool call call_2 · done']);
  assert.equal(await demo.conversation.getByText('read_file(README.md)', { exact: true }).count(), 1);
  assert.equal(await demo.conversation.getByText('read_file(src/lib.rs)', { exact: true }).count(), 1);
  assert.equal(await demo.conversation.getByText(lastReply(twoTools).text, { exact: true }).count(), 1);
  assert.deepEqual(rec.errors, []);
});

test('unknown tool: the call gets an error result and the loop goes on to an answer', async () => {
  const { rec, demo } = await open();
  await demo.pickMore(unknownTool.title);
  const end = (await demo.stepToEnd()).at(-1);
  assert.equal(end.status, 'idle');
  assert.equal(end.turn, 2, 'the llm gets a second turn after the error');
  assert.equal(await demo.conversation.getByText(/^tool call call_1 · error: unknown tool$/).count(), 1, 'the call is marked error');
  assert.equal(await demo.conversation.getByText(/^Error: there is no tool named deploy/).count(), 1, 'its result says why');
  assert.equal(await demo.conversation.getByText(lastReply(unknownTool).text, { exact: true }).count(), 1);
  assert.deepEqual(rec.errors, []);
});

test('two clients: both messages in the chat, client 2 in the diagram, one run answers both', async () => {
  const { rec, demo } = await open();
  await demo.pickMore(twoClients.title);
  const captions = [await caption(demo)];
  while (await demo.stepForwardButton.isEnabled()) {
    await demo.stepForward();
    captions.push(await caption(demo));
  }
  assert.ok(
    captions.some((c) => /client 2/.test(c)),
    `some step's diagram caption mentions client 2: ${JSON.stringify(captions)}`,
  );
  assert.equal(captions.filter((c) => /^coordinator sends run to the runner$/.test(c)).length, 1, 'the coordinator starts one run');
  assert.equal(await demo.status(), 'idle');
  assert.equal(await demo.conversation.getByText('Client 2', { exact: true }).count(), 1, 'the chat shows Client 2');
  assert.equal(await demo.conversation.getByText(twoClients.secondClient.text, { exact: true }).count(), 1);
  assert.equal(await demo.conversation.getByText(twoClients.prompt, { exact: true }).count(), 1);
  assert.equal(await demo.conversation.getByText(lastReply(twoClients).text, { exact: true }).count(), 1, 'one answer to both');
  assert.equal((await demo.terms('session')).runs, '1', 'the session counts one run');
  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 7. Show what changed

test('changed badges mark the panels that changed at this step; the context panel charts each turn', async () => {
  const { rec, demo } = await open();
  const n = await demo.pick(readFileScenario.prompt);
  const badged = async () => {
    const names = [];
    for (const name of ['llm', 'context', 'session', 'turn', 'agent', 'permission']) {
      if (await demo.panel(name).getByText('changed', { exact: true }).isVisible()) names.push(name);
    }
    return names;
  };
  assert.deepEqual(await badged(), [], 'step 1: nothing changed yet');
  await scrubTo(demo, 6); // the runner's first request
  assert.equal(await demo.turnNumber(), 1);
  const atRequest = await badged();
  assert.ok(atRequest.includes('turn') && atRequest.includes('llm'), `the request changes llm and turn: ${atRequest}`);
  assert.ok(!atRequest.includes('permission'), 'nothing changes in the permission panel');
  await demo.stepBack();
  await demo.stepBack();
  await demo.stepForward(); // step 5: coordinator → runner
  assert.equal((await badged()).includes('turn'), false, 'the turn panel is marked only where it changes');

  // At the end: turn 2's request starts with turn 1's, so most of it is cached.
  await demo.button('Last step').click();
  await demo.waitForPosition(n, n);
  const chart = demo.panel('context').getByRole('figure', { name: 'per request: cached / uncached tokens', exact: true });
  const rows = (await chart.getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
  assert.equal(rows.length, 2, `one row per request: ${rows}`);
  const parse = (row) => {
    const m = /^turn (\d+) ([\d,]+) \/ ([\d,]+)(?: (.+))?$/.exec(row);
    assert.ok(m, `a row reads "turn N cached / new", and a miss's cause: ${row}`);
    return { turn: Number(m[1]), cached: Number(m[2].replace(/,/g, '')), fresh: Number(m[3].replace(/,/g, '')), miss: m[4] };
  };
  const [one, two] = rows.map(parse);
  assert.deepEqual([one.miss, two.miss], ['first request', undefined], 'the first request misses, the second reads');
  assert.deepEqual([one.turn, two.turn], [1, 2]);
  assert.equal(one.cached, 0, 'nothing is cached on the first request');
  assert.ok(two.cached > two.fresh, `turn 2 is mostly cached (${two.cached} cached / ${two.fresh} new)`);
  // The cache counts in steps of 128 tokens (OpenAI's automatic prefix caching).
  const counted = (tokens) => tokens - (tokens % 128);
  assert.equal(two.cached, counted(one.cached + one.fresh), 'turn 2 reads all of turn 1\'s request it can from the cache');

  assert.deepEqual(rec.errors, []);
});

test('while the llm streams, the chat shows the reply so far', async () => {
  const { rec, demo } = await open();
  await demo.pick(readFileScenario.prompt);
  await scrubTo(demo, 8);
  assert.equal(await caption(demo), 'runner sends text to the client', 'step 8 forwards the first text');
  const firstText = readFileScenario.replies[0].text;
  assert.equal(
    await demo.conversation.getByText(firstText, { exact: true }).count(),
    1,
    `the streamed text "${firstText}" is in the chat once the runner sent it to the clients`,
  );
  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 8. Free text

test('markup typed in the message box shows as text, runs nothing, and the scripted llm says so', async () => {
  const { rec, demo, page } = await open();
  const markup = '<img src=x onerror=alert(1)>';
  const imagesBefore = await page.locator('img').count();
  await send(demo, markup);
  assert.equal(await messageBox(demo).inputValue(), '', 'the box is cleared once sent');
  await demo.button('Last step').click();
  const { k, n } = await demo.position();
  assert.equal(k, n);
  assert.equal(await demo.status(), 'idle');

  assert.equal(await demo.conversation.getByText(markup, { exact: true }).count(), 1, 'the markup is shown as text');
  assert.equal(await demo.conversation.locator('img').count(), 0, 'no img element in the chat');
  assert.equal(await page.locator('img').count(), imagesBefore, 'no img element anywhere');
  const reply = demo.conversation.getByText(/^I am a scripted llm/);
  assert.equal(await reply.count(), 1, 'the llm says it is scripted');
  const said = await reply.textContent();
  for (const prompt of ['What is an agent harness?', readFileScenario.prompt, runTests.prompt]) {
    assert.ok(said.includes(prompt), `it offers the sample prompt "${prompt}"`);
  }
  assert.equal(
    await demo.prompts.getByRole('button', { pressed: true }).count(),
    0,
    'no sample prompt is marked as picked',
  );
  // No alert could fire: the markup never became an element (no img anywhere, checked above),
  // so there is no onerror to run.
  assert.deepEqual(rec.errors, [], 'no errors and no alert dialog');
});

test('a very long and a unicode message work; a sample prompt\'s text runs that sample', async () => {
  const { rec, demo, page } = await open();
  const long = Array.from({ length: 500 }, (_, i) => `word${i}`).join(' '); // 3,889 characters, under the box's 4,000
  assert.ok(long.length < 4_000);
  await send(demo, long);
  await demo.button('Last step').click();
  assert.equal(await demo.status(), 'idle');
  assert.equal(await demo.conversation.getByText(long, { exact: true }).count(), 1, 'the long message, whole');
  assert.equal(await demo.conversation.getByText(/^I am a scripted llm/).count(), 1);

  const unicode = 'Grüße, 世界! 🦀🧪 مرحبا — naïve café 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 e\u0301 \u202Eevil\u202C';
  await send(demo, unicode);
  await demo.button('Last step').click();
  const user = demo.conversation.getByText(/Grüße/);
  assert.equal(await user.count(), 1);
  assert.equal((await user.textContent()).trim(), unicode, 'the unicode message, unchanged');
  assert.equal(await demo.conversation.getByText(/^I am a scripted llm/).count(), 1);
  assert.equal(await demo.conversation.getByText(long, { exact: true }).count(), 0, 'a new message is a new run');

  // Typed, not clicked: a sample prompt's text (any case, spaces around) runs that sample.
  await send(demo, `  ${runTests.prompt.toUpperCase()}  `);
  await demo.prompts.getByRole('button', { name: runTests.prompt, exact: true, pressed: true }).waitFor({ timeout: UPDATE_MS });
  await waitForQuery(page, { scenario: 'run-tests', step: '1' });
  await demo.button('Last step').click();
  assert.equal(await demo.allowOnce.count(), 1, 'it is the real run-tests run: it asks');

  // An empty message is not sent.
  const before = await demo.position();
  await send(demo, '   ');
  await notice(demo).getByText('Type a message first.', { exact: true }).waitFor({ timeout: UPDATE_MS });
  assert.deepEqual(await demo.position(), before, 'nothing ran');

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// 9. Export and import

test('a broken scenario file is rejected with a message naming the problem; the page keeps working', async () => {
  const { rec, demo } = await open();
  const n = await demo.pick(readFileScenario.prompt);
  await scrubTo(demo, 4);

  const broken = structuredClone(readFileScenario);
  broken.replies[0].toolCalls[0].tool = 42;
  await loadFile(demo, 'broken-scenario.json', JSON.stringify(broken, null, 2));
  const box = notice(demo);
  await box.waitFor({ timeout: UPDATE_MS });
  const text = await box.textContent();
  assert.match(text, /not loaded/, `it says the file was not loaded: ${text}`);
  assert.match(text, /broken-scenario\.json/, 'it names the file');
  assert.match(text, /replies\[0\]\.toolCalls\[0\]\.tool/, 'it names the field');
  assert.match(text, /expected a string/, 'it says what was expected');
  assert.deepEqual(await demo.position(), { k: 4, n }, 'the run on screen is untouched');

  await loadFile(demo, 'not-json.json', '{ this is not json');
  await box.getByText(/not-json\.json: not valid JSON/).waitFor({ timeout: UPDATE_MS });

  const empty = structuredClone(readFileScenario);
  empty.replies = [];
  await loadFile(demo, 'no-replies.json', JSON.stringify(empty));
  await box.getByText(/no-replies\.json: replies: expected at least one scripted reply/).waitFor({ timeout: UPDATE_MS });

  // The page keeps working.
  await demo.stepForward();
  assert.deepEqual(await demo.position(), { k: 5, n });
  await demo.pick(runTests.prompt);
  assert.equal(await box.count(), 0, 'picking a prompt clears the notice');

  assert.deepEqual(rec.errors, []);
});

test('a valid scenario file loads and runs; its prompt is in the chat', async () => {
  const { rec, demo, page } = await open();
  const mine = structuredClone(readFileScenario);
  mine.id = 'my-scenario';
  mine.title = 'My own scenario';
  mine.prompt = 'Summarise README.md for me, please.';
  await loadFile(demo, 'my-scenario.json', JSON.stringify(mine));
  await notice(demo).getByText('Loaded my-scenario.json.', { exact: true }).waitFor({ timeout: UPDATE_MS });
  const { k, n } = await demo.position();
  assert.equal(k, 1, 'the loaded run starts at step 1');
  assert.equal(await demo.prompts.getByRole('button', { pressed: true }).count(), 0, 'no sample prompt is picked');
  assert.deepEqual(query(page), {}, 'a loaded file has no deep link, so the URL names none');

  const seen = await demo.stepToEnd();
  assert.equal(seen.length, n);
  assert.equal(seen.at(-1).status, 'idle');
  assert.equal(seen.at(-1).turn, 2);
  assert.equal(await demo.conversation.getByText(mine.prompt, { exact: true }).count(), 1, 'the file\'s prompt is the user message');
  assert.equal(await demo.conversation.getByText(lastReply(mine).text, { exact: true }).count(), 1);

  assert.deepEqual(rec.errors, []);
});

test('Export trace downloads JSON whose steps match the run', async () => {
  const { rec, demo, page } = await open('?scenario=run-tests&step=3&replies=always');
  const { n } = await demo.position();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: UPDATE_MS }),
    demo.button('Export trace (JSON)').click(),
  ]);
  assert.equal(download.suggestedFilename(), 'trace-run-tests.json');
  const trace = JSON.parse(await readFile(await download.path(), 'utf8'));
  assert.equal(trace.steps.length, n, `${n} steps, like the stepper's N`);
  assert.equal(trace.scenario.id, 'run-tests');
  assert.equal(trace.scenario.prompt, runTests.prompt);
  assert.deepEqual(trace.inputs.answers, [{ client: 1, reply: 'always' }], 'the answers that made this run');
  assert.equal(trace.ending, 'idle');
  assert.equal(trace.run_ended, 'answered');
  assert.deepEqual(trace.steps[0], {
    session: 'session_1',
    from: 'client',
    to: 'client',
    message: 'typing…',
    narration: 'You type a message into the client, the chat app. Nothing has been sent yet, so the thread, the list of messages the harness keeps, is still empty.',
  }, 'step 1: the user types');
  assert.ok(trace.steps.every((s) => typeof s.narration === 'string' && s.narration.length > 0), 'each step says what it means');
  assert.equal(trace.session.status, 'idle');
  assert.equal(trace.turns.length, 2, 'both requests, with the article\'s Turn shape');
  assert.equal(trace.turns[1].request.thread.at(-1)._tag, 'tool', 'turn 2 carries the tool result');

  // The scenario inside the export loads back as a scenario file.
  await loadFile(demo, 'from-export.json', JSON.stringify(trace.scenario));
  await notice(demo).getByText('Loaded from-export.json.', { exact: true }).waitFor({ timeout: UPDATE_MS });

  assert.deepEqual(rec.errors, []);
});
