//! Replays a session log as the page does and prints its trace as text:
//! `cargo run --example replay -- DIR_OR_FILE...` (a Claude Code project folder, a session's
//! files, or a Codex rollout). With REPLAY_TIME set it prints where the time went instead.

use std::path::{Path, PathBuf};

use harness_demo::logs::{read, replay};
use harness_demo::trace::{derive, Inputs};
use harness_demo::view::text::render;

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    if path.is_dir() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(path)
            .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        entries.sort();
        for e in entries {
            files(&e, out);
        }
    } else {
        out.push(path.to_path_buf());
    }
}

fn main() {
    let mut paths = Vec::new();
    for arg in std::env::args().skip(1) {
        files(Path::new(&arg), &mut paths);
    }
    let loaded: Vec<(String, Vec<u8>)> = paths
        .iter()
        .filter_map(|p| Some((p.display().to_string(), std::fs::read(p).ok()?)))
        .collect();
    let named: Vec<(&str, &[u8])> = loaded
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect();
    let started = std::time::Instant::now();
    let import = match read(&named) {
        Ok(i) => i,
        Err(e) => {
            eprintln!("{e}");
            std::process::exit(1);
        }
    };
    let read_in = started.elapsed();
    let scenario = replay::scenario(&import);
    let replayed_in = started.elapsed();
    let trace = derive(&scenario, &Inputs::default());
    let derived_in = started.elapsed();
    if std::env::var_os("REPLAY_TIME").is_some() {
        eprintln!(
            "read {:?}, replay {:?}, derive {:?}: {} steps",
            read_in,
            replayed_in - read_in,
            derived_in - replayed_in,
            trace.steps.len()
        );
        return;
    }
    print!("{}", render(&scenario, &trace));
}
