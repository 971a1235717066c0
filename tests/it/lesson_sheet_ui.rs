//! Worksheet… in the tree and Grundy tabs through the shell's real save path (the dialog
//! answered by the test): the blank sheet and the key written as PDFs whose title says which
//! (the key's ends "— Answer key"), the DP table sheet where the tree is too large (the menu
//! saying why, with the sizes), the Nim sheet of the Grundy tab's sum, the heaps' sheets of the
//! tree tab, and only the blank sheet while classroom mode hides values.

use std::path::Path;

use egui::accesskit::Toggled;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::figure::lesson_sheet::SheetRefusal;
use nimlab::figure::worksheet::Paper;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::octal::OctalCode;
use nimlab_model::tabs::tree::heaps::TreeGameKind;

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
    let save = en().sheet_sizes.save_tree;
    save_sheet(&mut harness, &[words.menu], false, save, &blank);
    save_sheet(&mut harness, &[words.menu], true, save, &key);
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
    save_sheet(
        &mut harness,
        &[words.menu],
        false,
        en().sheet_sizes.save_tree,
        &blank,
    );
    assert!(titled(&blank, "Game tree: 5 coins, take {1,2,3}, Misère"));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn thirteen_coins_get_the_dp_table_sheet_and_the_menu_says_why_not_the_tree() {
    let folder = fresh_folder("lesson-sheet-dp");
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    settle(&mut harness);
    let words = en().lesson_sheet;
    harness.get_by_label(words.menu).click();
    harness.run();
    // The tree button is greyed and the menu says the size asked, the largest and the DP sheet's reach.
    let refusal = SheetRefusal::TreeTooLarge {
        coins: 13,
        largest: 6,
        paper: Paper::A4,
    }
    .words(en());
    assert_shows(&harness, &refusal);
    assert!(
        refusal.contains("13 coins") && refusal.contains("up to 6 coins") && refusal.contains("100 coins")
    );
    assert!(
        harness
            .get_by_label(en().sheet_sizes.save_tree)
            .accesskit_node()
            .is_disabled()
    );
    harness.key_press(egui::Key::Escape);
    harness.run();
    let (blank, key) = (folder.join("dp.pdf"), folder.join("dp-key.pdf"));
    let save = en().sheet_sizes.save_dp;
    save_sheet(&mut harness, &[words.menu], false, save, &blank);
    save_sheet(&mut harness, &[words.menu], true, save, &key);
    let title = "DP table: 1 to 13 coins, take {1,2,3}, Misère";
    assert!(titled(&blank, title), "the blank sheet's title");
    assert!(titled(&key, &format!("{title} — Answer key")), "the key's title");
    assert_eq!((pdf_pages(&blank), pdf_pages(&key)), (1, 1));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// The tree tab on heaps typed as `sizes` of `game` under `rule`, built.
fn heaps(sizes: &str, game: &str, rule: Rule) -> Harness<'static, NimlabApp> {
    let mut state = AppState::default();
    state.tree.kind = TreeGameKind::Heaps;
    sizes.clone_into(&mut state.tree.heaps.sizes);
    game.clone_into(&mut state.tree.heaps.game);
    state.tree.heaps.rule = rule;
    let mut harness = app_harness(state);
    step_until(&mut harness, "the heaps built", |h| {
        h.query_by_label(en().export_csv).is_some()
    });
    harness
}

#[test]
fn heaps_mode_saves_the_nim_sheet_or_the_sum_to_solve_and_says_when_there_is_none() {
    let folder = fresh_folder("lesson-sheet-heaps");
    let words = en().lesson_sheet;
    let mut harness = heaps("3,4,5", "nim", Rule::Normal);
    let nim = folder.join("nim-key.pdf");
    save_sheet(&mut harness, &[words.menu], true, words.save_nim, &nim);
    assert!(titled(&nim, "Nim: heaps 3, 4, 5 — Answer key"));
    let mut harness = heaps("nim:3 + 0.77:5", "nim", Rule::Normal);
    let sum = folder.join("sum.pdf");
    save_sheet(
        &mut harness,
        &[words.menu],
        false,
        en().sheet_sizes.save_sum,
        &sum,
    );
    // The heaps are named as the figures name their games.
    let kayles = HeapGame::Octal(OctalCode::parse("0.77").expect("Kayles"));
    let title = format!(
        "A sum to solve: {} 3 + {} 5",
        en().figure_game(&HeapGame::Nim),
        en().figure_game(&kayles)
    );
    assert!(titled(&sum, &title), "{title}");
    assert_eq!(pdf_pages(&sum), 1);
    let mut harness = heaps("3,4,5", "nim", Rule::Misere);
    harness.get_by_label(words.menu).click();
    harness.run();
    assert_shows(&harness, en().sheet_sizes.misere_heaps);
    assert!(harness.query_by_label(words.save_nim).is_none());
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
