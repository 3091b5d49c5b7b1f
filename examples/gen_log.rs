//! Writes a large generated Claude Code 2.1 session, for the log readers' benchmark:
//! `cargo run --release --example gen_log -- 100 /tmp/big-log` writes a main transcript of at
//! least 100 MB, its sub-agent and the sub-agent's meta file under `/tmp/big-log/`, in the
//! layout Claude Code uses, and prints their paths. Defaults: 3 MB, `target/gen-log`.
//! Read them back with `cargo run --release --example read_log -- /tmp/big-log`.

#[path = "../tests/logs/generate.rs"]
mod generate;

use std::path::PathBuf;

fn main() {
    let mut args = std::env::args().skip(1);
    let mb: usize = match args.next().map(|a| a.parse()) {
        None => 3,
        Some(Ok(mb)) => mb,
        Some(Err(_)) => {
            eprintln!("usage: gen_log [MB] [DIR]");
            std::process::exit(2);
        }
    };
    let dir = PathBuf::from(args.next().unwrap_or_else(|| "target/gen-log".into()));
    let generated = generate::claude_session(mb << 20, 20_260_105);
    for (name, bytes) in &generated.files {
        let path = dir.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("the folder can be made");
        }
        std::fs::write(&path, bytes).expect("the file can be written");
        println!("{} ({} bytes)", path.display(), bytes.len());
    }
    println!("{} LLM requests", generated.requests);
}
