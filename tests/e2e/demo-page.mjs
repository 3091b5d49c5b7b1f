// The demo page as a user meets it: every element is found by its role and accessible name
// (the interface contract in DESIGN.md), never by a CSS class or an id. The story tests use this
// small page model so they read like what a person does: pick a prompt, step, answer, reset.

import { readFileSync } from 'node:fs';

/** A scenario file of the built-in runs, read from src/scenarios/ (the tests' source of truth). */
export function scenario(id) {
  const url = new URL(`../../src/scenarios/${id}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

/** How long to wait for the wasm to load and mount. */
const MOUNT_MS = 15_000;
/** How long one UI update may take after a click. */
const UPDATE_MS = 5_000;

const POSITION = /^(\d+) \/ (\d+)$/;

/**
 * Waits until the wasm has taken over the page rendered at build time (index.html marks the page
 * `starting` until then): before that the page looks the same but its buttons do nothing yet.
 */
export async function taken(page) {
  // A locator, so that a page and an embedded frame's FrameLocator both work.
  await page.locator('html:not(.starting)').waitFor({ state: 'attached', timeout: MOUNT_MS });
}

export class DemoPage {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
    this.sees = page.getByRole('region', { name: 'What you see', exact: true });
    this.runs = page.getByRole('region', { name: 'What runs', exact: true });
    this.conversation = this.sees.getByRole('log', { name: 'Conversation', exact: true });
    this.prompts = this.sees.getByRole('group', { name: 'Sample prompts', exact: true });
    this.stepper = this.runs.getByRole('toolbar', { name: 'Stepper', exact: true });
    this.positionText = this.stepper.getByText(POSITION);
    // The status has no role of its own; it is the text `idle` or `running` in the chat's head.
    this.statusText = this.sees.getByText(/^(idle|running)$/);
    /** The hint the empty chat shows. */
    this.hint = this.conversation.getByText(/^Pick a question below\./);
  }

  /** A button anywhere on the page, by its exact name. */
  button(name) {
    return this.page.getByRole('button', { name, exact: true });
  }

  get play() {
    return this.button('Play');
  }
  get pause() {
    return this.button('Pause');
  }
  get stepForwardButton() {
    return this.button('Step forward');
  }
  get stepBackButton() {
    return this.button('Step back');
  }
  get resetButton() {
    return this.button('Reset');
  }
  /** The three answers to a permission question. */
  get allowOnce() {
    return this.button('Allow once');
  }
  get alwaysAllow() {
    return this.button('Always allow');
  }
  get deny() {
    return this.button('Deny');
  }

  /** One of the six data panels: llm, context, session, turn, agent, permission. */
  panel(name) {
    return this.runs.getByRole('region', { name, exact: true });
  }

  /** Waits until the wasm has mounted the page. */
  async ready() {
    await taken(this.page);
    await this.sees.waitFor({ state: 'visible', timeout: MOUNT_MS });
    await this.positionText.waitFor({ state: 'visible', timeout: UPDATE_MS });
    return this;
  }

  /** The step position as numbers, e.g. `{ k: 1, n: 15 }` for the text "1 / 15". */
  async position() {
    const text = (await this.positionText.textContent())?.trim() ?? '';
    const m = POSITION.exec(text);
    if (!m) throw new Error(`the step position reads "${text}", not "k / N"`);
    return { k: Number(m[1]), n: Number(m[2]) };
  }

  /**
   * A stepper control used less often than every step (First step, Last step, Reset, the
   * speeds): on a phone they wait behind "More controls", which this opens when it must.
   */
  async rare(name) {
    const control = this.button(name);
    const more = this.stepper.getByRole('button', { name: 'More controls', exact: true });
    if (!(await control.isVisible()) && (await more.isVisible())) {
      if ((await more.getAttribute('aria-expanded')) !== 'true') await more.click();
      await control.waitFor({ state: 'visible', timeout: UPDATE_MS });
    }
    return control;
  }

  /** Presses "Last step" and waits until the position reads N / N. */
  async toLastStep() {
    await (await this.rare('Last step')).click();
    for (const start = Date.now(); Date.now() - start < UPDATE_MS; ) {
      const { k, n } = await this.position();
      if (k === n) return;
      await this.page.waitForTimeout(20);
    }
    throw new Error('"Last step" did not reach the last step');
  }

  /** Waits until the position reads exactly `k / n`. */
  async waitForPosition(k, n) {
    await this.stepper
      .getByText(`${k} / ${n}`, { exact: true })
      .waitFor({ state: 'visible', timeout: UPDATE_MS });
  }

  /** The chat's status: "idle" or "running". */
  async status() {
    return (await this.statusText.textContent())?.trim();
  }

  /** Clicks a sample prompt and waits until its run is shown at step 1. */
  async pick(prompt) {
    const button = this.prompts.getByRole('button', { name: prompt, exact: true });
    await button.click();
    await this.prompts
      .getByRole('button', { name: prompt, exact: true, pressed: true })
      .waitFor({ timeout: UPDATE_MS });
    const { n } = await this.position();
    await this.waitForPosition(1, n);
    return n;
  }

  /** Opens "More scenarios" if it is closed and starts the scenario whose button reads `title`;
   * waits until its run is shown at step 1. */
  async pickMore(title) {
    const list = this.sees.getByRole('list', { name: 'More scenarios', exact: true });
    if (!(await list.isVisible())) await this.sees.getByText('More scenarios', { exact: true }).click();
    await list.getByRole('button', { name: title, exact: true }).click();
    await list.getByRole('button', { name: title, exact: true, pressed: true }).waitFor({ timeout: UPDATE_MS });
    const { n } = await this.position();
    await this.waitForPosition(1, n);
    return n;
  }

  /** Presses Step forward once and waits for the position to move by one. */
  async stepForward() {
    const { k, n } = await this.position();
    await this.stepForwardButton.click();
    await this.waitForPosition(k + 1, n);
  }

  /** Presses Step back once and waits for the position to move back by one. */
  async stepBack() {
    const { k, n } = await this.position();
    await this.stepBackButton.click();
    await this.waitForPosition(k - 1, n);
  }

  /**
   * What a user can read at this step, for checks along a run: position, status, the turn
   * number (null before the first turn), and whether the permission question is on screen.
   */
  async observe() {
    const [{ k, n }, status, turn, asking] = await Promise.all([
      this.position(),
      this.status(),
      this.turnNumber(),
      this.allowOnce.count(),
    ]);
    return { k, n, status, turn, asking: asking > 0 };
  }

  /**
   * Presses Step forward until the run's last step (Step forward disabled), observing every step
   * on the way, the current one included. Returns the observations in order.
   */
  async stepToEnd() {
    const seen = [await this.observe()];
    for (let guard = 0; await this.stepForwardButton.isEnabled(); guard++) {
      if (guard > 200) throw new Error('Step forward never became disabled');
      await this.stepForward();
      seen.push(await this.observe());
    }
    return seen;
  }

  /** A panel's term → definition pairs (the `<dl>` it shows), as an object. */
  async terms(panelName) {
    const panel = this.panel(panelName);
    const [terms, definitions] = await Promise.all([
      panel.getByRole('term').allTextContents(),
      panel.getByRole('definition').allTextContents(),
    ]);
    if (terms.length !== definitions.length) {
      throw new Error(`panel ${panelName}: ${terms.length} terms but ${definitions.length} definitions`);
    }
    return Object.fromEntries(terms.map((t, i) => [t.trim(), definitions[i].trim()]));
  }

  /** The turn panel's number, or null while it says "no turn yet". */
  async turnNumber() {
    const number = (await this.terms('turn')).number;
    return number === undefined ? null : Number(number);
  }

  /**
   * The agent panel's rules, one line each, e.g. "run_tests → allow saved": each rule is a
   * combobox named "Rule for <tool>", and a rule the user saved carries the word "saved".
   */
  async rules() {
    const items = this.panel('agent').getByRole('listitem');
    const lines = [];
    for (const item of await items.all()) {
      const rule = item.getByRole('combobox', { name: /^Rule for / });
      const tool = (await rule.getAttribute('aria-label'))?.replace(/^Rule for /, '');
      const saved = (await item.getByText('saved', { exact: true }).count()) > 0;
      lines.push(`${tool} → ${await rule.inputValue()}${saved ? ' saved' : ''}`);
    }
    return lines;
  }

  /** The llm panel's event lines for the current turn. */
  async llmEvents() {
    return (await this.panel('llm').getByRole('listitem').allTextContents()).map((t) => t.trim());
  }
}

/** The chat's rows as text, newest last. */
export async function chatLines(demo) {
  return (await demo.conversation.locator('.msg').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** The narration of the step shown. */
export const narration = (demo) => demo.page.locator('#narration').textContent();

/** The diagram's caption: which part sends what to which. */
export const caption = async (demo) =>
  ((await demo.runs.getByRole('figure').first().locator('figcaption').textContent()) ?? '').trim();

/** Steps forward until `done()` holds, at most `limit` steps. */
export async function stepUntil(demo, done, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await done()) return;
    await demo.stepForward();
  }
  throw new Error('the awaited step never came');
}

/** Opens the page in a fresh recorded tab of `browser` (from helpers' `launch`) and waits for it. */
export async function openDemo(browser) {
  const rec = await browser.open();
  const demo = await new DemoPage(rec.page).ready();
  return { rec, demo };
}
