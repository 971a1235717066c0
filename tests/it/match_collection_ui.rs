//! A collection's puzzles as a designer manages them (the workbench): deleted, moved
//! and duplicated, each undone by its button or by Ctrl+Z, which takes back whatever came last,
//! an edit or a change of the collection.

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::NimlabApp;
use nimlab_core::matchsticks::glyph::Variants;

use crate::support::matchsticks::{drag_stick, lay_out, match_state, reads, stick};
use crate::support::{Glyphs, app_harness, app_harness_with, assert_shows, click, en, settle, step_until};

/// The titles of the open collection, in order.
fn titles(harness: &Harness<'static, NimlabApp>) -> Vec<String> {
    let session = harness.state().match_tab().session();
    session
        .document()
        .puzzles_with(&session.record())
        .into_iter()
        .map(|p| p.title)
        .collect()
}

/// The sample collection, on the Puzzle panel.
pub fn samples() -> Harness<'static, NimlabApp> {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().matchsticks.file_samples);
    settle(&mut harness);
    click(&mut harness, en().matchsticks.panel_puzzle);
    harness
}

#[test]
fn a_puzzle_deleted_comes_back_with_undo() {
    let mut harness = samples();
    let before = titles(&harness);
    click(&mut harness, &format!("2. {}", before[1]));
    settle(&mut harness);
    click(&mut harness, en().workbench.delete);
    settle(&mut harness);
    let mut expected = before.clone();
    expected.remove(1);
    assert_eq!(titles(&harness), expected);
    assert!(
        harness.state().match_tab().session().is_dirty(),
        "a change to save"
    );
    assert_eq!(
        harness.state().match_tab().session().record().title,
        before[2],
        "the next one opens"
    );
    click(&mut harness, &format!("Undo delete of {}", before[1]));
    settle(&mut harness);
    assert_eq!(titles(&harness), before);
    assert_eq!(
        harness.state().match_tab().session().record().title,
        before[1],
        "open again"
    );
    assert!(!harness.state().match_tab().session().is_dirty(), "as saved");
}

/// The open puzzle deleted while a move is tried on it comes back with that board.
#[test]
fn a_deleted_puzzle_comes_back_with_the_board_it_was_tried_on() {
    let mut harness = samples();
    click(&mut harness, "2. Six and four");
    settle(&mut harness);
    assert_eq!(reads(&harness), "6+4=4");
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 4, true),
        &stick("0+3=09", 0, 1, false),
    );
    assert_eq!(reads(&harness), "9+4=4", "a move tried on the board");
    click(&mut harness, en().workbench.delete);
    settle(&mut harness);
    ctrl_z(&mut harness);
    assert_eq!(
        harness.state().match_tab().session().record().title,
        "Six and four"
    );
    assert_eq!(reads(&harness), "9+4=4", "the board as it was");
    assert_eq!(
        harness
            .state()
            .match_tab()
            .session()
            .editor()
            .puzzle()
            .text(Variants::default()),
        "6+4=4",
        "the puzzle as authored"
    );
}

#[test]
fn a_puzzle_moves_down_and_up_and_the_move_is_undone() {
    let mut harness = samples();
    let before = titles(&harness);
    click(&mut harness, en().workbench.move_down);
    let mut expected = before.clone();
    expected.swap(0, 1);
    assert_eq!(titles(&harness), expected);
    assert_eq!(
        harness.state().match_tab().session().document().index(),
        1,
        "still open"
    );
    click(&mut harness, en().workbench.move_up);
    assert_eq!(titles(&harness), before);
    // The undo names the puzzle that moved, whichever is open now.
    click(&mut harness, &format!("3. {}", before[2]));
    settle(&mut harness);
    click(&mut harness, &format!("Undo move of {}", before[0]));
    assert_eq!(titles(&harness), expected);
}

#[test]
fn a_puzzle_is_duplicated_and_the_copy_undone() {
    let mut harness = samples();
    let before = titles(&harness);
    click(&mut harness, en().workbench.duplicate);
    assert_eq!(titles(&harness).len(), before.len() + 1);
    assert_eq!(titles(&harness)[..2], [before[0].clone(), before[0].clone()]);
    assert_shows(&harness, &format!("Puzzles in this file: {}", before.len() + 1));
    click(&mut harness, &format!("Undo duplicate of {}", before[0]));
    assert_eq!(titles(&harness), before);
}

/// Ctrl+Z, as a designer presses it (no text field focused).
fn ctrl_z(harness: &mut Harness<'static, NimlabApp>) {
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    settle(harness);
}

