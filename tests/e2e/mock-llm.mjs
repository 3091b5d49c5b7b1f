// A small mock of the two wires the live model speaks, for browser tests: OpenAI-compatible
// Chat Completions and Anthropic's Messages API. Node 20, node:http only.
//
//   const mock = await startMockLlm();          // { url, requests, script, waitFor, close }
//   mock.script([{ text: "Hi", chunks: 2 }, { toolCalls: [{ name: "ls", arguments: {} }] }]);
//   // point the page at mock.url (…/v1); each POST /v1/chat/completions or /v1/messages takes
//   // the next reply, streamed in that wire's format.
//
// Replies (each consumed by one request; when the queue is empty a plain text reply
// "mock: no more scripted replies" is streamed):
//   { text, chunks = 3 }                      text in `chunks` deltas, then the finish, usage
//   { toolCalls: [{ name, arguments, id? }], text? }
//                                             optional text, then the calls with id + name in
//                                             their first fragment and arguments in several
//                                             fragments (Chat Completions: two calls interleave
//                                             by index; \r\n line ends and a `: keep-alive`
//                                             comment, to exercise the parser)
//   { finishReason: "length" }                the finish a reply ends with ("length" on Chat
//                                             Completions is "max_tokens" on Messages)
//   { status, error }                         that HTTP status, with the wire's JSON error body
//   { status, body, contentType? }            that status with a raw body (HTML, empty, …)
//   … headers?, expose?                       a status reply may add response headers (such as
//                                             `retry-after`); `expose: true` lets the page read
//                                             them (Access-Control-Expose-Headers), as a browser
//                                             hides all but a few from a cross-origin page
//   { hang: true, text }                      the first chunk, then the connection stays open;
//                                             a client abort sets `aborted: true` on the record
// Every reply may also set `delayMs` (pause between writes, default 5).
//
// Usage: Chat Completions reports the previous request's prompt as cached (a prefix cache);
// Messages models Anthropic's breakpoint cache on the request's own cache_control marks (at
// `anthropicMinTokens`, default 0, so the page's small requests are cached), counting about 4
// characters per token, and reports input, cache creation and cache read apart.
//
// `requests` records each request: { method, path, headers, body (parsed JSON or null),
// reply (the scripted entry used), aborted, usage (Messages: the counts it reported), at (when
// it arrived, Date.now()) }. CORS is open (the page runs on another port).

import http from "node:http";

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers":
    "authorization, content-type, x-api-key, anthropic-version, anthropic-dangerous-direct-browser-access",
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Max-Age": "600",
};

const NO_MORE = { text: "mock: no more scripted replies", chunks: 1 };

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Splits `s` into `n` nearly equal pieces on code-point boundaries (fewer if s is short). */
function split(s, n) {
  const chars = Array.from(s);
  const count = Math.max(1, Math.min(n, chars.length));
  const size = Math.ceil(chars.length / count);
  const pieces = [];
  for (let i = 0; i < chars.length; i += size) pieces.push(chars.slice(i, i + size).join(""));
  return pieces.length ? pieces : [""];
}

const ERROR_KIND = {
  400: ["invalid_request_error", null],
  401: ["invalid_request_error", "invalid_api_key"],
  403: ["invalid_request_error", "unsupported_country_region_territory"],
  404: ["invalid_request_error", "model_not_found"],
  429: ["requests", "rate_limit_exceeded"],
};

/** Anthropic's error type for an HTTP status. */
const ANTHROPIC_ERROR = {
  400: "invalid_request_error",
  401: "authentication_error",
  403: "permission_error",
  404: "not_found_error",
  429: "rate_limit_error",
  529: "overloaded_error",
};

