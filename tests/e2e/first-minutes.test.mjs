// A learner's first minutes (issue 27): a pause at a question says it is a pause and leads to
// the question, on a desktop and on a phone; the chat tells a questioned call in the order
// things happened; names in the narration are marked as code.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, chatLines, openDemo, scenario } from './demo-page.mjs';

const runTests = scenario('run-tests');

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const waiting = (demo) => demo.runs.locator('p.waiting');

for (const { width, height } of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
  test(`at ${width}×${height} a question's pause says the run waits, and leads to the question`, async () => {
    const rec = await browser.open();
    await rec.page.setViewportSize({ width, height });
    const demo = await new DemoPage(rec.page).ready();
    await demo.pick(runTests.prompt);
    assert.ok(!(await waiting(demo).isVisible()), 'no pause notice while the run can go on');
    await demo.toLastStep();
    const { k, n } = await demo.position();
    assert.equal(k, n, 'the trace ends at the question');
    assert.ok(await waiting(demo).isVisible(), 'the stepper says the run waits');
    assert.match(await waiting(demo).textContent(), /The run is not over: it waits for your answer/);
    await waiting(demo).getByRole('button', { name: 'Go to the question' }).click();
    assert.equal(await rec.page.evaluate(() => document.activeElement?.textContent), 'Allow once', 'the keyboard is on the first answer');
    assert.ok(await demo.allowOnce.isVisible(), 'the question is on screen');
    const box = await demo.allowOnce.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= height, `the answer is in view: ${JSON.stringify(box)}`);
    await demo.alwaysAllow.click();
    await demo.toLastStep();
    assert.ok(!(await waiting(demo).isVisible()), 'answered: no pause notice at the end');
    assert.equal(await demo.status(), 'idle');
    assert.deepEqual(rec.errors, []);
  });
}

test('the chat tells a questioned call in order: asked, the question and its answer, then what came of it', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick(runTests.prompt);
  await demo.toLastStep();
  await demo.alwaysAllow.click();
  await demo.toLastStep();
  const lines = await chatLines(demo);
  const asked = lines.findIndex((l) => /^tool call call_\w+ · asked you first/.test(l));
  const question = lines.findIndex((l) => l.includes('May I run run_tests?') && l.includes('Answered: always allow'));
  const done = lines.findIndex((l) => /^tool call call_\w+ · done/.test(l) && l.includes('run_tests'));
  assert.ok(asked >= 0 && question > asked && done > question, `in order:\n${lines.join('\n')}`);
  assert.deepEqual(rec.errors, []);
});

test('names in the narration are marked as code', async () => {
  const { rec, demo } = await openDemo(browser);
  await demo.pick(runTests.prompt);
  await demo.stepForward();
  assert.equal(await demo.page.locator('#narration').textContent(), 'You press enter. The client sends your message to the session API, the harness\'s front door: a call named prompt.');
  assert.deepEqual(await demo.page.locator('#narration code').allTextContents(), ['prompt']);
  assert.deepEqual(rec.errors, []);
});

test('a phone shows what a harness is first, and no sentence points "on the right"', async () => {
  const rec = await browser.open();
  await rec.page.setViewportSize({ width: 390, height: 844 });
  const demo = await new DemoPage(rec.page).ready();
  const lede = rec.page.locator('.masthead .lede');
  assert.ok(await lede.isVisible(), 'the introduction is shown');
  assert.match(await lede.textContent(), /A coding agent is an llm.*inside a harness/);
  const text = await rec.page.locator('body').innerText();
  assert.doesNotMatch(text, /on the right|on the left/, 'no direction a phone layout contradicts');
  assert.doesNotMatch(text, /the article's schemas/, 'nothing the visitor has not read');
  assert.ok(demo, 'the page is ready');
  assert.deepEqual(rec.errors, []);
});

test('each part of the diagram says what it is: on hover, and in a list for keyboards and touch', async () => {
  const { rec, demo } = await openDemo(browser);
  const titles = await demo.runs.locator('svg.parts g.part title').allTextContents();
  assert.ok(titles.some((t) => t.startsWith('The loop at the heart of the harness')), 'the runner has a hover title');
  const meanings = demo.runs.locator('details.part-meanings');
  await meanings.getByText('What each part is', { exact: true }).click();
  assert.deepEqual(await meanings.locator('dt').allTextContents(), ['client', 'session API', 'coordinator', 'runner', 'llm', 'tools', 'hooks']);
  assert.match(await meanings.locator('dd').nth(1).textContent(), /front door/);
  assert.deepEqual(rec.errors, []);
});

for (const width of [1440, 390]) {
  test(`at ${width} px a short tool output shows whole, never cut by its box`, async () => {
    const rec = await browser.open();
    await rec.page.setViewportSize({ width, height: 900 });
    const demo = await new DemoPage(rec.page).ready();
    await demo.pick(scenario('read-file').prompt);
    await demo.toLastStep();
    const output = demo.page.locator('.msg.tool pre.output').first();
    await output.waitFor();
    const { scroll, client } = await output.evaluate((el) => ({ scroll: el.scrollHeight, client: el.clientHeight }));
    assert.ok(scroll <= client + 1, `the README's output fits its box: ${scroll} > ${client}`);
    assert.deepEqual(rec.errors, []);
  });
}

test('a 700×500 embed shows the step it points at: its narration and the diagram, the chat below', async () => {
  const rec = await browser.open('?scenario=read-file&step=9&embed=1');
  await rec.page.setViewportSize({ width: 700, height: 500 });
  const demo = await new DemoPage(rec.page).ready();
  const inView = (locator) => locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && r.height > 0;
  });
  assert.ok(await inView(demo.page.locator('#narration')), 'the narration is in the frame');
  for (const name of ['runner', 'llm']) {
    const part = demo.runs.locator('svg.parts g.part', { hasText: name }).first();
    assert.ok(await inView(part), `the diagram's ${name} is in the frame`);
  }
  assert.ok(!(await inView(demo.sees)), 'the chat comes after the step');
  assert.deepEqual(rec.errors, []);
});

