// Renders the page's first view into dist/index.html at build time, so that the first paint is
// the real page (both panes, the agent, the sample prompts, the first step) before any wasm has
// arrived, and a reader with JavaScript off still sees what the page is.
//
//   node scripts/lib/prerender.mjs DIST [PUBLIC_URL]
//
// The page renders itself: the built dist/ is served and opened in headless Chromium, once wide
// and once narrow, and what the wasm put in #app replaces the loading note. The two widths differ
// only in the diagram's layout, so both diagrams go in and the stylesheet shows the one that fits;
// anything else that differs fails the build, since the wasm would then visibly redraw the page
// when it takes over. The wasm replaces the markup with the same nodes in one task (src/ui/mod.rs).
// The stylesheet goes inline too, so that the first paint waits for one file, not two.

import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { serve } from './static-server.mjs';

const [dist, publicUrl = './'] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node scripts/lib/prerender.mjs DIST [PUBLIC_URL]');
  process.exit(2);
}

// playwright-core is the browser tests' package (tests/e2e, installed by scripts/setup).
const require = createRequire(new URL('../../tests/e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');

const LOADING = '<p class="loading">Loading the demo…</p>';
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 390, height: 844 };

/** The page's #app as the wasm renders it at load, at `viewport`. */
async function render(browser, url, viewport) {
  // English, whatever this machine's language: the prerendered page is the English one.
  const page = await browser.newPage({ viewport, locale: 'en-US' });
  const problems = [];
  page.on('pageerror', (e) => problems.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('harness:rendered').length > 0, null, { timeout: 60_000 });
  // After the first frame: what a reader sees once the wasm has run.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  const html = await page.evaluate(() => document.getElementById('app').innerHTML);
  await page.close();
  if (problems.length) throw new Error(`the page reported errors while rendering: ${problems.join('; ')}`);
  // Leptos's empty placeholders mean nothing without its runtime.
  return html.replaceAll('<!---->', '');
}

/** `[before, diagram, after]`: the markup split around the diagram's `<div class="canvas…">`. */
function aroundDiagram(html) {
  const start = html.indexOf('<div class="canvas');
  if (start < 0) throw new Error('no diagram (<div class="canvas">) in the rendered page');
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return [html.slice(0, start), html.slice(start, tags.lastIndex), html.slice(tags.lastIndex)];
  }
  throw new Error('the diagram\'s <div class="canvas"> is not closed');
}

const base = publicUrl.startsWith('/') ? (publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`) : '/harness-demo/';
const server = await serve(dist, { base, compressed: false });
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
try {
  const [wide, narrow] = [aroundDiagram(await render(browser, server.url, WIDE)), aroundDiagram(await render(browser, server.url, NARROW))];
  if (wide[0] !== narrow[0] || wide[2] !== narrow[2]) {
    throw new Error('the page differs between a wide and a narrow screen outside the diagram; one prerendered page cannot hold both');
  }
  if (!narrow[1].startsWith('<div class="canvas narrow')) throw new Error('the narrow render has no narrow diagram');
  const app = wide[0] + wide[1] + narrow[1] + wide[2];
  const file = join(dist, 'index.html');
  const index = readFileSync(file, 'utf8');
  if (index.split(LOADING).length !== 2) throw new Error(`${file} has no single loading note to replace`);
  // The stylesheet inline: on a phone's link each round trip before the first paint costs 150 ms
  // or more, and the page is not drawn before its styles are in.
  const link = /<link rel="stylesheet" href="[^"]*?([^"/]+\.css)"[^>]*>/.exec(index);
  if (!link) throw new Error(`${file} links no stylesheet to inline`);
  const css = readFileSync(join(dist, link[1]), 'utf8');
  if (css.includes('</style')) throw new Error(`${link[1]} cannot be inlined: it contains "</style"`);
  writeFileSync(file, index.replace(LOADING, () => app).replace(link[0], () => `<style>${css}</style>`));
  console.log(`prerender: the first view (${(app.length / 1024).toFixed(1)} KB of markup) and ${link[1]} are in ${file}`);
} finally {
  await browser.close();
  await server.close();
}
