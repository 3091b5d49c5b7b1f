//! The price table, fetched from `prices/prices.json` (copied beside the page by trunk) the
//! first time a cost is asked for: it is in neither the wasm nor the page's first load.

use std::cell::OnceCell;
use std::sync::Arc;

use leptos::prelude::*;

use super::lang;
use crate::view::cost::PriceTable;

/// None while the table is on its way, then the table or why it could not be had.
pub type Loaded = Option<Result<Arc<PriceTable>, String>>;

thread_local! {
    /// Made by the first call, which starts the one fetch.
    static TABLE: OnceCell<ArcRwSignal<Loaded>> = const { OnceCell::new() };
}

/// The price table, tracked: a view that reads it is made again when it arrives. The first
/// call fetches it; one that failed stays failed until the page is loaded again.
pub fn price_table() -> Loaded {
    TABLE.with(|cell| {
        cell.get_or_init(|| {
            let loaded = ArcRwSignal::new(None);
            let arrived = loaded.clone();
            leptos::task::spawn_local(async move {
                let table = lang::fetch("prices/prices.json")
                    .await
                    .and_then(|text| PriceTable::parse(&text))
                    .map(Arc::new);
                arrived.set(Some(table));
            });
            loaded
        })
        .get()
    })
}
