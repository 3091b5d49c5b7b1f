//! Which field a JSON error is in, from the line and column serde_json reports.
//!
//! serde_json's errors say where (line, column) and what, but not which field. Tracking the
//! path while deserializing (serde_path_to_error) wraps every derived type in generic code,
//! about a seventh of the page's wasm; this rescans the text up to the error instead, once,
//! and only when a file is rejected.

/// One open object or array on the way to the error.
enum Frame {
    /// `key` is the member being read, from its name until the next comma.
    Object { key: Option<String> },
    /// `started`: an element at `index` has begun, so it is part of the path.
    Array { index: usize, started: bool },
}

/// The path of the value being read when serde_json stopped at `line` and `column` (both
/// 1-based, as serde_json counts them: the column is the number of bytes read on that line),
/// like `replies[0].toolCalls[1].tool`; empty at the top level.
pub fn at(json: &str, line: usize, column: usize) -> String {
    let bytes = json.as_bytes();
    let line_start = if line <= 1 {
        0
    } else {
        bytes
            .iter()
            .enumerate()
            .filter(|(_, &b)| b == b'\n')
            .nth(line - 2)
            .map_or(bytes.len(), |(i, _)| i + 1)
    };
    let end = line_start.saturating_add(column).min(bytes.len());
    render(&scan(&bytes[..end]))
}

/// Walks the bytes read so far and returns the frames still open at their end.
fn scan(read: &[u8]) -> Vec<Frame> {
    let mut frames: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < read.len() {
        let byte = read[i];
        if !byte.is_ascii_whitespace() && !matches!(byte, b']' | b'}' | b',') {
            if let Some(Frame::Array { started, .. }) = frames.last_mut() {
                *started = true;
            }
        }
        match byte {
            b'{' => frames.push(Frame::Object { key: None }),
            b'[' => frames.push(Frame::Array {
                index: 0,
                started: false,
            }),
            b'}' | b']' => {
                frames.pop();
            }
            b',' => match frames.last_mut() {
                Some(Frame::Object { key }) => *key = None,
                Some(Frame::Array { index, started }) => {
                    *index += 1;
                    *started = false;
                }
                None => {}
            },
            b'"' => {
                let (text, next) = string(read, i + 1);
                if let (Some(Frame::Object { key: key @ None }), Some(text)) =
                    (frames.last_mut(), text)
                {
                    *key = Some(text);
                }
                i = next;
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    frames
}

/// The string starting after a quote at `from` (escapes kept as written; keys rarely have
/// any), if it closes, and the index after it.
fn string(read: &[u8], from: usize) -> (Option<String>, usize) {
    let mut i = from;
    while i < read.len() {
        match read[i] {
            b'\\' => i += 2,
            b'"' => {
                let text = String::from_utf8_lossy(&read[from..i]).into_owned();
                return (Some(text), i + 1);
            }
            _ => i += 1,
        }
    }
    (None, read.len())
}

fn render(frames: &[Frame]) -> String {
    let mut path = String::new();
    for frame in frames {
        match frame {
            Frame::Object { key: Some(key) } => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
            }
            Frame::Array {
                index,
                started: true,
            } => {
                path.push('[');
                path.push_str(&index.to_string());
                path.push(']');
            }
            _ => {}
        }
    }
    path
}

#[cfg(test)]
mod tests {
    use super::at;

    /// The path where serde_json's error for `json` points.
    fn path_of_error<T: serde::de::DeserializeOwned + std::fmt::Debug>(json: &str) -> String {
        let e = serde_json::from_str::<T>(json).unwrap_err();
        at(json, e.line(), e.column())
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)] // read only by Debug: the tests look at errors
    struct Call {
        tool: String,
        #[serde(default)]
        input: String,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Doc {
        tools: Vec<String>,
        calls: Vec<Call>,
        #[serde(default)]
        decision: Option<Decision>,
    }

    #[derive(serde::Deserialize, Debug)]
    #[serde(rename_all = "lowercase")]
    enum Decision {
        Allow,
    }

    #[test]
    fn names_the_field_with_the_wrong_type() {
        assert_eq!(path_of_error::<Doc>(r#"{"tools":"x","calls":[]}"#), "tools");
        assert_eq!(
            path_of_error::<Doc>(r#"{"calls":[], "tools": "x" }"#),
            "tools"
        );
        assert_eq!(
            path_of_error::<Doc>(r#"{"tools":[1],"calls":[]}"#),
            "tools[0]"
        );
        assert_eq!(
            path_of_error::<Doc>(r#"{"tools":["a", 2],"calls":[]}"#),
            "tools[1]"
        );
        assert_eq!(
            path_of_error::<Doc>(r#"{"tools":[],"calls":[{"tool":"a","input":{"x":1}}]}"#),
            "calls[0].input"
        );
        assert_eq!(
            path_of_error::<Doc>(r#"{"tools":[],"calls":[{"tool":"a","input":[1,2]}]}"#),
            "calls[0].input"
        );
        assert_eq!(
            path_of_error::<Doc>(r#"{"tools":[],"calls":[],"decision":"maybe"}"#),
            "decision"
        );
    }

    #[test]
    fn a_missing_field_names_the_object_it_is_missing_from() {
        assert_eq!(
            path_of_error::<Doc>(
                "{\"tools\":[],\n \"calls\":[{\"tool\":\"a\"}, {\"input\":\"a\"  }  ]}"
            ),
            "calls[1]"
        );
        assert_eq!(path_of_error::<Doc>(r#"{"tools":[]}"#), "");
    }

    #[test]
    fn counts_lines_and_skips_brackets_inside_strings() {
        let json = "{\"tools\": [\"[{,\\\"\"],\n\"calls\": [\n  {\"tool\": 3}]}";
        assert_eq!(path_of_error::<Doc>(json), "calls[0].tool");
    }

    #[test]
    fn space_or_a_closing_bracket_starts_no_element() {
        // Only a value's first byte makes an element part of the path.
        assert_eq!(at("{\"a\":[ \n ", 2, 1), "a");
        assert_eq!(at("{\"a\":[[1] ", 1, 10), "a[0]");
        assert_eq!(at("{\"a\":[1, ", 1, 9), "a");
        assert_eq!(at("{\"a\":[1, 2", 1, 10), "a[1]");
    }

    #[test]
    fn never_panics_on_positions_outside_the_text() {
        assert_eq!(at("", 0, 0), "");
        assert_eq!(at("{\"a\":[", 9, 99), "a");
        assert_eq!(at("{\"a\":[1", 1, 99), "a[0]");
        assert_eq!(at("{\"a\\", 1, 99), "");
        assert_eq!(at("{\"é\":1", 1, 4), "");
    }
}
