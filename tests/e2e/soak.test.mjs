// Issue 5, robustness soak: a seeded random "monkey" uses the page the way nobody would — every
// button, the page's keys, the scrubber, the rule selects, the permission answers, free-text
// messages, sample and "More scenarios" picks, Reset, scenario files, reloads with deep links
// (good and broken) and pauses while Play runs — and after every action checks that:
//   - nothing panicked: the #fatal alert stays hidden and empty;
//   - nothing went wrong in the browser: no console error, page error, failed request or dialog;
//   - the position reads "k / N" with 1 ≤ k ≤ N, and the scrubber, Step back and Step forward
//     agree with it (value k, max N, Step back disabled iff k = 1, Step forward iff k = N);
//   - the chat agrees with the session panel: its status is the panel's status, the users'
//     messages in the chat (not those waiting for the next turn) are at most the thread's
//     length, and those waiting at most the panel's "queued";
//   - the status reads `idle` only when no run is going: never while the llm is thinking or
//     streaming, a tool call is running or waits for an answer, or a question can be answered;
//     and at step 1, before anything is sent, it reads `idle`;
//   - a deep link in the address bar names the step on screen.
//
// An action aimed at a control that went away between the last check and the action is skipped
// and reported, not failed: the control was detached (removed from the DOM), hidden, disabled, or
// covered (another element, or a modal dialog that made it inert, takes the click). Those are
// races between the driver and a page that moves on (Play runs while the monkey acts); the
// checks after each action are what judge the page. Any other exception fails the test at once,
// and more than 1% of skipped actions fails it too (the page would have stopped answering).
//
// Reproducible up to timing: SOAK_SEED seeds the actions (a comma list runs one test per seed;
// default 20251129), SOAK_ACTIONS says how many per seed (default 750), SOAK_MAX_SECONDS stops a
// run early if given. scripts/test runs 750 actions for the fixed seed and for a fresh one it
// prints; scripts/soak [ACTIONS] [SEED] runs the full 10,000 (about 10 minutes on 2 cores) and
// replays a seed. A failure prints the seed, the action number and the last actions, so the
// same run can be replayed with `scripts/soak <action number> <seed>`.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage, scenario, taken } from './demo-page.mjs';

const SEEDS = (process.env.SOAK_SEED ?? '20251129').split(',').map((s) => Number(s.trim()));
const ACTIONS = Number(process.env.SOAK_ACTIONS ?? '750');
/** A time cap for a quick look: none unless SOAK_MAX_SECONDS is set. */
const MAX_SECONDS = Number(process.env.SOAK_MAX_SECONDS ?? Infinity);
if (!SEEDS.every((s) => Number.isSafeInteger(s) && s >= 0) || !Number.isSafeInteger(ACTIONS) || ACTIONS < 1) {
  throw new Error(`SOAK_SEED must be integers (comma-separated) and SOAK_ACTIONS a positive integer (got ${process.env.SOAK_SEED}, ${process.env.SOAK_ACTIONS})`);
}

const SCENARIO_IDS = [
  'what-is-a-harness', 'read-file', 'run-tests', 'denied-tool', 'two-tools', 'unknown-tool', 'two-clients',
  'stop', 'flaky-llm', 'llm-down', 'tool-fails', 'tool-timeout', 'turn-limit', 'compaction',
  'subagent', 'two-subagents',
];
/** The page updates the address bar once the stepping has settled for a second. */
const URL_SETTLE_MS = 1_100;
const readFile = scenario('read-file');
/** How long the page may take to load and mount after a reload. */
const MOUNT_MS = 15_000;
/** How long a single action may take. */
const ACTION_MS = 5_000;

/** mulberry32: a tiny, fast, well-mixed 32-bit PRNG; the same seed gives the same actions. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in lo..hi, both included. */
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** A key of `weights` ({ name: weight }), chosen in proportion to its weight. */
    weighted(weights) {
      const entries = Object.entries(weights);
      let r = next() * entries.reduce((s, [, w]) => s + w, 0);
      for (const [name, w] of entries) {
        if ((r -= w) < 0) return name;
      }
      return entries.at(-1)[0];
    },
  };
}

