//! The layers go one way: the catalogs of words, the harness core, then the trace and the log readers side by side,
//! then the page's pure protocols (links, the embed API, hosted files, the log worker's
//! messages), then the view model, then the UI. This test reads every source file's paths into
//! the crate (`crate::…`, `super::…`, `harness_demo::…`) and fails when a file reaches a layer
//! above its own, or when a file of the UI outside `ui/run/` touches the core or the readers
//! (`run` is the one module of the page that drives the core; the rest reads view types).

use std::path::{Path, PathBuf};

/// A top-level module of the crate and the layer it is in.
fn layer_of(top: &str) -> Option<Layer> {
    Some(match top {
        "i18n" => Layer::Words,
        "harness" => Layer::Core,
        "trace" => Layer::Trace,
        "logs" => Layer::Readers,
        "link" | "embed" | "hosted" | "log_worker" => Layer::Protocols,
        "view" => Layer::View,
        "ui" => Layer::Ui,
        _ => return None,
    })
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Layer {
    /// The catalogs of words: below everything, so that any layer may say something.
    Words,
    Core,
    Trace,
    Readers,
    Protocols,
    View,
    Ui,
}

impl Layer {
    /// Whether a file of this layer may use `other`: its own and those below, but the trace
    /// and the readers are side by side and neither uses the other.
    fn may_use(self, other: Layer) -> bool {
        match (self, other) {
            (Layer::Trace, Layer::Readers) | (Layer::Readers, Layer::Trace) => false,
            _ => other <= self,
        }
    }
}

/// A file's module path under `src/`: `src/view/chat.rs` is `["view", "chat"]`, a `mod.rs` its
/// folder's; the binaries are outside the library (an empty path).
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).expect("a file under src/");
    let mut parts: Vec<String> = rel
        .iter()
        .map(|p| p.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if parts.first().is_some_and(|p| p == "bin") || parts == ["main"] || parts == ["lib"] {
        return Vec::new();
    }
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// The code of a line without its comment (a `//` outside a string).
fn code(line: &str) -> &str {
    let mut in_string = false;
    let mut prev = ' ';
    for (i, c) in line.char_indices() {
        match c {
            '"' if prev != '\\' => in_string = !in_string,
            '/' if !in_string && prev == '/' => return &line[..i - 1],
            _ => {}
        }
        prev = c;
    }
    line
}

/// The top-level modules a line's paths reach, from a file at `here` (its module path).
fn reached(here: &[String], line: &str) -> Vec<String> {
    let code = code(line);
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let starts_word =
        |i: usize| i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
    let ident_at = |i: usize| -> String {
        code[i..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        if starts_word(i) {
            for root in ["crate::", "harness_demo::"] {
                if !rest.starts_with(root) {
                    continue;
                }
                let after = i + root.len();
                if code[after..].starts_with('{') {
                    // `crate::{a::X, b::Y}`: each name at the group's first depth.
                    let mut depth = 0;
                    let mut name_next = true;
                    for (k, c) in code[after..].char_indices() {
                        match c {
                            '{' => {
                                depth += 1;
                                name_next = depth == 1;
                            }
                            '}' => depth -= 1,
                            ',' if depth == 1 => name_next = true,
                            c if name_next && (c.is_ascii_alphabetic() || c == '_') => {
                                out.push(ident_at(after + k));
                                name_next = false;
                            }
                            _ => {}
                        }
                        if depth == 0 {
                            break;
                        }
                    }
                } else {
                    out.push(ident_at(after));
                }
            }
            if rest.starts_with("super::") {
                // Each `super` goes one module up; past the crate root the next name is a
                // top-level module itself.
                let mut path = here.to_vec();
                let mut j = i;
                while code[j..].starts_with("super::") {
                    path.pop();
                    j += "super::".len();
                }
                out.push(match path.first() {
                    Some(top) => top.clone(),
                    None => ident_at(j),
                });
                i = j;
                continue;
            }
        }
        i += rest.chars().next().map_or(1, char::len_utf8);
    }
    out
}

/// What is wrong with one file's paths: each a "file:line: …" sentence.
fn problems(src: &Path, file: &Path, text: &str) -> Vec<String> {
    let here = module_path(src, file);
    let own = here.first().and_then(|top| layer_of(top));
    let rel = file
        .strip_prefix(src.parent().unwrap_or(src))
        .unwrap_or(file);
    let in_ui_outside_run =
        here.first().is_some_and(|t| t == "ui") && here.get(1).is_none_or(|m| m != "run");
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = format!("{}:{}", rel.display(), n + 1);
        for top in reached(&here, line) {
            let Some(theirs) = layer_of(&top) else {
                continue;
            };
            if let Some(own) = own {
                if !own.may_use(theirs) {
                    out.push(format!(
                        "{at}: the {own:?} layer uses {top} ({theirs:?}), which is not below it"
                    ));
                }
            }
            if in_ui_outside_run && matches!(theirs, Layer::Core | Layer::Readers) {
                out.push(format!(
                    "{at}: the page outside ui/run/ uses {top}; it reads view types only"
                ));
            }
        }
        if in_ui_outside_run && code(line).contains(".harness()") {
            out.push(format!(
                "{at}: the page outside ui/run/ reads the trace's harness; it reads view types only"
            ));
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .expect("src/ reads")
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The paths in `code` that start at a root (`crate::`, `super::`, `self::`), each as the
/// segments after it, a brace group giving one path per member (one level deep).
fn paths(code: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let bytes = code.as_bytes();
    let ident = |from: usize| -> String {
        code[from..]
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    let mut i = 0;
    while i < code.len() {
        let word_start = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let root = ["crate::", "super::", "self::"]
            .into_iter()
            .find(|r| word_start && code[i..].starts_with(r));
        let Some(root) = root else {
            i += code[i..].chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let mut j = i + root.len();
        let mut prefix = vec![root.trim_end_matches("::").to_string()];
        // Further `super::`s belong to the root.
        while root == "super::" && code[j..].starts_with("super::") {
            prefix.push("super".into());
            j += "super::".len();
        }
        let mut segments = Vec::new();
        loop {
            if code[j..].starts_with('{') {
                let end = code[j..].find('}').map_or(code.len(), |e| j + e);
                for member in code[j + 1..end].split(',') {
                    let member = member.trim();
                    let mut full = segments.clone();
                    full.extend(
                        member
                            .split("::")
                            .map(|m| m.trim().to_string())
                            .filter(|m| !m.is_empty() && m != "self"),
                    );
                    out.push((prefix.join("::"), full));
                }
                i = end;
                break;
            }
            let name = ident(j);
            if name.is_empty() {
                out.push((prefix.join("::"), segments));
                i = j;
                break;
            }
            j += name.len();
            segments.push(name);
            if code[j..].starts_with("::") {
                j += 2;
            } else {
                out.push((prefix.join("::"), segments));
                i = j;
                break;
            }
        }
        i = i.max(1);
    }
    out
}

/// The file each file of the library imports from, by module path: the longest module that
/// the path names. A file's own folder's `mod.rs` (the module it belongs to) is left out: a
/// child reading its parent's items is how a module is built, not a circle.
fn imports(modules: &[Vec<String>], here: &[String], code: &str) -> Vec<Vec<String>> {
    let is_mod_rs = |path: &[String]| modules.iter().any(|m| m.as_slice() == path);
    let mut out = Vec::new();
    for (root, segments) in paths(code) {
        let mut base: Vec<String> = match root.split("::").next() {
            Some("crate") => Vec::new(),
            Some("self") => here.to_vec(),
            _ => {
                let mut b = here.to_vec();
                for _ in root.split("::") {
                    b.pop();
                }
                b
            }
        };
        base.extend(segments);
        let target = (0..=base.len())
            .rev()
            .map(|n| base[..n].to_vec())
            .find(|m| is_mod_rs(m));
        if let Some(target) = target {
            let ancestor = here.starts_with(&target);
            if !ancestor && !out.contains(&target) {
                out.push(target);
            }
        }
    }
    out
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_file_uses_only_its_own_layer_and_those_below() {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    assert!(files.len() > 50, "read {} files", files.len());
    let found: Vec<String> = files
        .iter()
        .flat_map(|f| problems(&src, f, &std::fs::read_to_string(f).expect("a source file")))
        .collect();
    assert!(found.is_empty(), "layers broken:\n{}", found.join("\n"));
}

#[test]
fn a_planted_upward_import_is_found() {
    let src = src();
    let at = |path: &str, text: &str| problems(&src, &src.join(path), text);
    assert_eq!(
        at("harness/machine/runner.rs", "use crate::view::chat::ChatLog;"),
        ["src/harness/machine/runner.rs:1: the Core layer uses view (View), which is not below it"]
    );
    assert_eq!(
        at("logs/reader.rs", "let t: crate::trace::Trace;").len(),
        1,
        "readers and trace sit side by side"
    );
    assert_eq!(
        at("view/chat.rs", "    use super::super::ui::page::Page;").len(),
        1,
        "super:: past the layer"
    );
    assert_eq!(
        at("ui/chat.rs", "use crate::harness::machine::Harness;").len(),
        1
    );
    assert_eq!(
        at("ui/chat.rs", "page.at_step(|t, _| t.harness().main())").len(),
        1
    );
    assert_eq!(
        at("ui/run/mod.rs", "use crate::harness::machine::Harness;"),
        Vec::<String>::new(),
        "run drives the core"
    );
    assert_eq!(
        at("view/chat.rs", "// a comment about crate::ui is no import"),
        Vec::<String>::new()
    );
    assert_eq!(
        at(
            "view/chat.rs",
            r#"let s = "http://x"; use crate::ui::page::Page;"#
        )
        .len(),
        1,
        "// in a string is no comment"
    );
    assert_eq!(
        at(
            "trace.rs",
            "use crate::{harness::machine::Harness, view::chat::ChatLog};"
        )
        .len(),
        1,
        "a group at the root"
    );
    assert_eq!(
        at("bin/reader.rs", "use harness_demo::ui::mount;"),
        Vec::<String>::new(),
        "binaries sit above the library"
    );
}

/// A circle of imports between files: one way round it, as "a → b → a".
fn circle(graph: &[(Vec<String>, Vec<Vec<String>>)]) -> Option<String> {
    fn visit(
        graph: &[(Vec<String>, Vec<Vec<String>>)],
        node: &[String],
        stack: &mut Vec<Vec<String>>,
        done: &mut Vec<Vec<String>>,
    ) -> Option<Vec<Vec<String>>> {
        if let Some(at) = stack.iter().position(|n| n.as_slice() == node) {
            let mut round = stack[at..].to_vec();
            round.push(node.to_vec());
            return Some(round);
        }
        if done.iter().any(|n| n.as_slice() == node) {
            return None;
        }
        stack.push(node.to_vec());
        let next = graph
            .iter()
            .find(|(n, _)| n.as_slice() == node)
            .map(|(_, e)| e);
        for to in next.into_iter().flatten() {
            if let Some(round) = visit(graph, to, stack, done) {
                return Some(round);
            }
        }
        stack.pop();
        done.push(node.to_vec());
        None
    }
    let mut done = Vec::new();
    for (node, _) in graph {
        if let Some(round) = visit(graph, node, &mut Vec::new(), &mut done) {
            let names: Vec<String> = round.iter().map(|m| m.join("::")).collect();
            return Some(names.join(" → "));
        }
    }
    None
}

fn import_graph(files: &[(Vec<String>, String)]) -> Vec<(Vec<String>, Vec<Vec<String>>)> {
    let modules: Vec<Vec<String>> = files.iter().map(|(m, _)| m.clone()).collect();
    files
        .iter()
        .map(|(here, text)| {
            let code: String = text.lines().map(|l| format!("{}\n", code(l))).collect();
            (here.clone(), imports(&modules, here, &code))
        })
        .collect()
}

#[test]
fn no_two_files_import_each_other_round_a_circle() {
    let src = src();
    let mut paths = Vec::new();
    rust_files(&src, &mut paths);
    let files: Vec<(Vec<String>, String)> = paths
        .iter()
        .map(|p| {
            (
                module_path(&src, p),
                std::fs::read_to_string(p).expect("a source file"),
            )
        })
        .filter(|(m, _)| !m.is_empty())
        .collect();
    let graph = import_graph(&files);
    assert!(
        graph.iter().map(|(_, e)| e.len()).sum::<usize>() > 100,
        "the graph has its edges"
    );
    assert_eq!(circle(&graph), None);
}

#[test]
fn a_planted_circle_is_found() {
    let file = |m: &str, text: &str| {
        (
            m.split("::").map(str::to_string).collect::<Vec<_>>(),
            text.to_string(),
        )
    };
    let files = vec![
        file("logs", "mod reader; mod claude;"),
        file("logs::reader", "use super::claude::File;"),
        file("logs::claude", "use crate::logs::reader::Tally;"),
    ];
    assert_eq!(
        circle(&import_graph(&files)).as_deref(),
        Some("logs::reader → logs::claude → logs::reader")
    );
    let parent_and_child = vec![
        file("machine", "use runner::Phase;"),
        file("machine::runner", "use super::{Shared, tokens};"),
        file("machine::tokens", ""),
    ];
    assert_eq!(
        circle(&import_graph(&parent_and_child)),
        None,
        "a child reads its parent"
    );
}
