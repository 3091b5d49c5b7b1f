//! Writes a large generated OpenTelemetry trace file (GenAI conventions, as a Collector's file
//! exporter writes it) for the log readers' benchmark:
//! `cargo run --release --example gen_log_otlp -- 3 /tmp/otlp` writes `traces.jsonl` of about
//! 3 MB: agent runs of one conversation, each a trace of model calls and tool spans, one
//! `TracesData` per line. Defaults: 3 MB, `target/gen-log-otlp`.

use std::fmt::Write as _;
use std::path::PathBuf;

fn attr(out: &mut String, key: &str, value: &str, int: bool) {
    let kind = if int { "intValue" } else { "stringValue" };
    let _ = write!(out, r#"{{"key":"{key}","value":{{"{kind}":"{value}"}}}},"#);
}

/// One span as JSON: ids, name, times (ms) and attributes `(key, value, is_int)`.
fn span(
    trace: &str,
    id: u64,
    parent: u64,
    name: &str,
    ms: (u64, u64),
    attrs: &[(&str, String, bool)],
) -> String {
    let mut a = String::new();
    for (k, v, int) in attrs {
        attr(&mut a, k, v, *int);
    }
    a.pop();
    let parent = if parent == 0 {
        String::new()
    } else {
        format!("{parent:016x}")
    };
    format!(
        r#"{{"traceId":"{trace}","spanId":"{id:016x}","parentSpanId":"{parent}","name":"{name}","kind":1,"startTimeUnixNano":"{}","endTimeUnixNano":"{}","attributes":[{a}],"status":{{}}}}"#,
        ms.0 * 1_000_000,
        ms.1 * 1_000_000
    )
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mb: usize = match args.next().map(|a| a.parse()) {
        None => 3,
        Some(Ok(mb)) => mb,
        Some(Err(_)) => {
            eprintln!("usage: gen_log_otlp [MB] [DIR]");
            std::process::exit(2);
        }
    };
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "target/gen-log-otlp".into()));
    let mut out = String::new();
    let mut at: u64 = 1_772_442_000_000;
    let (mut run, mut calls) = (0u64, 0u64);
    while out.len() < mb << 20 {
        run += 1;
        let trace = format!("{run:032x}");
        let root = run << 8;
        let mut spans = vec![span(
            &trace,
            root,
            0,
            "invoke_agent coder",
            (at, at + 60_000),
            &[
                ("gen_ai.operation.name", "invoke_agent".into(), false),
                ("gen_ai.agent.name", "coder".into(), false),
                ("gen_ai.conversation.id", "conv_bench".into(), false),
            ],
        )];
        let mut context = 8_000 + run * 50;
        for step in 1..=6u64 {
            calls += 1;
            let t = at + step * 9_000;
            let content = format!(
                r#"[{{\"role\":\"assistant\",\"parts\":[{{\"type\":\"text\",\"content\":\"Step {step} of run {run}: reading the next file.\"}},{{\"type\":\"tool_call\",\"id\":\"call_{run}_{step}\",\"name\":\"read_file\",\"arguments\":{{\"path\":\"src/m{step}.rs\"}}}}]}}]"#
            );
            spans.push(span(
                &trace,
                root + step * 2,
                root,
                "chat gpt-5.2",
                (t, t + 3_000),
                &[
                    ("gen_ai.operation.name", "chat".into(), false),
                    ("gen_ai.request.model", "gpt-5.2".into(), false),
                    ("gen_ai.conversation.id", "conv_bench".into(), false),
                    ("gen_ai.usage.input_tokens", context.to_string(), true),
                    (
                        "gen_ai.usage.cache_read.input_tokens",
                        (context - context % 1024).to_string(),
                        true,
                    ),
                    (
                        "gen_ai.usage.output_tokens",
                        (40 + step * 7).to_string(),
                        true,
                    ),
                    ("gen_ai.output.messages", content, false),
                ],
            ));
            spans.push(span(
                &trace,
                root + step * 2 + 1,
                root,
                "execute_tool read_file",
                (t + 3_100, t + 3_400),
                &[
                    ("gen_ai.operation.name", "execute_tool".into(), false),
                    ("gen_ai.tool.name", "read_file".into(), false),
                    ("gen_ai.tool.call.id", format!("call_{run}_{step}"), false),
                ],
            ));
            context += 900;
        }
        // Spans arrive in batches, not in order.
        spans.reverse();
        let _ = writeln!(
            out,
            r#"{{"resourceSpans":[{{"resource":{{"attributes":[{{"key":"service.name","value":{{"stringValue":"bench-agent"}}}}]}},"scopeSpans":[{{"scope":{{"name":"bench"}},"spans":[{}]}}]}}]}}"#,
            spans.join(",")
        );
        at += 120_000;
    }
    std::fs::create_dir_all(&dir).expect("the folder can be made");
    let path = dir.join("traces.jsonl");
    std::fs::write(&path, &out).expect("the file can be written");
    println!("{} ({} bytes)", path.display(), out.len());
    println!("{calls} LLM requests");
}
