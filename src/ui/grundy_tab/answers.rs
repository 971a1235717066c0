//! The Grundy tab's answers for the presenter's screen: the row's values as the table labels
//! them, and the sum's verdict as its row says it, read from what the tab computed.

use crate::i18n::Strings;
use crate::work::grundy_table::GrundyResult;

/// The most values written out: the first of a long table are the ones a lesson asks about.
const VALUES_SHOWN: usize = 24;

/// "g(0) = 0, g(1) = 1, …" for the values asked for, as the table labels its rows; "…" after
/// the first [`VALUES_SHOWN`].
pub fn values_line(result: &GrundyResult, strings: &Strings) -> String {
    let asked = result.key.count.min(result.table.values.len());
    let mut shown: Vec<String> = result.table.values[..asked]
        .iter()
        .take(VALUES_SHOWN)
        .zip(0..)
        .map(|(value, n)| (strings.grundy.grundy_row_label)(n, &value.to_string()))
        .collect();
    if asked > VALUES_SHOWN {
        shown.push("…".to_owned());
    }
    shown.join(", ")
}
