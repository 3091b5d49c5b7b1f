//! Memory files: project instructions (CLAUDE.md, AGENTS.md) the harness puts in front of the
//! llm. One at the project's root is loaded when a session starts; one in a folder is loaded
//! the first time a file under that folder is read. After a compaction the harness loads
//! again every memory file it had loaded.

use serde::{Deserialize, Serialize};

/// One memory file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(not(target_arch = "wasm32"), derive(schemars::JsonSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MemoryFile {
    /// Its path from the project's root: `CLAUDE.md`, or `src/CLAUDE.md` for the `src`
    /// folder's.
    pub path: String,
    pub content: String,
}

impl MemoryFile {
    /// The folder it speaks for, "" for the project's root.
    pub fn folder(&self) -> &str {
        self.path.rsplit_once('/').map_or("", |(folder, _)| folder)
    }

    /// Whether it is loaded when a session starts (it sits at the root).
    pub fn at_start(&self) -> bool {
        self.folder().is_empty()
    }

    /// Whether reading `path` loads it: the path is under its folder.
    pub fn covers(&self, path: &str) -> bool {
        let folder = self.folder();
        !folder.is_empty()
            && path
                .trim()
                .trim_start_matches("./")
                .strip_prefix(folder)
                .is_some_and(|rest| rest.starts_with('/'))
    }

    /// The note that carries it into the thread.
    pub fn note(&self, again: bool) -> String {
        if again {
            format!(
                "Memory file {}, loaded again after the compaction:\n{}",
                self.path, self.content
            )
        } else {
            format!("Memory file {}:\n{}", self.path, self.content)
        }
    }
}

/// The path a read call reads: its input, or the `file_path` or `path` of JSON arguments.
pub fn read_path(input: &str) -> String {
    serde_json::from_str::<serde_json::Value>(input)
        .ok()
        .and_then(|v| {
            ["file_path", "path"]
                .iter()
                .find_map(|k| v.get(k).and_then(|p| p.as_str()).map(str::to_string))
        })
        .unwrap_or_else(|| input.trim().to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_read_calls_path_is_its_input_or_its_arguments_path() {
        assert_eq!(read_path(" src/lib.rs\n"), "src/lib.rs");
        assert_eq!(read_path(r#"{"file_path":"src/a.rs"}"#), "src/a.rs");
        assert_eq!(read_path(r#"{"path":"b.rs","limit":3}"#), "b.rs");
    }

    #[test]
    fn a_folders_file_covers_the_files_under_it_only() {
        let m = MemoryFile {
            path: "src/CLAUDE.md".into(),
            content: String::new(),
        };
        assert_eq!(m.folder(), "src");
        assert!(!m.at_start());
        assert!(m.covers("src/lib.rs"));
        assert!(m.covers("./src/a/b.rs"));
        assert!(!m.covers("srcs/lib.rs"));
        assert!(!m.covers("README.md"));
        let root = MemoryFile {
            path: "CLAUDE.md".into(),
            content: String::new(),
        };
        assert!(root.at_start());
        assert!(
            !root.covers("src/lib.rs"),
            "the root's is loaded at the start, not by reads"
        );
    }
}
