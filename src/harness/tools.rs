//! The tool side: a trait any real tool could implement, and the demo's fakes.

use std::collections::BTreeMap;

/// Something the runner can run for the llm.
pub trait ToolImpl {
    /// Runs with the llm's input and returns the output the llm will read.
    fn run(&mut self, input: &str) -> String;
}

/// `read_file`: returns a scripted file's content.
#[derive(Clone, Debug, Default)]
pub struct FakeReadFile {
    pub files: BTreeMap<String, String>,
}

impl ToolImpl for FakeReadFile {
    fn run(&mut self, input: &str) -> String {
        match self.files.get(input.trim()) {
            Some(content) => content.clone(),
            None => format!("Error: no such file: {}", input.trim()),
        }
    }
}

/// `run_tests`: returns scripted test output.
#[derive(Clone, Debug, Default)]
pub struct FakeRunTests {
    pub output: String,
}

impl ToolImpl for FakeRunTests {
    fn run(&mut self, _input: &str) -> String {
        self.output.clone()
    }
}

/// `write_file`: pretends to write and says how much.
#[derive(Clone, Copy, Debug, Default)]
pub struct FakeWriteFile;

impl ToolImpl for FakeWriteFile {
    fn run(&mut self, input: &str) -> String {
        let path = input.lines().next().unwrap_or("").trim();
        let body = input.len() - input.lines().next().map_or(0, str::len);
        format!("Wrote {body} bytes to {path}.")
    }
}

/// The tools a driver can run, by name.
#[derive(Default)]
pub struct Toolbox {
    tools: BTreeMap<String, Box<dyn ToolImpl>>,
}

impl Toolbox {
    pub fn with(mut self, name: &str, tool: impl ToolImpl + 'static) -> Self {
        self.tools.insert(name.to_string(), Box::new(tool));
        self
    }

    /// Runs `name`; a tool the agent lists but nobody implemented answers with an error.
    pub fn run(&mut self, name: &str, input: &str) -> String {
        match self.tools.get_mut(name) {
            Some(tool) => tool.run(input),
            None => format!("Error: the tool {name} has no implementation here."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fakes_return_their_scripts() {
        let mut files = BTreeMap::new();
        files.insert("README.md".to_string(), "# Hi".to_string());
        let mut tools = Toolbox::default()
            .with("read_file", FakeReadFile { files })
            .with(
                "run_tests",
                FakeRunTests {
                    output: "ok".into(),
                },
            );
        assert_eq!(tools.run("read_file", " README.md "), "# Hi");
        assert!(tools.run("read_file", "nope").starts_with("Error:"));
        assert_eq!(tools.run("run_tests", ""), "ok");
        assert!(tools.run("deploy", "").starts_with("Error:"));
    }
}
