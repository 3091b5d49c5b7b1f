// Issue 5, accessibility: an axe-core audit with zero violations at every interesting moment of
// a run, and the checks axe cannot make by itself: landmarks and headings in order, the stepper
// as a labelled toolbar, the narration's live region (polite when stepping by hand, off while
// playing), the chat as a log, every control reached by Tab with a visible focus indicator, a
// run driven by keyboard alone, the focus kept in the toolbar when its button becomes disabled,
// prefers-reduced-motion honoured, and changes said in words.
//
// A failure names the axe rule id, the element (CSS path and HTML) and axe's own summary, so it
// can be fixed in src/ or style/ without re-running anything by hand.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, scenario } from './demo-page.mjs';
import { assertNoViolations, audit } from './axe.mjs';

const harness = scenario('what-is-a-harness');
const readFile = scenario('read-file');
const runTests = scenario('run-tests');

/** How long one UI update may take after an action. */
const UPDATE_MS = 5_000;

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

async function open(path = '') {
  const rec = await browser.open(path);
  const demo = await new DemoPage(rec.page).ready();
  return { rec, demo, page: rec.page };
}

/** Steps forward by hand until `done()` holds (or the run ends); returns the position. */
async function stepUntil(demo, done, what) {
  for (let guard = 0; !(await done()); guard++) {
    if (guard > 200 || !(await demo.stepForwardButton.isEnabled())) {
      throw new Error(`the run ended before ${what}`);
    }
    await demo.stepForward();
  }
  return demo.position();
}

// ---------------------------------------------------------------------------------------------
// The audit