/** How often each kind of action is chosen, relative to the others. */
const WEIGHTS = {
  button: 26, // any visible, enabled button, whatever it is
  stepForward: 12, // so the runs get far enough to ask and to end
  lastStep: 3,
  key: 12,
  scrub: 7,
  rule: 5,
  answer: 7,
  message: 4,
  sample: 5,
  more: 3,
  reset: 3,
  wait: 3, // lets Play run for a while
  deepLink: 2,
  file: 1,
};

const KEYS = [' ', 'ArrowLeft', 'ArrowRight', 'Home', 'End', '?', 'Escape', 'Tab', 'Enter', 'a'];

/** Texts the monkey types: plain, empty, markup, a sample prompt in other case, long, unicode. */
function messageText(rng) {
  const pool = [
    'hello',
    '',
    '   ',
    '<img src=x onerror=alert(1)> & <b>bold</b>',
    '"quotes" \'and\' `ticks` ${x} {{y}}',
    'WHAT IS AN AGENT HARNESS?',
    '  what does readme.md say?  ',
    'Run the tests and tell me if they pass.',
    '🦀🧪 ünïcödé — مرحبا — 你好',
    'x'.repeat(rng.int(100, 4000)),
  ];
  if (rng.chance(0.3)) {
    return Array.from({ length: rng.int(1, 60) }, () => String.fromCodePoint(rng.pick([rng.int(32, 126), rng.int(0xa0, 0x2fff), rng.int(0x1f300, 0x1f6ff)]))).join('');
  }
  return rng.pick(pool);
}

/** A deep link: mostly well-formed (some steps past the end), sometimes broken on purpose. */
function deepLink(rng) {
  if (rng.chance(0.1)) {
    return rng.pick(['?scenario=nope', '?scenario=read-file&step=0', '?scenario=run-tests&step=abc', '?scenario=%E2%28', '?scenario=run-tests&replies=maybe',
      '?scenario=run-tests&rules=run_tests', '?scenario=%4', '?step=3', '?scenario=&step=2', `?scenario=run-tests&step=${'9'.repeat(30)}`,
      '?scenario=two-tools&rules=read_file:deny,,run_tests:allow,&replies=,,once']);
  }
  const parts = [`scenario=${rng.pick(SCENARIO_IDS)}`, `step=${rng.int(1, 45)}`];
  if (rng.chance(0.6)) parts.push(`replies=${Array.from({ length: rng.int(0, 3) }, () => rng.pick(['once', 'always', 'decline'])).join(',')}`);
  if (rng.chance(0.4)) parts.push(`rules=${Array.from({ length: rng.int(1, 2) }, () => `${rng.pick(['read_file', 'run_tests', 'write_file', 'rm%20-rf'])}:${rng.pick(['allow', 'ask', 'deny'])}`).join(',')}`);
  if (rng.chance(0.1)) parts.push('utm_source=soak');
  return `?${parts.join('&')}`;
}

/** A scenario file: the read-file scenario with 1..8 replies, or a broken one. */
function scenarioFile(rng) {
  const s = structuredClone(readFile);
  s.id = `soak-${rng.int(0, 999)}`;
  s.prompt = messageText(rng).trim() || 'Read README.md, please.';
  const turns = rng.int(1, 8);
  s.replies = Array.from({ length: turns }, (_, i) =>
    i + 1 < turns ? { text: `Reading, pass ${i}.`, toolCalls: [{ tool: rng.pick(['read_file', 'run_tests', 'nope']), input: 'README.md' }] } : { text: 'Done.' },
  );
  const broken = rng.pick([null, null, null, 'json', 'type', 'empty']);
  if (broken === 'json') return '{ "id": "half';
  if (broken === 'type') s.replies[0].text = 42;
  if (broken === 'empty') s.replies = [];
  return JSON.stringify(s);
}

