//! The long periods of octal games in the Grundy tab (issue 25): the search runs in the
//! background with a progress bar until the certificate fits, and Cancel stops it.

use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};

use crate::support::{app_harness, assert_shows, click, en, settle};

fn octal_tab(code: &str) -> Harness<'static, NimlabApp> {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    });
    click(&mut harness, en().grundy.kind_octal);
    settle(&mut harness);
    harness
        .get_by_label(en().grundy.field_octal)
        .set_text_value_accesskit(code);
    harness.step();
    harness
}

/// The progress bar's percentage while the search runs, if it is on show.
fn progress(harness: &Harness<'static, NimlabApp>) -> Option<f64> {
    harness
        .query_all_by_role(Role::ProgressIndicator)
        .find_map(|bar| bar.accesskit_node().numeric_value())
}

/// Steps frames until `done` holds; a debug build takes tens of seconds for 0.127 (93,167
/// values), more on a loaded machine, so the deadline is longer than `support::step_until`'s.
fn step_for(
    harness: &mut Harness<'static, NimlabApp>,
    what: &str,
    mut done: impl FnMut(&Harness<'static, NimlabApp>) -> bool,
) {
    let deadline = Instant::now() + Duration::from_mins(5);
    while !done(harness) {
        assert!(Instant::now() < deadline, "waited five minutes in vain: {what}");
        harness.step();
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
fn the_tab_certifies_0_127_with_progress_on_the_way() {
    // OEIS A071464 and tczajka's SolvedGames.md: preperiod 46,578, period 4, certified from
    // 93,167 values whatever the count listed (the tab's 40 here).
    let mut harness = octal_tab("0.127");
    let mut seen = Vec::new();
    let mut said_previous = false;
    step_for(&mut harness, "the period of 0.127", |h| {
        seen.extend(progress(h));
        said_previous |= h.query_by_label_contains(PREVIOUS).is_some();
        h.query_by_label("From n = 46578 on, g repeats with period 4.")
            .is_some()
    });
    assert!(
        seen.iter().any(|&percent| percent > 0.0),
        "the bar moved while the search ran: {seen:?}"
    );
    assert!(said_previous, "the values on show meanwhile said whose they were");
    assert!(
        harness.query_by_label_contains(PREVIOUS).is_none(),
        "and stop saying it"
    );
    assert_shows(&harness, "93 167 values searched.");
    let result = harness.state().grundy_tab().result().expect("computed");
    assert_eq!(result.values().len(), 40, "the count listed stays what was asked");
}

#[test]
fn a_long_search_can_be_cancelled() {
    // 0.354 needs 20 million values: the search is still running when Cancel is clicked.
    let mut harness = octal_tab("0.354");
    step_for(&mut harness, "the search running", |h| {
        h.query_by_label(en().cancel).is_some()
    });
    // A button that has just appeared takes a click only from its second frame.
    harness.step();
    harness.get_by_label(en().cancel).click();
    step_for(&mut harness, "the search stopped", |h| {
        h.query_by_label_contains("Cancelled").is_some()
    });
    assert!(
        harness
            .query_by_label_contains("repeats with period 1180")
            .is_none()
    );
    let shown = harness
        .state()
        .grundy_tab()
        .result()
        .expect("the previous values");
    let asked = nimlab_core::games::grundy::parse_octal("0.354").expect("valid");
    assert_ne!(shown.key.game, asked, "0.354's search was cancelled");
    assert!(
        harness.query_by_label_contains(PREVIOUS).is_some(),
        "the values on show say they are not 0.354's"
    );
}

/// How the tab says the values on show are not yet the input's.
const PREVIOUS: &str = "not yet of the input above";
