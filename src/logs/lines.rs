//! Bytes arriving in chunks cut anywhere, into whole lines: only the unfinished tail of a
//! chunk is copied, so a 100 MB file fed in 1 MB chunks never sits here more than one line.

#[derive(Default)]
pub(super) struct Lines {
    partial: Vec<u8>,
}

impl Lines {
    /// Calls `each` with every line `chunk` completes, without its `\n` or `\r\n`.
    pub(super) fn feed(&mut self, chunk: &[u8], mut each: impl FnMut(&[u8])) {
        let mut rest = chunk;
        while let Some(end) = rest.iter().position(|b| *b == b'\n') {
            let (line, tail) = rest.split_at(end);
            if self.partial.is_empty() {
                each(trim_cr(line));
            } else {
                self.partial.extend_from_slice(line);
                each(trim_cr(&self.partial));
                self.partial.clear();
            }
            rest = tail.get(1..).unwrap_or_default();
        }
        self.partial.extend_from_slice(rest);
    }

    /// The unfinished line so far, taken out (the rest of the file is read another way).
    pub(super) fn take_partial(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.partial)
    }

    /// The last line, when the file did not end with a line end.
    pub(super) fn finish(&mut self) -> Option<Vec<u8>> {
        let last = std::mem::take(&mut self.partial);
        let trimmed = trim_cr(&last);
        (!trimmed.iter().all(u8::is_ascii_whitespace)).then(|| trimmed.to_vec())
    }
}

fn trim_cr(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}
