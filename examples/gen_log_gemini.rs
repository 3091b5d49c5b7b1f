//! Writes a large generated Gemini CLI chat (JSON Lines, 0.39+), for the log readers'
//! benchmark: `cargo run --release --example gen_log_gemini -- 3 /tmp/gemini-log` writes
//! `.gemini/tmp/<hash>/chats/session-….jsonl` of about 3 MB under `/tmp/gemini-log/` and
//! prints its path. Defaults: 3 MB, `target/gen-log-gemini`. Deterministic: the same size
//! gives the same bytes. Each turn is written as the CLI writes it: the prompt, the reply, the
//! reply again with its tool call and tokens (latest wins), the tool response as a user
//! message, the final reply, and `lastUpdated` updates between.

use std::path::PathBuf;

use serde_json::json;

const SESSION: &str = "0c3d5e7f-2a4b-4c6d-8e0f-1a2b3c4d5e6f";
const HASH: &str = "4b1e9c2d7a3f5e8b0c6d2a9f1e7b3c5d8a0f4e2b6c9d1a3f7e5b8c0d2a4f6e9b";

fn main() {
    let mut args = std::env::args().skip(1);
    let mb: usize = match args.next().map(|a| a.parse()) {
        None => 3,
        Some(Ok(mb)) => mb,
        Some(Err(_)) => {
            eprintln!("usage: gen_log_gemini [MB] [DIR]");
            std::process::exit(2);
        }
    };
    let dir = PathBuf::from(
        args.next()
            .unwrap_or_else(|| "target/gen-log-gemini".into()),
    );
    let bytes = chat(mb << 20);
    let path = dir.join(".gemini/tmp").join(HASH).join(format!(
        "chats/session-2026-07-20T08-00-{}.jsonl",
        &SESSION[..8]
    ));
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("the folder can be made");
    }
    std::fs::write(&path, &bytes).expect("the file can be written");
    println!("{} ({} bytes)", path.display(), bytes.len());
}

/// A timestamp `s` seconds after 2026-07-20T08:00:00Z.
fn at(s: u64) -> String {
    let (h, m, sec) = (8 + s / 3600, s / 60 % 60, s % 60);
    let (day, h) = (20 + h / 24, h % 24);
    format!("2026-07-{day:02}T{h:02}:{m:02}:{sec:02}.000Z")
}

fn chat(target: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(target + 4096);
    let push = |v: serde_json::Value, out: &mut Vec<u8>| {
        out.extend_from_slice(v.to_string().as_bytes());
        out.push(b'\n');
    };
    push(
        json!({"sessionId": SESSION, "projectHash": HASH, "startTime": at(0), "lastUpdated": at(0), "kind": "main"}),
        &mut out,
    );
    let mut turn = 0u64;
    let mut context = 9_000u64;
    while out.len() < target {
        let t = turn * 40;
        let (user, reply, last) = (
            format!("u-{turn}"),
            format!("g-{turn}a"),
            format!("g-{turn}b"),
        );
        let call = format!("read_file-{}-{turn}", 1_784_534_400_000 + t * 1000);
        let file = format!("src/module_{}.rs", turn % 37);
        let body: String = (0..30)
            .map(|l| format!("    let value_{l} = compute({turn}, {l}); // line {l} of {file}\n"))
            .collect();
        push(
            json!({"id": user, "timestamp": at(t), "type": "user", "content": [{"text": format!("Explain what {file} does and whether it handles errors.")}]}),
            &mut out,
        );
        push(json!({"$set": {"lastUpdated": at(t)}}), &mut out);
        let thoughts = json!([{"subject": "Reading", "description": format!("I need to read {file} first."), "timestamp": at(t + 2)}]);
        let mut g = json!({"id": reply, "timestamp": at(t + 3), "type": "gemini", "content": "Let me read it.", "thoughts": thoughts, "model": "gemini-3.1-pro-preview"});
        push(g.clone(), &mut out);
        g["toolCalls"] = json!([{"id": call, "name": "read_file", "args": {"absolute_path": format!("/home/dev/app/{file}")}, "status": "success", "timestamp": at(t + 4), "result": [{"functionResponse": {"id": call, "name": "read_file", "response": {"output": body}}}], "displayName": "ReadFile", "description": "", "renderOutputAsMarkdown": true}]);
        g["tokens"] = json!({"input": context, "output": 12, "cached": context - 600, "thoughts": 48, "tool": 0, "total": context + 60});
        push(g.clone(), &mut out);
        push(
            json!({"id": format!("r-{turn}"), "timestamp": at(t + 4), "type": "user", "content": g["toolCalls"][0]["result"]}),
            &mut out,
        );
        context += 900;
        push(
            json!({"id": last, "timestamp": at(t + 9), "type": "gemini", "content": format!("{file} computes 30 values and propagates no errors: `compute` returns plain numbers."), "thoughts": [], "tokens": {"input": context, "output": 31, "cached": context - 900, "thoughts": 0, "tool": 0, "total": context + 31}, "model": "gemini-3.1-pro-preview"}),
            &mut out,
        );
        push(json!({"$set": {"lastUpdated": at(t + 9)}}), &mut out);
        context += 120;
        turn += 1;
    }
    out
}
