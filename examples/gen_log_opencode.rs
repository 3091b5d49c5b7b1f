//! Writes a generated `opencode export` of about the size asked, for the log readers'
//! benchmark: `cargo run --release --example gen_log_opencode -- 3 /tmp/oc` writes
//! `/tmp/oc/ses_<id>.json` (pretty-printed as `opencode export` writes it: turns of a prompt,
//! a step calling a tool and a step answering) and one sub-agent session its first task call
//! started. Deterministic: the same arguments write the same bytes.

use serde_json::{json, Value};
use std::path::PathBuf;

const T0: u64 = 1_796_300_000_000;
const MAIN: &str = "ses_4f1a9c2e7ffe1QbR8sT2uV3wXy";
const CHILD: &str = "ses_4f1a9a01bffeK7mN2pQ4rS6tUv";

fn main() {
    let mut args = std::env::args().skip(1);
    let mb: usize = match args.next().map(|a| a.parse()) {
        None => 3,
        Some(Ok(mb)) => mb,
        Some(Err(_)) => {
            eprintln!("usage: gen_log_opencode [MB] [DIR]");
            std::process::exit(2);
        }
    };
    let dir = PathBuf::from(
        args.next()
            .unwrap_or_else(|| "target/gen-log-opencode".into()),
    );
    std::fs::create_dir_all(&dir).expect("the folder can be made");
    let mut messages = Vec::new();
    let (mut size, mut turn) = (0, 0);
    while size < mb << 20 {
        let turn_messages = turn_of(MAIN, turn);
        size += turn_messages
            .iter()
            .map(|m| m.to_string().len() * 3 / 2)
            .sum::<usize>();
        messages.extend(turn_messages);
        turn += 1;
    }
    let child: Vec<Value> = turn_of(CHILD, 0).into_iter().take(3).collect();
    for (id, parent, msgs) in [(MAIN, None, messages), (CHILD, Some(MAIN), child)] {
        let mut info = json!({"id": id, "directory": "/home/dev/src/ledger", "title": "Generated session", "version": "1.14.2", "time": {"created": T0, "updated": T0}});
        if let Some(p) = parent {
            info["parentID"] = json!(p);
        }
        let text = serde_json::to_string_pretty(&json!({"info": info, "messages": msgs}))
            .expect("JSON can be written");
        let path = dir.join(format!("{id}.json"));
        std::fs::write(&path, format!("{text}\n")).expect("the file can be written");
        println!("{} ({} bytes)", path.display(), text.len() + 1);
    }
    println!("{} turns, {} LLM requests", turn, turn * 2);
}

/// One turn: a prompt, a step that calls a tool (a task on the first turn), a step answering.
fn turn_of(session: &str, n: u64) -> Vec<Value> {
    let at = |s: u64| T0 + n * 60_000 + s * 1000;
    let id = |k: u64| format!("msg_{:06x}{k}ffeLm3Np5Qr7St9", n);
    let part = |m: &str, k: u64, body: Value| {
        let mut p =
            json!({"id": format!("prt_{:06x}{k}c0ffee", n), "sessionID": session, "messageID": m});
        if let (Some(p), Value::Object(b)) = (p.as_object_mut(), body) {
            p.extend(b);
        }
        p
    };
    let tokens = |i: u64, o: u64| json!({"total": i + o + 9000 + 400, "input": i, "output": o, "reasoning": 0, "cache": {"read": 9000 + n * 10, "write": 400}});
    let reply = |m: &str, s: u64, finish: &str, parts: Vec<Value>| json!({"info": {"id": m, "sessionID": session, "role": "assistant", "parentID": id(0), "modelID": "claude-sonnet-4-5", "providerID": "anthropic", "mode": "build", "agent": "build", "path": {"cwd": "/home/dev/src/ledger", "root": "/home/dev/src/ledger"}, "time": {"created": at(s), "completed": at(s + 3)}, "cost": 0.01, "tokens": tokens(4, 120), "finish": finish}, "parts": parts});
    let (u, a, b) = (id(0), id(1), id(2));
    let call = if n == 0 && session == MAIN {
        json!({"type": "tool", "callID": "toolu_gen_task", "tool": "task", "state": {"status": "completed", "input": {"description": "Explore", "prompt": "Look around", "subagent_type": "explore"}, "output": "done", "title": "Explore", "metadata": {"sessionId": CHILD}, "time": {"start": at(2), "end": at(3)}}})
    } else {
        json!({"type": "tool", "callID": format!("toolu_gen_{n}"), "tool": "bash", "state": {"status": "completed", "input": {"command": "cargo test", "description": "Run the tests"}, "output": "test result: ok. ".repeat(40), "title": "Run the tests", "metadata": {"exit": 0}, "time": {"start": at(2), "end": at(3)}}})
    };
    vec![
        json!({"info": {"id": u, "sessionID": session, "role": "user", "time": {"created": at(0)}, "agent": "build", "model": {"providerID": "anthropic", "modelID": "claude-sonnet-4-5"}}, "parts": [part(&u, 1, json!({"type": "text", "text": format!("Step {n}: run the tests and fix what fails.")}))]}),
        reply(
            &a,
            1,
            "tool-calls",
            vec![
                part(&a, 2, json!({"type": "step-start"})),
                part(&a, 3, json!({"type": "text", "text": "Running the tests."})),
                part(&a, 4, call),
                part(
                    &a,
                    5,
                    json!({"type": "step-finish", "reason": "tool-calls", "cost": 0.01, "tokens": tokens(4, 120)}),
                ),
            ],
        ),
        reply(
            &b,
            5,
            "stop",
            vec![
                part(&b, 6, json!({"type": "step-start"})),
                part(
                    &b,
                    7,
                    json!({"type": "text", "text": "All tests pass. ".repeat(8)}),
                ),
                part(
                    &b,
                    8,
                    json!({"type": "step-finish", "reason": "stop", "cost": 0.01, "tokens": tokens(4, 120)}),
                ),
            ],
        ),
    ]
}
