// In-page helpers for the benchmark and the memory test: an init script that notes when Play is
// first usable and keeps the wasm instance, and window.__bench, the page's controls found by
// role-like queries with timed actions. Each function runs in the page, so it stands alone.

/** Before any page script: note when Play is first usable, and keep the wasm exports. */
export function initScript() {
  const ready = () => {
    const toolbar = document.querySelector('[role="toolbar"][aria-label="Stepper"]');
    if (!toolbar) return false;
    const play = [...toolbar.querySelectorAll('button')].find((b) => /Play$/.test(b.textContent.trim()) && !b.disabled);
    return Boolean(play && /\d+ \/ \d+/.test(toolbar.textContent));
  };
  const observer = new MutationObserver(() => {
    if (window.__playReady === undefined && ready()) {
      window.__playReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
  addEventListener('TrunkApplicationStarted', (e) => {
    window.__wasm = e.detail?.wasm;
  });
}

/** Defines window.__bench: the page's controls found by role-like queries, and timed actions. */
export function installBench() {
  const text = (el) => (el?.textContent ?? '').trim();
  const name = (b) => {
    const clone = b.cloneNode(true);
    clone.querySelectorAll('[aria-hidden="true"]').forEach((e) => e.remove());
    return text(clone) || b.getAttribute('aria-label') || '';
  };
  const toolbar = () => document.querySelector('[role="toolbar"][aria-label="Stepper"]');
  const button = (n) => [...document.querySelectorAll('button')].find((b) => name(b) === n);
  const positionEl = () => [...toolbar().querySelectorAll('*')].find((e) => e.children.length === 0 && /^\d+ \/ \d+$/.test(text(e)));
  const position = () => {
    const m = /^(\d+) \/ (\d+)$/.exec(text(positionEl()));
    return { k: Number(m[1]), n: Number(m[2]) };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));
  const press = async (n) => {
    const b = button(n);
    if (!b) throw new Error(`no button "${n}"`);
    b.click();
    await settle();
  };
  /** Clicks Step forward; resolves with [ms to the new "k / N" in the DOM, ms to settled]. */
  const step = () =>
    new Promise((resolve, reject) => {
      const el = positionEl();
      const before = text(el);
      const forward = button('Step forward');
      if (!forward || forward.disabled) return reject(new Error(`Step forward is not enabled at ${before}`));
      let shown;
      const timer = setTimeout(() => reject(new Error(`no new position after 5 s (at ${before})`)), 5000);
      const observer = new MutationObserver(() => {
        if (shown === undefined && text(el) !== before) {
          shown = performance.now() - t0;
          observer.disconnect();
          setTimeout(() => {
            clearTimeout(timer);
            resolve([shown, performance.now() - t0]);
          }, 0);
        }
      });
      observer.observe(el, { childList: true, subtree: true, characterData: true });
      const t0 = performance.now();
      forward.click();
    });
  /** Moves to step k the way the scrubber does (an input event), then waits for it. */
  const goTo = async (k) => {
    const slider = toolbar().parentElement.querySelector('input[type="range"]') ?? document.querySelector('input[type="range"]');
    slider.value = String(k);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
    if (position().k !== k) throw new Error(`the scrubber did not move to ${k} (at ${position().k})`);
  };
  const samples = () => [...document.querySelectorAll('[role="group"][aria-label="Sample prompts"] button')];
  const more = () => [...document.querySelectorAll('[aria-label="More scenarios"] button')];
  const asking = () => {
    const b = button('Allow once');
    return Boolean(b && !b.disabled);
  };

  window.__bench = {
    position,
    /** `count` timed steps, moving through every scenario; answers questions, untimed. */
    async steps(count) {
      const scenarios = [...samples(), ...more()];
      let next = 0;
      const shown = [];
      const settled = [];
      scenarios[next++ % scenarios.length].click();
      await settle();
      while (shown.length < count) {
        const forward = button('Step forward');
        if (forward.disabled) {
          if (asking()) await press('Allow once');
          else {
            scenarios[next++ % scenarios.length].click();
            await settle();
          }
          continue;
        }
        const [a, b] = await step();
        shown.push(a);
        settled.push(b);
      }
      return { shown, settled, scenarios: next };
    },
    /** `count` timed steps from k - 1 to k, going back by the scrubber between them. */
    async stepsAt(k, count) {
      const shown = [];
      const settled = [];
      for (let i = 0; i < count; i++) {
        await goTo(k - 1);
        const [a, b] = await step();
        if (position().k !== k) throw new Error(`expected step ${k}, at ${position().k}`);
        shown.push(a);
        settled.push(b);
      }
      return { shown, settled };
    },
    /** `count` cycles: a sample prompt, Last step (answering any question), Reset. */
    async cycles(count, offset) {
      const t0 = performance.now();
      for (let i = 0; i < count; i++) {
        samples()[(offset + i) % 3].click();
        await settle();
        await press('Last step');
        while (asking()) {
          await press('Allow once');
          await press('Last step');
        }
        await press('Reset');
      }
      return performance.now() - t0;
    },
    wasmBytes: () => window.__wasm?.memory?.buffer?.byteLength ?? null,
  };
}
