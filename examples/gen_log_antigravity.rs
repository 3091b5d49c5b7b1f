//! Writes a generated Antigravity CLI transcript of about the size asked for, for the
//! readers' benchmark: `cargo run --release --example gen_log_antigravity -- 3 /tmp/agy`
//! writes `/tmp/agy/.gemini/antigravity-cli/brain/<id>/.system_generated/logs/
//! transcript_full.jsonl` (defaults: 3 MB, `target/gen-log-antigravity`): a prompt, then
//! planner steps each with a tool call and the step its tool wrote. No token counts: the
//! format has none.

use std::fmt::Write as _;
use std::path::PathBuf;

const ID: &str = "3c9d2f40-5b1e-4a87-9d2c-00000000a9c1";

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(mb) = args.next().map_or(Some(3), |a| a.parse::<usize>().ok()) else {
        eprintln!("usage: gen_log_antigravity [MB] [DIR]");
        std::process::exit(2);
    };
    let dir = PathBuf::from(
        args.next()
            .unwrap_or_else(|| "target/gen-log-antigravity".into()),
    );
    let mut out = String::new();
    let mut step = 0u64;
    let mut line = |out: &mut String, source: &str, kind: &str, rest: String| {
        let (h, m, s) = (8 + step / 3600 % 12, step / 60 % 60, step % 60);
        let _ = writeln!(
            out,
            r#"{{"step_index":{step},"source":"{source}","type":"{kind}","status":"DONE","created_at":"2026-09-02T{h:02}:{m:02}:{s:02}Z"{rest}}}"#
        );
        step += 1;
    };
    line(
        &mut out,
        "USER_EXPLICIT",
        "USER_INPUT",
        r#","content":"<USER_REQUEST>\nrefactor the cart module\n</USER_REQUEST>""#.into(),
    );
    let mut planners = 0u64;
    while out.len() < mb << 20 {
        line(
            &mut out,
            "MODEL",
            "PLANNER_RESPONSE",
            format!(
                r#","thinking":"**Reading part {planners}**\n\nNext file.","tool_calls":[{{"name":"view_file","args":{{"AbsolutePath":"/home/dev/shop/src/cart/part{planners}.ts"}}}}]"#
            ),
        );
        let body = "1: export const price = (n: number) => n * 1.2;\\n".repeat(12);
        line(
            &mut out,
            "MODEL",
            "VIEW_FILE",
            format!(
                r#","content":"Created At: 2026-09-02T08:00:00Z\nCompleted At: 2026-09-02T08:00:01Z\n{body}""#
            ),
        );
        planners += 1;
    }
    let path = dir.join(format!(
        ".gemini/antigravity-cli/brain/{ID}/.system_generated/logs/transcript_full.jsonl"
    ));
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("the folder can be made");
    }
    std::fs::write(&path, &out).expect("the file can be written");
    println!("{} ({} bytes)", path.display(), out.len());
    println!("{planners} LLM requests");
}
