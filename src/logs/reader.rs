//! The chunked reader: bytes of any number of files, in chunks cut anywhere, into one
//! [`Import`]. Each line is parsed, reduced to the few fields the model needs and dropped, so
//! what is kept grows with the text of the run, never with its JSON.

use super::detect::{self, Format, Sniffed};
use super::format_reader::Tally;
use super::lines::Lines;
use super::{claude, codex, AgentTool, FileReport, Import, ImportError, Skip};

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
    /// A Claude sub-agent's `.meta.json`: one small JSON document, read at the end.
    Meta(Vec<u8>),
    Refused(ImportError),
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

    /// Reads what was fed into one [`Import`].
    pub fn finish(self) -> Result<Import, ImportError> {
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

        let tool = files.iter().find_map(|(_, stage, _)| match stage {
            Stage::Claude(_) | Stage::Meta(_) => Some(AgentTool::ClaudeCode),
            Stage::Codex(_) => Some(AgentTool::Codex),
            _ => None,
        });
        let Some(tool) = tool else {
            return Err(refusal(files));
        };
        let (tool_name, other_name) = match tool {
            AgentTool::ClaudeCode => ("Claude Code", "Codex"),
            AgentTool::Codex => ("Codex", "Claude Code"),
        };

        let mut claude_files = Vec::new();
        let mut codex_files = Vec::new();
        let mut metas = Vec::new();
        let mut names = Vec::with_capacity(files.len());
        let mut tallies: Vec<Tally> = Vec::with_capacity(files.len());
        let mut problems: Vec<Option<ImportError>> = Vec::with_capacity(files.len());
        for (i, (name, stage, tally)) in files.into_iter().enumerate() {
            let mut problem = None;
            match stage {
                Stage::Claude(f) if tool == AgentTool::ClaudeCode => claude_files.push((i, f)),
                Stage::Meta(bytes) if tool == AgentTool::ClaudeCode => {
                    metas.push((i, name.clone(), bytes))
                }
                Stage::Codex(f) if tool == AgentTool::Codex => codex_files.push((i, f)),
                Stage::Claude(_) | Stage::Meta(_) | Stage::Codex(_) => {
                    problem = Some(ImportError::OtherTool {
                        file: name.clone(),
                        tool: other_name,
                        rest: tool_name,
                    })
                }
                Stage::Refused(e) => problem = Some(e),
                // `end` refuses every file it could not decide.
                Stage::Undecided(_) => {}
            }
            names.push(name);
            tallies.push(tally);
            problems.push(problem);
        }
        if claude_files.is_empty() && codex_files.is_empty() {
            if let Some((_, name, _)) = metas.first() {
                return Err(ImportError::OnlyMetadata { file: name.clone() });
            }
        }

        let built = match tool {
            AgentTool::ClaudeCode => claude::build(claude_files, metas, &names, &mut tallies),
            AgentTool::Codex => codex::build(codex_files, &names, &mut tallies),
        };
        let mut formats: Vec<Option<String>> = vec![None; names.len()];
        for (i, format) in built.file_formats {
            if let Some(slot) = formats.get_mut(i) {
                *slot = Some(format);
            }
        }

        let reports: Vec<FileReport> = names
            .into_iter()
            .zip(problems)
            .zip(formats)
            .zip(&tallies)
            .map(|(((name, problem), format), tally)| match problem {
                Some(problem) => FileReport {
                    name,
                    format: None,
                    lines_read: 0,
                    skipped: Vec::new(),
                    problem: Some(problem),
                },
                None => FileReport {
                    name,
                    format,
                    lines_read: tally.read,
                    skipped: tally.by_reason(),
                    problem: None,
                },
            })
            .collect();

        if built.sessions.iter().all(|s| s.events.is_empty()) {
            let first = reports.iter().find(|r| r.problem.is_none());
            return Err(ImportError::NoConversation {
                file: first.map(|r| r.name.clone()).unwrap_or_default(),
                format: built.format,
            });
        }

        Ok(Import {
            tool,
            format: built.format,
            version: built.version,
            sessions: built.sessions,
            files: reports,
        })
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
                Err(detect::unknown(self.name.clone(), &lines))
            }
            None => return,
        };
        let held = std::mem::take(held);
        self.stage = match verdict {
            Ok(Format::Claude) => Stage::Claude(claude::File::default()),
            Ok(Format::CodexEnvelope) => Stage::Codex(codex::File::new(false)),
            Ok(Format::CodexBare) => Stage::Codex(codex::File::new(true)),
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
        Stage::Claude(file) => {
            tally.read += 1;
            match text_of(line) {
                Some(text) => file.line(text, last, tally),
                None => tally.skip(Skip::NotText),
            }
        }
        Stage::Codex(file) => {
            tally.read += 1;
            match text_of(line) {
                Some(text) => file.line(text, last, tally),
                None => tally.skip(Skip::NotText),
            }
        }
        Stage::Meta(_) | Stage::Refused(_) => {}
    }
}

fn text_of(line: &[u8]) -> Option<&str> {
    if line.contains(&0) {
        return None;
    }
    std::str::from_utf8(line).ok()
}