test('axe-core: zero violations (WCAG 2.1 A/AA and best practices) through every sample prompt', async (t) => {
  const { rec, demo, page } = await open();

  await t.test('at the start', async () => {
    await assertNoViolations(page, 'at the start (first prompt, step 1)');
  });

  await t.test('mid-run: running, with a tool call in the chat', async () => {
    await demo.pick(readFile.prompt);
    const at = await stepUntil(
      demo,
      async () => (await demo.status()) === 'running' && (await demo.conversation.getByText(/^tool call/).count()) > 0,
      'a running step with a tool call',
    );
    assert.equal(await demo.status(), 'running');
    await assertNoViolations(page, `mid-run (read-file, step ${at.k} / ${at.n}, status running)`);
  });

  await t.test('at the permission question', async () => {
    await demo.pick(runTests.prompt);
    await demo.toLastStep();
    await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
    await assertNoViolations(page, 'at the permission question (run-tests)');
  });

  await t.test('at the end of each sample prompt', async () => {
    const found = [];
    // The third prompt's end: after answering its question.
    await demo.allowOnce.click();
    await demo.allowOnce.waitFor({ state: 'detached', timeout: UPDATE_MS });
    await demo.toLastStep();
    assert.equal(await demo.status(), 'idle');
    found.push(...(await audit(page)).map((v) => `at the end of "${runTests.prompt}" (after Allow once): ${v}`));

    for (const s of [harness, readFile]) {
      await demo.pick(s.prompt);
      await demo.toLastStep();
      assert.equal(await demo.status(), 'idle');
      found.push(...(await audit(page)).map((v) => `at the end of "${s.prompt}": ${v}`));
    }
    if (found.length > 0) assert.fail(`axe-core finds ${found.length} violation(s):\n${found.join('\n')}`);
  });

  await t.test('with "More scenarios" open and a notice shown', async () => {
    await demo.sees.getByText('More scenarios', { exact: true }).click();
    await demo.sees.getByRole('list', { name: 'More scenarios', exact: true }).waitFor({ timeout: UPDATE_MS });
    await demo.button('Send').click(); // an empty message: the notice asks for text
    await demo.runs.getByRole('status').waitFor({ timeout: UPDATE_MS });
    await assertNoViolations(page, 'with the "More scenarios" list open and a notice shown');
  });

  await t.test('with the help dialog open', async () => {
    await demo.button('Keyboard shortcuts').click();
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts', exact: true });
    await dialog.waitFor({ state: 'visible', timeout: UPDATE_MS });
    await assertNoViolations(page, 'with the "Keyboard shortcuts" dialog open');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden', timeout: UPDATE_MS });
  });

  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// Structure: landmarks, headings, toolbar, live regions

test('landmarks: a banner, one main holding "What you see" then "What runs"; headings h1, then an h2 per pane, no level skipped', async () => {
  const { rec, demo, page } = await open();

  assert.equal(await page.getByRole('banner').count(), 1, 'one banner (the masthead)');
  const main = page.getByRole('main');
  assert.equal(await main.count(), 1, 'one main landmark');
  assert.equal(await main.getByRole('region', { name: 'What you see', exact: true }).count(), 1, '"What you see" is inside main');
  assert.equal(await main.getByRole('region', { name: 'What runs', exact: true }).count(), 1, '"What runs" is inside main');
  const seesFirst = await demo.sees.evaluate(
    (sees, runs) => Boolean(sees.compareDocumentPosition(runs) & Node.DOCUMENT_POSITION_FOLLOWING),
    await demo.runs.elementHandle(),
  );
  assert.equal(seesFirst, true, '"What you see" comes before "What runs" in reading order');

  // The outline of the rendered headings (not those inside a closed dialog).
  const headings = await page.evaluate(() =>
    [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
      .filter((h) => h.getClientRects().length > 0 && !h.closest('dialog:not([open])'))
      .map((h) => ({ level: Number(h.tagName[1]), text: h.textContent.trim() })),
  );
  assert.equal(headings[0]?.level, 1, `the first heading is an h1: ${JSON.stringify(headings[0])}`);
  assert.equal(headings.filter((h) => h.level === 1).length, 1, 'exactly one h1');
  assert.deepEqual(
    headings.filter((h) => h.level === 2).map((h) => h.text),
    ['What you see', 'What runs'],
    'the h2s are the two panes, in order',
  );
  const skips = headings.filter((h, i) => i > 0 && h.level > headings[i - 1].level + 1);
  assert.deepEqual(skips, [], `no heading level is skipped: ${headings.map((h) => `h${h.level} ${h.text}`).join(' · ')}`);
  // Each pane and each data panel is labelled by its own heading.
  for (const name of ['llm', 'context', 'session', 'turn', 'agent', 'permission']) {
    assert.equal(await demo.panel(name).getByRole('heading', { name, exact: true }).count(), 1, `panel ${name} has its heading`);
  }

  assert.deepEqual(rec.errors, []);
});

test('the stepper controls sit in a toolbar named "Stepper"; the narration is polite when paused and off while playing', async () => {
  const { rec, demo, page } = await open();
  const toolbar = demo.stepper;
  assert.equal(await toolbar.count(), 1, 'one toolbar named "Stepper" in "What runs"');
  for (const name of ['Play', 'First step', 'Step back', 'Step forward', 'Last step', 'Reset']) {
    assert.equal(await toolbar.getByRole('button', { name, exact: true }).count(), 1, `"${name}" is in the toolbar`);
  }
  assert.equal(await toolbar.getByRole('combobox', { name: 'Speed', exact: true }).count(), 1, 'the speed choice is in the toolbar');

  // The toolbar names the narration it controls.
  const narrationId = await toolbar.getAttribute('aria-controls');
  assert.ok(narrationId, 'the toolbar has aria-controls pointing at the narration');
  const narration = page.locator(`[id="${narrationId}"]`);
  assert.equal(await narration.count(), 1, `the element #${narrationId} exists`);
  assert.equal(await demo.runs.locator(`[id="${narrationId}"]`).count(), 1, 'the narration is inside "What runs"');
  assert.notEqual((await narration.textContent()).trim(), '', 'the narration says something at step 1');
  assert.equal(await narration.getAttribute('aria-live'), 'polite', 'paused: polite, so stepping by hand is spoken');

  // Stepping by hand changes it and it stays polite.
  const before = await narration.textContent();
  await demo.stepForward();
  assert.notEqual(await narration.textContent(), before, 'a step by hand changes the narration');
  assert.equal(await narration.getAttribute('aria-live'), 'polite');

  await demo.play.click();
  await demo.pause.waitFor({ timeout: UPDATE_MS });
  assert.equal(await narration.getAttribute('aria-live'), 'off', 'playing: off, so it does not talk over itself');
  await demo.pause.click();
  await demo.play.waitFor({ timeout: UPDATE_MS });
  assert.equal(await narration.getAttribute('aria-live'), 'polite', 'paused again: polite');

  assert.deepEqual(rec.errors, []);
});

test('the chat is a log named "Conversation" and its status a status role reading idle or running', async () => {
  const { rec, demo } = await open();
  assert.equal(await demo.sees.getByRole('log').count(), 1, 'one log in "What you see"');
  assert.equal(await demo.conversation.count(), 1, 'named "Conversation"');
  const status = demo.sees.getByRole('status');
  assert.equal(await status.count(), 1, 'one status in the chat');
  assert.equal((await status.textContent()).trim(), 'idle');
  await demo.pick(harness.prompt);
  await stepUntil(demo, async () => (await status.textContent()).trim() === 'running', 'status running');
  assert.ok((await demo.conversation.getByText(harness.prompt, { exact: true }).count()) === 1, 'the message is in the log');
  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// Keyboard

/**
 * Every control the user can operate now: rendered (not in a closed dialog or a closed
 * <details>), not disabled. Returned as short descriptions, each also tagged in the page with
 * `data-a11y-control` so the Tab walk can tick it off.
 */
function tagControls() {
  const describe = (el) =>
    `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '').trim().slice(0, 40)}"`;
  const controls = [
    ...document.querySelectorAll(
      'button, input, select, textarea, summary, a[href], [tabindex]:not([tabindex="-1"])',
    ),
  ].filter(
    (el) =>
      !el.disabled &&
      el.getClientRects().length > 0 &&
      !el.closest('dialog:not([open])') &&
      !(el.closest('details:not([open])') && el.tagName !== 'SUMMARY') &&
      !el.closest('[hidden], [inert]'),
  );
  controls.forEach((el, i) => el.setAttribute('data-a11y-control', String(i)));
  return controls.map(describe);
}

/**
 * What the focused element shows: whether :focus-visible matches and whether an outline or a
 * box-shadow marks it (on the element, or for a visually hidden input on the label around it).
 */
function focusedLook() {
  const el = document.activeElement;
  if (!el || el === document.body) return { body: true };
  const r = el.getBoundingClientRect();
  const hiddenInput = r.width <= 1 || r.height <= 1;
  const marked = hiddenInput ? el.closest('label') ?? el : el;
  const cs = getComputedStyle(marked);
  const outline = cs.outlineStyle !== 'none' && parseFloat(cs.outlineWidth) >= 2;
  const shadow = cs.boxShadow !== 'none';
  return {
    body: false,
    id: el.getAttribute('data-a11y-control'),
    what: `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') || el.labels?.[0]?.textContent || el.textContent || '').trim().slice(0, 40)}"`,
    focusVisible: el.matches(':focus-visible'),
    indicator: outline ? `outline ${cs.outlineStyle} ${cs.outlineWidth} ${cs.outlineColor}` : shadow ? `box-shadow ${cs.boxShadow}` : null,
  };
}

test('Tab reaches every control, each with a visible focus indicator (:focus-visible outline or box-shadow)', async () => {
  const { rec, demo, page } = await open();
  // A state with every kind of control: the question's answers, the rule selects, the scrubber,
  // the file input, the "More scenarios" list open.
  await demo.pick(runTests.prompt);
  await demo.toLastStep();
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });
  await demo.sees.getByText('More scenarios', { exact: true }).click();
  await demo.sees.getByRole('list', { name: 'More scenarios', exact: true }).waitFor({ timeout: UPDATE_MS });

  const controls = await page.evaluate(tagControls);
  assert.ok(controls.length >= 25, `many controls on screen (${controls.length})`);
  await page.evaluate(() => document.activeElement?.blur());

  const reached = new Map();
  const unmarked = [];
  // Tab from wherever the browser starts (the last click), round past the end of the page
  // (the focus passes the document itself there) and on until a control comes round again.
  for (let i = 0; i < 2 * controls.length + 10; i++) {
    await page.keyboard.press('Tab');
    const look = await page.evaluate(focusedLook);
    if (look.body) continue;
    if (reached.has(look.id)) break;
    reached.set(look.id, look.what);
    if (!look.focusVisible || !look.indicator) {
      unmarked.push(`${look.what}: focus-visible=${look.focusVisible}, indicator=${look.indicator}`);
    }
  }
  const missed = controls.filter((_, i) => !reached.has(String(i)));
  assert.deepEqual(missed, [], `every control is reached by Tab (reached ${reached.size} of ${controls.length})`);
  assert.deepEqual(unmarked, [], 'every focused control shows a focus indicator');

  assert.deepEqual(rec.errors, []);
});

/** Presses Tab (Shift+Tab with `back`) until `locator` has the focus. */
async function tabTo(page, locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${locator}`);
}

test('keyboard alone: pick the third prompt, step, answer the question, and Reset', async () => {
  const { rec, demo, page } = await open();
  await page.evaluate(() => document.activeElement?.blur());
  const third = demo.prompts.getByRole('button', { name: runTests.prompt, exact: true });

  await tabTo(page, third);
  await page.keyboard.press('Enter');
  await demo.prompts.getByRole('button', { name: runTests.prompt, exact: true, pressed: true }).waitFor({ timeout: UPDATE_MS });
  const { n: asked } = await demo.position();

  await tabTo(page, demo.stepForwardButton);
  await page.keyboard.press('Enter');
  await demo.waitForPosition(2, asked);
  await page.keyboard.press(' '); // Space on the focused button presses it, and does not play
  await demo.waitForPosition(3, asked);
  assert.equal(await demo.play.count(), 1, 'Space on a focused button does not start Play');

  await tabTo(page, demo.button('Last step'));
  await page.keyboard.press('Enter');
  await demo.waitForPosition(asked, asked);
  await demo.allowOnce.waitFor({ timeout: UPDATE_MS });

  await tabTo(page, demo.allowOnce, { back: true });
  await page.keyboard.press('Enter');
  await demo.allowOnce.waitFor({ state: 'detached', timeout: UPDATE_MS });
  const { k, n } = await demo.position();
  assert.ok(k === asked + 1 && n > asked, `the answer ran the tool (${k} / ${n})`);

  await tabTo(page, demo.resetButton);
  await page.keyboard.press('Enter');
  await demo.waitForPosition(1, asked);
  assert.equal(await demo.status(), 'idle');

  assert.deepEqual(rec.errors, []);
});

test('the focus stays in the toolbar when the focused button becomes disabled at either end', async () => {
  const { rec, demo, page } = await open();
  await demo.pick(harness.prompt);
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  // Chromium takes the focus off a button that became disabled at its next rendering update,
  // after the new "k / N" is in the DOM: wait for the focus to land, up to the usual 5 s.
  const focusMoves = async (pattern, message) => {
    const landed = await page
      .waitForFunction((source) => new RegExp(source).test(document.activeElement?.textContent?.trim() ?? ''), pattern.source, { timeout: 5_000 })
      .then(() => true, () => false);
    if (!landed) assert.match(await focused(), pattern, message);
  };
  const { n } = await demo.position();

  await demo.stepForwardButton.focus();
  for (let k = 2; k <= n; k++) {
    await page.keyboard.press('Enter');
    await demo.waitForPosition(k, n);
  }
  assert.ok(await demo.stepForwardButton.isDisabled(), 'Step forward is disabled at the last step');
  await focusMoves(/Step back$/, 'the focus moved to Step back, not to the page');

  await page.keyboard.press('Home'); // the page's key: Step back is disabled under the focus
  await demo.waitForPosition(1, n);
  await focusMoves(/^Step forward/, 'the focus moved to Step forward');

  await demo.button('Last step').focus();
  await page.keyboard.press('Enter');
  await demo.waitForPosition(n, n);
  await focusMoves(/Step back$/, 'after Last step too');
  assert.deepEqual(rec.errors, []);
});

// ---------------------------------------------------------------------------------------------
// Motion and colour

test('prefers-reduced-motion: no arrow animation, no animation anywhere, no smooth scrolling', async () => {
  const { rec, demo, page } = await open();
  await demo.pick(readFile.prompt);
  const arrow = demo.runs.getByRole('figure').first().locator('svg path[marker-end]');
  await stepUntil(demo, async () => (await arrow.count()) > 0, 'an arrow in the diagram');
  await demo.stepForward(); // a fresh arrow, so its animation would be running now

  const motion = () =>
    page.evaluate(() => {
      const path = document.querySelector('figure svg path[marker-end]');
      const animated = [...document.querySelectorAll('*')]
        .filter((el) => getComputedStyle(el).animationName !== 'none')
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}: ${getComputedStyle(el).animationName}`);
      return {
        // The arrow fades in on a layer of its own: the svg that holds it is what animates.
        arrow: path ? getComputedStyle(path.closest('svg')).animationName : null,
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
        animated,
      };
    });

  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const normal = await motion();
  assert.notEqual(normal.arrow, 'none', 'without the preference the arrow fades in (the check means something)');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  const reduced = await motion();
  assert.equal(reduced.arrow, 'none', 'reduced motion: the arrow has animation-name none');
  assert.equal(reduced.scroll, 'auto', 'reduced motion: html scroll-behavior is auto');
  assert.deepEqual(reduced.animated, [], 'reduced motion: nothing else animates either');

  assert.deepEqual(rec.errors, []);
});

