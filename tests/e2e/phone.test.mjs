// A phone is a layout of its own, designed for stepping (issue 13): at 375×812 the step
// controls sit in a bar at the bottom within reach of the thumb, and after every step the
// reader sees, without scrolling, the newest chat line, the whole diagram and the narration;
// a waiting question keeps its three answers on screen. Tablets and landscape phones keep
// working, and the diagram never needs sideways scrolling.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, scenario } from './demo-page.mjs';

const PROMPTS = ['what-is-a-harness', 'read-file', 'run-tests'].map(scenario);
const PARTS = ['client', 'session API', 'coordinator', 'runner', 'llm', 'tools'];
/** Apple's and Google's guidance for a thumb's target, in CSS pixels. */
const THUMB = 44;

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function openAt(width, height) {
  const rec = await browser.open();
  await rec.page.setViewportSize({ width, height });
  const demo = await new DemoPage(rec.page).ready();
  return { rec, demo, page: rec.page };
}

/**
 * What is inside the viewport right now: for each named thing, whether its box lies wholly in
 * it and its centre is not covered by something else (the bottom bar, the question).
 */
function visibility(parts) {
  const seen = (el) => {
    if (!el || el.getClientRects().length === 0) return { inside: false, why: 'not rendered' };
    const r = el.getBoundingClientRect();
    const inside = r.top >= -0.5 && r.left >= -0.5 && r.bottom <= innerHeight + 0.5 && r.right <= innerWidth + 0.5;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const onTop = Boolean(hit && (hit === el || el.contains(hit) || hit.closest('svg') === el.closest('svg')));
    return { inside: inside && onTop, why: `y ${Math.round(r.top)}..${Math.round(r.bottom)}${onTop ? '' : ', covered'}` };
  };
  const out = {};
  const svg = document.querySelector('figure svg.parts');
  for (const name of parts) {
    const text = [...(svg?.querySelectorAll('g.part text') ?? [])].find((t) => t.textContent === name);
    out[`diagram part "${name}"`] = seen(text?.closest('g'));
  }
  const rows = document.querySelectorAll('[role="log"] .msg');
  const newest = rows[rows.length - 1];
  const echo = document.querySelector('.echo');
  const last = newest ? seen(newest) : { inside: true, why: 'no message yet' };
  out['newest chat message (or its echo)'] = last.inside || !echo || echo.hidden ? last : seen(echo);
  out.narration = seen(document.getElementById('narration'));
  return out;
}

function assertAllIn(found, where) {
  const missing = Object.entries(found).filter(([, v]) => !v.inside).map(([k, v]) => `${k} (${v.why})`);
  assert.deepEqual(missing, [], `${where}: all in view without scrolling`);
}

test('375×812: every step of the three sample prompts shows its position, controls, diagram, narration and newest chat line without scrolling', async () => {
  const { rec, demo, page } = await openAt(375, 812);
  const forward = demo.stepForwardButton;
  for (const s of PROMPTS) {
    await demo.pick(s.prompt);
    for (let guard = 0; guard < 100; guard++) {
      const { k, n } = await demo.position();
      const where = `${s.id}, step ${k} / ${n}`;
      for (const [what, control] of [['Step forward', forward], ['the position', demo.positionText]]) {
        const box = await control.boundingBox({ timeout: 2_000 });
        assert.ok(box && box.y >= 0 && box.y + box.height <= 812, `${where}: ${what} is on screen: ${JSON.stringify(box)}`);
      }
      assertAllIn(await page.evaluate(visibility, PARTS), where);
      if (await demo.allowOnce.isEnabled({ timeout: 200 }).catch(() => false)) {
        for (const answer of [demo.allowOnce, demo.alwaysAllow, demo.deny]) {
          const look = await answer.evaluate((el) => {
            const r = el.getBoundingClientRect();
            const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
            return { inside: r.top >= 0 && r.bottom <= innerHeight, onTop: el.contains(hit), h: r.height };
          });
          assert.ok(look.inside && look.onTop, `${where}: the answer is on screen: ${JSON.stringify(look)}`);
          assert.ok(look.h >= THUMB, `${where}: an answer is at least ${THUMB} px tall`);
        }
        await demo.allowOnce.click();
        await demo.allowOnce.waitFor({ state: 'hidden', timeout: 5_000 });
        continue;
      }
      if (!(await forward.isEnabled())) break;
      await demo.stepForward();
    }
    const { k, n } = await demo.position();
    assert.equal(k, n, `${s.id}: stepped to its end`);
  }
  assert.deepEqual(rec.errors, []);
});

