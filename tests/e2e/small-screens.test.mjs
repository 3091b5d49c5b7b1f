// Issue 5, small screens: at 375×812 (a phone) and 768×1024 (a tablet) the page has no
// horizontal scroll, the two panes stack with "What you see" first, the stepper controls stay
// within reach, and every control is at least 24×24 CSS pixels (WCAG 2.2's target size, 2.5.8).
//
// It writes nothing: the README's screenshots are taken by scripts/screenshots
// (tests/e2e/screenshots.mjs), at the same sizes and state, when someone means to update them.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, scenario } from './demo-page.mjs';
import { audit } from './axe.mjs';

const runTests = scenario('run-tests');
/** How long one UI update may take after an action. */
const UPDATE_MS = 5_000;
/** The smallest control the page may have, in CSS pixels (WCAG 2.5.8, level AA). */
const MIN_TARGET = 24;

const SIZES = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
];

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Opens the page in a fresh tab at `width`×`height`. */
async function openAt({ width, height }, path = '') {
  const rec = await browser.open(path);
  await rec.page.setViewportSize({ width, height });
  const demo = await new DemoPage(rec.page).ready();
  return { rec, demo, page: rec.page };
}

/** Fails with one line per problem found, under `what`. */
function assertNone(problems, what) {
  if (problems.length > 0) assert.fail(`${what}; ${problems.length} problem(s):\n${problems.join('\n')}`);
}

/** Scrolls the page instantly (no smooth scrolling) so an element's top is at the viewport's top. */
const scrollToTop = (locator) => locator.evaluate((el) => el.scrollIntoView({ block: 'start', behavior: 'instant' }));

/**
 * The page's horizontal overflow: the scrolling element's width against the viewport's, and the
 * elements sticking out on the right that no scrolling or clipping ancestor contains (the
 * culprits to fix), described by tag, classes and text.
 */
