//! What a format's reader hands the dispatcher ([`super::reader`]): the lines it read and
//! skipped, by reason, and the sessions it built. Its own module, so the dispatcher and the
//! readers it calls each import it, and neither imports the other.

use super::{LogSession, Skip, Unit};

/// A line as a JSON object, or None when it is not one, counted in `tally`: as cut off when it
/// is the file's last line and does not parse (the file was still being written), else as not
/// JSON.
pub(in crate::logs) fn object_line(
    text: &str,
    last: bool,
    tally: &mut Tally,
) -> Option<serde_json::Value> {
    match serde_json::from_str(text) {
        Ok(v @ serde_json::Value::Object(_)) => Some(v),
        Err(_) if last => {
            tally.skip(Skip::CutOff);
            None
        }
        _ => {
            tally.skip(Skip::NotJson);
            None
        }
    }
}

/// Lines read and skipped in one file, by reason.
#[derive(Clone, Debug, Default)]
pub(in crate::logs) struct Tally {
    pub(in crate::logs) read: u64,
    skipped: [u64; Skip::ALL.len()],
    /// What `read` and the skips count (lines, unless the format says otherwise).
    pub(in crate::logs) unit: Unit,
}

impl Tally {
    pub(in crate::logs) fn skip(&mut self, why: Skip) {
        self.skip_many(why, 1);
    }

    pub(in crate::logs) fn skip_many(&mut self, why: Skip, n: u64) {
        if let Some(count) = self.skipped.get_mut(why as usize) {
            *count += n;
        }
    }

    /// The counts of the reasons that have any, in the order of [`Skip`].
    pub(in crate::logs) fn by_reason(&self) -> Vec<(Skip, u64)> {
        Skip::ALL
            .iter()
            .zip(self.skipped)
            .filter(|(_, n)| *n > 0)
            .map(|(why, n)| (*why, n))
            .collect()
    }
}

/// What the builders hand back.
pub(in crate::logs) struct Built {
    pub(in crate::logs) format: String,
    pub(in crate::logs) version: Option<String>,
    pub(in crate::logs) sessions: Vec<LogSession>,
    /// Each read file's index and format in words.
    pub(in crate::logs) file_formats: Vec<(usize, String)>,
}
