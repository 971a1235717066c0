//! The matchstick tab's Export menu through the shell's real save path (the dialog answered by
//! the test): figures of the puzzle, never of what was tried on the board; the answer marked;
//! worksheets of the collection; and no answer in the menu while classroom mode hides them.

use egui_kittest::kittest::Queryable as _;

use crate::support::files::{export_from_menu, fresh_folder};
use crate::support::matchsticks::{drag_stick, match_state, reads, stick};
use crate::support::{app_harness, en, settle};

#[test]
fn a_figure_draws_the_puzzle_not_the_try_on_the_board() {
    let folder = fresh_folder("match-export-puzzle");
    let mut harness = app_harness(match_state());
    drag_stick(
        &mut harness,
        &stick("0+3=09", 0, 1, true),
        &stick("0+3=09", 0, 6, false),
    );
    assert_eq!(reads(&harness), "6+3=09", "the board holds a try");
    let svg = folder.join("puzzle.svg");
    export_from_menu(
        &mut harness,
        en().matchsticks.export_menu,
        &(en().matchsticks.export_puzzle_as)("SVG"),
        &svg,
    );
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(
        text.contains("<title>0+3=09</title>"),
        "the puzzle: {}",
        &text[..120]
    );

    let pdf = folder.join("answer.pdf");
    export_from_menu(
        &mut harness,
        en().matchsticks.export_menu,
        &(en().matchsticks.export_answer_as)("PDF"),
        &pdf,
    );
    assert!(std::fs::read(&pdf).expect("written").starts_with(b"%PDF-"));
    let png = folder.join("puzzle.png");
    export_from_menu(
        &mut harness,
        en().matchsticks.export_menu,
        &(en().matchsticks.export_puzzle_as)("PNG"),
        &png,
    );
    let reader = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&png).expect("written"),
    ))
    .read_info()
    .expect("a PNG");
    assert_eq!(
        reader.info().width,
        1920,
        "drawn for a slide, not grabbed from the window"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_samples_make_a_worksheet_with_its_key() {
    let folder = fresh_folder("match-export-sheet");
    let mut harness = app_harness(match_state());
    harness.get_by_label(en().matchsticks.file_samples).click();
    settle(&mut harness);
    let puzzles = harness.state().match_tab().session().file_to_save().puzzles.len();
    assert!(puzzles > 4, "a collection: {puzzles}");
    let path = folder.join("sheet.pdf");
    export_from_menu(
        &mut harness,
        en().matchsticks.export_menu,
        en().matchsticks.export_sheet_key,
        &path,
    );
    let pdf = std::fs::read(&path).expect("written");
    let text = String::from_utf8_lossy(&pdf);
    let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
    assert_eq!(
        pages,
        puzzles.div_ceil(4) + puzzles.div_ceil(8),
        "questions 4 a page, key 8"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn classroom_mode_keeps_answers_out_of_the_menu() {
    let mut harness = app_harness(match_state());
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    harness.get_by_label(en().matchsticks.export_menu).click();
    harness.run();
    assert!(
        harness
            .query_by_label(&(en().matchsticks.export_puzzle_as)("PNG"))
            .is_some()
    );
    assert!(harness.query_by_label(en().matchsticks.export_sheet).is_some());
    for giveaway in [
        &(en().matchsticks.export_answer_as)("PNG"),
        &(en().matchsticks.export_answer_as)("SVG"),
        &(en().matchsticks.export_answer_as)("PDF"),
        en().matchsticks.export_sheet_key,
    ] {
        assert!(harness.query_by_label(giveaway).is_none(), "{giveaway} hidden");
    }
}
