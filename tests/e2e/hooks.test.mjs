// Hooks as a reader meets them: the hooks box on the diagram beside the runner, the narration
// of a hook's run and answer, the chat's notice of an answer that changed something, a
// reminder in the context panel, and Predict's question on a hook's answer against the rules.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, caption, chatLines, narration, openDemo, scenario, stepUntil } from './demo-page.mjs';

const UPDATE_MS = 5_000;
const refuses = scenario('hook-refuses');
const formats = scenario('hook-formats');
const stopHook = scenario('stop-hook');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** The diagram's part boxes that are drawn, by name. */
const shownParts = (demo) =>
  demo.runs.getByRole('figure').first().locator('g.part:not([display="none"]) text').allTextContents();

test('a hook refuses a call a rule allows: the hooks box, the narration, the notice, the llm goes another way', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick('What does README.md say?');
  assert.ok(!(await shownParts(demo)).includes('hooks'), 'no hooks box for an agent without hooks');
  await demo.pickMore(refuses.title);
  assert.ok((await shownParts(demo)).includes('hooks'), 'the hooks box is drawn');
  await stepUntil(demo, async () => (await caption(demo)).includes('to the hooks'));
  assert.match(await narration(demo), /PreToolUse hook, \.\/hooks\/protect-secrets\.sh\. .*Nothing of it is in the llm's context/);
  assert.deepEqual(await demo.page.locator('#narration code').allTextContents(), ['./hooks/protect-secrets.sh'], 'the command is marked as code');
  assert.ok(await demo.runs.locator('g.part.hooks-part.active').count(), 'the hooks box lights up');
  await demo.stepForward();
  assert.match(await narration(demo), /^The hook refuses the call/);
  await demo.toLastStep();
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => l.startsWith('PreToolUse hook `./hooks/protect-secrets.sh` refused the call: .env holds secrets')), lines.join('\n'));
  assert.ok(lines.at(-1).includes('.env.example'), 'the llm wrote the example file instead');
  assert.equal(await demo.status(), 'idle');
  assert.deepEqual(rec.errors, []);
});

test("a PostToolUse hook's note joins the next request as a reminder", async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(formats.title);
  await stepUntil(demo, async () => (await narration(demo)).includes('ending with 1 reminder the harness added'));
  const context = demo.runs.getByRole('region', { name: 'context', exact: true });
  assert.match(await context.textContent(), /reminder: PostToolUse hook \(cargo fmt\)/);
  await demo.toLastStep();
  assert.ok((await chatLines(demo)).some((l) => l.startsWith('PostToolUse hook `cargo fmt` added a note for the llm')));
  assert.deepEqual(rec.errors, []);
});

test('a Stop hook sends the agent back to work; Predict asks what the runner does after its answer', async () => {
  const rec = await browser.open('?scenario=stop-hook&step=1&predict=1');
  const demo = await new DemoPage(rec.page).ready();
  const group = demo.runs.getByRole('group', { name: 'What happens next?', exact: true });
  const said = async () => ((await group.textContent()) ?? '').replace(/\s+/g, ' ').trim();
  // Step on, answering each question with its first choice, until the one after the block.
  for (let i = 0; i < 120 && !(await said()).includes('blocks the end'); i++) {
    const answers = group.getByRole('button');
    const asking = (await answers.count()) > 0 && (await answers.first().isEnabled()) && !/Right\.|Not quite/.test(await said());
    if (asking) await answers.first().click();
    else await demo.stepForwardButton.click();
    await demo.page.waitForTimeout(30);
  }
  assert.match(await said(), /coder's Stop hook `\.\/hooks\/tests-must-pass\.sh` blocks the end: “cargo test: 1 of 3 tests fails/);
  await group.getByRole('button', { name: 'Another turn: a new request to the llm', exact: true }).click();
  for (const start = Date.now(); Date.now() - start < UPDATE_MS && !(await said()).includes('Right.'); ) {
    await demo.page.waitForTimeout(20);
  }
  assert.match(await said(), /Right\. A Stop hook that blocks keeps the run going/);
  await demo.runs.getByRole('switch', { name: 'Predict', exact: true }).click();
  await demo.toLastStep();
  const lines = await chatLines(demo);
  assert.ok(lines.some((l) => l.startsWith('Stop hook `./hooks/tests-must-pass.sh` sent the agent back to work')), lines.join('\n'));
  assert.ok(lines.at(-1).includes('all 3 tests pass'), lines.at(-1));
  assert.equal(await demo.status(), 'idle');
  assert.deepEqual(rec.errors, []);
});

test('a PreCompact hook runs before the summary is asked for, on the hooks box', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(scenario('memory').title);
  assert.ok((await shownParts(demo)).includes('hooks'), 'the hooks box is drawn');
  await stepUntil(demo, async () => (await narration(demo)).startsWith('The next request would not fit the context window'));
  assert.match(await narration(demo), /PreCompact hook \.\/hooks\/save-transcript\.sh:/);
  assert.ok(await demo.runs.locator('g.part.hooks-part.active').count(), 'the hooks box lights up');
  await demo.stepForward();
  assert.equal(await narration(demo), 'The PreCompact hook lets the compaction go ahead.');
  await demo.stepForward();
  assert.match(await caption(demo), /summarize/);
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  assert.deepEqual(rec.errors, []);
});
