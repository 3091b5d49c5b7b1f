//! The chunked reader: bytes of any number of files, in chunks cut anywhere, into one
//! [`Import`]. Each line is parsed, reduced to the few fields the model needs and dropped, so
//! what is kept grows with the text of the run, never with its JSON.

use super::detect::{self, Format, Sniffed};
use super::format_reader::{Built, Tally};
use super::lines::Lines;
use super::{
    antigravity, claude, codex, copilot, gemini, opencode, otlp, AgentTool, FileReport, Import,
    ImportError, Skip, Unit,
};
use std::mem::take;

/// Reads files fed in chunks: `feed` each chunk under its file's name (a name not seen
/// before starts a new file), then `finish`. Feeding a file whole or in pieces of any size
/// gives the same [`Import`].
#[derive(Default)]
pub struct Reader {
    files: Vec<FileState>,
}

struct FileState {
    name: String,
    lines: Lines,
    /// Bytes seen so far (the first [`detect::HEAD`] are checked for NUL bytes).
    seen: usize,
    /// The first four bytes, for zstd's magic number.
    magic: Vec<u8>,
    stage: Stage,
    tally: Tally,
}

enum Stage {
    /// Lines held, with whether each was the file's unterminated last line, until a format
    /// is decided: the same lines decide it however the bytes were cut.
    Undecided(Vec<(Vec<u8>, bool)>),
    Claude(claude::File),
    Codex(codex::File),
    Gemini(gemini::File),
    Opencode(opencode::File),
    Antigravity(antigravity::File),
    Copilot(copilot::File),
    Otlp(otlp::File),
    /// A JSON document over many lines (Gemini CLI's `.json` chats, `opencode export`): its
    /// text, handed whole to its format's reader at the end.
    Document(Format, Vec<u8>),
    /// A Claude sub-agent's `.meta.json`: one small JSON document, read at the end.
    Meta(Vec<u8>),
    Refused(ImportError),
}

impl Stage {
    /// The reader of `format`, before its first line.
    fn of(format: Format) -> Stage {
        match format {
            Format::Claude => Stage::Claude(claude::File::default()),
            Format::CodexEnvelope => Stage::Codex(codex::File::new(false)),
            Format::CodexBare => Stage::Codex(codex::File::new(true)),
            Format::Gemini => Stage::Gemini(gemini::File::default()),
            Format::Opencode => Stage::Opencode(opencode::File::default()),
            Format::Antigravity => Stage::Antigravity(antigravity::File::default()),
            Format::Copilot => Stage::Copilot(copilot::File::default()),
            Format::Otlp => Stage::Otlp(otlp::File::default()),
        }
    }

    /// The tool whose log it is; None for a file that was not read.
    fn tool(&self) -> Option<AgentTool> {
        match self {
            Stage::Claude(_) | Stage::Meta(_) => Some(AgentTool::ClaudeCode),
            Stage::Codex(_) => Some(AgentTool::Codex),
            Stage::Gemini(_) => Some(AgentTool::GeminiCli),
            Stage::Opencode(_) => Some(AgentTool::Opencode),
            Stage::Antigravity(_) => Some(AgentTool::Antigravity),
            Stage::Copilot(_) => Some(AgentTool::CopilotCli),
            Stage::Otlp(_) => Some(AgentTool::OpenTelemetry),
            Stage::Document(..) | Stage::Undecided(_) | Stage::Refused(_) => None,
        }
    }
}

/// A `.meta.json` larger than this is not one.
const META_MAX: usize = 1 << 20;

impl Reader {
    pub fn new() -> Self {
        Reader::default()
    }

    /// Adds `chunk` to the file called `name`.
    pub fn feed(&mut self, name: &str, chunk: &[u8]) {
        let index = match self.files.iter().rposition(|f| f.name == name) {
            Some(i) => i,
            None => {
                self.files.push(FileState::new(name));
                self.files.len() - 1
            }
        };
        if let Some(file) = self.files.get_mut(index) {
            file.feed(chunk);
        }
    }

    /// Reads what was fed into one [`Import`]: the first tool's, when the files are of several
    /// (see [`Reader::finish_all`]).
    pub fn finish(self) -> Result<Import, ImportError> {
        self.finish_all()?
            .into_iter()
            .next()
            .ok_or(ImportError::NoFiles)
    }

