// Smoke test of the built page: it loads, has a title, mounts the "What you see" region, and
// logs no errors on the way.

import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launch } from './helpers.mjs';
import { taken } from './demo-page.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

test('the page loads with a title and the "What you see" region, without errors', async () => {
  const rec = await browser.open();
  const { page } = rec;

  assert.match(await page.title(), /harness/i, 'the title names what the page is about');
  // The region is in the page rendered at build time; the wasm then takes it over.
  await taken(page);
  const region = page.getByRole('region', { name: 'What you see', exact: true });
  await region.waitFor({ state: 'visible', timeout: 15_000 });
  assert.equal(await region.count(), 1);

  assert.deepEqual(rec.errors, [], 'no console errors, page errors or failed requests');
});