/**
 * Everything the page shows that the invariants are about, and the invariants themselves,
 * read in one synchronous pass (so a Play tick cannot fall between two readings).
 */
function inspect(checkUrl) {
  const problems = [];
  const text = (el) => (el?.textContent ?? '').trim();
  const region = (name) =>
    [...document.querySelectorAll('section[aria-labelledby]')].find(
      (s) => text(document.getElementById(s.getAttribute('aria-labelledby'))) === name,
    );
  const fatal = document.getElementById('fatal');
  if (!fatal) problems.push('the #fatal alert is missing');
  else if (!fatal.hidden || text(fatal)) problems.push(`panic: #fatal shows "${text(fatal)}"`);

  const sees = region('What you see');
  const runs = region('What runs');
  if (!sees || !runs) return { problems: [...problems, 'a pane is missing'] };
  const toolbar = runs.querySelector('[role="toolbar"][aria-label="Stepper"]');
  const position = [...(toolbar?.querySelectorAll('*') ?? [])].find((e) => e.children.length === 0 && /^\d+ \/ \d+$/.test(text(e)));
  const m = /^(\d+) \/ (\d+)$/.exec(text(position));
  if (!m) return { problems: [...problems, `no "k / N" position in the toolbar (toolbar: "${text(toolbar)}")`] };
  const k = Number(m[1]);
  const n = Number(m[2]);
  if (!(n >= 1 && k >= 1 && k <= n)) problems.push(`position ${k} / ${n} is not within 1..N`);

  const buttons = [...document.querySelectorAll('button')];
  const named = (name) => buttons.filter((b) => {
    // The accessible name: the visible text without the aria-hidden icon.
    const clone = b.cloneNode(true);
    clone.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
    return text(clone) === name;
  });
  const [back] = named('Step back');
  const [forward] = named('Step forward');
  if (!back || !forward) problems.push('Step back or Step forward is missing');
  else {
    if (back.disabled !== (k === 1)) problems.push(`Step back disabled=${back.disabled} at ${k} / ${n}`);
    if (forward.disabled !== (k === n)) problems.push(`Step forward disabled=${forward.disabled} at ${k} / ${n}`);
  }
  const plays = named('Play').length;
  const pauses = named('Pause').length;
  if (plays + pauses !== 1) problems.push(`${plays} "Play" and ${pauses} "Pause" buttons (one of them expected)`);

  const slider = runs.querySelector('input[type="range"]');
  if (!slider) problems.push('no scrubber');
  else if (Number(slider.value) !== k || Number(slider.max) !== n) problems.push(`scrubber value ${slider.value} max ${slider.max} at ${k} / ${n}`);

  // The chat against the session panel.
  const status = text(sees.querySelector('[role="status"]'));
  if (status !== 'idle' && status !== 'running') problems.push(`chat status reads "${status}"`);
  const session = region('session');
  const terms = {};
  if (session) {
    const dts = [...session.querySelectorAll('dt')];
    dts.forEach((dt) => (terms[text(dt)] = text(dt.nextElementSibling)));
  }
  // With sub-agents the panel shows the step's session and lists them all, the coder's first; the
  // chat is the coder's, so its status is the first one listed, and the shown one's is the panel's.
  const listed = [...(session?.querySelectorAll('.sessions li') ?? [])].map((li) => ({
    status: text(li).split(' · ').pop(),
    shown: li.getAttribute('aria-current') === 'true',
  }));
  const coder = listed.length ? listed[0].status : terms.status;
  const shown = listed.find((l) => l.shown);
  if (terms.status === undefined) problems.push('the session panel shows no status');
  else if (coder !== status) problems.push(`chat status "${status}" but the session panel says the coder's is "${coder}"`);
  if (listed.length && (!shown || shown.status !== terms.status)) {
    problems.push(`the session panel shows status "${terms.status}" but its list marks ${shown ? `"${shown.status}"` : 'no session'} as shown`);
  }
  const thread = Number.parseInt(terms.thread ?? '', 10);
  const queued = Number.parseInt(terms.queued ?? '', 10);
  const log = sees.querySelector('[role="log"]');
  const who = [...(log?.querySelector('.rows')?.children ?? [])].map((c) => text(c.firstElementChild));
  const users = who.filter((w) => /^(You|Client \d+)/.test(w));
  const waiting = users.filter((w) => w.includes('waiting for the next turn'));
  if (users.length - waiting.length > thread) problems.push(`${users.length - waiting.length} user messages in the chat but a thread of ${terms.thread}`);
  if (waiting.length > queued) problems.push(`${waiting.length} messages waiting in the chat but ${terms.queued} queued`);

  // Idle only when no run is going.
  const llm = text(region('llm')?.querySelector('p'));
  const going = [];
  if (/^(Thinking|Streaming)/.test(llm)) going.push(`llm: "${llm}"`);
  const liveAnswer = named('Allow once').some((b) => !b.disabled);
  if (liveAnswer) going.push('the question can be answered');
  for (const w of who) if (/^tool call .*(running…|waiting for your answer)$/.test(w)) going.push(`chat: "${w}"`);
  if (status === 'idle' && going.length > 0) problems.push(`status idle while a run is going: ${going.join('; ')}`);
  if (k === 1 && status !== 'idle') problems.push(`status "${status}" at step 1, before anything is sent`);

  // A deep link names the step on screen, once the stepping has settled (the page updates the
  // address bar a second after the last step, not on every step, nor while Play goes on).
  const query = new URLSearchParams(location.search);
  const playing = named('Pause').length > 0;
  if (checkUrl && !playing && query.has('scenario') && query.get('step') !== String(k)) problems.push(`the URL says step ${query.get('step')} but the page shows ${k} / ${n} (${location.search})`);

  return { problems, k, n, status, dialog: Boolean(document.querySelector('dialog[open]')), question: liveAnswer };
}