test('colour is never the only sign: changed panels say "changed", the status and saved rules are words', async () => {
  const { rec, demo, page } = await open('?scenario=run-tests&step=2&replies=always');
  const n = (await demo.position()).n;
  let checked = 0;
  for (let k = 2; k <= n; k++) {
    // Panels highlighted (by border colour) must also show the word "changed".
    const mismatch = await page.evaluate(() =>
      [...document.querySelectorAll('section[aria-labelledby^="panel-"]')]
        .map((s) => {
          const name = s.querySelector('h4')?.textContent.trim();
          const badge = [...s.querySelectorAll('*')].some(
            (el) => el.textContent.trim() === 'changed' && el.getClientRects().length > 0 && !el.hidden,
          );
          return { name, highlighted: s.classList.contains('changed'), badge };
        })
        .filter((p) => p.highlighted !== p.badge)
        .map((p) => `${p.name}: highlighted=${p.highlighted}, says "changed"=${p.badge}`),
    );
    assert.deepEqual(mismatch, [], `step ${k}: every highlighted panel says "changed", and only those`);
    checked++;
    if (k < n) await demo.stepForward();
  }
  assert.ok(checked > 5);
  // The saved rule says "saved" in words next to its select.
  assert.deepEqual((await demo.rules()).filter((r) => r.endsWith(' saved')), ['run_tests → allow saved']);
  assert.deepEqual(rec.errors, []);
});
