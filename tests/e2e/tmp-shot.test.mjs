import { test } from 'node:test';
import { launch } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';
test('shot', async () => {
  const b = await launch();
  const page = (await b.open('?scenario=compaction&step=60')).page;
  await page.setViewportSize({ width: 1440, height: 1400 });
  const demo = await new DemoPage(page).ready();
  const ctx = demo.panel('context');
  await ctx.locator('.total-how summary').click();
  const rows = ctx.locator('.turn-chart details summary');
  const n = await rows.count();
  await rows.nth(n - 1).click();
  await ctx.screenshot({ path: '/tmp/ctx.png' });
  await page.goto(page.url().replace(/\?.*/, '?scenario=read-file&step=1'));
  const d2 = await new DemoPage(page).ready();
  await d2.panel('context').screenshot({ path: '/tmp/ctx1.png' });
  await b.close();
});