    /// Reads what was fed into one [`Import`] per tool, in the order each tool's first file was
    /// given: a folder may hold Claude Code's, Codex's and Gemini CLI's logs side by side. The
    /// files no reader could read are reported in the first.
    pub fn finish_all(self) -> Result<Vec<Import>, ImportError> {
        if self.files.is_empty() {
            return Err(ImportError::NoFiles);
        }
        let files: Vec<(String, Stage, Tally)> = self
            .files
            .into_iter()
            .map(|mut f| {
                f.end();
                (f.name, f.stage, f.tally)
            })
            .collect();
        let mut tools: Vec<AgentTool> = Vec::new();
        for tool in files.iter().filter_map(|(_, stage, _)| stage.tool()) {
            if !tools.contains(&tool) {
                tools.push(tool);
            }
        }
        if tools.is_empty() {
            return Err(refusal(files));
        }

        let mut groups = Groups::default();
        let mut names = Vec::with_capacity(files.len());
        let mut tallies: Vec<Tally> = Vec::with_capacity(files.len());
        let mut problems: Vec<Option<ImportError>> = Vec::with_capacity(files.len());
        let mut owner: Vec<Option<AgentTool>> = Vec::with_capacity(files.len());
        for (i, (name, stage, tally)) in files.into_iter().enumerate() {
            owner.push(stage.tool());
            let mut problem = None;
            match stage {
                Stage::Claude(f) => groups.claude.push((i, f)),
                Stage::Meta(bytes) => groups.metas.push((i, name.clone(), bytes)),
                Stage::Codex(f) => groups.codex.push((i, f)),
                Stage::Gemini(f) => groups.gemini.push((i, f)),
                Stage::Opencode(f) => groups.opencode.push((i, f)),
                Stage::Antigravity(f) => groups.antigravity.push((i, f)),
                Stage::Copilot(f) => groups.copilot.push((i, f)),
                Stage::Otlp(f) => groups.otlp.push((i, f)),
                Stage::Refused(e) => problem = Some(e),
                // `end` reads every document and refuses every file it could not decide.
                Stage::Document(..) | Stage::Undecided(_) => {}
            }
            names.push(name);
            tallies.push(tally);
            problems.push(problem);
        }
        if tools == [AgentTool::ClaudeCode] && groups.claude.is_empty() {
            if let Some((_, name, _)) = groups.metas.first() {
                return Err(ImportError::OnlyMetadata { file: name.clone() });
            }
        }

        let mut imports: Vec<Import> = Vec::new();
        let mut first_error = None;
        let mut unreported: Vec<FileReport> = Vec::new();
        for (n, tool) in tools.iter().copied().enumerate() {
            let built = groups.build(tool, &names, &mut tallies);
            let mut formats: Vec<Option<String>> = vec![None; names.len()];
            for (i, format) in built.file_formats {
                if let Some(slot) = formats.get_mut(i) {
                    *slot = Some(format);
                }
            }
            // Its own files, and the unreadable ones in the first tool's report.
            let reports: Vec<FileReport> = (0..names.len())
                .filter(|&i| {
                    owner.get(i).copied().flatten() == Some(tool)
                        || (n == 0 && owner.get(i).copied().flatten().is_none())
                })
                .map(|i| {
                    let name = names.get(i).cloned().unwrap_or_default();
                    match problems.get(i).cloned().flatten() {
                        Some(problem) => FileReport {
                            name,
                            format: None,
                            lines_read: 0,
                            skipped: Vec::new(),
                            unit: Unit::Lines,
                            problem: Some(problem),
                        },
                        None => {
                            let tally = tallies.get(i).cloned().unwrap_or_default();
                            FileReport {
                                name,
                                format: formats.get(i).cloned().flatten(),
                                lines_read: tally.read,
                                skipped: tally.by_reason(),
                                unit: tally.unit,
                                problem: None,
                            }
                        }
                    }
                })
                .collect();
            if built.sessions.iter().all(|s| s.events.is_empty()) {
                let first = reports.iter().find(|r| r.problem.is_none());
                let error = ImportError::NoConversation {
                    file: first.map(|r| r.name.clone()).unwrap_or_default(),
                    format: built.format,
                };
                // Reported with another tool's run, if there is one.
                for mut report in reports {
                    report.problem.get_or_insert_with(|| error.clone());
                    unreported.push(report);
                }
                first_error.get_or_insert(error);
                continue;
            }
            imports.push(Import {
                tool,
                format: built.format,
                version: built.version,
                sessions: built.sessions,
                files: reports,
            });
        }
        match (first_error, imports.first_mut()) {
            (Some(e), None) => Err(e),
            (_, Some(first)) => {
                first.files.extend(unreported);
                Ok(imports)
            }
            (None, None) => Err(ImportError::NoFiles),
        }
    }
}

