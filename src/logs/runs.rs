//! The runs a set of files holds: a folder dropped whole may hold many sessions of several
//! tools, and the reader picks one to replay. A run is a top-level session with every session
//! it started (sub-agents, compaction summaries), linked through [`super::Link`].

use super::{Import, LogSession, SessionKind};

impl Import {
    /// The indices of its top-level sessions: the main ones, and any other with no parent in
    /// the files (a sub-agent whose parent's file was not given).
    pub fn runs(&self) -> Vec<usize> {
        self.sessions
            .iter()
            .enumerate()
            .filter(|(_, s)| s.kind == SessionKind::Main || s.parent.is_none())
            .map(|(i, _)| i)
            .collect()
    }

    /// The import narrowed to the run that `top` (an index from [`Import::runs`]) starts: that
    /// session first, then the sessions it started, at any depth, in their order. With a
    /// single run this is the import as it is.
    pub fn run(&self, top: usize) -> Import {
        let runs = self.runs();
        if runs.len() <= 1 {
            return self.clone();
        }
        // Ancestors come before descendants in no guaranteed order, so grow to a fixed point.
        let mut keep = vec![false; self.sessions.len()];
        if let Some(k) = keep.get_mut(top) {
            *k = true;
        }
        loop {
            let mut grew = false;
            for (i, s) in self.sessions.iter().enumerate() {
                let linked = s
                    .parent
                    .as_ref()
                    .is_some_and(|p| i != top && keep.get(p.session) == Some(&true));
                if linked && keep.get(i) == Some(&false) {
                    keep[i] = true;
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }
        let order: Vec<usize> = std::iter::once(top)
            .chain((0..self.sessions.len()).filter(|&i| i != top && keep[i]))
            .collect();
        let new_index = |old: usize| order.iter().position(|&i| i == old);
        let sessions: Vec<LogSession> = order
            .iter()
            .filter_map(|&i| self.sessions.get(i))
            .map(|s| {
                let mut s = s.clone();
                if let Some(link) = s.parent.as_mut() {
                    link.session = new_index(link.session).unwrap_or(0);
                }
                s
            })
            .collect();
        // The run's own version: the newest its sessions record, else the import's.
        let version = sessions
            .iter()
            .filter_map(|s| s.version.as_deref())
            .max_by_key(|v| super::detect::version_numbers(v))
            .map(str::to_string)
            .or_else(|| self.version.clone());
        Import {
            sessions,
            version,
            ..self.clone()
        }
    }
}
