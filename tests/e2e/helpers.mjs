// Helpers for the end-to-end tests: Debian's Chromium driven by playwright-core.
//
// BASE_URL (set by scripts/test) is where the built page is served, e.g.
// http://127.0.0.1:PORT/harness-demo/ — always with a trailing slash.

import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

const require = createRequire(import.meta.url);

/** The served page's address, from the environment; ends with a slash. */
export const BASE_URL = (() => {
  const url = process.env.BASE_URL;
  if (!url) throw new Error('BASE_URL is not set: run the e2e tests through scripts/test');
  return url.endsWith('/') ? url : `${url}/`;
})();

// The flags live with the build's prerender, which starts the same Chromium.
export { CHROMIUM_ARGS };

/**
 * Starts Debian's Chromium with a fresh, empty profile (a new temporary user-data-dir that
 * `close()` removes). Returns a browser context plus `open()` and `close()`.
 */
export async function launch({ executablePath = CHROMIUM, viewport, locale, openGroups = true } = {}) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'harness-e2e-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: viewport ?? { width: 1280, height: 800 },
    // The page follows the browser's languages: tests read English unless they ask otherwise.
    locale: locale ?? 'en-US',
  });
  if (openGroups) {
    // The page groups its sharing and opening buttons behind "Share and export" and "Open your
    // own run" (tested in first-minutes.test.mjs); other tests reach those buttons directly.
    await context.addInitScript(() => {
      const open = () => document.querySelectorAll('details.tool-group:not([open])').forEach((d) => { d.open = true; });
      new MutationObserver(open).observe(document, { childList: true, subtree: true });
    });
  }
  return {
    context,
    /** Opens `path` (relative to BASE_URL) in a new recorded page; see `recordPage`. */
    open: async (path = '', options) => {
      const rec = recordPage(await context.newPage());
      await rec.goto(path, options);
      return rec;
    },
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Origins besides BASE_URL's that pages may reach: a test's own mock server. */
const allowed = new Set();

/** Lets pages reach `url`'s origin (a mock server the test started on another port). */
export function allowOrigin(url) {
  allowed.add(new URL(url).origin);
}

/**
 * Wraps a page so that everything going wrong in it is recorded in `errors`: console errors,
 * uncaught exceptions, failed requests, and any request leaving BASE_URL's host (those are
 * aborted: the page must work offline). Tests finish with `assert.deepEqual(rec.errors, [])`.
 */
export function recordPage(page) {
  const errors = [];
  const origin = new URL(BASE_URL).origin;
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page error: ${err.message}`));
  page.on('requestfailed', (req) => {
    if (req.url().startsWith(origin)) {
      errors.push(`request failed: ${req.url()} (${req.failure()?.errorText})`);
    }
  });
  const routed = page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:') || allowed.has(new URL(url).origin)) {
      return route.continue();
    }
    errors.push(`request to another host blocked: ${url}`);
    return route.abort();
  });
  return {
    page,
    errors,
    /** Goes to `path` relative to BASE_URL and waits for the load event. */
    goto: async (path = '', options) => {
      await routed;
      return page.goto(new URL(path, BASE_URL).href, options);
    },
  };
}

/**
 * Runs axe-core in the page and returns its violations (optionally only those at or above
 * `minImpact`: minor < moderate < serious < critical).
 */
export async function axeViolations(page, { minImpact = 'minor' } = {}) {
  const order = ['minor', 'moderate', 'serious', 'critical'];
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const result = await page.evaluate(() => globalThis.axe.run(document));
  return result.violations.filter((v) => order.indexOf(v.impact) >= order.indexOf(minImpact));
}
