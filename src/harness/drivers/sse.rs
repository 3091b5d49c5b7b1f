//! Server-sent events (`text/event-stream`), as far as the providers' stream parsers share them:
//! the body cut into lines, its first line deciding whether it is a stream at all, and a line
//! read as a field. Sans-IO: bytes in, lines out.
//!
//! Lines end in `\n`, `\r\n` or `\r`, and a chunk may end anywhere, even between the `\r` and
//! the `\n` of one line end or inside a multi-byte character. A line is `field: value` (one
//! optional space after the colon), or a comment when it starts with `:`. What the fields and
//! a blank line mean is each parser's business: the providers differ there.

/// What one provider's stream parser does with the body, beyond what every event stream
/// shares ([`Body`]): the meaning of its lines, and of the end.
pub trait Events: Default {
    type Event;
    /// A line of the event stream (a blank one ends an event).
    fn line(&mut self, line: &str, out: &mut Vec<Self::Event>);
    /// The body's first line is an HTML page: the address is not the API's.
    fn html(&mut self, out: &mut Vec<Self::Event>);
    /// The body ended; `document` is its text when it was one JSON document (an error body
    /// sent with a 200, say) rather than a stream.
    fn end(&mut self, document: Option<String>, out: &mut Vec<Self::Event>);
    /// A last event or an error was reached: nothing more is taken.
    fn done(&self) -> bool;
}

/// A streamed body read as it arrives: its lines to the provider's parser, unless its first
/// line says it is one JSON document (kept whole for the end) or an HTML page. Feed it the
/// bytes, then call [`Body::finish`]; once the parser is done, further bytes are ignored.
#[derive(Debug, Default)]
pub struct Body<P> {
    lines: Lines,
    /// A non-blank line has been seen: the body's kind is decided by the first.
    started: bool,
    document: Option<String>,
    parser: P,
    finished: bool,
}

impl<P: Events> Body<P> {
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds the next bytes of the body; returns the events they completed.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<P::Event> {
        let mut out = Vec::new();
        if self.is_done() {
            return out;
        }
        for line in self.lines.feed(bytes) {
            if self.parser.done() {
                break;
            }
            self.line(&line, &mut out);
        }
        out
    }

    /// The last event or an error was reached, or the body ended: nothing more will come,
    /// even if the body stays open.
    pub fn is_done(&self) -> bool {
        self.finished || self.parser.done()
    }

    /// The body ended: returns what is still pending, and an error if the stream ended before
    /// its last event. Later calls return nothing.
    pub fn finish(&mut self) -> Vec<P::Event> {
        let mut out = Vec::new();
        if self.is_done() {
            return out;
        }
        // A last line without a line end still counts.
        if let Some(rest) = self.lines.finish() {
            self.line(&rest, &mut out);
        }
        if !self.parser.done() {
            self.parser.end(self.document.take(), &mut out);
        }
        self.finished = true;
        out
    }

    fn line(&mut self, line: &str, out: &mut Vec<P::Event>) {
        if let Some(text) = &mut self.document {
            text.push_str(line);
            text.push('\n');
            return;
        }
        if !line.is_empty() && !std::mem::replace(&mut self.started, true) {
            let head = line.trim_start();
            if head.starts_with('{') {
                self.document = Some(format!("{line}\n"));
                return;
            }
            if head.starts_with('<') {
                return self.parser.html(out);
            }
        }
        self.parser.line(line, out);
    }
}

/// The body's lines, as they complete.
#[derive(Debug, Default)]
pub struct Lines {
    /// Bytes of the current, unterminated line: decoded only when whole, so that a chunk
    /// boundary inside a multi-byte UTF-8 character does not corrupt it.
    buf: Vec<u8>,
    /// The last line ended in `\r`; a `\n` right after it is the same line ending.
    skip_lf: bool,
    /// A line has been given: a byte order mark can only lead the first.
    started: bool,
}

impl Lines {
    /// The lines the next bytes complete, without their line ends.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<String> {
        let mut buf = std::mem::take(&mut self.buf);
        // Only the new bytes can hold a line end: `buf` held none before.
        let scan_from = buf.len();
        buf.extend_from_slice(bytes);
        let mut lines = Vec::new();
        let mut start = 0;
        for (i, &b) in buf.iter().enumerate().skip(scan_from) {
            if std::mem::take(&mut self.skip_lf) && b == b'\n' {
                start = i.saturating_add(1);
                continue;
            }
            if b == b'\n' || b == b'\r' {
                self.skip_lf = b == b'\r';
                lines.push(self.decode(buf.get(start..i).unwrap_or_default()));
                start = i.saturating_add(1);
            }
        }
        buf.drain(..start.min(buf.len()));
        self.buf = buf;
        lines
    }

    /// The body ended: its last line, if it had no line end.
    pub fn finish(&mut self) -> Option<String> {
        let rest = std::mem::take(&mut self.buf);
        (!rest.is_empty()).then(|| self.decode(&rest))
    }

    fn decode(&mut self, raw: &[u8]) -> String {
        let line = String::from_utf8_lossy(raw);
        let line = if std::mem::replace(&mut self.started, true) {
            &line
        } else {
            line.strip_prefix('\u{feff}').unwrap_or(&line)
        };
        line.to_owned()
    }
}

/// A line as `(field, value)`; `None` for a comment, such as `: keep-alive`. A line without a
/// colon is a field with an empty value.
pub fn field(line: &str) -> Option<(&str, &str)> {
    if line.starts_with(':') {
        return None;
    }
    Some(match line.split_once(':') {
        Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
        None => (line, ""),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_end_in_lf_crlf_or_cr_and_a_crlf_cut_between_chunks_is_one_end() {
        let mut lines = Lines::default();
        assert_eq!(lines.feed(b"a\nb\r"), ["a", "b"]);
        assert_eq!(
            lines.feed(b"\nc\r\nd"),
            ["c"],
            "the \\n after b's \\r is no line"
        );
        assert_eq!(lines.feed(b"\r\r\n"), ["d", ""]);
        assert_eq!(lines.finish(), None);
        assert_eq!(
            lines.feed("é".as_bytes().get(..1).unwrap_or_default()),
            [""; 0]
        );
        assert_eq!(lines.feed(&"é\n".as_bytes()[1..]), ["é"]);
        assert_eq!(lines.feed(b"last"), [""; 0]);
        assert_eq!(lines.finish().as_deref(), Some("last"));
    }

    #[test]
    fn only_the_first_line_loses_a_byte_order_mark() {
        let mut lines = Lines::default();
        assert_eq!(
            lines.feed("\u{feff}a\n\u{feff}b\n".as_bytes()),
            ["a", "\u{feff}b"]
        );
    }

    #[test]
    fn a_line_is_a_field_with_one_optional_space_or_a_comment() {
        assert_eq!(field("data: {}"), Some(("data", "{}")));
        assert_eq!(field("data:{}"), Some(("data", "{}")));
        assert_eq!(field("data:  x"), Some(("data", " x")));
        assert_eq!(field("event"), Some(("event", "")));
        assert_eq!(field(": ping"), None);
    }
}
