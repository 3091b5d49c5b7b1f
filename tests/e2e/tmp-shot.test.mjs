import { test } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { launch } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';
const dir = '../fixtures/logs/claude/2.1';
function files(d) { const out = []; for (const e of fs.readdirSync(d, { withFileTypes: true })) { const p = path.join(d, e.name); if (e.isDirectory()) out.push(...files(p)); else if (p.endsWith('.jsonl')) out.push({ name: e.name, mimeType: 'application/json', buffer: fs.readFileSync(p) }); } return out; }
test('shot', async () => {
  const b = await launch();
  for (const lang of ['en', 'de']) {
    const page = (await b.open(`?lang=${lang}`)).page;
    await page.setViewportSize({ width: 1440, height: 1600 });
    await new DemoPage(page).ready().catch(() => {});
    await page.waitForTimeout(1500);
    await page.locator('input[type=file]').first().setInputFiles(files(dir));
    await page.locator('section.imported dl').waitFor({ timeout: 15000 });
    await page.waitForTimeout(1500);
    for (const s of await page.locator('section.imported dl details > summary').all()) await s.click();
    await page.locator('section.imported').screenshot({ path: `/tmp/sum-${lang}.png` });
  }
  await b.close();
});