export async function startMockLlm({ port = 0, anthropicMinTokens = 0 } = {}) {
  const queue = [];
  /** Prefixes Messages requests wrote to the modelled cache. */
  const anthropicCache = new Set();
  const requests = [];
  let served = 0;
  let lastPromptTokens = 0;

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      // A write to a socket the client closed: nothing to answer.
      if (!res.headersSent) {
        res.writeHead(500, { ...CORS, "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: String(err), type: "server_error" } }));
      } else res.destroy();
    });
  });

  async function handle(req, res) {
    const at = Date.now();
    const path = new URL(req.url, "http://mock").pathname;
    if (req.method === "OPTIONS") {
      const extra = req.headers["access-control-request-private-network"]
        ? { "Access-Control-Allow-Private-Network": "true" }
        : {};
      res.writeHead(204, { ...CORS, ...extra });
      res.end();
      return;
    }
    if (req.method === "GET" && path === "/v1/models") {
      return json(res, 200, { object: "list", data: [{ id: "mock-model", object: "model" }] });
    }
    const messages = path === "/v1/messages";
    if (req.method !== "POST" || (path !== "/v1/chat/completions" && !messages)) {
      return json(res, 404, {
        error: { message: `Unknown request ${req.method} ${path}`, type: "invalid_request_error", code: "not_found" },
      });
    }
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body = null;
    try {
      body = JSON.parse(raw);
    } catch {
      // recorded as null, answered below
    }
    const reply = queue.length ? queue.shift() : NO_MORE;
    const record = { method: req.method, path, headers: { ...req.headers }, body, reply, aborted: false, at };
    requests.push(record);
    served += 1;
    res.on("close", () => {
      if (!res.writableFinished) record.aborted = true;
    });
    if (body === null) {
      return json(res, 400, {
        error: { message: "The request body is not valid JSON.", type: "invalid_request_error", code: null },
      });
    }
    if (reply.status) {
      const extra = { ...reply.headers };
      if (reply.expose) extra["Access-Control-Expose-Headers"] = Object.keys(reply.headers ?? {}).join(", ");
      if ("body" in reply) {
        res.writeHead(reply.status, { ...CORS, ...extra, "Content-Type": reply.contentType ?? "text/html; charset=utf-8" });
        res.end(reply.body);
        return;
      }
      if (messages) {
        const type = ANTHROPIC_ERROR[reply.status] ?? "api_error";
        return json(res, reply.status, { type: "error", error: { type, message: reply.error ?? "Mock error" } }, extra);
      }
      const [type, code] = ERROR_KIND[reply.status] ?? ["server_error", null];
      return json(res, reply.status, { error: { message: reply.error ?? "Mock error", type, param: null, code } }, extra);
    }
    if (messages) await streamMessages(res, body, reply, record);
    else await stream(req, res, body, reply, Buffer.byteLength(raw));
  }

  function json(res, status, value, headers = {}) {
    res.writeHead(status, { ...CORS, ...headers, "Content-Type": "application/json" });
    res.end(JSON.stringify(value));
  }

  async function stream(req, res, body, reply, bodyLength) {
    const crlf = Boolean(reply.toolCalls);
    const eol = crlf ? "\r\n" : "\n";
    const delay = reply.delayMs ?? 5;
    const id = `chatcmpl-mock-${served}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? "mock-model";
    const chunk = (delta, finish = null) => ({
      id, object: "chat.completion.chunk", created, model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
    });
    const events = []; // SSE text, one entry per write
    const data = (value) => `data: ${JSON.stringify(value)}${eol}${eol}`;

    const text = reply.text ?? "";
    const pieces = text ? split(text, reply.chunks ?? 3) : [];
    events.push(data(chunk({ role: "assistant", content: pieces.shift() ?? "" })));
    if (reply.hang) {
      await write(res, events[0]);
      return; // left open: the client's abort closes it, `close()` ends it
    }
    for (const p of pieces) events.push(data(chunk({ content: p })));
    let completion = Math.ceil(text.length / 4);

    const calls = (reply.toolCalls ?? []).map((call, i) => {
      const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? {});
      completion += Math.ceil((call.name.length + args.length) / 4);
      return { index: i, id: call.id ?? `call_mock${served}_${i}`, name: call.name, parts: split(args, 3) };
    });
    if (calls.length) {
      events.push(`: keep-alive${eol}${eol}`);
      // First fragments carry id + name (and no arguments), as OpenAI sends them.
      const first = (c) => ({ index: c.index, id: c.id, type: "function", function: { name: c.name, arguments: "" } });
      const more = (c, p) => ({ index: c.index, function: { arguments: p } });
      if (calls.length === 2) {
        // Interleave: 0 opens, 1 opens, then their argument fragments alternate.
        for (const c of calls) events.push(data(chunk({ tool_calls: [first(c)] })));
        const [a, b] = calls;
        for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
          for (const c of [a, b]) if (i < c.parts.length) events.push(data(chunk({ tool_calls: [more(c, c.parts[i])] })));
        }
      } else {
        for (const c of calls) {
          events.push(data(chunk({ tool_calls: [first(c)] })));
          for (const p of c.parts) events.push(data(chunk({ tool_calls: [more(c, p)] })));
        }
      }
    }
    events.push(data(chunk({}, reply.finishReason ?? (calls.length ? "tool_calls" : "stop"))));
    const prompt = Math.ceil(bodyLength / 4);
    // A prefix cache: what the previous request sent is cached in this one.
    const cached = Math.min(lastPromptTokens, prompt);
    lastPromptTokens = prompt;
    events.push(
      data({
        id, object: "chat.completion.chunk", created, model, choices: [],
        usage: {
          prompt_tokens: prompt,
          completion_tokens: completion,
          total_tokens: prompt + completion,
          prompt_tokens_details: { cached_tokens: cached },
        },
      }),
    );
    events.push(`data: [DONE]${eol}${eol}`);
    for (const e of events) {
      if (res.destroyed) return;
      await write(res, e);
      if (delay) await sleep(delay);
    }
    res.end();
  }

  /** Anthropic's cache on this request's breakpoints: what it reads, writes and reads afresh. */
  function anthropicUsage(body) {
    const blocks = [];
    const strip = ({ cache_control, ...rest }) => rest;
    for (const t of body.tools ?? []) blocks.push({ text: JSON.stringify(strip(t)), mark: Boolean(t.cache_control) });
    const system = typeof body.system === "string" ? [{ type: "text", text: body.system }] : body.system ?? [];
    for (const b of system) blocks.push({ text: b.text, mark: Boolean(b.cache_control) });
    for (const m of body.messages ?? []) {
      const content = typeof m.content === "string" ? [{ type: "text", text: m.content }] : m.content;
      for (const c of content) blocks.push({ text: m.role + JSON.stringify(strip(c)), mark: Boolean(c.cache_control) });
    }
    let key = "";
    let tokens = 0;
    const prefixes = blocks.map((b) => {
      key += `\u0000${b.text}`;
      tokens += Math.ceil(b.text.length / 4);
      return { key, tokens, mark: b.mark };
    });
    // Each breakpoint looks back over itself and the 20 blocks before it for a written prefix.
    let read = 0;
    prefixes.forEach((p, i) => {
      if (!p.mark) return;
      for (let j = i; j >= Math.max(0, i - 20); j--) {
        if (anthropicCache.has(prefixes[j].key)) {
          read = Math.max(read, prefixes[j].tokens);
          break;
        }
      }
    });
    const marks = prefixes.filter((p) => p.mark && p.tokens >= anthropicMinTokens);
    for (const p of marks) anthropicCache.add(p.key);
    const upTo = marks.length ? marks[marks.length - 1].tokens : 0;
    const creation = Math.max(0, upTo - read);
    return { input_tokens: tokens - read - creation, cache_creation_input_tokens: creation, cache_read_input_tokens: read };
  }

  /** A Messages API stream: message_start, ping, content blocks, message_delta, message_stop. */
  async function streamMessages(res, body, reply, record) {
    const delay = reply.delayMs ?? 5;
    const events = [];
    const sse = (value) => `event: ${value.type}\ndata: ${JSON.stringify(value)}\n\n`;
    const usage = anthropicUsage(body);
    record.usage = usage;
    events.push(sse({
      type: "message_start",
      message: {
        id: `msg_mock_${served}`, type: "message", role: "assistant", content: [],
        model: body.model ?? "mock-model", stop_reason: null, stop_sequence: null,
        usage: { ...usage, output_tokens: 1 },
      },
    }));
    events.push(sse({ type: "ping" }));
    const text = reply.text ?? "";
    let index = 0;
    let output = 0;
    if (text) {
      const pieces = split(text, reply.chunks ?? 3);
      events.push(sse({ type: "content_block_start", index, content_block: { type: "text", text: "" } }));
      if (reply.hang) {
        events.push(sse({ type: "content_block_delta", index, delta: { type: "text_delta", text: pieces[0] } }));
        for (const e of events) await write(res, e);
        return; // left open: the client's abort closes it, `close()` ends it
      }
      for (const p of pieces) events.push(sse({ type: "content_block_delta", index, delta: { type: "text_delta", text: p } }));
      events.push(sse({ type: "content_block_stop", index }));
      output += Math.ceil(text.length / 4);
      index += 1;
    }
    for (const [i, call] of (reply.toolCalls ?? []).entries()) {
      const args = typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? {});
      const id = call.id ?? `toolu_mock${served}_${i}`;
      events.push(sse({ type: "content_block_start", index, content_block: { type: "tool_use", id, name: call.name, input: {} } }));
      for (const p of split(args, 3)) events.push(sse({ type: "content_block_delta", index, delta: { type: "input_json_delta", partial_json: p } }));
      events.push(sse({ type: "content_block_stop", index }));
      output += Math.ceil((call.name.length + args.length) / 4);
      index += 1;
    }
    const stop = reply.finishReason === "length" ? "max_tokens" : (reply.toolCalls ?? []).length ? "tool_use" : "end_turn";
    events.push(sse({ type: "message_delta", delta: { stop_reason: stop, stop_sequence: null }, usage: { output_tokens: output } }));
    events.push(sse({ type: "message_stop" }));
    for (const e of events) {
      if (res.destroyed) return;
      await write(res, e);
      if (delay) await sleep(delay);
    }
    res.end();
  }

  async function write(res, text) {
    if (!res.headersSent) {
      res.writeHead(200, {
        ...CORS,
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache",
        Connection: "keep-alive",
      });
      res.socket?.setNoDelay(true);
    }
    if (!res.write(text)) await new Promise((resolve) => res.once("drain", resolve));
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const { port: actual } = server.address();

  return {
    url: `http://127.0.0.1:${actual}/v1`,
    requests,
    /** Replaces the queue of replies. */
    script(list) {
      queue.length = 0;
      queue.push(...list);
    },
    /** Resolves once `predicate(requests)` holds (polled), rejects after `timeoutMs`. */
    async waitFor(predicate, timeoutMs = 5000) {
      const end = Date.now() + timeoutMs;
      while (!predicate(requests)) {
        if (Date.now() > end) throw new Error("mock-llm: waitFor timed out");
        await sleep(10);
      }
    },
    /** Stops listening and ends open (hanging) connections. */
    close() {
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