#[test]
fn ctrl_z_takes_back_whatever_came_last_an_edit_or_a_collection_change() {
    let mut harness = samples();
    let before = titles(&harness);
    let sample = reads(&harness);
    // An edit, then a change of the collection: the change goes first.
    lay_out(&mut harness, "1+1=2");
    click(&mut harness, en().workbench.duplicate);
    assert_eq!(titles(&harness).len(), before.len() + 1);
    ctrl_z(&mut harness);
    assert_eq!(titles(&harness).len(), before.len(), "the duplicate went first");
    assert_eq!(reads(&harness), "1+1=2", "the edit stays");
    ctrl_z(&mut harness);
    assert_eq!(reads(&harness), sample, "then the edit");
    assert_eq!(titles(&harness), before);
    // A change of the collection, then an edit: the edit goes first.
    click(&mut harness, en().workbench.duplicate);
    lay_out(&mut harness, "2+2=4");
    ctrl_z(&mut harness);
    assert_eq!(reads(&harness), sample, "the edit went first");
    assert_eq!(titles(&harness).len(), before.len() + 1, "the duplicate stays");
    ctrl_z(&mut harness);
    assert_eq!(titles(&harness), before, "then the duplicate");
    // A deleted puzzle comes back by Ctrl+Z, open again.
    click(&mut harness, &format!("2. {}", before[1]));
    settle(&mut harness);
    click(&mut harness, en().workbench.delete);
    settle(&mut harness);
    assert_eq!(titles(&harness).len(), before.len() - 1);
    ctrl_z(&mut harness);
    assert_eq!(titles(&harness), before);
    assert_eq!(harness.state().match_tab().session().record().title, before[1]);
}

/// An emoji the fonts lack (🧩, newer than Noto Emoji) in a title shows as '?' where the
/// collection draws the title (Check collection's list is read here; the rows and the undo
/// button draw the same way), and the rows and the undo button keep the title in full for screen
/// readers. The Title field itself shows what was typed, so this harness allows a box.
#[test]
fn a_title_with_an_emoji_the_fonts_lack_is_drawn_with_a_mark() {
    let mut harness = app_harness_with(match_state(), Glyphs::MayBeMissing);
    click(&mut harness, en().matchsticks.file_samples);
    settle(&mut harness);
    click(&mut harness, en().matchsticks.panel_puzzle);
    let title = "🧩 Sums";
    harness.get_by_label(en().matchsticks.title).focus();
    harness.run();
    harness
        .get_by_label(en().matchsticks.title)
        .set_text_value_accesskit(title);
    settle(&mut harness);
    assert_eq!(harness.state().match_tab().session().record().title, title);
    assert!(harness.query_by_label_contains("it reads “? Sums”").is_some());
    click(&mut harness, en().workbench.duplicate);
    assert!(harness.query_by_label(&format!("1. {title}")).is_some());
    assert!(
        harness
            .query_by_label(&format!("Undo duplicate of {title}"))
            .is_some()
    );
    click(&mut harness, en().workbench.check_collection);
    step_until(&mut harness, "the collection checked", |h| {
        h.query_by_label("1. ? Sums").is_some()
    });
    assert!(harness.query_by_label(&format!("1. {title}")).is_some());
}

/// Each puzzle's difficulty as the engine works it out alone, in the collection's order.
fn difficulties(harness: &Harness<'static, NimlabApp>) -> Vec<Option<u32>> {
    let session = harness.state().match_tab().session();
    session
        .document()
        .puzzles_with(&session.record())
        .iter()
        .map(|p| {
            let layout = p.layout().expect("a sample lays out");
            let mut unwatched = nimlab_core::watch::Unwatched;
            nimlab_core::matchsticks::difficulty::of_puzzle(&layout, p.rules, p.goal, p.steps, &mut unwatched)
                .expect("a sample solves")
        })
        .collect()
}

#[test]
fn sort_by_difficulty_puts_the_easiest_first_and_undo_puts_the_order_back() {
    let mut harness = samples();
    let before = titles(&harness);
    let figures = difficulties(&harness);
    let mut expected: Vec<(Option<u32>, String)> = figures.iter().copied().zip(before.clone()).collect();
    expected.sort_by_key(|(figure, _)| (figure.is_none(), *figure));
    let expected: Vec<String> = expected.into_iter().map(|(_, title)| title).collect();
    assert_ne!(
        expected, before,
        "the samples are not in order of difficulty already"
    );
    step_until(&mut harness, "the badges worked out", |h| {
        !h.get_by_label(en().workbench.sort_by_difficulty)
            .accesskit_node()
            .is_disabled()
    });
    click(&mut harness, en().workbench.sort_by_difficulty);
    settle(&mut harness);
    assert_eq!(titles(&harness), expected);
    let sorted = difficulties(&harness);
    assert!(
        sorted
            .windows(2)
            .all(|pair| pair[1].is_none() || pair[0].is_some_and(|a| pair[1].is_some_and(|b| a <= b))),
        "{sorted:?}"
    );
    click(&mut harness, en().workbench.undo_sort);
    settle(&mut harness);
    assert_eq!(titles(&harness), before);
    assert!(!harness.state().match_tab().session().is_dirty(), "as saved");
}
