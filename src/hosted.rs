//! Hosted scenarios (`?src=<url>`): what the page says while it fetches one, and when the
//! address cannot be read. Pure; `ui::hosted` does the fetch, and a file that arrives is
//! checked like one chosen with "Load scenario file".

use crate::t;
/// How a fetch of a scenario's address went, short of its text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// No answer: the network failed, the server is down, or it does not allow this page to
    /// read it (CORS). The browser does not say which.
    Unreachable,
    /// The server answered, but not with the file.
    Status { code: u16, text: String },
    /// The answer's body could not be read as text.
    NotText,
}

/// The notice while the file is on its way.
pub fn loading(url: &str) -> String {
    t!("hosted-loading", url = url)
}

/// The notice when the address could not be read.
pub fn problem(url: &str, unread: &Unread) -> String {
    let why = match unread {
        Unread::Unreachable => t!("hosted-unreachable"),
        Unread::Status { code, text } if text.trim().is_empty() => {
            t!("hosted-status", status = code.to_string())
        }
        Unread::Status { code, text } => {
            t!("hosted-status", status = format!("{code} {}", text.trim()))
        }
        Unread::NotText => t!("hosted-not-text"),
    };
    t!("hosted-not-loaded", url = url, why = why)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_way_of_failing_is_said() {
        let url = "https://example.org/mine.json";
        assert_eq!(
            problem(url, &Unread::Unreachable),
            "The scenario at https://example.org/mine.json was not loaded: the address could not be reached (the network failed, or its server does not allow other sites to read it: CORS). Showing the start instead."
        );
        assert_eq!(
            problem(
                url,
                &Unread::Status {
                    code: 404,
                    text: "Not Found".into()
                }
            ),
            "The scenario at https://example.org/mine.json was not loaded: its server answered 404 Not Found. Showing the start instead."
        );
        // HTTP/2 has no status text.
        assert!(problem(
            url,
            &Unread::Status {
                code: 500,
                text: String::new()
            }
        )
        .contains("its server answered 500. "));
        assert!(problem(url, &Unread::NotText).contains("could not be read as text"));
        assert_eq!(
            loading(url),
            "Loading the scenario at https://example.org/mine.json…"
        );
    }
}
