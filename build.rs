//! The English catalog the page carries in its wasm: every file of `src/locales/en/`, in name
//! order, without comments and blank lines. The translators' notes stay in the files; the wasm
//! needs only the messages (about a fifth smaller). The log reader's worker carries only its own
//! messages (`en-reader.ftl`).

use std::fmt::Write;

fn main() {
    let dir = "src/locales/en";
    println!("cargo:rerun-if-changed={dir}");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("src/locales/en")
        .map(|e| e.expect("a catalog file").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    let mut out = String::new();
    for file in files {
        println!("cargo:rerun-if-changed={}", file.display());
        let text = std::fs::read_to_string(&file).expect("a catalog file is text");
        for line in text.lines() {
            if !line.trim().is_empty() && !line.starts_with('#') {
                let _ = writeln!(out, "{line}");
            }
        }
    }
    let dir = std::path::PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    // The log reader's worker says only why a log cannot be read and what a log is: the
    // messages `err-log-…` and `log-…`, each with its continuation lines.
    let mut reader = String::new();
    let mut keep = false;
    for line in out.lines() {
        if !line.starts_with(' ') {
            keep = line.starts_with("err-log-") || line.starts_with("log-");
        }
        if keep {
            let _ = writeln!(reader, "{line}");
        }
    }
    std::fs::write(dir.join("en-reader.ftl"), reader).expect("OUT_DIR is writable");
    std::fs::write(dir.join("en.ftl"), out).expect("OUT_DIR is writable");
}
