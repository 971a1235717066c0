//! The period search of octal games in the Grundy tab: it runs in the background with a
//! progress bar until the certificate fits, and Cancel stops it. (Which periods it certifies is
//! nimlab-core's to test, the long published ones included.)

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};

use crate::support::{app_harness, click, en, settle, step_until};

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
fn progress(harness: &Harness<'_, NimlabApp>) -> Option<f64> {
    harness
        .query_all_by_role(Role::ProgressIndicator)
        .find_map(|bar| bar.accesskit_node().numeric_value())
}

/// Whether the tab says the values on show are another input's (the one computed before), in
/// the words it draws them with.
fn says_previous(harness: &Harness<'_, NimlabApp>) -> bool {
    let Some(shown) = harness.state().grundy_tab().result() else {
        return false;
    };
    let s = en();
    let key = &shown.key;
    let previous = (s.grundy.grundy_previous)(&s.game_name(&key.game), s.rule(key.rule), key.count);
    harness.query_by_label(&previous).is_some()
}

#[test]
fn the_tab_finds_a_period_from_far_more_values_than_it_lists() {
    // tczajka's SolvedGames.md: 0.165 has preperiod 5181 and period 1550, certified from some
    // 13,500 values whatever the count listed (the tab's 40 here): a search of a few seconds in a
    // debug build. The published long periods are certified by nimlab-core's own tests
    // (`octal_search::tests`); this only checks that the tab shows the search under way and
    // then its result. (How fast the search ends depends on the machine: what shows while it
    // runs is checked on the long search below, which cannot end before it is cancelled.)
    let mut harness = octal_tab("0.165");
    let found = (en().grundy.period_found)(5181, 1550);
    step_until(&mut harness, "the period of 0.165", |h| {
        h.query_by_label(&found).is_some()
    });
    assert!(!says_previous(&harness), "the values on show are 0.165's");
    let result = harness.state().grundy_tab().result().expect("computed");
    assert_eq!(result.values().len(), 40, "the count listed stays what was asked");
}

#[test]
fn a_long_search_shows_its_progress_and_can_be_cancelled() {
    // 0.354 needs 20 million values: the search is still running when Cancel is clicked.
    let mut harness = octal_tab("0.354");
    step_until(&mut harness, "the progress bar moving", |h| {
        progress(h).is_some_and(|percent| percent > 0.0) && h.query_by_label(en().cancel).is_some()
    });
    assert!(
        says_previous(&harness),
        "the values on show meanwhile say whose they are"
    );
    // A button that has just appeared takes a click only from its second frame.
    harness.step();
    harness.get_by_label(en().cancel).click();
    step_until(&mut harness, "the search stopped", |h| {
        h.query_by_label_contains(en().cancelled).is_some()
    });
    assert!(
        harness
            .query_by_label(&(en().grundy.period_found)(10_061_916, 1180))
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
        says_previous(&harness),
        "the values on show say they are not 0.354's"
    );
}
