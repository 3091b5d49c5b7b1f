// Issue 20, Predict mode as a reader meets it on "Run the tests and tell me if they pass.": a
// link turns it on; Step forward and Play stop before each step that decides something and a
// group "What happens next?" asks; an answer (a button, or a key 1 to 4) reveals the step with
// right or wrong and why; the score counts the answers and Reset clears it; a wrong guess about
// a rule shows the run that rule would make, faded, stepped on its own, until closed; a jump by
// llm request still stops before a deciding step; an imported log asks too; axe finds nothing;
// on a phone the question sits above the bottom bar. Off, nothing of it shows (the other test
// files run with it off).

import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { launch } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';
import { assertNoViolations } from './axe.mjs';

const UPDATE_MS = 5_000;
const LINK = '?scenario=run-tests&step=1&predict=1';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function open(path) {
  const rec = await browser.open(path);
  const demo = await new DemoPage(rec.page).ready();
  const group = demo.runs.getByRole('group', { name: 'What happens next?', exact: true });
  const predict = demo.runs.getByRole('switch', { name: 'Predict', exact: true });
  return { rec, demo, page: rec.page, group, predict };
}

/** The group's text, one line. */
const said = async (group) => ((await group.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** Waits until the group says `text` (a string or a pattern). */
async function waitForText(group, text) {
  const test = (t) => (typeof text === 'string' ? t.includes(text) : text.test(t));
  for (const start = Date.now(); Date.now() - start < UPDATE_MS; ) {
    if (test(await said(group))) return;
    await group.page().waitForTimeout(20);
  }
  assert.fail(`the group never said ${text}: it says "${await said(group)}"`);
}

/** Clicks the answer named `name` and waits for the step it reveals, `k / n`. */
async function answer(demo, group, name, k, n) {
  await group.getByRole('button', { name, exact: true }).click();
  await demo.waitForPosition(k, n);
}

test('with Predict on, the run asks before the steps that decide, an answer reveals the step, the score counts, and a wrong rule guess shows its run', async () => {
  const { rec, demo, page, group, predict } = await open(LINK);
  assert.equal(await predict.getAttribute('aria-checked'), 'true', 'the link turned Predict on');
  const n = (await demo.position()).n;
  assert.equal(n, 12, 'the run waits at its permission question, step 12');
  const live = group.locator('[aria-live="polite"]').first();

  // 1. Where your message goes: right, by its button.
  await waitForText(group, 'Which part gets your message first?');
  assert.match(await live.textContent(), /Which part gets your message first\?/, 'the question is in the live region');
  await answer(demo, group, 'The session API', 2, n);
  await waitForText(group, /Right\. A client talks only to the session API/);
  assert.match(await live.textContent(), /^Right\./, 'the result is in the live region');
  await waitForText(group, '1 of 1 right');

  // 2. The prompt cache, by the key 1: Step forward stops on step 5, before the request.
  for (let k = 3; k <= 5; k++) await demo.stepForward();
  await waitForText(group, 'How much of it will the prompt cache serve?');
  await page.keyboard.press('1');
  await demo.waitForPosition(6, n);
  await waitForText(group, /Right\. None of it is in the prompt cache yet: no earlier request started the same way\./);
  await waitForText(group, '2 of 2 right');

  // 3. Where the runner sends the text: wrong, and a route has no "what that would do".
  await demo.stepForward();
  await answer(demo, group, 'The llm', 8, n);
  await waitForText(group, 'Not quite: the answer is “The clients”.');
  await waitForText(group, '2 of 3 right');
  assert.equal(await demo.button('Show what that would do').isVisible(), false);

  // 4. Play stops by itself before the end of the reply, and the next question waits.
  await demo.play.click();
  await demo.waitForPosition(10, n);
  await demo.play.waitFor({ timeout: UPDATE_MS });
  await waitForText(group, 'What does the runner do next?');
  await answer(demo, group, 'Another turn: a new request to the llm', 11, n);
  await waitForText(group, '3 of 4 right');

  // 5. The rule for run_tests: a wrong guess, then the run that guess would have made.
  await waitForText(group, 'asks for run_tests(). What does the harness do with the call?');
  await answer(demo, group, 'It runs at once', 12, n);
  await waitForText(group, 'Not quite: the answer is “It asks you first”. coder\'s rules say run_tests → ask');
  await waitForText(group, '3 of 5 right');
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  await demo.button('Show what that would do').click();
  const other = group.getByRole('region', { name: 'What that would do: run_tests → allow', exact: true });
  await other.waitFor({ timeout: UPDATE_MS });
  const otherText = async () => ((await other.textContent()) ?? '').replace(/\s+/g, ' ');
  assert.match(await otherText(), /in yours the runner sends ask: run_tests\? to the client; in this one the runner sends run run_tests to the tools/);
  assert.match(await otherText(), /step 12 of 22/);
  assert.match(await otherText(), /Step 12 of 22: runner sends run run_tests to the tools/);
  assert.match(await otherText(), /This one ends after 22 steps, answered; yours waits for your answer at step 12/);
  await assertNoViolations(page, 'with the other run open (run-tests, step 12)');
  await other.getByRole('button', { name: 'Step that run forward', exact: true }).click();
  await other.getByText('step 13 of 22', { exact: true }).waitFor({ timeout: UPDATE_MS });
  assert.deepEqual(await demo.position(), { k: 12, n }, 'the real run stays where it was');
  assert.match(await page.locator('#narration').textContent(), /pauses the run and asks you first\. It waits for your answer\.$/);
  await other.getByRole('button', { name: 'Close that run', exact: true }).click();
  await other.waitFor({ state: 'hidden', timeout: UPDATE_MS });

  // A link to this step keeps Predict on.
  await page.waitForFunction(() => /[?&]predict=1(&|$)/.test(location.search) && /[?&]step=12(&|$)/.test(location.search), null, { timeout: UPDATE_MS });

  // Reset: a new score, step 1, and the first question again.
  await (await demo.rare('Reset')).click();
  await demo.waitForPosition(1, n);
  await waitForText(group, '0 of 0 right');
  await waitForText(group, 'Which part gets your message first?');
  assert.deepEqual(rec.errors, []);
});

test('a jump by llm request stops before a deciding step inside it; off, nothing asks', async () => {
  const { rec, demo, page, group, predict } = await open('?scenario=run-tests&step=1');
  const n = (await demo.position()).n;
  assert.equal(await predict.getAttribute('aria-checked'), 'false');
  assert.equal(await group.count(), 0, 'off: no question group');
  await demo.stepForward();
  await demo.stepForward();
  await (await demo.rare('First step')).click();
  await demo.waitForPosition(1, n);

  await predict.click();
  await group.waitFor({ timeout: UPDATE_MS });
  await page.getByLabel('Step by').selectOption('llm request');
  // The question about step 2 is open at step 1; stepping on passes it, and the jump to the
  // first request (step 6) stops on step 5, where the cache question waits.
  await demo.stepForwardButton.click();
  await demo.waitForPosition(5, n);
  await waitForText(group, 'How much of it will the prompt cache serve?');
  await demo.stepForwardButton.click();
  await demo.waitForPosition(6, n);
  // No request follows before the question, so the jump aims at the last step and stops on
  // step 7, before the runner forwards the first text.
  await demo.stepForwardButton.click();
  await demo.waitForPosition(7, n);
  await waitForText(group, 'Where does it send it?');
  await waitForText(group, '0 of 0 right');

  // The keys list names 1 to 4 while Predict is on.
  const keys = async () => {
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
    await dialog.waitFor({ timeout: UPDATE_MS });
    const terms = (await dialog.getByRole('term').allTextContents()).map((t) => t.trim());
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: UPDATE_MS });
    return terms;
  };
  assert.equal((await keys()).at(-1), '1 – 4');

  // Off again: the group goes, Step forward goes on to the end, and the keys are as before.
  await predict.click();
  await group.waitFor({ state: 'hidden', timeout: UPDATE_MS });
  await demo.stepForwardButton.click();
  await demo.waitForPosition(n, n);
  assert.ok(!(await keys()).includes('1 – 4'));
  assert.deepEqual(rec.errors, []);
});

