//! The heaps mode's exports through the shell's real save path: Figure… draws the recursive
//! tree to the depth chosen (or the DAG) and animates its recursion as a GIF, Export CSV lists every position with its value, W/L,
//! occurrences and subtree size; classroom mode offers no figure and leaves the CSV's values
//! blank, as the window hides them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp};
use nimlab_model::tabs::tree::heaps::TreeGameKind;

use crate::support::files::{assert_figure_file, export_from_menu, fresh_folder};
use crate::support::{app_harness, en, step_until, wait_for_files};

/// The tree tab on heaps of a game, Nim (3,4,5) built and drawn; classroom mode on or off.
fn nim_3_4_5(classroom: bool) -> Harness<'static, NimlabApp> {
    let mut state = AppState {
        classroom,
        ..AppState::default()
    };
    state.tree.kind = TreeGameKind::Heaps;
    let mut harness = app_harness(state);
    step_until(&mut harness, "Nim (3,4,5) built", |h| {
        h.query_by_label(en().export_csv).is_some()
    });
    harness
}

/// Export CSV… to `path`; the file's text.
fn export_csv(harness: &mut Harness<'static, NimlabApp>, path: &std::path::Path) -> String {
    harness.state_mut().answer_dialogs_with(Some(path.to_owned()));
    harness.get_by_label(en().export_csv).click();
    wait_for_files(harness);
    std::fs::read_to_string(path).expect("written")
}

#[test]
fn the_recursive_tree_is_drawn_to_the_depth_chosen_and_the_dag_beside_it() {
    let folder = fresh_folder("heaps-figure");
    let mut harness = nim_3_4_5(false);
    let tree = folder.join("tree.svg");
    harness.state_mut().answer_dialogs_with(Some(tree.clone()));
    harness.get_by_label(en().tree.export_figure).click();
    harness.run();
    harness
        .get_by_label(en().tree.export_depth)
        .set_value_accesskit(1.0);
    harness.run();
    harness
        .get_by_label(&(en().position_tree.export_tree_as)("SVG"))
        .click();
    wait_for_files(&mut harness);
    let svg = std::fs::read_to_string(&tree).expect("written");
    // 219,447 nodes in the full tree, the root and its 12 children drawn.
    assert!(
        svg.contains("<title>Nim, heaps 3 4 5, normal play: the recursive tree to depth 1, 219,434 more nodes not drawn</title>"),
        "{}",
        &svg[..300]
    );
    let dag = folder.join("dag.pdf");
    export_from_menu(
        &mut harness,
        en().tree.export_figure,
        &(en().position_tree.export_dag_as)("PDF"),
        &dag,
    );
    assert_figure_file(&dag);
    let gif = folder.join("recursion.gif");
    export_from_menu(
        &mut harness,
        en().tree.export_figure,
        en().tree.export_animation,
        &gif,
    );
    wait_for_files(&mut harness);
    assert!(std::fs::read(&gif).expect("written").starts_with(b"GIF89a"));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_csv_lists_every_position_and_classroom_mode_leaves_the_values_blank() {
    let folder = fresh_folder("heaps-csv");
    let mut harness = nim_3_4_5(false);
    let text = export_csv(&mut harness, &folder.join("positions.csv"));
    assert!(
        text.contains("# start: Nim  heaps 3 4 5\n# rule: normal"),
        "{text}"
    );
    let rows: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
    assert_eq!(rows[0], "position,grundy_value,outcome,occurrences,tree_size");
    assert_eq!(rows.len(), 1 + 48, "one row per position");
    // 3 xor 4 xor 5 = 2; the start occurs once and stands for the whole tree.
    assert!(rows.contains(&"3 4 5,2,win,1,219447"), "{rows:?}");
    // The one winning move's target, 1 xor 4 xor 5 = 0.
    assert!(rows.iter().any(|r| r.starts_with("1 4 5,0,lose,")), "{rows:?}");

    let mut harness = nim_3_4_5(true);
    assert!(
        harness.query_by_label(en().tree.export_figure).is_none(),
        "no figure while the values are hidden"
    );
    let text = export_csv(&mut harness, &folder.join("classroom.csv"));
    assert!(text.lines().any(|l| l == "3 4 5,,,1,219447"), "{text}");
    assert!(!text.contains(",win,") && !text.contains(",lose,"));
    std::fs::remove_dir_all(folder).expect("cleaned up");
}
