//! The presenter's screen where egui embeds viewports (kittest, like the web): the notes panel
//! at the bottom of the main window. It opens from the bar and with F6, hides and shows again,
//! is remembered; it shows the clock and, while classroom mode hides them in the view, the
//! answers, which show nowhere else; its Next walks the tree tab's lesson as `PageDown` does.

use egui::Key;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, Tab};
use nimlab::ui::tree_tab::TreeView;
use nimlab_model::presenter::{NotesPlace, SavedPresenter};

use crate::support::tree::tree_state;
use crate::support::{
    app_harness, app_harness_sized, assert_shows, assert_shows_part, click, en, ko, labels, press_keys,
};

/// The coin game with 6 coins and takes 1 to 3, classroom mode on, on `view`.
fn classroom_tree(view: TreeView) -> AppState {
    AppState {
        classroom: true,
        ..tree_state(view, "6", "1,2,3")
    }
}

/// The answers for 6 coins, takes 1 to 3, under the tab's default misère rule, worked by hand:
/// whoever takes the last coin loses, so the lost piles are 1, 5, 9, … (one more than a multiple
/// of 4); from 6 the one winning take is 1, which leaves 5.
fn six_coin_answers() -> [String; 3] {
    let t = en().tree;
    [
        (t.node_label_root)(6, en().win),
        format!("{}: 1", t.winning_takes),
        (t.classroom_why_win)(1, 5),
    ]
}

#[test]
fn the_answers_show_in_the_notes_alone_while_the_view_hides_them() {
    let mut harness = app_harness(classroom_tree(TreeView::DynamicProgramming));
    let shown = labels(&harness);
    for answer in six_coin_answers() {
        assert!(
            !shown.contains(&answer),
            "the projector shows {answer}: {shown:?}"
        );
    }
    assert_shows(&harness, &(en().tree.dp_node_label)(6, "?"));
    click(&mut harness, en().presenter.open);
    // In the main window's panel, which the class may see, they stay folded until opened.
    let shown = labels(&harness);
    for answer in six_coin_answers() {
        assert!(!shown.contains(&answer), "unfolded: {answer}: {shown:?}");
    }
    click(&mut harness, en().presenter.answers_folded_title);
    for answer in six_coin_answers() {
        assert_shows(&harness, &answer);
    }
    // The view itself still hides them.
    assert_shows(&harness, &(en().tree.dp_node_label)(6, "?"));
    assert!(!labels(&harness).contains(&(en().tree.dp_node_label)(6, en().win)));
}

#[test]
fn the_notes_panel_hides_shows_again_and_is_remembered() {
    let mut harness = app_harness(classroom_tree(TreeView::Recursive));
    assert!(
        harness.query_by_label(en().presenter.hide).is_none(),
        "closed at first"
    );
    click(&mut harness, en().presenter.open);
    assert_shows(&harness, en().presenter.hide);
    // The clock: the lesson's time, which Reset starts again.
    assert_shows_part(&harness, &(en().presenter.elapsed)("0:0"));
    click(&mut harness, en().presenter.reset);
    assert_shows_part(&harness, &(en().presenter.elapsed)("0:00"));
    // Without viewports of its own there is no window to move it to.
    assert!(harness.query_by_label(en().presenter.to_own_window).is_none());
    assert_eq!(
        harness.state().state().presenter,
        SavedPresenter {
            open: true,
            place: NotesPlace::OwnWindow,
            zoom: 100,
        }
    );
    click(&mut harness, en().presenter.hide);
    assert!(harness.query_by_label(en().presenter.hide).is_none(), "hidden");
    assert!(!harness.state().state().presenter.open);
    press_keys(&mut harness, Key::F6, 1);
    assert_shows(&harness, en().presenter.hide);
    // Remembered: the next run opens with it.
    let reopened = app_harness(harness.state().state());
    assert_shows(&reopened, en().presenter.hide);
    assert_shows(&reopened, en().presenter.answers_folded_title);
}

#[test]
fn next_and_previous_walk_the_lesson_as_page_down_and_page_up_do() {
    let mut harness = app_harness(classroom_tree(TreeView::Recursive));
    click(&mut harness, en().presenter.open);
    assert_eq!(harness.state().tree_tab().steps_done(), None);
    // The first PageDown turns the step-through on at step 0, the next takes a step.
    click(&mut harness, en().presenter.next);
    assert_eq!(harness.state().tree_tab().steps_done(), Some(0));
    click(&mut harness, en().presenter.next);
    assert_eq!(harness.state().tree_tab().steps_done(), Some(1));
    click(&mut harness, en().presenter.previous);
    assert_eq!(harness.state().tree_tab().steps_done(), Some(0));
}

