//! A large, realistic Claude Code 2.1 session for benchmarks and tests: many turns of split
//! assistant lines (thinking, text, tool use, each its own line of one `message.id`), tool
//! results with big outputs, one sub-agent in `subagents/` with its meta file, one
//! compaction. Deterministic for a seed. Used by `tests/logs.rs` and `examples/gen_log.rs`.
#![allow(dead_code)] // Each user reads a different part.

use serde_json::{json, Value};

const SESSION: &str = "b16b16b1-0000-4000-8000-00000000b16b";
const AGENT: &str = "a9e7b16b";

pub struct Generated {
    /// (name as the reader takes it, bytes): the main file, the sub-agent and its meta.
    pub files: Vec<(String, Vec<u8>)>,
    /// LLM requests written (distinct `message.id`s).
    pub requests: u64,
}

/// A session whose main file has at least `target` bytes.
pub fn claude_session(target: usize, seed: u64) -> Generated {
    let mut g = Gen {
        rng: seed | 1,
        ms: 1_767_600_000_000,
        line: 0,
        requests: 0,
        last: Value::Null,
    };
    let mut main = Vec::with_capacity(target + (1 << 16));
    let mut sub = Vec::new();
    let mut turn = 0;
    let mut compacted = false;
    while main.len() < target {
        turn += 1;
        g.user(
            &mut main,
            json!(format!(
                "Turn {turn}: fix the next failing test, s'il te plaît ✓"
            )),
            None,
        );
        let steps = 1 + g.below(4);
        for step in 0..steps {
            let call = format!("toolu_{turn}_{step}");
            let spawn = turn == 3 && step == 0;
            let (name, input) = if spawn {
                (
                    "Task",
                    json!({"description": "Survey", "prompt": "Survey the tests folder", "subagent_type": "general-purpose"}),
                )
            } else {
                (
                    "Bash",
                    json!({"command": format!("cargo test case_{turn}_{step}"), "description": "Run one test"}),
                )
            };
            g.assistant(&mut main, &[
                json!({"type": "thinking", "thinking": "Run the test and read the output.", "signature": "c2ln"}),
                json!({"type": "text", "text": format!("Running case {turn}.{step}.")}),
                json!({"type": "tool_use", "id": call, "name": name, "input": input}),
            ]);
            if spawn {
                sub = g.sub_agent();
                let text = format!("4 test files.\nagentId: {AGENT} (for resuming to continue this agent's work if needed)");
                g.result(
                    &mut main,
                    &call,
                    &text,
                    json!({"status": "completed", "agentId": AGENT, "totalDurationMs": 9000}),
                );
            } else {
                let size = 500 + g.below(40_000);
                let out = g.output(size);
                g.result(
                    &mut main,
                    &call,
                    &out,
                    json!({"stdout": out, "stderr": "", "interrupted": false, "isImage": false}),
                );
            }
        }
        g.assistant(
            &mut main,
            &[json!({"type": "text", "text": format!("Turn {turn} done: the test passes now.")})],
        );
        let took = 20_000 + g.below(60_000);
        g.system(
            &mut main,
            json!({"subtype": "turn_duration", "durationMs": took}),
        );
        if !compacted && main.len() > target / 2 {
            compacted = true;
            g.system(&mut main, json!({"subtype": "compact_boundary", "content": "Conversation compacted", "compactMetadata": {"trigger": "auto", "preTokens": 160_000}}));
            g.user(&mut main, json!("This session is being continued from a previous conversation that ran out of context. Summary: tests were fixed one by one."), Some(json!({"isCompactSummary": true, "isVisibleInTranscriptOnly": true})));
        }
    }
    let meta = json!({"agentType": "general-purpose", "spawnDepth": 1, "toolUseId": "toolu_3_0"});
    Generated {
        files: vec![
            (format!("-w-big/{SESSION}.jsonl"), main),
            (
                format!("-w-big/{SESSION}/subagents/agent-{AGENT}.jsonl"),
                sub,
            ),
            (
                format!("-w-big/{SESSION}/subagents/agent-{AGENT}.meta.json"),
                meta.to_string().into_bytes(),
            ),
        ],
        requests: g.requests,
    }
}

struct Gen {
    rng: u64,
    ms: i64,
    line: u64,
    requests: u64,
    last: Value,
}

impl Gen {
    fn below(&mut self, n: u64) -> u64 {
        // xorshift64: enough for varied sizes, the same for a seed.
        self.rng ^= self.rng << 13;
        self.rng ^= self.rng >> 7;
        self.rng ^= self.rng << 17;
        self.rng % n.max(1)
    }

