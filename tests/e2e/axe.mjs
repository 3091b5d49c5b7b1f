// axe-core in the page, for the accessibility checks of a11y.test.mjs and small-screens.test.mjs.

import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

/** WCAG 2.0 and 2.1, levels A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe-core (injected once per page) over the whole document with AXE_TAGS; returns one
 * readable line per failing element: the rule id, its impact, the element and axe's summary.
 */
export async function audit(page) {
  if (!(await page.evaluate(() => typeof globalThis.axe === 'object'))) {
    await page.addScriptTag({ path: AXE_PATH });
  }
  const violations = await page.evaluate(
    (tags) =>
      globalThis.axe
        .run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    AXE_TAGS,
  );
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.id} (${v.impact}): ${v.help} — at ${n.target.join(' ')} ${n.html.slice(0, 160)} — ` +
        `${(n.failureSummary ?? '').replace(/\s+/g, ' ')} [${v.helpUrl}]`,
    ),
  );
}

/** Fails, listing every violation, unless axe-core finds none; `where` says when and where. */
export async function assertNoViolations(page, where) {
  const found = await audit(page);
  if (found.length > 0) {
    assert.fail(`axe-core finds ${found.length} violation(s) ${where}:\n${found.join('\n')}`);
  }
}
