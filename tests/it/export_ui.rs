//! Exports through the shell's real save path, with the file dialog answered by the test: a PNG
//! of the view at the view's size, the DP table and the Grundy values as CSV (headed by what
//! they hold; in classroom mode only what is revealed), Save as and Open… for puzzles, and a
//! cancelled dialog that writes nothing.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::tree_tab::TreeView;

use crate::support::matchsticks::match_state;
use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, click, en, settle, step_until};

fn temporary_folder(name: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("nimlab-export-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    folder
}

/// Steps frames until `path` exists (the dialog and the writing run off the UI thread).
fn wait_for_file(harness: &mut Harness<'static, NimlabApp>, path: &Path) {
    step_until(harness, &format!("{} written", path.display()), |_| path.exists());
    harness.run();
}

#[test]
fn export_png_writes_the_view_at_its_size() {
    let folder = temporary_folder("png");
    let path = folder.join("tree.png");
    let mut harness = app_harness(AppState::default());
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    // Read before exporting: the notice that says "Exported" takes a line from the view.
    let region = harness.state().tree_tab().export_region().expect("drawn");
    harness.get_by_label(en().export_png).click();
    wait_for_file(&mut harness, &path);
    let decoder = png::Decoder::new(std::io::BufReader::new(
        std::fs::File::open(&path).expect("written"),
    ));
    let info = decoder.read_info().expect("a PNG").info().clone();
    assert_eq!(
        (info.width, info.height),
        (region.width().round() as u32, region.height().round() as u32)
    );
    assert!(info.width > 400 && info.height > 300, "{info:?}");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn export_csv_writes_seed_000s_table() {
    let folder = temporary_folder("csv");
    let path = folder.join("table.csv");
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "13", "1,2,3"));
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    harness.get_by_label(en().export_csv).click();
    wait_for_file(&mut harness, &path);
    let text = std::fs::read_to_string(&path).expect("written");
    let solution = &harness.state().tree_tab().analysis().expect("computed").solution;
    assert_eq!(text, nimlab::export::dp_table_csv(solution, |_| false));
    // A spreadsheet's first row is the column names; what the table holds is said under it.
    assert!(
        text.starts_with("coins,outcome,winning_takes\n0,win,\"\"\n"),
        "{text}"
    );
    assert!(text.ends_with("13,lose,\"\"\n\n# nimlab: seed 000's DP table (GenerateNimTable) of the coin game\n# game: take 1 2 3 coins a turn\n# rule: misere (whoever takes the last coin loses)\n# piles: 0 to 13 coins\n"), "{text}");
    assert!(text.lines().any(|line| line == "13,lose,\"\""));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// Exports the open tab's CSV to a file in a fresh folder named `name`; the file's text.
fn export_csv(harness: &mut Harness<'static, NimlabApp>, name: &str) -> String {
    let folder = temporary_folder(name);
    let path = folder.join("values.csv");
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    // The Grundy tab keeps its CSV in the Export… menu.
    if harness.query_by_label(en().export_csv).is_none() {
        harness.get_by_label(en().grundy.export_menu).click();
        harness.run();
    }
    harness.get_by_label(en().export_csv).click();
    wait_for_file(harness, &path);
    let text = std::fs::read_to_string(&path).expect("written");
    std::fs::remove_dir_all(folder).expect("cleaned up");
    text
}

#[test]
fn in_classroom_mode_a_csv_holds_only_what_is_revealed() {
    // The Grundy tab: {1,3,4}, 40 values; nothing revealed yet, so every value is blank: a table
    // for the class to fill in.
    let grundy = AppState {
        tab: Tab::Grundy,
        classroom: true,
        ..AppState::default()
    };
    let mut harness = app_harness(grundy.clone());
    let blank = export_csv(&mut harness, "grundy-hidden");
    assert!(
        blank.starts_with("n,grundy,p_position\n0,,\n1,,\n")
            && blank.ends_with("\n# classroom mode: values not revealed yet are left blank\n"),
        "{blank}"
    );
    assert_eq!(blank.lines().filter(|l| l.ends_with(",,")).count(), 40, "{blank}");
    click(&mut harness, en().classroom_reveal_all);
    let revealed = export_csv(&mut harness, "grundy-revealed");
    assert!(!revealed.contains("classroom"), "{revealed}");
    assert!(
        revealed.contains("\n0,0,true\n1,1,false\n2,0,true\n"),
        "{revealed}"
    );
    let mut outside = app_harness(AppState {
        classroom: false,
        ..grundy
    });
    assert_eq!(export_csv(&mut outside, "grundy-open"), revealed);

    // The DP table: W/L and winning takes hidden alike.
    let mut harness = app_harness(AppState {
        classroom: true,
        ..tree_state(TreeView::DynamicProgramming, "13", "1,2,3")
    });
    let text = export_csv(&mut harness, "dp-hidden");
    assert!(
        text.starts_with("coins,outcome,winning_takes\n0,,\n1,,\n"),
        "{text}"
    );
    assert!(
        text.ends_with("\n# classroom mode: values not revealed yet are left blank\n"),
        "{text}"
    );
    let rows: Vec<&str> = text
        .lines()
        .skip_while(|l| !l.starts_with("coins,"))
        .skip(1)
        .take_while(|l| !l.is_empty())
        .collect();
    assert!(
        rows.iter().enumerate().all(|(n, row)| *row == format!("{n},,")),
        "{rows:?}"
    );
}

#[test]
fn save_as_and_open_go_through_the_dialogs() {
    let folder = temporary_folder("dialogs");
    let path = folder.join("designed.ron");
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    harness.get_by_label(en().matchsticks.file_save_as).click();
    wait_for_file(&mut harness, &path);
    assert!(!harness.state().match_tab().session().is_dirty());
    assert_shows(&harness, "designed.ron");

    let mut other = app_harness(AppState::default());
    other.state_mut().answer_dialogs_with(Some(path.clone()));
    other.get_by_label(en().tab_matchsticks).click();
    settle(&mut other);
    other.get_by_label(en().matchsticks.file_open).click();
    step_until(&mut other, "the file opened", |h| {
        h.state().match_tab().session().document().path.as_deref() == Some(path.as_path())
    });
    assert_eq!(
        other.state().match_tab().session().file_to_save(),
        harness.state().match_tab().session().file_to_save()
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_cancelled_dialog_writes_nothing() {
    let folder = temporary_folder("cancel");
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(None);
    harness.get_by_label(en().matchsticks.file_save_as).click();
    harness.step();
    assert!(!harness.state().is_file_flow_idle(), "the dialog is open");
    step_until(&mut harness, "the dialog answered", |h| {
        h.state().is_file_flow_idle()
    });
    assert!(
        !harness.state().is_choosing_in_app(),
        "a cancel is a cancel, however quick: no chooser in the dialog's place"
    );
    assert!(harness.state().match_tab().session().document().path.is_none());
    assert!(harness.state().notice().is_none());
    assert_eq!(std::fs::read_dir(&folder).expect("exists").count(), 0);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
