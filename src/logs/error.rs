//! Why a file cannot be read, in words that name the file and say what to do instead.

use std::fmt;

/// Where the two supported tools keep their session logs, for messages that point there.
const WHERE: &str = "Claude Code transcripts (~/.claude/projects/<project>/<session>.jsonl) \
                     and Codex CLI rollouts (~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl)";

/// A file that cannot be read, or an import with nothing readable in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// `read` or `finish` was given no file.
    NoFiles,
    /// The file has no bytes, or only white space.
    Empty { file: String },
    /// Not text: NUL bytes, or not UTF-8.
    Binary { file: String },
    /// zstd-compressed (`.jsonl.zst`, or its magic bytes `28 B5 2F FD`).
    Compressed { file: String },
    /// The output of `codex exec --json`: events for scripts, not a session log.
    CodexExecJson { file: String },
    /// A known tool's log that this reader does not read yet ("opencode", "gemini-cli").
    NotSupported { file: String, tool: &'static str },
    /// No known format; `looks_like` says what it seems to be.
    UnknownFormat { file: String, looks_like: String },
    /// Only a Claude sub-agent's `.meta.json`, with no transcript to attach it to.
    OnlyMetadata { file: String },
    /// A log of the other tool than the rest of the import's files.
    OtherTool {
        file: String,
        tool: &'static str,
        rest: &'static str,
    },
    /// A log of a known format with no conversation in it (only titles or snapshots).
    NoConversation { file: String, format: String },
    /// Several files, none readable: each one's reason.
    NothingReadable(Vec<ImportError>),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::NoFiles => write!(f, "no file was given: drop one of the {WHERE}"),
            ImportError::Empty { file } => write!(
                f,
                "{file}: the file is empty. Drop a session log that has lines in it: {WHERE}"
            ),
            ImportError::Binary { file } => write!(
                f,
                "{file}: this is not a text file (it holds NUL bytes or is not UTF-8). \
                 Session logs are JSON Lines text: {WHERE}"
            ),
            ImportError::Compressed { file } => write!(
                f,
                "{file}: the file is compressed with zstd: decompress it first, e.g. \
                 `zstd -d {file}`, then drop the .jsonl it writes"
            ),
            ImportError::CodexExecJson { file } => write!(
                f,
                "{file}: this is the output of `codex exec --json` (thread.started, \
                 item.completed…), a stream of events for scripts and not a session log. \
                 Open the session's rollout instead: ~/.codex/sessions/YYYY/MM/DD/\
                 rollout-<date>-<thread id>.jsonl (the thread id is in the thread.started line)"
            ),
            ImportError::NotSupported { file, tool } => write!(
                f,
                "{file}: this looks like a {tool} session, which is not supported yet. \
                 Supported: {WHERE}"
            ),
            ImportError::UnknownFormat { file, looks_like } => write!(
                f,
                "{file}: not a session log of a known format ({looks_like}). Known formats: \
                 {WHERE}"
            ),
            ImportError::OnlyMetadata { file } => write!(
                f,
                "{file}: this is a sub-agent's metadata, not a transcript: drop it together \
                 with the session's .jsonl files"
            ),
            ImportError::OtherTool { file, tool, rest } => write!(
                f,
                "{file}: a {tool} log among {rest} logs was left out: open it on its own"
            ),
            ImportError::NoConversation { file, format } => write!(
                f,
                "{file}: a {format} log with no conversation in it (only titles, snapshots or \
                 settings). Drop the session's transcript"
            ),
            ImportError::NothingReadable(errors) => {
                write!(f, "none of the {} files could be read:", errors.len())?;
                for e in errors {
                    write!(f, "\n- {e}")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for ImportError {}