test('axe finds nothing at a question, and on a phone the question sits above the bottom bar', async () => {
  const { rec, demo, page, group } = await open(LINK);
  await waitForText(group, 'Which part gets your message first?');
  await assertNoViolations(page, 'at a Predict question (run-tests, step 1)');

  await page.setViewportSize({ width: 375, height: 812 });
  await waitForText(group, 'Which part gets your message first?');
  const [box, bar] = await Promise.all([group.boundingBox(), demo.stepper.boundingBox()]);
  assert.ok(box && bar, 'both are on screen');
  assert.ok(box.y >= 0 && box.y + box.height <= bar.y + 1, `the question (${JSON.stringify(box)}) sits above the bar (${JSON.stringify(bar)})`);
  for (const b of await group.getByRole('button').all()) {
    if (!(await b.isVisible())) continue;
    const r = await b.boundingBox();
    assert.ok(r.height >= 44 && r.y + r.height <= bar.y + 1, `${await b.textContent()}: ${JSON.stringify(r)}`);
  }
  await assertNoViolations(page, 'at a Predict question on a phone');
  // Answered, the result stays in the page's flow: the bar and the narration are free again.
  await answer(demo, group, 'The session API', 2, 12);
  assert.notEqual(await group.evaluate((g) => getComputedStyle(g).position), 'fixed');
  assert.deepEqual(rec.errors, []);
});

test('an imported log asks too, and never about rules or the context window', async () => {
  const { rec, demo, group } = await open('?predict=1');
  const dir = fileURLToPath(new URL('../fixtures/logs/claude/2.1/', import.meta.url));
  const walk = (d) => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? walk(join(d, f)) : [join(d, f)]));
  const files = walk(dir)
    .filter((p) => !p.endsWith('.gitattributes'))
    .map((p) => ({ name: p.split('/').pop(), mimeType: 'application/octet-stream', buffer: readFileSync(p) }));
  await demo.page.getByLabel('Open session log', { exact: true }).setInputFiles(files);
  await demo.runs.getByRole('region', { name: 'Imported session', exact: true }).waitFor({ timeout: 2 * UPDATE_MS });
  const n = (await demo.position()).n;
  await demo.waitForPosition(1, n);
  // Every question up to the first request's reply: the first is where your message goes.
  await waitForText(group, 'Which part gets your message first?');
  await answer(demo, group, 'The session API', 2, n);
  await waitForText(group, '1 of 1 right');
  for (let k = 3; k <= Math.min(n, 40); k++) {
    await demo.stepForward();
    assert.doesNotMatch(await said(group), /What does the harness do with the call\?|context window of/);
  }
  assert.deepEqual(rec.errors, []);
});
