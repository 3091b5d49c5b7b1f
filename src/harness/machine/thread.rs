//! The session's thread, kept as an append-only log so that every past step can still be read.
//!
//! A thread only grows, except at a compaction, which replaces its older messages by a
//! summary. Instead of rewriting history, a compaction starts a new *generation* at the end of
//! the log: the summary, then copies of the messages it keeps. The thread at any moment is a
//! range `start..end` of the log, so a step records two numbers, not a copy of the thread.
//! Running sums make the tokens (by source) and the prompt-cache fingerprint of any thread
//! prefix cost O(1).

use std::ops::Range;

use super::tokens::{self, Source};
use crate::harness::protocol::envelope::ClientId;
use crate::harness::protocol::schema::Message;

/// Tokens by thread source, in `Source::THREAD` order.
pub type SourceTokens = [u64; Source::THREAD.len()];

/// Every message any generation of the thread has held.
#[derive(Clone, Debug)]
pub struct ThreadLog {
    messages: Vec<Message>,
    /// Which client wrote each message (0 for messages no client wrote).
    authors: Vec<ClientId>,
    /// `sums[i]` = tokens of `messages[..i]` by source.
    sums: Vec<SourceTokens>,
    /// `prints[i]` = fingerprint of the generation's thread up to and including message `i - 1`,
    /// chained from the request head's fingerprint. Unused at a generation's start, where the
    /// thread is empty and the head's own fingerprint stands.
    prints: Vec<u64>,
    /// Where each generation starts; the last one is the thread now.
    generations: Vec<usize>,
    head_print: u64,
}

impl ThreadLog {
    /// An empty thread behind a request head with fingerprint `head_print`.
    pub fn new(head_print: u64) -> Self {
        ThreadLog {
            messages: Vec::new(),
            authors: Vec::new(),
            sums: vec![[0; Source::THREAD.len()]],
            prints: vec![head_print],
            generations: vec![0],
            head_print,
        }
    }

    /// Where the current thread starts in the log.
    pub fn start(&self) -> usize {
        self.generations.last().copied().unwrap_or(0)
    }

    /// The current thread as a range of the log.
    pub fn range(&self) -> Range<usize> {
        self.start()..self.messages.len()
    }

    /// The current thread.
    pub fn thread(&self) -> &[Message] {
        &self.messages[self.range()]
    }

    /// Messages in a range of the log.
    pub fn slice(&self, range: Range<usize>) -> &[Message] {
        &self.messages[range]
    }

    pub fn get(&self, index: usize) -> Option<&Message> {
        self.messages.get(index)
    }

    /// The whole log, every generation.
    pub fn all(&self) -> &[Message] {
        &self.messages
    }

    pub fn author(&self, index: usize) -> ClientId {
        self.authors.get(index).copied().unwrap_or(0)
    }

    /// Appends to the current thread.
    pub fn push(&mut self, message: Message, author: ClientId) {
        let i = self.messages.len();
        let mut sums = self.sums[i];
        if let Some(slot) = Source::of(&message).thread_slot() {
            sums[slot] += tokens::message_tokens(&message);
        }
        let before = if i == self.start() {
            self.head_print
        } else {
            self.prints[i]
        };
        self.prints.push(chain(before, &message));
        self.sums.push(sums);
        self.messages.push(message);
        self.authors.push(author);
    }

    /// Replaces the first `replaced` messages of the thread by `summary`: a new generation
    /// holding the summary and copies of the rest.
    pub fn compact(&mut self, replaced: usize, summary: String) {
        let kept = self.start() + replaced.min(self.thread().len())..self.messages.len();
        self.generations.push(self.messages.len());
        self.push(Message::Summary { text: summary }, 0);
        for i in kept {
            let (message, author) = (self.messages[i].clone(), self.authors[i]);
            self.push(message, author);
        }
    }

    /// Tokens of the messages in `range`, by source.
    pub fn tokens_by_source(&self, range: Range<usize>) -> SourceTokens {
        let (a, b) = (self.sums[range.start], self.sums[range.end]);
        std::array::from_fn(|k| b[k] - a[k])
    }

    /// Tokens of the messages in `range`.
    pub fn tokens(&self, range: Range<usize>) -> u64 {
        self.tokens_by_source(range).iter().sum()
    }

    /// The fingerprint of a request carrying the thread `start..end` (`start` a generation's
    /// start): equal for two requests exactly when they carry the same content.
    pub fn print(&self, start: usize, end: usize) -> u64 {
        if end == start {
            self.head_print
        } else {
            self.prints[end]
        }
    }

    /// How many generations the thread has had: 1 + the number of compactions.
    pub fn generations(&self) -> usize {
        self.generations.len()
    }

