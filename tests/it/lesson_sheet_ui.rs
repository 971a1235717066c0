//! Worksheet… in the tree and Grundy tabs through the shell's real save path (the dialog
//! answered by the test): the blank sheet and the key written as PDFs whose title says which
//! (the key's ends "— Answer key"), the Nim sheet of the Grundy tab's sum, and only the blank
//! sheet while classroom mode hides values.

use std::path::Path;

use egui::accesskit::Toggled;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::tree_tab::TreeView;

use crate::support::files::{fresh_folder, pdf_pages};
use crate::support::tree::tree_state;
use crate::support::{app_harness, assert_shows, en, settle, step_until};

/// The PDF at `path` is titled `title` (written as UTF-16 when it is not plain ASCII).
fn titled(path: &Path, title: &str) -> bool {
    let bytes = std::fs::read(path).expect("written");
    let text = String::from_utf8_lossy(&bytes);
    let hex: String = std::iter::once("FEFF".to_owned())
        .chain(title.encode_utf16().map(|unit| format!("{unit:04X}")))
        .collect();
    text.contains(&format!("({title})")) || text.contains(&format!("<{hex}>"))
}

/// Opens `menus` in turn, sets the key switch to `key` (when offered), and saves with `save`.
fn save_sheet(harness: &mut Harness<'static, NimlabApp>, menus: &[&str], key: bool, save: &str, path: &Path) {
    harness.state_mut().answer_dialogs_with(Some(path.to_owned()));
    for menu in menus {
        harness.get_by_label(menu).click();
        harness.run();
    }
    let switch = harness.query_by_label(en().lesson_sheet.answers);
    if let Some(switch) = switch {
        let on = switch.accesskit_node().toggled() == Some(Toggled::True);
        if on != key {
            switch.click();
            harness.run();
        }
    } else {
        assert!(!key, "the key switch is offered");
    }
    harness.get_by_label(save).click();
    step_until(harness, &format!("{} written", path.display()), |_| path.exists());
    harness.run();
}

#[test]
fn the_tree_tab_saves_seed_000s_sheet_and_its_key() {
    let folder = fresh_folder("lesson-sheet-tree");
    let mut harness = app_harness(tree_state(TreeView::Recursive, "5", "1,2,3"));
    settle(&mut harness);
    let words = en().lesson_sheet;
    let (blank, key) = (folder.join("tree.pdf"), folder.join("tree-key.pdf"));
    save_sheet(&mut harness, &[words.menu], false, words.save, &blank);
    save_sheet(&mut harness, &[words.menu], true, words.save, &key);
    let title = "Game tree: 5 coins, take {1,2,3}, Misère";
    assert!(titled(&blank, title), "the blank sheet's title");
    assert!(titled(&key, &format!("{title} — Answer key")), "the key's title");
    assert_eq!((pdf_pages(&blank), pdf_pages(&key)), (1, 1));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_grundy_tab_saves_its_game_and_the_nim_sheet_of_its_sum() {
    let folder = fresh_folder("lesson-sheet-grundy");
    let mut harness = app_harness(AppState {
        tab: Tab::Grundy,
        ..AppState::default()
    });
    settle(&mut harness);
    let words = en().lesson_sheet;
    let menus = [en().grundy.export_menu];
    let (values, nim) = (folder.join("grundy-key.pdf"), folder.join("nim.pdf"));
    // The tab's 40 values are cut to the 24 a sheet asks for, and the menu says so.
    harness.get_by_label(en().grundy.export_menu).click();
    harness.run();
    assert_shows(&harness, &(words.grundy_cut)(40, 24));
    harness.key_press(egui::Key::Escape);
    harness.run();
    save_sheet(&mut harness, &menus, true, words.save, &values);
    assert!(titled(
        &values,
        "Grundy values of subtraction {1,3,4}, Normal: g(0) to g(23) — Answer key"
    ));
    save_sheet(&mut harness, &menus, false, words.save_nim, &nim);
    assert!(titled(&nim, "Nim: heaps 3, 4, 5"));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn classroom_mode_offers_the_blank_sheet_alone() {
    let folder = fresh_folder("lesson-sheet-classroom");
    let mut harness = app_harness(AppState {
        classroom: true,
        ..tree_state(TreeView::Recursive, "5", "1,2,3")
    });
    settle(&mut harness);
    let words = en().lesson_sheet;
    let blank = folder.join("tree.pdf");
    save_sheet(&mut harness, &[words.menu], false, words.save, &blank);
    assert!(titled(&blank, "Game tree: 5 coins, take {1,2,3}, Misère"));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
