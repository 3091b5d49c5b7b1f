// Measures what a long live reply costs the page: a mock streams one reply in N text chunks,
// and the page's main-thread script and task time from Send to idle is read from Chromium's
// performance metrics, for growing N. Work that grows with the reply per chunk shows as a
// per-chunk cost that grows with N. Run with BASE_URL set, as the e2e tests are:
//   BASE_URL=… node tests/e2e/long-reply.mjs [N…]

import { launch, allowOrigin } from './helpers.mjs';
import { DemoPage } from './demo-page.mjs';
import { startMockLlm } from './mock-llm.mjs';

const DELAY_MS = Number(process.env.DELAY_MS ?? 5);
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const counts = sizes.length ? sizes : [125, 250, 500, 1000];
const browser = await launch();
const mock = await startMockLlm();
allowOrigin(mock.url);

async function once(chunks) {
  const rec = await browser.open();
  await rec.page.emulateMedia({ reducedMotion: 'reduce' });
  const demo = await new DemoPage(rec.page).ready();
  await demo.sees.getByRole('button', { name: 'Live model', exact: true }).click();
  const dialog = rec.page.getByRole('dialog', { name: 'Live model', exact: true });
  await dialog.getByLabel('Endpoint', { exact: true }).fill(mock.url);
  await dialog.getByLabel('Model', { exact: true }).fill('mock-model');
  await dialog.getByRole('button', { name: 'Use this model', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const words = Array.from({ length: chunks }, (_, i) => `word${i} `).join('');
  mock.script([{ text: words, chunks, delayMs: DELAY_MS }]);
  const cdp = await rec.page.context().newCDPSession(rec.page);
  await cdp.send('Performance.enable');
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const before = await metric();
  const t0 = Date.now();
  await demo.sees.getByRole('textbox', { name: 'Message', exact: true }).fill('Ramble on.');
  await demo.button('Send').click();
  await demo.conversation.getByText(`word${chunks - 1}`).waitFor({ timeout: 120_000 });
  await demo.statusText.filter({ hasText: /^idle$/ }).waitFor({ timeout: 120_000 });
  const wall = Date.now() - t0;
  const after = await metric();
  const { n } = await demo.position();
  await rec.page.close();
  return {
    chunks,
    steps: n,
    wallMs: wall,
    scriptMs: Math.round((after.ScriptDuration - before.ScriptDuration) * 1000),
    taskMs: Math.round((after.TaskDuration - before.TaskDuration) * 1000),
    styleMs: Math.round((after.RecalcStyleDuration - before.RecalcStyleDuration) * 1000),
    layoutMs: Math.round((after.LayoutDuration - before.LayoutDuration) * 1000),
    styles: after.RecalcStyleCount - before.RecalcStyleCount,
    layouts: after.LayoutCount - before.LayoutCount,
    nodes: after.Nodes,
  };
}

const rows = [];
for (const c of counts) rows.push(await once(c));
for (const r of rows) {
  console.log(
    `${r.chunks} chunks, ${r.steps} steps: script ${r.scriptMs} ms (${(r.scriptMs / r.chunks).toFixed(2)} ms a chunk), tasks ${r.taskMs} ms (${(r.taskMs / r.chunks).toFixed(2)} ms a chunk), style ${r.styleMs} ms in ${r.styles}, layout ${r.layoutMs} ms in ${r.layouts}, ${r.nodes} nodes, wall ${r.wallMs} ms`,
  );
}
await mock.close();
await browser.close();
