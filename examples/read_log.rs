//! Times the session-log readers on real or generated files:
//! `cargo run --release --example read_log -- DIR` reads every file under DIR (named by its
//! path below DIR, which carries the sub-agent layout) through `logs::Reader` in 1 MB
//! chunks, as the page does, and prints the time, the speed and what was read. With
//! `--whole` it reads each file into memory first and calls `logs::read`. Run it under
//! `/usr/bin/time -v` for the peak memory.

use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Instant;

use harness_demo::logs;
use harness_demo::view::import::file_read;

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let whole = args.iter().any(|a| a == "--whole");
    let Some(root) = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .map(PathBuf::from)
    else {
        eprintln!("usage: read_log [--whole] DIR");
        std::process::exit(2);
    };
    let mut paths = Vec::new();
    files(&root, &mut paths);
    paths.sort();
    let name = |p: &Path| {
        p.strip_prefix(&root)
            .unwrap_or(p)
            .to_string_lossy()
            .into_owned()
    };

    let start = Instant::now();
    let mut bytes = 0usize;
    // The page reads a chunk per task: the slowest one, and the finish, are what block it.
    let mut slowest_feed = std::time::Duration::ZERO;
    let mut finish = std::time::Duration::ZERO;
    let result = if whole {
        let loaded: Vec<(String, Vec<u8>)> = paths
            .iter()
            .map(|p| (name(p), std::fs::read(p).expect("the file can be read")))
            .collect();
        bytes = loaded.iter().map(|(_, b)| b.len()).sum();
        let borrowed: Vec<(&str, &[u8])> = loaded
            .iter()
            .map(|(n, b)| (n.as_str(), b.as_slice()))
            .collect();
        logs::read(&borrowed)
    } else {
        let mut reader = logs::Reader::new();
        let mut chunk = vec![0u8; 1 << 20];
        for p in &paths {
            let mut file = File::open(p).expect("the file can be opened");
            let n = name(p);
            loop {
                let got = file.read(&mut chunk).expect("the file can be read");
                if got == 0 {
                    break;
                }
                let fed = Instant::now();
                bytes += got;
                reader.feed(&n, &chunk[..got]);
                slowest_feed = slowest_feed.max(fed.elapsed());
                if std::env::var_os("READ_LOG_SLOW").is_some() && fed.elapsed().as_millis() > 20 {
                    eprintln!("chunk at {} MB: {:?}", bytes >> 20, fed.elapsed());
                }
            }
        }
        let finishing = Instant::now();
        let import = reader.finish();
        finish = finishing.elapsed();
        import
    };
    let took = start.elapsed();
    let mb = bytes as f64 / (1 << 20) as f64;
    println!(
        "{mb:.1} MB in {} files: {:.0} ms, {:.0} MB/s ({})",
        paths.len(),
        took.as_secs_f64() * 1000.0,
        mb / took.as_secs_f64(),
        if whole {
            "whole files, logs::read"
        } else {
            "1 MB chunks, logs::Reader"
        }
    );
    if !whole {
        println!(
            "slowest 1 MB chunk: {:.1} ms; finish: {:.1} ms",
            slowest_feed.as_secs_f64() * 1000.0,
            finish.as_secs_f64() * 1000.0
        );
    }
    match result {
        Ok(import) => {
            let t = import.totals();
            println!("{} · {} sessions", import.format, import.sessions.len());
            println!(
                "{} requests, {} tool calls, {} compactions, {} sub-agents; input {} (cache read {}), output {}",
                t.requests, t.tool_calls, t.compactions, t.sub_agents, t.input, t.cache_read, t.output
            );
            for f in &import.files {
                println!("  {}: {}", f.name, file_read(f));
            }
        }
        Err(e) => println!("{e}"),
    }
}
