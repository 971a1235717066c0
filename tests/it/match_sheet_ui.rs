//! The Export menu's worksheet choices in the window: they are made with the menu open, are
//! remembered between runs, and a key in a file of its own is asked a second name through the
//! shell's file flow once the worksheet is written, never written over a file unasked, and not
//! asked at all when the worksheet was cancelled.

use egui_kittest::kittest::Queryable as _;
use nimlab_model::tabs::matchsticks::sheet_choices::KeyPlace;

use crate::support::files::{fresh_folder, pdf_pages};
use crate::support::matchsticks::match_state;
use crate::support::{app_harness, click, en, settle, step_until, wait_for_files};

#[test]
fn a_key_of_its_own_is_asked_a_second_name_and_the_choices_are_remembered() {
    let folder = fresh_folder("match-sheet-choices");
    let mut state = match_state();
    // Remembered from a last run: two puzzles a page, so the key holds four.
    state.matchsticks.sheet.look.per_page = 2;
    let mut harness = app_harness(state);
    click(&mut harness, en().matchsticks.file_samples);
    settle(&mut harness);
    let puzzles = harness.state().match_tab().session().file_to_save().puzzles.len();
    let m = en().matchsticks;

    harness.get_by_label(m.export_menu).click();
    harness.run();
    harness.get_by_label(m.sheet_titles).click();
    harness.run();
    assert!(
        harness.query_by_label(m.sheet_key_own_file).is_some(),
        "the menu stays open while a choice is made"
    );
    harness.get_by_label(m.sheet_key_own_file).click();
    harness.run();

    let (sheet, key) = (folder.join("lesson.pdf"), folder.join("lesson-key.pdf"));
    harness.state_mut().answer_dialogs_with(Some(sheet.clone()));
    harness.get_by_label(m.export_sheet_key).click();
    // The scripted dialog answers the worksheet's path for the key too: asked, not replaced.
    step_until(&mut harness, "the worksheet written, the key's name asked", |h| {
        sheet.exists() && h.state().is_asking_to_replace()
    });
    harness.run();
    assert_eq!(
        pdf_pages(&sheet),
        puzzles.div_ceil(2),
        "the puzzles alone, 2 a page"
    );
    harness.state_mut().answer_dialogs_with(Some(key.clone()));
    click(&mut harness, en().overwrite_another);
    step_until(&mut harness, "the key written", |_| key.exists());
    wait_for_files(&mut harness);
    assert_eq!(pdf_pages(&key), puzzles.div_ceil(4), "the key alone, 4 a page");
    assert_eq!(pdf_pages(&sheet), puzzles.div_ceil(2), "the worksheet as written");

    let remembered = harness.state().state().matchsticks.sheet;
    assert!(!remembered.look.titles && remembered.look.difficulty);
    assert_eq!((remembered.look.per_page, remembered.key), (2, KeyPlace::OwnFile));
    let again = app_harness(harness.state().state());
    assert_eq!(
        again.state().state().matchsticks.sheet,
        remembered,
        "the next run starts with them"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_cancelled_worksheet_asks_no_name_for_its_key() {
    let mut state = match_state();
    state.matchsticks.sheet.key = KeyPlace::OwnFile;
    let mut harness = app_harness(state);
    harness.state_mut().answer_dialogs_with(None);
    harness.get_by_label(en().matchsticks.export_menu).click();
    harness.run();
    harness.get_by_label(en().matchsticks.export_sheet_key).click();
    wait_for_files(&mut harness);
    // A second dialog would have been answered with Cancel too; it would leave the flow busy
    // for a frame at least: two more frames find it still idle.
    harness.step();
    harness.step();
    assert!(harness.state().is_file_flow_idle());
    assert!(!harness.state().is_asking_to_replace());
}

#[test]
fn classroom_mode_leaves_where_the_key_goes_out_of_the_menu() {
    let mut harness = app_harness(match_state());
    click(&mut harness, en().classroom);
    settle(&mut harness);
    harness.get_by_label(en().matchsticks.export_menu).click();
    harness.run();
    let m = en().matchsticks;
    for choice in [m.sheet_difficulty, m.sheet_titles, m.sheet_per_page] {
        assert!(harness.query_by_label(choice).is_some(), "{choice} offered");
    }
    for giveaway in [m.sheet_key_at_end, m.sheet_key_own_file] {
        assert!(harness.query_by_label(giveaway).is_none(), "{giveaway} hidden");
    }
}
