// A skill and tools loaded on demand as a reader meets them: the context panel shows the
// listing (one line a skill, a name a tool) from the first request, counted by kind, and a
// skill's instructions or a tool's schema only after the llm loads it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { chatLines, openDemo, scenario, stepUntil } from './demo-page.mjs';

const skill = scenario('skill');
const mcp = scenario('mcp-tools');

/** The context panel's tokens by kind, as one line of text. */
const kinds = (demo) => demo.panel('context').getByRole('list', { name: 'Tokens by kind' }).textContent();

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the skills listing is in every request; a skill body only after it is loaded', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(skill.title);
  const context = () => demo.panel('context').textContent();
  const narration = () => demo.page.locator('#narration').textContent();
  await stepUntil(demo, async () => (await narration()).startsWith("The runner sends turn 1's request"));
  assert.match(await context(), /Skills you can load with the skill/);
  assert.match(await kinds(demo), /skill descriptions \d+/);
  assert.doesNotMatch(await context(), /Skill release-notes:/, 'no body before it is loaded');
  await stepUntil(demo, async () => (await narration()).startsWith('The runner hands the call to the skill tool'));
  assert.match(await narration(), /only the one line of release-notes in the skills listing; loading it puts its instructions, about 149 tokens/);
  await stepUntil(demo, async () => (await narration()).startsWith("The runner sends turn 2's request"));
  assert.match(await context(), /Skill release-notes:/);
  assert.match(await kinds(demo), /skill bodies \d+/);
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  assert.deepEqual(rec.errors, []);
});

test('deferred tools are listed by name; a search loads only the schemas it finds', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pickMore(mcp.title);
  const narration = () => demo.page.locator('#narration').textContent();
  await stepUntil(demo, async () => (await narration()).startsWith("The runner sends turn 1's request"));
  assert.match(await narration(), /never typed by you: the deferred tools listed by name/);
  assert.match(await kinds(demo), /tool names \d+/);
  assert.doesNotMatch(await kinds(demo), /tool schemas/, 'no schema before a search');
  await stepUntil(demo, async () => (await narration()).startsWith('The runner hands the call to the tool search'));
  assert.match(await narration(), /listed 6 deferred tools by name only, about 69 tokens; their schemas would have cost about 520 tokens/);
  await stepUntil(demo, async () => (await narration()).startsWith("The runner sends turn 2's request"));
  assert.match(await kinds(demo), /tool schemas 219/);
  assert.match(await demo.panel('context').textContent(), /Tool schemas loaded:/);
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  assert.ok((await chatLines(demo)).some((l) => l.includes('Filed #42')), 'the answer is in the chat');
  assert.deepEqual(rec.errors, []);
});