/** Clicks the button named `name` (its text without aria-hidden icons, or its aria-label). */
function clickNamed(name) {
  const button = [...document.querySelectorAll('button')].find((b) => {
    const clone = b.cloneNode(true);
    clone.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
    return (clone.textContent.trim() || b.getAttribute('aria-label')) === name;
  });
  if (!button) throw new Error(`control detached: no button named "${name}"`);
  button.click();
}

/**
 * Why an action could not be done, if it is one of the races the soak allows: the control it
 * aimed at went away. Playwright names the reason in its error or in the call log of a timed-out
 * action (the last reason logged is the one that held); a timed-out action whose locator never
 * matched anything aimed at a control that was removed. Returns one of "detached", "hidden",
 * "disabled", "covered", or null for anything else, which the soak fails on at once.
 */
function skipKind(error) {
  const text = String(error?.message ?? error);
  const reasons = [
    ['detached', /Element is not attached to the DOM|element was detached from the DOM|control detached: no button named/i],
    ['hidden', /element is not visible|element is outside of the viewport/i],
    ['disabled', /element is not enabled|element is not editable|option being selected is not enabled/i],
    ['covered', /intercepts pointer events|element is inert/i],
  ];
  let kind = null;
  let at = -1;
  for (const [name, re] of reasons) {
    const all = [...text.matchAll(new RegExp(re.source, 'gi'))];
    if (all.length > 0 && all.at(-1).index > at) {
      kind = name;
      at = all.at(-1).index;
    }
  }
  if (kind) return kind;
  // A locator action (not a wait for something to appear) that timed out without ever resolving
  // its locator: the control it aimed at was no longer there.
  if (/^locator\.(click|fill|selectOption|evaluate|dispatchEvent|press): Timeout \d+ms exceeded/.test(text) && !/locator resolved to/.test(text)) {
    return 'detached';
  }
  return null;
}

