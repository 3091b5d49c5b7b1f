//! ISO-8601 / RFC 3339 timestamps to milliseconds since the Unix epoch, written here so the
//! page carries no date library: both logs write `2026-01-05T10:00:02.100Z`; offsets, a
//! missing fraction and a space for the `T` are accepted too.

/// `YYYY-MM-DD[T| ]HH:MM[:SS[.fff…]][Z|±HH[:MM]]` as ms since 1970-01-01T00:00:00Z; a
/// timestamp with no zone is taken as UTC. None for anything else, or an impossible date.
pub fn epoch_ms(text: &str) -> Option<i64> {
    let mut p = Cursor {
        bytes: text.trim().as_bytes(),
        at: 0,
    };
    let year = p.number(4)?;
    p.expect(b'-')?;
    let month = p.number(2)?;
    p.expect(b'-')?;
    let day = p.number(2)?;
    if !matches!(p.next()?, b'T' | b't' | b' ') {
        return None;
    }
    let hour = p.number(2)?;
    p.expect(b':')?;
    let minute = p.number(2)?;
    let mut second = 0;
    let mut millis = 0;
    if p.peek() == Some(b':') {
        p.at += 1;
        second = p.number(2)?;
        if matches!(p.peek(), Some(b'.' | b',')) {
            p.at += 1;
            millis = p.fraction_ms()?;
        }
    }
    let offset_minutes = match p.next() {
        None => 0,
        Some(b'Z' | b'z') => 0,
        Some(sign @ (b'+' | b'-')) => {
            let hours = p.number(2)?;
            if p.peek() == Some(b':') {
                p.at += 1;
            }
            let minutes = if p.peek().is_some() { p.number(2)? } else { 0 };
            if hours > 23 || minutes > 59 {
                return None;
            }
            let total = hours * 60 + minutes;
            if sign == b'-' {
                -total
            } else {
                total
            }
        }
        Some(_) => return None,
    };
    if p.peek().is_some() {
        return None;
    }
    // A leap second (":60") is accepted and lands on the next second, as most clocks do.
    if !(1..=12).contains(&month)
        || day < 1
        || day > days_in_month(year, month)
        || hour > 23
        || minute > 59
        || second > 60
    {
        return None;
    }
    let days = days_from_civil(year, month, day);
    let minutes = (days * 24 + hour) * 60 + minute - offset_minutes;
    Some((minutes * 60 + second) * 1000 + millis)
}

struct Cursor<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at += 1;
        Some(b)
    }

    fn expect(&mut self, want: u8) -> Option<()> {
        (self.next()? == want).then_some(())
    }

    /// Exactly `digits` decimal digits.
    fn number(&mut self, digits: usize) -> Option<i64> {
        let mut n = 0i64;
        for _ in 0..digits {
            let b = self.next()?;
            if !b.is_ascii_digit() {
                return None;
            }
            n = n * 10 + i64::from(b - b'0');
        }
        Some(n)
    }

    /// One or more digits of a fraction of a second, as whole ms (the rest is dropped).
    fn fraction_ms(&mut self) -> Option<i64> {
        let mut ms = 0i64;
        let mut count = 0;
        while let Some(b) = self.peek().filter(u8::is_ascii_digit) {
            self.at += 1;
            if count < 3 {
                ms = ms * 10 + i64::from(b - b'0');
            }
            count += 1;
        }
        if count == 0 {
            return None;
        }
        for _ in count..3 {
            ms *= 10;
        }
        Some(ms)
    }
}

fn is_leap(year: i64) -> bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
}

fn days_in_month(year: i64, month: i64) -> i64 {
    match month {
        2 if is_leap(year) => 29,
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's `days_from_civil`).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let y = if month <= 2 { year - 1 } else { year };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (month + 9) % 12;
    let doy = (153 * mp + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The time a version-7 UUID carries (its first 48 bits, ms since the epoch); None for any
/// other text. Codex thread and turn ids are v7, which tells a child's own turn from its
/// parent's replayed ones.
pub(super) fn uuid7_ms(id: &str) -> Option<i64> {
    let hex: Vec<u8> = id.bytes().filter(|b| *b != b'-').collect();
    if hex.len() != 32 || hex.get(12) != Some(&b'7') {
        return None;
    }
    let mut ms = 0i64;
    for b in hex.get(..12)? {
        ms = ms * 16 + i64::from((*b as char).to_digit(16)?);
    }
    Some(ms)
}