#[test]
fn the_grundy_rows_values_and_the_sums_verdict_are_the_presenters() {
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        classroom: true,
        ..AppState::default()
    });
    let g = en().grundy;
    // Takes {1,3,4}: g(0..6) = 0,1,0,1,2,3,2 (worked by hand: mex of the values 1, 3 and 4
    // below); the sum Nim 3 + 4 + 5 has nim-sum 3 ^ 4 ^ 5 = 2, a win.
    let verdict = (g.sum_outcome)(2, nimlab_core::games::Outcome::Win);
    assert!(!labels(&harness).contains(&verdict));
    click(&mut harness, en().presenter.open);
    click(&mut harness, en().presenter.answers_folded_title);
    let line = labels(&harness)
        .into_iter()
        .find(|label| label.starts_with(&(g.grundy_row_label)(0, "0")))
        .expect("the values line");
    let values: Vec<String> = [0, 1, 0, 1, 2, 3, 2]
        .iter()
        .enumerate()
        .map(|(n, value)| (g.grundy_row_label)(n, &value.to_string()))
        .collect();
    assert!(line.starts_with(&values.join(", ")), "{line}");
    assert_shows(&harness, &verdict);
    // The table itself keeps them back.
    assert_shows(&harness, &(g.grundy_row_label)(2, "?"));
}

#[test]
fn at_800_by_600_in_korean_presenting_the_notes_fit_under_the_view() {
    let state = AppState {
        language: nimlab::i18n::Language::Korean,
        presenting: true,
        presenter: SavedPresenter {
            open: true,
            place: NotesPlace::MainWindow,
            ..SavedPresenter::default()
        },
        ..classroom_tree(TreeView::Recursive)
    };
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    let window = harness.ctx.content_rect();
    for label in [ko().presenter.next, ko().presenter.hide] {
        let rect = harness.get_by_label(label).rect();
        assert!(window.contains_rect(rect), "{label} at {rect:?} in {window:?}");
    }
    let view = harness.state().tree_tab().export_region().expect("drawn");
    assert!(
        view.height() >= 0.35 * window.height(),
        "the view keeps its room: {view:?}"
    );
    // Folded at first: this window is the projector's too.
    assert!(!labels(&harness).contains(&(ko().tree.node_label_root)(6, ko().win)));
    click(&mut harness, ko().presenter.answers_folded_title);
    assert_shows(&harness, &(ko().tree.node_label_root)(6, ko().win));
}

/// The height of the presenter's Next button in pixels: what the teacher sees, whatever the
/// zoom (a button, one line whatever the window's width).
fn note_pixels(harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>) -> f32 {
    harness.get_by_label(en().presenter.next).rect().height() * harness.ctx.zoom_factor()
}

#[test]
fn the_presenters_own_window_keeps_its_own_zoom_when_the_projectors_grows() {
    let state = |zoom| AppState {
        presenter: SavedPresenter {
            open: true,
            place: NotesPlace::OwnWindow,
            zoom,
        },
        ..classroom_tree(TreeView::Recursive)
    };
    let mut harness = app_harness(state(100));
    // Its own window, drawn inside the main one for want of a second window in tests.
    harness.ctx.set_embed_viewports(false);
    harness.run();
    let before = note_pixels(&harness);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Equals);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Equals);
    harness.run();
    assert!(
        (harness.ctx.zoom_factor() - 1.2).abs() < 1e-6,
        "the projector grew"
    );
    let after = note_pixels(&harness);
    assert!(
        (after - before).abs() < 1.5,
        "the notes did not: {before} then {after}"
    );

    // Its own zoom, remembered, draws the notes that much larger.
    let mut larger = app_harness(state(150));
    larger.ctx.set_embed_viewports(false);
    larger.run();
    let ratio = note_pixels(&larger) / before;
    assert!((ratio - 1.5).abs() < 0.1, "150 % is half again as large: {ratio}");
    assert_eq!(larger.state().state().presenter.zoom, 150);
}