/** The visible, enabled buttons the monkey may press now (only the dialog's while it is open). */
function buttonPool() {
  const dialog = document.querySelector('dialog[open]');
  const scope = dialog ?? document;
  const list = [...scope.querySelectorAll('button')].filter((b) => !b.disabled && b.getClientRects().length > 0 && (dialog || !b.closest('dialog')));
  document.querySelectorAll('[data-monkey]').forEach((b) => b.removeAttribute('data-monkey'));
  return list.map((b, i) => {
    b.setAttribute('data-monkey', String(i));
    const clone = b.cloneNode(true);
    clone.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
    return (clone.textContent.trim() || b.getAttribute('aria-label') || '?').slice(0, 40);
  });
}

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

for (const SEED of SEEDS) {
  test(`monkey: ${ACTIONS} seeded random actions (seed ${SEED}), the page's invariants after each`, { timeout: 120_000 + ACTIONS * 1_000 }, (t) => soak(t, SEED));
}

/** Waits until the step position has not changed for URL_SETTLE_MS (at most 30 s: Play at 0.5× may go on that long). */
async function settled(page) {
  const position = () => page.evaluate(() => document.querySelector('.position')?.textContent ?? '');
  let last = await position();
  let since = Date.now();
  for (const start = Date.now(); Date.now() - since < URL_SETTLE_MS && Date.now() - start < 30_000; ) {
    await page.waitForTimeout(100);
    const now = await position();
    if (now !== last) [last, since] = [now, Date.now()];
  }
}

