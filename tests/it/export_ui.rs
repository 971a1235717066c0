//! Exports through the shell's real save path, with the file dialog answered by the test: a PNG
//! of the view at the view's size, the DP table as CSV, Save as and Open… for puzzles, and a
//! cancelled dialog that writes nothing.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab::ui::tree_tab::TreeView;

use crate::support::matchsticks::match_state;
use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, settle, step_until};

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
    harness.get_by_label("Export PNG…").click();
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
    harness.get_by_label("Export CSV…").click();
    wait_for_file(&mut harness, &path);
    let text = std::fs::read_to_string(&path).expect("written");
    let solution = &harness.state().tree_tab().analysis().expect("computed").solution;
    assert_eq!(text, nimlab::export::dp_table_csv(solution));
    assert!(text.lines().any(|line| line == "13,lose,\"\""));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn save_as_and_open_go_through_the_dialogs() {
    let folder = temporary_folder("dialogs");
    let path = folder.join("designed.ron");
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    harness.get_by_label("Save as…").click();
    wait_for_file(&mut harness, &path);
    assert!(!harness.state().match_tab().is_dirty());
    assert_shows(&harness, "designed.ron");

    let mut other = app_harness(AppState::default());
    other.state_mut().answer_dialogs_with(Some(path.clone()));
    other.get_by_label("Matchsticks").click();
    settle(&mut other);
    other.get_by_label("Open…").click();
    step_until(&mut other, "the file opened", |h| {
        h.state().match_tab().document().path.as_deref() == Some(path.as_path())
    });
    assert_eq!(
        other.state().match_tab().file_to_save(),
        harness.state().match_tab().file_to_save()
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn a_cancelled_dialog_writes_nothing() {
    let folder = temporary_folder("cancel");
    let mut harness = app_harness(match_state());
    harness.state_mut().answer_dialogs_with(None);
    harness.get_by_label("Save as…").click();
    harness.step();
    assert!(!harness.state().is_file_flow_idle(), "the dialog is open");
    step_until(&mut harness, "the dialog answered", |h| {
        h.state().is_file_flow_idle()
    });
    assert!(
        !harness.state().is_choosing_in_app(),
        "a cancel is a cancel, however quick: no chooser in the dialog's place"
    );
    assert!(harness.state().match_tab().document().path.is_none());
    assert!(harness.state().notice().is_none());
    assert_eq!(std::fs::read_dir(&folder).expect("exists").count(), 0);
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