    /// How many compactions came before the thread that starts at `start`.
    pub fn compactions_at(&self, start: usize) -> usize {
        self.generations
            .partition_point(|g| *g <= start)
            .saturating_sub(1)
    }
}

/// FNV-1a over `text`'s bytes and a separator, continuing from `hash`: tiny, stable across
/// builds, and good enough to tell contents apart.
pub fn fnv(hash: u64, text: &str) -> u64 {
    text.bytes().chain([0xff]).fold(hash, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

pub const FNV_START: u64 = 0xcbf2_9ce4_8422_2325;

/// The fingerprint of a prefix extended by one message.
fn chain(before: u64, message: &Message) -> u64 {
    match message {
        Message::User { text } => fnv(fnv(before, "user"), text),
        Message::Summary { text } => fnv(fnv(before, "summary"), text),
        Message::Reminder { text, .. } => fnv(fnv(before, "reminder"), text),
        Message::Assistant { text, tool_calls } => tool_calls
            .iter()
            .fold(fnv(fnv(before, "assistant"), text), |h, c| {
                fnv(fnv(fnv(h, &c.id), &c.tool), &c.input)
            }),
        Message::Tool { result } => fnv(fnv(fnv(before, "tool"), &result.call_id), &result.output),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::harness::protocol::schema::ToolResult;

    fn user(text: &str) -> Message {
        Message::User { text: text.into() }
    }

    fn tool(output: &str) -> Message {
        Message::Tool {
            result: ToolResult {
                call_id: "c".into(),
                output: output.into(),
                error: None,
            },
        }
    }

    #[test]
    fn sums_give_the_tokens_of_any_range_by_source() {
        let mut log = ThreadLog::new(1);
        log.push(user("abcd"), 1);
        log.push(tool("abcdefgh"), 0);
        log.push(user("abcdefghijkl"), 2);
        assert_eq!(
            log.tokens_by_source(0..3),
            [0, 5 + 7, 0, 4 + 1 + 2, 0, 0, 0, 0, 0, 0]
        );
        assert_eq!(log.tokens(1..2), 7);
        assert_eq!(log.tokens(2..2), 0);
        assert_eq!(log.author(2), 2);
        assert_eq!(log.author(1), 0);
    }

    #[test]
    fn equal_content_has_equal_prints_and_other_content_other_prints() {
        let mut a = ThreadLog::new(7);
        let mut b = ThreadLog::new(7);
        for log in [&mut a, &mut b] {
            log.push(user("hi"), 1);
            log.push(tool("out"), 0);
        }
        assert_eq!(a.print(0, 2), b.print(0, 2));
        assert_eq!(a.print(0, 0), 7);
        let mut c = ThreadLog::new(7);
        c.push(user("hi"), 1);
        c.push(tool("other"), 0);
        assert_eq!(a.print(0, 1), c.print(0, 1));
        assert_ne!(a.print(0, 2), c.print(0, 2));
        // Another head: nothing in common, even with the same thread.
        let mut d = ThreadLog::new(8);
        d.push(user("hi"), 1);
        assert_ne!(a.print(0, 1), d.print(0, 1));
    }

    #[test]
    fn a_compaction_starts_a_generation_with_the_summary_and_the_kept_messages() {
        let mut log = ThreadLog::new(3);
        log.push(user("one"), 1);
        log.push(tool("two"), 0);
        log.push(user("three"), 2);
        let before = log.print(0, 3);
        log.compact(2, "sum".into());
        assert_eq!(log.range(), 3..5);
        assert_eq!(log.generations(), 2);
        assert_eq!(log.compactions_at(0), 0);
        assert_eq!(log.compactions_at(3), 1);
        assert_eq!(
            log.thread(),
            &[Message::Summary { text: "sum".into() }, user("three")]
        );
        // The kept copy keeps its author; the old generation is still readable.
        assert_eq!(log.author(4), 2);
        assert_eq!(log.slice(0..3)[1], tool("two"));
        // The new thread starts over from the head, so its prints are new ones.
        assert_eq!(log.print(3, 3), 3);
        assert_ne!(log.print(3, 5), before);
        assert_eq!(log.tokens_by_source(3..5)[0], 4 + 1);
    }

    #[test]
    fn fnv_is_fnv_1a_with_a_separator_byte() {
        // FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector); then the 0xff.
        let a = 0xaf63_dc4c_8601_ec8c_u64;
        assert_eq!(
            fnv(FNV_START, "a"),
            (a ^ 0xff).wrapping_mul(0x0100_0000_01b3)
        );
    }

    #[test]
    fn fnv_separates_fields() {
        assert_ne!(
            fnv(fnv(FNV_START, "ab"), "c"),
            fnv(fnv(FNV_START, "a"), "bc")
        );
    }
}
