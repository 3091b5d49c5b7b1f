//! The tool side: a trait any real tool could implement, and the demo's fakes: a small
//! project with a README, a library file and a test suite.

use std::collections::BTreeMap;

use crate::harness::machine::ToolOutput;

/// Something the runner can run for the llm.
pub trait ToolImpl {
    /// Runs with the llm's input and returns the output the llm will read.
    fn run(&mut self, input: &str) -> ToolOutput;
}

/// The input's value for `key` when the llm sent JSON arguments (`{"path": "README.md"}`, as
/// a live model does), else the input itself, trimmed.
pub fn argument(input: &str, key: &str) -> String {
    let trimmed = input.trim();
    if trimmed.starts_with('{') {
        if let Ok(serde_json::Value::Object(map)) = serde_json::from_str(trimmed) {
            return map
                .get(key)
                .and_then(|v| v.as_str())
                .unwrap_or("")
                .trim()
                .to_string();
        }
    }
    trimmed.to_string()
}

fn ok(output: String) -> ToolOutput {
    ToolOutput {
        output,
        failed: false,
    }
}

/// `read_file`: returns a scripted file's content; a missing file fails.
#[derive(Clone, Debug, Default)]
pub struct FakeReadFile {
    pub files: BTreeMap<String, String>,
}

impl ToolImpl for FakeReadFile {
    fn run(&mut self, input: &str) -> ToolOutput {
        let path = argument(input, "path");
        match self.files.get(&path) {
            Some(content) => ok(content.clone()),
            None => ToolOutput {
                output: format!(
                    "no such file: {path}. Files here: {}.",
                    self.files.keys().cloned().collect::<Vec<_>>().join(", ")
                ),
                failed: true,
            },
        }
    }
}

/// `run_tests`: returns scripted test output.
#[derive(Clone, Debug, Default)]
pub struct FakeRunTests {
    pub output: String,
}

impl ToolImpl for FakeRunTests {
    fn run(&mut self, _input: &str) -> ToolOutput {
        ok(self.output.clone())
    }
}

/// `write_file`: pretends to write and says how much. Input: the path on the first line, then
/// the content.
#[derive(Clone, Copy, Debug, Default)]
pub struct FakeWriteFile;

impl ToolImpl for FakeWriteFile {
    fn run(&mut self, input: &str) -> ToolOutput {
        let path = input.lines().next().unwrap_or("").trim();
        let body = input.len() - input.lines().next().map_or(0, str::len);
        ok(format!("Wrote {body} bytes to {path}."))
    }
}

/// The tools a driver can run, by name, and how long each takes.
#[derive(Default)]
pub struct Toolbox {
    tools: BTreeMap<String, Box<dyn ToolImpl>>,
    durations_ms: BTreeMap<String, u64>,
}

impl Toolbox {
    pub fn with(mut self, name: &str, tool: impl ToolImpl + 'static) -> Self {
        self.tools.insert(name.to_string(), Box::new(tool));
        self
    }

    /// `name` takes `ms` milliseconds to run (instant unless said).
    pub fn taking(mut self, durations_ms: BTreeMap<String, u64>) -> Self {
        self.durations_ms = durations_ms;
        self
    }

    /// Runs `name`; a tool the agent lists but nobody implemented fails.
    pub fn run(&mut self, name: &str, input: &str) -> ToolOutput {
        match self.tools.get_mut(name) {
            Some(tool) => tool.run(input),
            None => ToolOutput {
                output: format!("the tool {name} has no implementation here."),
                failed: true,
            },
        }
    }

    /// How long `name` takes to run, in milliseconds.
    pub fn duration_ms(&self, name: &str) -> u64 {
        self.durations_ms.get(name).copied().unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fakes_return_their_scripts_and_fail_where_a_real_tool_would() {
        let mut files = BTreeMap::new();
        files.insert("README.md".to_string(), "# Hi".to_string());
        let mut tools = Toolbox::default()
            .with("read_file", FakeReadFile { files })
            .with(
                "run_tests",
                FakeRunTests {
                    output: "ok".into(),
                },
            )
            .taking(BTreeMap::from([("run_tests".to_string(), 45_000)]));
        assert_eq!(tools.run("read_file", " README.md "), ok("# Hi".into()));
        let missing = tools.run("read_file", "nope");
        assert!(missing.failed);
        assert_eq!(missing.output, "no such file: nope. Files here: README.md.");
        assert_eq!(tools.run("run_tests", ""), ok("ok".into()));
        assert!(tools.run("deploy", "").failed);
        assert_eq!(tools.duration_ms("run_tests"), 45_000);
        assert_eq!(tools.duration_ms("read_file"), 0);
    }

    #[test]
    fn json_arguments_are_read_by_key() {
        assert_eq!(argument(r#"{"path": " README.md "}"#, "path"), "README.md");
        assert_eq!(argument(r#"{"other": 1}"#, "path"), "");
        assert_eq!(argument(" README.md\n", "path"), "README.md");
        // Not JSON after all: taken as it is.
        assert_eq!(argument("{ not json", "path"), "{ not json");
    }

    #[test]
    fn write_file_counts_the_bytes_after_the_path() {
        assert_eq!(
            FakeWriteFile.run("a.txt\nhello"),
            ok("Wrote 6 bytes to a.txt.".into())
        );
    }
}