test('at 1440×900 the diagram follows the narration closely, and a sub-agent\'s lane and its caption are on screen', async () => {
  const rec = await browser.open('?scenario=subagent&step=30');
  await rec.page.setViewportSize({ width: 1440, height: 900 });
  const demo = await new DemoPage(rec.page).ready();
  assert.equal((await demo.position()).k, 30);
  const at = await rec.page.evaluate(() => {
    const svg = document.querySelector('figure svg.parts');
    const rows = [...svg.querySelectorAll('g.part rect')].map((r) => r.getBoundingClientRect());
    const lane = svg.querySelector('.lane-name, text.lane') ?? [...svg.querySelectorAll('text')].find((t) => t.textContent.startsWith('sub-agent:'));
    return {
      narration: document.getElementById('narration').getBoundingClientRect().bottom,
      firstRow: Math.min(...rows.map((r) => r.top)),
      lane: lane.getBoundingClientRect().bottom,
      caption: document.querySelector('figure figcaption, figure .caption').getBoundingClientRect().bottom,
    };
  });
  assert.ok(at.firstRow - at.narration < 90, `the diagram's first row starts close under the narration: ${JSON.stringify(at)}`);
  assert.ok(at.lane <= 900 && at.caption <= 900, `the lane's name and the caption are above the fold: ${JSON.stringify(at)}`);
  assert.deepEqual(rec.errors, []);
});

/** The controls a reader can see in "What runs": buttons, choices, fields and disclosures. */
function visibleControls() {
  const runs = document.querySelector('section.runs');
  return [...runs.querySelectorAll('button, select, input, summary, a[href], textarea, [tabindex]:not([tabindex="-1"])')]
    // checkVisibility, unlike client rects, counts what a closed <details> hides.
    .filter((e) => e.checkVisibility({ visibilityProperty: true }))
    .map((e) => (e.getAttribute('aria-label') || e.textContent || e.type).trim().replace(/\s+/g, ' ').slice(0, 40));
}

test('the first screen is calm: at most 16 controls in "What runs", sharing and opening your own grouped, each group opens to its buttons', async () => {
  const b = await launch({ openGroups: false });
  try {
    const rec = await b.open('');
    const page = rec.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    const demo = await new DemoPage(page).ready();
    const controls = await page.evaluate(visibleControls);
    assert.ok(controls.length <= 16, `${controls.length} controls:\n${controls.join('\n')}`);
    for (const name of ['Copy link to this step', 'Copy embed code', 'Export trace (JSON)', 'Download figure', 'Download figure as PNG']) {
      assert.ok(!(await demo.button(name).isVisible()), `${name} waits in its group`);
    }
    await demo.runs.getByText('Share and export', { exact: true }).click();
    for (const name of ['Copy link to this step', 'Copy embed code', 'Export trace (JSON)', 'Download figure', 'Download figure as PNG']) {
      assert.ok(await demo.button(name).isVisible(), `${name} shows once "Share and export" is open`);
    }
    await demo.runs.getByText('Open your own run', { exact: true }).click();
    for (const name of ['Load scenario file', 'Open session log', 'Open a log folder']) {
      assert.ok(await page.getByText(name, { exact: true }).isVisible(), `${name} shows once "Open your own run" is open`);
    }
    assert.deepEqual(rec.errors, []);
  } finally {
    await b.close();
  }
});

test('after a scenario file is chosen the keyboard steps at once', async () => {
  const { rec, demo } = await openDemo(browser);
  const file = { name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(runTests)) };
  await demo.page.getByLabel('Load scenario file', { exact: true }).setInputFiles(file);
  // Read the position only once the file is in: before, it is the sample prompt's.
  await demo.page.getByText('Loaded mine.json.').waitFor({ timeout: 10_000 });
  const { n } = await demo.position();
  await demo.waitForPosition(1, n);
  await demo.page.keyboard.press('End');
  await demo.waitForPosition(n, n);
  await demo.page.keyboard.press('ArrowLeft');
  await demo.waitForPosition(n - 1, n);
  assert.deepEqual(rec.errors, []);
});

test('in an embed, ? opens the keyboard help where it can be seen, and Escape closes it', async () => {
  const rec = await browser.open('?scenario=read-file&step=3&embed=1');
  const demo = await new DemoPage(rec.page).ready();
  await demo.page.keyboard.press('?');
  const dialog = demo.page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
  await dialog.waitFor({ state: 'visible', timeout: 5_000 });
  const box = await dialog.boundingBox();
  assert.ok(box && box.width > 100 && box.height > 100, `the dialog is drawn: ${JSON.stringify(box)}`);
  await demo.page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
  assert.equal((await demo.position()).k, 3, 'the step stays');
  assert.deepEqual(rec.errors, []);
});