    fn timestamp(&mut self) -> String {
        self.ms += 200 + self.below(3_000) as i64;
        let secs = self.ms / 1000;
        let (days, rest) = (secs / 86_400, secs % 86_400);
        let (y, m, d) = civil(days);
        format!(
            "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:03}Z",
            rest / 3600,
            rest / 60 % 60,
            rest % 60,
            self.ms % 1000
        )
    }

    fn envelope(&mut self, kind: &str, side: bool) -> Value {
        self.line += 1;
        let uuid = format!("00000000-0000-4000-8000-{:012x}", self.line);
        let mut v = json!({
            "parentUuid": self.last, "isSidechain": side, "userType": "external", "cwd": "/w/big",
            "sessionId": SESSION, "version": "2.1.39", "gitBranch": "main", "slug": "big-generated-run",
            "type": kind, "uuid": uuid, "timestamp": self.timestamp(),
        });
        if side {
            v["agentId"] = json!(AGENT);
        }
        self.last = json!(uuid);
        v
    }

    fn push(out: &mut Vec<u8>, v: &Value) {
        out.extend_from_slice(v.to_string().as_bytes());
        out.push(b'\n');
    }

    fn user(&mut self, out: &mut Vec<u8>, content: Value, extra: Option<Value>) {
        let mut v = self.envelope("user", false);
        v["message"] = json!({"role": "user", "content": content});
        if let Some(Value::Object(extra)) = extra {
            for (k, x) in extra {
                v[k] = x;
            }
        }
        Self::push(out, &v);
    }

    /// One API response, one line per block, every line repeating the usage.
    fn assistant_lines(&mut self, out: &mut Vec<u8>, blocks: &[Value], side: bool) {
        self.requests += 1;
        let id = format!("msg_{:020}", self.requests);
        let cache = 8_000 + self.below(150_000);
        let last = blocks.len().saturating_sub(1);
        for (i, block) in blocks.iter().enumerate() {
            let output = if i == last {
                20 + self.below(900)
            } else {
                1 + self.below(20)
            };
            let mut v = self.envelope("assistant", side);
            v["requestId"] = json!(format!("req_{:020}", self.requests));
            v["message"] = json!({
                "id": id, "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
                "content": [block], "stop_reason": null, "stop_sequence": null,
                "usage": {"input_tokens": 3, "cache_creation_input_tokens": 400, "cache_read_input_tokens": cache, "output_tokens": output, "service_tier": "standard"},
            });
            Self::push(out, &v);
        }
    }

    fn assistant(&mut self, out: &mut Vec<u8>, blocks: &[Value]) {
        self.assistant_lines(out, blocks, false);
    }

    fn result(&mut self, out: &mut Vec<u8>, call: &str, text: &str, typed: Value) {
        let mut v = self.envelope("user", false);
        v["toolUseResult"] = typed;
        v["message"] = json!({"role": "user", "content": [{"type": "tool_result", "tool_use_id": call, "content": text, "is_error": false}]});
        Self::push(out, &v);
    }

    fn system(&mut self, out: &mut Vec<u8>, fields: Value) {
        let mut v = self.envelope("system", false);
        if let Value::Object(fields) = fields {
            for (k, x) in fields {
                v[k] = x;
            }
        }
        Self::push(out, &v);
    }

    /// Test output of about `bytes` bytes.
    fn output(&mut self, bytes: u64) -> String {
        let mut s = String::with_capacity(bytes as usize + 80);
        let mut n = 0;
        while (s.len() as u64) < bytes {
            n += 1;
            s.push_str(&format!(
                "test case_{n} ... ok ({} ms) — ünïcode ✓\n",
                self.below(90)
            ));
        }
        s
    }

    fn sub_agent(&mut self) -> Vec<u8> {
        let mut out = Vec::new();
        let parent = std::mem::replace(&mut self.last, Value::Null);
        let mut v = self.envelope("user", true);
        v["message"] = json!({"role": "user", "content": "Survey the tests folder"});
        Self::push(&mut out, &v);
        for k in 0..3 {
            let call = format!("toolu_sub_{k}");
            self.assistant_lines(&mut out, &[
                json!({"type": "text", "text": "Listing."}),
                json!({"type": "tool_use", "id": call, "name": "Glob", "input": {"pattern": "tests/**"}}),
            ], true);
            let mut r = self.envelope("user", true);
            r["message"] = json!({"role": "user", "content": [{"type": "tool_result", "tool_use_id": call, "content": self.output(2_000)}]});
            Self::push(&mut out, &r);
        }
        self.assistant_lines(
            &mut out,
            &[json!({"type": "text", "text": "4 test files."})],
            true,
        );
        self.last = parent;
        out
    }
}

/// (year, month, day) of a day count since 1970-01-01 (Howard Hinnant's `civil_from_days`).
fn civil(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}
