//! Writes a generated Copilot CLI session of about the size asked for, for the readers'
//! benchmark: `cargo run --release --example gen_log_copilot -- 3 /tmp/copilot` writes
//! `/tmp/copilot/.copilot/session-state/<id>/events.jsonl` (defaults: 3 MB,
//! `target/gen-log-copilot`): turns of a message with a tool call and its result, output
//! tokens per call, and a `session.shutdown` with the session's figures.

use std::fmt::Write as _;
use std::path::PathBuf;

const ID: &str = "5f0c2a91-7d3e-4b8a-9c61-000000000b3c";

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(mb) = args.next().map_or(Some(3), |a| a.parse::<usize>().ok()) else {
        eprintln!("usage: gen_log_copilot [MB] [DIR]");
        std::process::exit(2);
    };
    let dir = PathBuf::from(
        args.next()
            .unwrap_or_else(|| "target/gen-log-copilot".into()),
    );
    let mut out = String::new();
    let mut n = 0u64;
    let mut line = |out: &mut String, kind: &str, data: String| {
        n += 1;
        let (m, s) = (n / 600 % 60, n / 10 % 60);
        let _ = writeln!(
            out,
            r#"{{"type":"{kind}","id":"e-{n:08}","timestamp":"2026-08-03T{:02}:{m:02}:{s:02}.{:03}Z","parentId":"e-{:08}","data":{data}}}"#,
            10 + n / 36_000 % 12,
            n % 1000,
            n - 1
        );
    };
    line(
        &mut out,
        "session.start",
        format!(
            r#"{{"sessionId":"{ID}","version":1,"producer":"copilot-agent","copilotVersion":"1.0.67","startTime":"2026-08-03T10:00:00.000Z","context":{{"cwd":"/home/dev/shop"}},"selectedModel":"claude-sonnet-4.6"}}"#
        ),
    );
    line(
        &mut out,
        "user.message",
        r#"{"content":"refactor the cart module","delivery":"idle"}"#.into(),
    );
    let (mut turns, mut output) = (0u64, 0u64);
    while out.len() < mb << 20 {
        let call = format!("toolu_{turns:06}");
        let tokens = 40 + turns % 90;
        output += tokens;
        line(
            &mut out,
            "assistant.turn_start",
            format!(r#"{{"turnId":"{turns}","model":"claude-sonnet-4.6"}}"#),
        );
        line(
            &mut out,
            "assistant.message",
            format!(
                r#"{{"messageId":"m-{turns}","content":"Step {turns}: reading the next file.","toolRequests":[{{"toolCallId":"{call}","name":"view","arguments":{{"path":"src/cart/part{turns}.ts"}}}}],"outputTokens":{tokens},"model":"claude-sonnet-4.6"}}"#
            ),
        );
        line(
            &mut out,
            "tool.execution_start",
            format!(r#"{{"toolCallId":"{call}","toolName":"view"}}"#),
        );
        let body = "export const price = (n: number) => n * 1.2;\\n".repeat(12);
        line(
            &mut out,
            "tool.execution_complete",
            format!(r#"{{"toolCallId":"{call}","success":true,"result":{{"content":"{body}"}}}}"#),
        );
        line(
            &mut out,
            "assistant.turn_end",
            format!(r#"{{"turnId":"{turns}"}}"#),
        );
        turns += 1;
    }
    let input = turns * 18_000;
    line(
        &mut out,
        "session.shutdown",
        format!(
            r#"{{"shutdownType":"routine","totalApiDurationMs":{},"sessionStartTime":1785751200000,"codeChanges":{{"linesAdded":0,"linesRemoved":0,"filesModified":[]}},"modelMetrics":{{"claude-sonnet-4.6":{{"requests":{{"count":{turns},"cost":{turns}}},"usage":{{"inputTokens":{input},"outputTokens":{output},"cacheReadTokens":{},"cacheWriteTokens":{}}}}}}}}}"#,
            turns * 900,
            input * 9 / 10,
            input / 20
        ),
    );
    let path = dir.join(format!(".copilot/session-state/{ID}/events.jsonl"));
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("the folder can be made");
    }
    std::fs::write(&path, &out).expect("the file can be written");
    println!("{} ({} bytes)", path.display(), out.len());
    println!("{turns} LLM requests");
}
