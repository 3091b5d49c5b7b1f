// In-page helpers for the benchmark and the memory test: an init script that notes when Play is
// first usable and how long the wasm took to instantiate, and keeps the wasm instance; and
// window.__bench, the page's controls found by role-like queries, with timed actions. Each
// function runs in the page, so it stands alone.

/**
 * Before any page script: note when Play is first usable (window.__playReady, ms since
 * navigation start), when WebAssembly instantiation was called and resolved
 * (window.__wasmTiming), and keep the wasm exports (window.__wasm).
 */
export function initScript() {
  const ready = () => {
    // The page rendered at build time has the same Play, inert until the wasm takes it over.
    if (document.documentElement.classList.contains('starting')) return false;
    const toolbar = document.querySelector('[role="toolbar"][aria-label="Stepper"]');
    if (!toolbar) return false;
    const play = [...toolbar.querySelectorAll('button')].find((b) => /Play$/.test(b.textContent.trim()) && !b.disabled);
    return Boolean(play && /\d+ \/ \d+/.test(toolbar.textContent));
  };
  // Attributes too: Play may become usable by losing `disabled`, with no node added.
  const observer = new MutationObserver(() => {
    if (window.__playReady === undefined && ready()) {
      window.__playReady = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  // wasm-bindgen's loader calls one of these once the response's headers are in.
  window.__wasmTiming = [];
  for (const api of ['instantiateStreaming', 'instantiate', 'compileStreaming', 'compile']) {
    const original = WebAssembly[api];
    if (typeof original !== 'function') continue;
    WebAssembly[api] = function (...args) {
      const entry = { api, called: performance.now() };
      window.__wasmTiming.push(entry);
      return original.apply(this, args).then((result) => {
        entry.resolved = performance.now();
        return result;
      });
    };
  }
  addEventListener('TrunkApplicationStarted', (e) => {
    window.__wasm = e.detail?.wasm;
    window.__trunkStarted = performance.now();
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
  const conversation = () => document.querySelector('[role="log"][aria-label="Conversation"]');
  /** The chat's rows: the messages and notices in the log (its empty-chat hint is none). */
  const chatRows = () => conversation()?.querySelectorAll('.msg').length ?? 0;
  /** The lines the data panels list: the llm's events, the context's parts, the requests. */
  const panelItems = () => document.querySelectorAll('[aria-labelledby="data-title"] li').length;
  /** Every node in the document (elements, text, comments). */
  const documentNodes = () => {
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count++;
    return count;
  };
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
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
    /**
     * `count` cycles of: a sample prompt, then to its end, answering any question with "Allow
     * once", then Reset. `mode` "every-step" presses Step forward at every step and checks that
     * the position moved by one each time (every step of the run is rendered); "jump" presses
     * Last step. Resolves with { ms, steps } (steps: the positions rendered on the way).
     */
    async cycles(count, offset, mode = 'jump') {
      const t0 = performance.now();
      let steps = 0;
      for (let i = 0; i < count; i++) {
        samples()[(offset + i) % 3].click();
        await settle();
        if (mode === 'every-step') {
          for (;;) {
            const { k } = position();
            if (!button('Step forward').disabled) await press('Step forward');
            else if (asking()) await press('Allow once');
            else break;
            if (position().k !== k + 1) throw new Error(`a step went from ${k} to ${position().k}, not ${k + 1}`);
            steps++;
          }
        } else {
          await press('Last step');
          steps++;
          while (asking()) {
            await press('Allow once');
            await press('Last step');
            steps += 2;
          }
        }
        await press('Reset');
      }
      return { ms: performance.now() - t0, steps };
    },
    /**
     * Before a real input on Step forward: notes the chat rows and document nodes, watches for
     * the next trusted click (its event.timeStamp: when the input happened) and for the new
     * "k / N"; window.__step then resolves with the times of the input, the DOM change, and the
     * second animation frame after it (the change painted). With `settleAnimations`, it waits
     * further for every running animation to finish (at most 3 s) and two more frames. Returns
     * the centre of Step forward, in viewport pixels, for the mouse.
     */
    armStep(settleAnimations = false) {
      const el = positionEl();
      const before = text(el);
      const forward = button('Step forward');
      if (!forward || forward.disabled) throw new Error(`Step forward is not enabled at ${before}`);
      const rows = chatRows();
      const items = panelItems();
      const nodes = documentNodes();
      let input;
      let inserted = 0;
      const onClick = (e) => {
        if (e.isTrusted && input === undefined) input = e.timeStamp;
      };
      addEventListener('click', onClick, { capture: true });
      const insertions = new MutationObserver((records) => {
        for (const r of records) {
          for (const n of r.addedNodes) {
            inserted += 1;
            if (n.nodeType === Node.ELEMENT_NODE) {
              const walker = document.createTreeWalker(n, NodeFilter.SHOW_ALL);
              while (walker.nextNode()) inserted++;
            }
          }
        }
      });
      insertions.observe(document, { childList: true, subtree: true });
      window.__step = new Promise((resolve, reject) => {
        const done = () => {
          clearTimeout(timer);
          removeEventListener('click', onClick, { capture: true });
          insertions.takeRecords();
          insertions.disconnect();
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`no new position 5 s after arming (at ${before})`));
        }, 5000);
        const changed = new MutationObserver(async () => {
          if (text(el) === before) return;
          const dom = performance.now();
          changed.disconnect();
          await frame();
          await frame();
          const painted = performance.now();
          if (settleAnimations) {
            await Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))), sleep(3000)]);
            await frame();
            await frame();
          }
          const insertedNodes = inserted;
          done();
          if (input === undefined) reject(new Error('the change came without a trusted click'));
          else resolve({ input, dom, painted, inserted: insertedNodes, at: text(el) });
        });
        changed.observe(el, { childList: true, subtree: true, characterData: true });
      });
      window.__stepBefore = { rows, items, nodes };
      const r = forward.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2, inView: r.top >= 0 && r.bottom <= innerHeight };
    },
    /** After window.__step: chat rows and document nodes added since armStep (net). */
    grown: () => ({
      rows: chatRows() - window.__stepBefore.rows,
      items: panelItems() - window.__stepBefore.items,
      nodes: documentNodes() - window.__stepBefore.nodes,
    }),
    /** Picks sample prompt `i` (0-based) and checks that its run shows at step 1. */
    async pick(i) {
      samples()[i].click();
      await settle();
      if (position().k !== 1) throw new Error(`picking sample ${i + 1} shows step ${position().k}, not 1`);
      return position();
    },
    /** Moves on when Step forward is disabled: answers a question with Allow once, or picks the next scenario. */
    async moveOn(next) {
      if (!button('Step forward').disabled) return next;
      const scenarios = [...samples(), ...more()];
      if (asking()) await press('Allow once');
      else {
        scenarios[next % scenarios.length].click();
        await settle();
        return next + 1;
      }
      return next;
    },
    wasmBytes: () => window.__wasm?.memory?.buffer?.byteLength ?? null,
  };
}