/// The read files of each tool, by their index among the files given.
#[derive(Default)]
struct Groups {
    claude: Vec<(usize, claude::File)>,
    metas: Vec<(usize, String, Vec<u8>)>,
    codex: Vec<(usize, codex::File)>,
    gemini: Vec<(usize, gemini::File)>,
    opencode: Vec<(usize, opencode::File)>,
    antigravity: Vec<(usize, antigravity::File)>,
    copilot: Vec<(usize, copilot::File)>,
    otlp: Vec<(usize, otlp::File)>,
}

impl Groups {
    /// `tool`'s sessions, from its files (taken: each tool is built once).
    fn build(&mut self, tool: AgentTool, names: &[String], tallies: &mut [Tally]) -> Built {
        match tool {
            AgentTool::ClaudeCode => claude::build(
                take(&mut self.claude),
                take(&mut self.metas),
                names,
                tallies,
            ),
            AgentTool::Codex => codex::build(take(&mut self.codex), names, tallies),
            AgentTool::GeminiCli => gemini::build(take(&mut self.gemini), names, tallies),
            AgentTool::Opencode => opencode::build(take(&mut self.opencode), names, tallies),
            AgentTool::Antigravity => {
                antigravity::build(take(&mut self.antigravity), names, tallies)
            }
            AgentTool::CopilotCli => copilot::build(take(&mut self.copilot), names, tallies),
            AgentTool::OpenTelemetry => otlp::build(take(&mut self.otlp), names, tallies),
        }
    }
}

/// The error when no file could be read: the file's own, or every file's.
fn refusal(files: Vec<(String, Stage, Tally)>) -> ImportError {
    let mut errors: Vec<ImportError> = files
        .into_iter()
        .map(|(name, stage, _)| match stage {
            Stage::Refused(e) => e,
            _ => ImportError::Empty { file: name },
        })
        .collect();
    if errors.len() == 1 {
        errors.pop().unwrap_or(ImportError::NoFiles)
    } else {
        ImportError::NothingReadable(errors)
    }
}

impl FileState {
    fn new(name: &str) -> Self {
        let stage = if detect::named_compressed(name) {
            Stage::Refused(ImportError::Compressed { file: name.into() })
        } else if detect::named_meta(name) {
            Stage::Meta(Vec::new())
        } else {
            Stage::Undecided(Vec::new())
        };
        FileState {
            name: name.to_string(),
            lines: Lines::default(),
            seen: 0,
            magic: Vec::new(),
            stage,
            tally: Tally::default(),
        }
    }

    fn feed(&mut self, chunk: &[u8]) {
        match &mut self.stage {
            Stage::Refused(_) => return,
            Stage::Document(_, text) => {
                text.extend_from_slice(chunk);
                return;
            }
            Stage::Meta(bytes) => {
                if bytes.len() + chunk.len() <= META_MAX {
                    bytes.extend_from_slice(chunk);
                }
                return;
            }
            _ => {}
        }
        self.check_head(chunk);
        if matches!(self.stage, Stage::Refused(_)) {
            return;
        }
        let FileState {
            lines,
            stage,
            tally,
            ..
        } = self;
        lines.feed(chunk, |line| on_line(stage, tally, line, false));
        if self.seen >= detect::HEAD {
            self.decide(false);
        }
    }

    /// The file's end: its last line, and a decision if none was made.
    fn end(&mut self) {
        if matches!(self.stage, Stage::Refused(_) | Stage::Meta(_)) {
            return;
        }
        if let Stage::Document(format, text) = &mut self.stage {
            let (format, text) = (*format, std::mem::take(text));
            self.read_document(format, &text);
            return;
        }
        if let Some(last) = self.lines.finish() {
            on_line(&mut self.stage, &mut self.tally, &last, true);
        }
        self.decide(true);
        if let Stage::Undecided(held) = &self.stage {
            let error = if held.is_empty() {
                ImportError::Empty {
                    file: self.name.clone(),
                }
            } else {
                let lines: Vec<Vec<u8>> = held.iter().map(|(l, _)| l.clone()).collect();
                detect::unknown(self.name.clone(), &lines)
            };
            self.stage = Stage::Refused(error);
        }
    }

    /// A whole JSON document, read as one line of its format (a document cut off before its
    /// end is its reader's to report).
    fn read_document(&mut self, format: Format, text: &[u8]) {
        self.stage = Stage::of(format);
        on_line(&mut self.stage, &mut self.tally, text, true);
    }