/** The soak of one seed: ACTIONS random actions, the invariants checked after each. */
async function soak(t, SEED) {
  const rng = prng(SEED);
  const rec = await browser.open();
  const { page } = rec;
  page.on('dialog', async (dialog) => {
    rec.errors.push(`a ${dialog.type()} dialog opened: ${dialog.message()}`);
    await dialog.dismiss();
  });
  const demo = await new DemoPage(page).ready();
  const history = [];
  const counts = {};
  let state = await page.evaluate(inspect);
  const started = Date.now();
  const seen = { answers: 0, questions: 0, maxN: 0 };
  /** Actions skipped because their control went away, for the report; more than 1% fails. */
  const missed = [];
  const skipped = { detached: 0, hidden: 0, disabled: 0, covered: 0 };
  const replay = (i) => `replay: scripts/soak ${i} ${SEED}`;

  /**
   * Clicks `target`, a button's name or a locator. One click in five goes through the mouse like
   * a user's (scrolled into view, at the element's centre; `force` so a button that turned
   * disabled meanwhile just ignores it; the chat pane is sticky on wide screens, so a control
   * low in a tall pane may not scroll into the viewport, and then the click is dispatched). The
   * others are dispatched in the page (`el.click()`), which runs the same handlers without the
   * mouse's waits, so that 10,000 actions take minutes.
   */
  const press = async (target) => {
    const locator = typeof target === 'string' ? demo.button(target) : target;
    if (!rng.chance(0.2)) {
      if (typeof target === 'string') await page.evaluate(clickNamed, target);
      else await locator.evaluate((el) => el.click(), undefined, { timeout: ACTION_MS });
      return;
    }
    try {
      await locator.click({ force: true, timeout: ACTION_MS });
    } catch (error) {
      if (!/outside of the viewport/.test(String(error))) throw error;
      await locator.dispatchEvent('click', undefined, { timeout: ACTION_MS });
    }
  };
  const click = (selector) => press(page.locator(selector));
  const sample = (j) => page.locator('[role="group"][aria-label="Sample prompts"] button').nth(j);

  let done = 0;
  for (let i = 1; i <= ACTIONS; i++) {
    if ((Date.now() - started) / 1000 > MAX_SECONDS) {
      t.diagnostic(`stopped by the ${MAX_SECONDS} s cap (SOAK_MAX_SECONDS) after ${done} of ${ACTIONS} actions`);
      break;
    }
    done = i;
    let kind = rng.weighted(WEIGHTS);
    // A live question is where the interesting branches are: answer it more often than not.
    if (state.question && rng.chance(0.4)) kind = 'answer';
    // A modal dialog takes every click; the monkey may only press its buttons or keys.
    if (state.dialog && !['button', 'key', 'wait'].includes(kind)) kind = 'key';
    let did = kind;
    const act = async () => {
      switch (kind) {
        case 'button': {
          const pool = await page.evaluate(buttonPool);
          if (pool.length === 0) break;
          const j = rng.int(0, pool.length - 1);
          did = `click "${pool[j]}"`;
          await click(`[data-monkey="${j}"]`);
          break;
        }
        case 'stepForward':
          did = 'click "Step forward"';
          await press('Step forward');
          break;
        case 'lastStep':
          did = 'click "Last step"';
          await press('Last step');
          break;
        case 'key': {
          const key = state.dialog && rng.chance(0.5) ? 'Escape' : rng.pick(KEYS);
          const blur = rng.chance(0.6);
          if (blur) await page.evaluate(() => document.activeElement?.blur());
          did = `key ${JSON.stringify(key)}${blur ? ' (nothing focused)' : ''}`;
          await page.keyboard.press(key);
          break;
        }
        case 'scrub': {
          const v = rng.int(1, state.n ?? 1);
          did = `scrubber to ${v}`;
          await page.locator('input[type="range"]').fill(String(v), { timeout: ACTION_MS });
          break;
        }
        case 'rule': {
          const selects = page.getByRole('combobox', { name: /^Rule for / });
          const count = await selects.count();
          if (count === 0) break;
          const j = rng.int(0, count - 1);
          const value = rng.pick(['allow', 'ask', 'deny']);
          did = `rule ${j} → ${value}`;
          await selects.nth(j).selectOption(value, { timeout: ACTION_MS });
          break;
        }
        case 'answer': {
          if (!state.question) {
            // Nothing to answer yet: go to where the run stops, which is the question if it asks
            // (the third sample prompt asks, unless a rule the monkey set says otherwise).
            const third = rng.chance(0.5);
            did = `${third ? 'sample prompt 3, then ' : ''}click "Last step" (no question to answer yet)`;
            if (third) await press(sample(2));
            await press('Last step');
            break;
          }
          const answer = rng.pick(['Allow once', 'Always allow', 'Deny']);
          did = `answer "${answer}"`;
          await press(answer);
          break;
        }
        case 'message': {
          const message = messageText(rng);
          const viaEnter = rng.chance(0.5);
          did = `send ${JSON.stringify(message.length > 40 ? `${message.slice(0, 40)}… (${message.length} chars)` : message)}${viaEnter ? ' with Enter' : ''}`;
          const box = page.getByRole('textbox', { name: 'Message', exact: true });
          await box.fill(message, { timeout: ACTION_MS });
          if (viaEnter) await box.press('Enter');
          else await press('Send');
          break;
        }
        case 'sample': {
          const j = rng.int(0, 2);
          did = `sample prompt ${j + 1}`;
          await press(sample(j));
          break;
        }
        case 'more': {
          const summary = page.locator('details.more > summary');
          const open = () => summary.evaluate((s) => s.parentElement.open, undefined, { timeout: ACTION_MS });
          if (!(await open())) await press(summary);
          // A forced mouse click lands on whatever covers the summary at that moment, and then
          // the list stays closed: nothing to pick this time.
          if (!(await open())) {
            did = 'click "More scenarios" (the mouse missed it)';
            break;
          }
          const items = page.getByRole('list', { name: 'More scenarios', exact: true }).getByRole('button');
          const j = rng.int(0, (await items.count()) - 1);
          did = `more scenario ${j + 1}`;
          await press(items.nth(j));
          break;
        }
        case 'reset':
          did = 'click "Reset"';
          await press('Reset');
          break;
        case 'wait': {
          const ms = rng.int(50, 600);
          did = `wait ${ms} ms`;
          await page.waitForTimeout(ms);
          break;
        }
        case 'deepLink': {
          const link = deepLink(rng);
          did = `reload with ${link}`;
          await rec.goto(link);
          await taken(page);
          await demo.positionText.waitFor({ state: 'visible', timeout: MOUNT_MS });
          break;
        }
        case 'file': {
          const file = scenarioFile(rng);
          did = `load a scenario file (${file.length} bytes${file.startsWith('{ "id": "half') ? ', not JSON' : ''})`;
          // The page reads the file asynchronously: wait for its notice, so that the next action
          // and the checks meet the page after the load, not a race with it.
          const notice = page.getByRole('status').filter({ hasText: 'soak.json' });
          if ((await notice.count()) > 0) await notice.getByRole('button', { name: 'Dismiss' }).evaluate((el) => el.click());
          await page.getByLabel('Load scenario file', { exact: true }).setInputFiles({ name: 'soak.json', mimeType: 'application/json', buffer: Buffer.from(file) });
          await notice.waitFor({ timeout: ACTION_MS });
          break;
        }
        default:
          throw new Error(`unknown action ${kind}`);
      }
    };
    try {
      await act();
    } catch (error) {
      // A race the soak allows (the control went away), or a failure.
      const why = skipKind(error);
      if (why === null) {
        assert.fail(
          `action ${i} of ${ACTIONS} (${did}) threw (${replay(i)}):\n  ${String(error?.stack ?? error).split('\n').slice(0, 12).join('\n  ')}\n` +
            `the last actions:\n  ${history.join('\n  ')}`,
        );
      }
      skipped[why]++;
      missed.push(`${i}. ${did}: skipped, the control was ${why} (${error.message.split('\n')[0]})`);
      did += ` (skipped: ${why})`;
      if (missed.length > ACTIONS / 100) {
        assert.fail(
          `${missed.length} actions skipped by action ${i} (${replay(i)}):\n  ${missed.slice(-10).join('\n  ')}\n` +
            `the last actions:\n  ${history.join('\n  ')}`,
        );
      }
    }
    counts[kind] = (counts[kind] ?? 0) + 1;
    if (did.startsWith('answer')) seen.answers++;
    // Every 25th action waits for the address bar to follow, and checks it. The bar follows a
    // second after the last step, and Play may still take steps after the action (and stop by
    // itself, before a question or, with Predict on, before a step that decides): so the wait
    // is for the position to have held still that long, not for a second after the action.
    const checkUrl = i % 25 === 0;
    if (checkUrl) await settled(page);
    state = await page.evaluate(inspect, checkUrl);
    seen[state.status] = (seen[state.status] ?? 0) + 1;
    if (state.question) seen.questions++;
    seen.maxN = Math.max(seen.maxN, state.n ?? 0);
    history.push(`${i}. ${did} → ${state.k} / ${state.n}, ${state.status}`);
    if (history.length > 20) history.shift();
    const problems = [...state.problems, ...rec.errors];
    if (problems.length > 0) {
      assert.fail(
        `after action ${i} of ${ACTIONS} (${replay(i)}):\n  ${problems.join('\n  ')}\n` +
          `the last actions:\n  ${history.join('\n  ')}`,
      );
    }
  }
  const seconds = (Date.now() - started) / 1000;
  assert.ok(done >= Math.min(ACTIONS, 100), `at least 100 actions ran (${done})`);
  if (missed.length > 0) {
    const kinds = Object.entries(skipped).filter(([, v]) => v > 0).map(([k, v]) => `${k} ${v}`).join(', ');
    t.diagnostic(`${missed.length} actions skipped (${kinds}):\n  ${missed.join('\n  ')}`);
  }
  t.diagnostic(`${done} actions in ${seconds.toFixed(1)} s (seed ${SEED}): ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  t.diagnostic(
    `seen after the actions: idle ${seen.idle ?? 0}, running ${seen.running ?? 0}, a live question ${seen.questions}, ` +
      `questions answered ${seen.answers}, the longest run ${seen.maxN} steps`,
  );
  await page.close();
}
