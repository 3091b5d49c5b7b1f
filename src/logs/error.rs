//! Why a file cannot be read, in words that name the file and say what to do instead.

use std::fmt;

use crate::t;

/// Where the two supported tools keep their session logs, for messages that point there:
/// Claude Code's transcripts and Codex CLI's rollouts.
const CLAUDE: &str = "~/.claude/projects/<project>/<session>.jsonl";
const CODEX: &str = "~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl";

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
    /// No known format; `looks_like` says what it seems to be.
    UnknownFormat { file: String, looks_like: String },
    /// Only a Claude sub-agent's `.meta.json`, with no transcript to attach it to.
    OnlyMetadata { file: String },
    /// A log of a known format with no conversation in it (only titles or snapshots).
    NoConversation { file: String, format: String },
    /// Several files, none readable: each one's reason.
    NothingReadable(Vec<ImportError>),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ImportError::NoFiles => t!("err-log-no-files", claude = CLAUDE, codex = CODEX),
            ImportError::Empty { file } => {
                t!("err-log-empty", file = file, claude = CLAUDE, codex = CODEX)
            }
            ImportError::Binary { file } => {
                t!(
                    "err-log-binary",
                    file = file,
                    claude = CLAUDE,
                    codex = CODEX
                )
            }
            ImportError::Compressed { file } => t!("err-log-compressed", file = file),
            ImportError::CodexExecJson { file } => t!("err-log-codex-exec", file = file),
            ImportError::UnknownFormat { file, looks_like } => t!(
                "err-log-unknown-format",
                file = file,
                looks = looks_like,
                claude = CLAUDE,
                codex = CODEX
            ),
            ImportError::OnlyMetadata { file } => t!("err-log-only-metadata", file = file),
            ImportError::NoConversation { file, format } => {
                t!("err-log-no-conversation", file = file, format = format)
            }
            ImportError::NothingReadable(errors) => {
                write!(
                    f,
                    "{}",
                    t!("err-log-nothing-readable", files = errors.len())
                )?;
                for e in errors {
                    write!(f, "\n- {e}")?;
                }
                return Ok(());
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for ImportError {}
