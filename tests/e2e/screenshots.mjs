// The README's screenshots, run by scripts/screenshots (not a test: it writes files, which a test
// run must never do):
//
//   BASE_URL=http://127.0.0.1:PORT/harness-demo/ node tests/e2e/screenshots.mjs [OUT_DIR]
//
// Writes desktop.png (1440×1000), 768x1024.png and 375x812.png, and the same in two more
// languages (desktop-ja.png, 375x812-de.png), into OUT_DIR (default
// docs/screenshots/): the third sample prompt at its permission question, scrolled to the top,
// with reduced motion (the arrow drawn whole) and no focus ring. Says which files changed.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launch } from './helpers.mjs';
import { DemoPage, scenario, taken } from './demo-page.mjs';

const OUT = resolve(process.argv[2] ?? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url)));
const SHOTS = [
  { width: 1440, height: 1000, file: 'desktop.png' },
  { width: 768, height: 1024, file: '768x1024.png' },
  { width: 375, height: 812, file: '375x812.png' },
];
const LANGUAGE_SHOTS = [
  { width: 1440, height: 1000, file: 'desktop-ja.png', lang: 'ja' },
  { width: 375, height: 812, file: '375x812-de.png', lang: 'de' },
];
const runTests = scenario('run-tests');

/** Photographs the page at the top, no focus ring, into OUT/file; says whether it changed. */
async function shoot(rec, file, what) {
  const { page } = rec;
  await page.evaluate(() => {
    document.activeElement?.blur();
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  });
  const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
  const path = join(OUT, file);
  const before = await readFile(path).catch(() => null);
  await writeFile(path, png);
  console.log(`screenshots: ${path} ${before === null ? 'new' : before.equals(png) ? 'unchanged' : 'changed'} (${what}, ${(png.length / 1024).toFixed(0)} KB)`);
  if (rec.errors.length > 0) problems.push(`${file}: ${rec.errors.join('; ')}`);
  await page.close();
}

await mkdir(OUT, { recursive: true });
// The groups under the diagram closed, as a reader first meets them.
const browser = await launch({ openGroups: false });
const problems = [];
try {
  for (const { width, height, file } of SHOTS) {
    const rec = await browser.open();
    const { page } = rec;
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const demo = await new DemoPage(page).ready();
    await demo.pick(runTests.prompt);
    await demo.toLastStep();
    await demo.allowOnce.waitFor({ timeout: 5_000 });
    await shoot(rec, file, `${width}×${height}`);
  }
  // The same moment in two more languages: a CJK one on a desktop, the longest on a phone.
  for (const { width, height, file, lang } of LANGUAGE_SHOTS) {
    const rec = await browser.open(`?lang=${lang}`);
    const { page } = rec;
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await taken(page);
    await page.locator('.samples button', { hasText: runTests.prompt }).click();
    await page.locator('.samples button[aria-pressed="true"]', { hasText: runTests.prompt }).waitFor({ timeout: 5_000 });
    await page.locator('.controls .position').filter({ hasText: /^1 \// }).waitFor({ timeout: 5_000 });
    await page.keyboard.press('End');
    await page.locator('.question .answers button').first().waitFor({ timeout: 5_000 });
    await shoot(rec, file, `${width}×${height}, ${lang}`);
  }
} finally {
  await browser.close();
}
if (problems.length > 0) {
  console.error(`screenshots: the page reported errors while being photographed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