test('375×812: the bottom bar holds Step back, Play, Step forward and the position, each at least 44 px; More controls opens the rest', async () => {
  const { rec, demo, page } = await openAt(375, 812);
  await demo.pick(PROMPTS[1].prompt);
  const bar = await demo.stepper.boundingBox();
  assert.ok(bar.y + bar.height >= 811 && bar.y + bar.height <= 813, `the bar sits at the bottom: ${JSON.stringify(bar)}`);
  assert.ok(bar.height <= 90, `one row, not a third of the screen: ${bar.height} px`);
  for (const name of ['Step back', 'Play', 'Step forward']) {
    const b = await demo.button(name).boundingBox();
    assert.ok(b.width >= THUMB && b.height >= THUMB, `${name}: ${b.width}×${b.height}`);
  }
  assert.equal(await demo.button('Reset').isVisible(), false, 'Reset waits behind More controls');
  const more = demo.button('More controls');
  assert.equal(await more.getAttribute('aria-expanded'), 'false');
  await more.click();
  assert.equal(await more.getAttribute('aria-expanded'), 'true');
  for (const name of ['First step', 'Last step', 'Reset']) {
    const b = await demo.button(name).boundingBox();
    assert.ok(b && b.y >= 0 && b.y + b.height <= 812 && b.height >= THUMB, `${name} is on screen and big enough: ${JSON.stringify(b)}`);
  }
  const open = await demo.stepper.boundingBox();
  assert.ok(open.height <= 2 * THUMB + 40, `open, the bar is two rows: ${open.height} px`);
  const overflow = await page.evaluate(() => document.scrollingElement.scrollWidth - innerWidth);
  assert.ok(overflow <= 0, `no horizontal scroll (${overflow} px)`);
  // A question with More controls open: the answers sit above the taller bar, not behind it.
  await demo.pick(PROMPTS[2].prompt);
  if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
  await demo.button('Last step').click();
  await demo.allowOnce.waitFor({ timeout: 5_000 });
  for (const answer of [demo.allowOnce, demo.alwaysAllow, demo.deny]) {
    const look = await answer.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const bar = document.querySelector('[role="toolbar"][aria-label="Stepper"]').getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return { bottom: Math.round(r.bottom), barTop: Math.round(bar.top), onTop: el.contains(hit) };
    });
    assert.ok(look.onTop && look.bottom <= look.barTop, `an answer above the open bar, uncovered: ${JSON.stringify(look)}`);
  }
  assert.deepEqual(rec.errors, []);
});

for (const [width, height] of [[768, 1024], [812, 375]]) {
  test(`${width}×${height}: the whole diagram fits the width, the controls stay in reach, a question can be answered`, async () => {
    const { rec, demo, page } = await openAt(width, height);
    await demo.pick(PROMPTS[2].prompt);
    await demo.toLastStep();
    const figure = demo.runs.getByRole('figure').first();
    await figure.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));
    const parts = await page.evaluate(visibility, PARTS);
    const off = Object.entries(parts)
      .filter(([k]) => k.startsWith('diagram part'))
      .filter(([, v]) => !v.inside && !v.why.startsWith('y -') && height > 500)
      .map(([k, v]) => `${k} (${v.why})`);
    assert.deepEqual(off, [], 'every diagram part inside the viewport');
    const widths = await page.evaluate(() => {
      const svg = document.querySelector('figure svg.parts').getBoundingClientRect();
      return { svgRight: svg.right, inner: innerWidth, scroll: document.scrollingElement.scrollWidth };
    });
    assert.ok(widths.svgRight <= widths.inner && widths.scroll <= widths.inner, `no sideways scrolling: ${JSON.stringify(widths)}`);
    const forward = await demo.stepForwardButton.boundingBox();
    assert.ok(forward.y >= 0 && forward.y + forward.height <= height, `Step forward stays in reach: ${JSON.stringify(forward)}`);
    await demo.allowOnce.click();
    await demo.allowOnce.waitFor({ state: 'hidden', timeout: 5_000 });
    assert.deepEqual(rec.errors, []);
  });
}