    /// zstd's magic number and NUL bytes, looked for in the first bytes of the file.
    fn check_head(&mut self, chunk: &[u8]) {
        if self.seen < detect::HEAD {
            let room = detect::HEAD - self.seen;
            let head = chunk.get(..room.min(chunk.len())).unwrap_or(chunk);
            if self.magic.len() < 4 {
                let want = (4 - self.magic.len()).min(head.len());
                self.magic
                    .extend_from_slice(head.get(..want).unwrap_or_default());
                if self.magic.len() == 4 && detect::is_zstd(&self.magic) {
                    self.stage = Stage::Refused(ImportError::Compressed {
                        file: self.name.clone(),
                    });
                    return;
                }
            }
            if head.contains(&0) {
                self.stage = Stage::Refused(ImportError::Binary {
                    file: self.name.clone(),
                });
                return;
            }
        }
        self.seen = self.seen.saturating_add(chunk.len());
    }

    /// Decides the format from the held lines, then hands them to its reader. `at_end`:
    /// no more lines will come, so a file that decided nothing is of no known format.
    fn decide(&mut self, at_end: bool) {
        let Stage::Undecided(held) = &mut self.stage else {
            return;
        };
        let mut undecided = 0;
        let mut verdict = None;
        for (line, _) in held.iter() {
            if line.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            let Ok(text) = std::str::from_utf8(line) else {
                verdict = Some(Err(ImportError::Binary {
                    file: self.name.clone(),
                }));
                break;
            };
            if let Ok(v) = serde_json::from_str::<serde_json::Value>(text) {
                match detect::sniff(&v) {
                    Some(Sniffed::Is(format)) => {
                        verdict = Some(Ok(format));
                        break;
                    }
                    Some(Sniffed::Refuse(error)) => {
                        verdict = Some(Err(error(self.name.clone())));
                        break;
                    }
                    None => {}
                }
            }
            undecided += 1;
            if undecided >= detect::PATIENCE {
                break;
            }
        }
        let verdict = match verdict {
            Some(v) => v,
            None if at_end || undecided >= detect::PATIENCE => {
                if held.is_empty() {
                    return;
                }
                let lines: Vec<Vec<u8>> = held.iter().map(|(l, _)| l.clone()).collect();
                if let Some(format) = detect::document(&lines) {
                    // The held lines and every later byte are the document's text.
                    let mut text = lines.join(&b'\n');
                    text.push(b'\n');
                    let rest = self.lines.take_partial();
                    text.extend_from_slice(&rest);
                    self.stage = Stage::Document(format, text);
                    if at_end {
                        self.end();
                    }
                    return;
                }
                Err(detect::unknown(self.name.clone(), &lines))
            }
            None => return,
        };
        let held = std::mem::take(held);
        self.stage = match verdict {
            Ok(format) => Stage::of(format),
            Err(e) => Stage::Refused(e),
        };
        for (line, last) in held {
            on_line(&mut self.stage, &mut self.tally, &line, last);
        }
    }
}

/// One line of a file: held until the format is known, then read; blank lines are nothing.
fn on_line(stage: &mut Stage, tally: &mut Tally, line: &[u8], last: bool) {
    if line.iter().all(u8::is_ascii_whitespace) {
        return;
    }
    match stage {
        Stage::Undecided(held) => held.push((line.to_vec(), last)),
        Stage::Claude(_)
        | Stage::Codex(_)
        | Stage::Gemini(_)
        | Stage::Opencode(_)
        | Stage::Antigravity(_)
        | Stage::Copilot(_)
        | Stage::Otlp(_) => {
            tally.read += 1;
            let Some(text) = text_of(line) else {
                tally.skip(Skip::NotText);
                return;
            };
            match stage {
                Stage::Claude(file) => file.line(text, last, tally),
                Stage::Codex(file) => file.line(text, last, tally),
                Stage::Gemini(file) => file.line(text, last, tally),
                Stage::Opencode(file) => file.line(text, last, tally),
                Stage::Antigravity(file) => file.line(text, last, tally),
                Stage::Copilot(file) => file.line(text, last, tally),
                Stage::Otlp(file) => file.line(text, last, tally),
                _ => {}
            }
        }
        Stage::Meta(_) | Stage::Document(..) | Stage::Refused(_) => {}
    }
}

fn text_of(line: &[u8]) -> Option<&str> {
    if line.contains(&0) {
        return None;
    }
    std::str::from_utf8(line).ok()
}