function horizontalOverflow() {
  const width = window.innerWidth;
  const clipped = (el) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (getComputedStyle(p).overflowX !== 'visible') return true;
    }
    return false;
  };
  const describe = (el) =>
    `${el.tagName.toLowerCase()}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && (r.right > width + 0.5 || r.left < -0.5) && !clipped(el);
    })
    .slice(0, 8)
    .map((el) => `${describe(el)} spans x ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`);
  return { scrollWidth: document.scrollingElement.scrollWidth, innerWidth: width, culprits };
}

/**
 * Every rendered control smaller than `min`×`min`: buttons, inputs, selects, summaries, links.
 * A visually hidden input inside a label (the file input) is measured by its label, the target a
 * user actually presses.
 */
function smallControls(min) {
  return [...document.querySelectorAll('button, input, select, textarea, summary, a[href]')]
    .filter((el) => el.getClientRects().length > 0 && !el.closest('dialog:not([open])'))
    .map((el) => {
      let target = el;
      let r = el.getBoundingClientRect();
      if ((r.width <= 1 || r.height <= 1) && el.closest('label')) {
        target = el.closest('label');
        r = target.getBoundingClientRect();
      }
      const name = (el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '').trim().slice(0, 40);
      return { what: `${target.tagName.toLowerCase()} "${name}"`, w: r.width, h: r.height };
    })
    .filter((c) => c.w < min || c.h < min)
    .map((c) => `${c.what}: ${c.w.toFixed(1)}×${c.h.toFixed(1)} px`);
}

/** Whether `locator`'s box is wholly inside the viewport and its centre is not covered. */
function inViewAndOnTop(el) {
  const r = el.getBoundingClientRect();
  const inside = r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return { inside, onTop: Boolean(hit && (hit === el || el.contains(hit))), top: Math.round(r.top), bottom: Math.round(r.bottom) };
}

/** Shows the permission question of the third prompt: the state the screenshots show. */
async function toQuestion(demo) {
  await demo.pick(runTests.prompt);
  await demo.toLastStep();
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: no horizontal scroll, panes stacked chat first, controls in reach and at least 24×24`, async (t) => {
    const { rec, demo, page } = await openAt(size);

    await t.test('no horizontal scroll, at the start, at the question, at the end and with a long message', async () => {
      const states = [];
      states.push(['at the start', await page.evaluate(horizontalOverflow)]);
      await toQuestion(demo);
      states.push(['at the permission question', await page.evaluate(horizontalOverflow)]);
      await demo.allowOnce.click();
      await demo.allowOnce.waitFor({ state: 'hidden', timeout: UPDATE_MS });
      await demo.toLastStep();
      states.push(['at the end of the third prompt (test output in the chat)', await page.evaluate(horizontalOverflow)]);
      // A long unbroken word must wrap, not widen the page.
      await demo.sees.getByRole('textbox', { name: 'Message', exact: true }).fill(`${'x'.repeat(300)} ${'ü'.repeat(80)}`);
      await demo.button('Send').click();
      await demo.toLastStep();
      await demo.conversation.getByText(/^x{300}/).waitFor({ timeout: UPDATE_MS });
      await demo.sees.getByText('More scenarios', { exact: true }).click();
      states.push(['with a 300-character word sent, at its end, "More scenarios" open', await page.evaluate(horizontalOverflow)]);

      const bad = states
        .filter(([, o]) => o.scrollWidth > o.innerWidth)
        .map(([where, o]) => `${where}: scrollWidth ${o.scrollWidth} > innerWidth ${o.innerWidth}; sticking out: ${o.culprits.join('; ')}`);
      assertNone(bad, 'document.scrollingElement.scrollWidth <= innerWidth in every state');
    });

    await t.test('the panes stack: "What you see" above "What runs", both full width', async () => {
      const [sees, runs] = await Promise.all([demo.sees.boundingBox(), demo.runs.boundingBox()]);
      assert.ok(sees.y + sees.height <= runs.y + 1, `"What you see" (bottom ${sees.y + sees.height}) ends above "What runs" (top ${runs.y})`);
      assert.ok(Math.abs(sees.x - runs.x) <= 1, `the panes start at the same x (${sees.x}, ${runs.x}): stacked, not side by side`);
      assert.ok(Math.abs(sees.width - runs.width) <= 1, `the panes are equally wide (${sees.width}, ${runs.width})`);
    });

    await t.test('the stepper controls are in the viewport once "What runs" is scrolled to', async () => {
      await scrollToTop(demo.runs);
      for (const name of ['Play', 'Step back', 'Step forward', 'Reset']) {
        const look = await (await demo.rare(name)).evaluate(inViewAndOnTop);
        assert.ok(look.inside && look.onTop, `"${name}" is visible and not covered: ${JSON.stringify(look)}`);
      }
    });

    await t.test('the stepper controls stay in the viewport (sticky) while the diagram and the data panels are read', async () => {
      const away = [];
      const targets = [
        ['the diagram', demo.runs.getByRole('figure').first()],
        ...['llm', 'context', 'session', 'agent', 'permission'].map((name) => [`the ${name} panel`, demo.panel(name)]),
      ];
      for (const [what, target] of targets) {
        await scrollToTop(target);
        const look = await demo.stepper.getByRole('button', { name: 'Step forward', exact: true }).evaluate(inViewAndOnTop);
        if (!(look.inside && look.onTop)) {
          away.push(`scrolled to ${what}: "Step forward" at y ${look.top}..${look.bottom} (inside viewport: ${look.inside}, on top: ${look.onTop})`);
        }
      }
      assertNone(away, 'the toolbar "Stepper" stays on screen wherever "What runs" is scrolled');
    });

    await t.test('every visible control is at least 24×24 CSS px, at the question with "More scenarios" open and a notice', async () => {
      await toQuestion(demo);
      const more = demo.sees.getByRole('list', { name: 'More scenarios', exact: true });
      if (!(await more.isVisible())) await demo.sees.getByText('More scenarios', { exact: true }).click();
      await more.waitFor({ timeout: UPDATE_MS });
      await demo.button('Send').click(); // an empty message: a notice with its "Dismiss" button
      await demo.button('Dismiss').waitFor({ timeout: UPDATE_MS });
      assertNone(await page.evaluate(smallControls, MIN_TARGET), `every control at least ${MIN_TARGET}×${MIN_TARGET} px`);
    });

    await t.test('axe-core finds no violations at this size (at the question, and at the end of the third prompt)', async () => {
      await toQuestion(demo);
      const found = (await audit(page)).map((v) => `at the permission question: ${v}`);
      await demo.allowOnce.click();
      await demo.allowOnce.waitFor({ state: 'hidden', timeout: UPDATE_MS });
      await demo.toLastStep();
      found.push(...(await audit(page)).map((v) => `at the end of the third prompt: ${v}`));
      assertNone(found, `axe-core at ${size.width}×${size.height}`);
    });

    assert.deepEqual(rec.errors, []);
  });
}

test('desktop 1440×1000: panes side by side, no horizontal scroll', async () => {
  const { rec, demo, page } = await openAt({ width: 1440, height: 1000 });
  await toQuestion(demo);
  const overflow = await page.evaluate(horizontalOverflow);
  assert.ok(overflow.scrollWidth <= overflow.innerWidth, `no horizontal scroll: ${JSON.stringify(overflow)}`);
  const [sees, runs] = await Promise.all([demo.sees.boundingBox(), demo.runs.boundingBox()]);
  assert.ok(sees.x + sees.width <= runs.x, '"What you see" is left of "What runs"');
  assert.deepEqual(rec.errors, []);
});
