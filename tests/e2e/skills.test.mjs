// A skill as a reader meets it: the context panel shows the skills listing (one line each)
// from the first request, and the skill's instructions only after the llm loads it.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { openDemo, scenario, stepUntil } from './demo-page.mjs';

const skill = scenario('skill');

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
  assert.match(await context(), /reminder: Skills you can load with the skill/);
  assert.doesNotMatch(await context(), /reminder: Skill release-notes:/, 'no body before it is loaded');
  await stepUntil(demo, async () => (await narration()).startsWith('The runner hands the call to the skill tool'));
  assert.match(await narration(), /only the one line of release-notes in the skills listing; loading it puts its instructions, about 149 tokens/);
  await stepUntil(demo, async () => (await narration()).startsWith("The runner sends turn 2's request"));
  assert.match(await context(), /reminder: Skill release-notes:/);
  await demo.toLastStep();
  assert.equal(await demo.status(), 'idle');
  assert.deepEqual(rec.errors, []);
});
