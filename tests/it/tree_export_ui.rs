//! The game-tree tab's Figure… menu through the shell's real save path: the tree drawn for the
//! page to the depth chosen, the DP, the formula (or pattern) and the growth chart, and no figure
//! that shows values offered while classroom mode hides them.

use egui_kittest::kittest::Queryable as _;
use nimlab::ui::tree_tab::TreeView;

use crate::support::files::{assert_figure_file, export_from_menu, fresh_folder, png_size, png_width};
use crate::support::tree::tree_state;
use crate::support::{app_harness, en, run_until_still, settle, step_until};

#[test]
fn the_tree_figure_is_drawn_to_the_depth_chosen() {
    let folder = fresh_folder("tree-figure");
    let path = folder.join("tree.svg");
    let mut harness = app_harness(tree_state(TreeView::Recursive, "13", "1,2,3"));
    settle(&mut harness);
    harness.state_mut().answer_dialogs_with(Some(path.clone()));
    harness.get_by_label(en().tree.export_figure).click();
    harness.run();
    harness
        .get_by_label(en().tree.export_depth)
        .set_value_accesskit(2.0);
    harness.run();
    harness.get_by_label(&(en().tree.export_tree_as)("SVG")).click();
    step_until(&mut harness, "the figure written", |_| path.exists());
    let svg = std::fs::read_to_string(&path).expect("written");
    assert!(
        svg.contains("<title>13 coins, takes {1,2,3}, Misère: the game tree to depth 2</title>"),
        "{}",
        &svg[..200]
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_dp_view_draws_its_dag_and_table() {
    let folder = fresh_folder("dp-figure");
    let path = folder.join("table.pdf");
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "13", "1,2,3"));
    settle(&mut harness);
    export_from_menu(
        &mut harness,
        en().tree.export_figure,
        &(en().tree.export_dp_as)("PDF"),
        &path,
    );
    let pdf = std::fs::read(&path).expect("written");
    let text = String::from_utf8_lossy(&pdf);
    assert!(text.starts_with("%PDF-"));
    let pages = text.matches("/Type /Page").count() - text.matches("/Type /Pages").count();
    assert_eq!(pages, 1, "the 14 rows fit one page");
    assert!(
        text.contains("/FontFile2"),
        "its words are text in an embedded font"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn the_formula_and_growth_views_draw_their_own_figures() {
    let folder = fresh_folder("formula-figure");
    let svg = folder.join("formula.svg");
    let mut harness = app_harness(tree_state(TreeView::Formula, "13", "1,2,3"));
    settle(&mut harness);
    export_from_menu(
        &mut harness,
        en().tree.export_figure,
        &(en().tree.export_formula_as)("SVG"),
        &svg,
    );
    let text = std::fs::read_to_string(&svg).expect("written");
    assert!(
        text.contains("<title>The closed formula for takes {1, …, 3} — Misère</title>"),
        "{}",
        &text[..200]
    );

    let pattern = folder.join("pattern.svg");
    let mut harness = app_harness(tree_state(TreeView::Formula, "13", "1,3,4"));
    settle(&mut harness);
    export_from_menu(
        &mut harness,
        en().tree.export_figure,
        &(en().tree.export_pattern_as)("SVG"),
        &pattern,
    );
    let text = std::fs::read_to_string(&pattern).expect("written");
    assert!(
        text.contains("the pattern of wins and losses — {1,3,4}"),
        "{}",
        &text[..200]
    );

    let png = folder.join("growth.png");
    let mut harness = app_harness(tree_state(TreeView::Growth, "13", "1,2,3"));
    settle(&mut harness);
    export_from_menu(
        &mut harness,
        en().tree.export_figure,
        &(en().tree.export_chart_as)("PNG"),
        &png,
    );
    assert_figure_file(&png);
    assert_eq!(png_width(&png), 1920, "a full-HD slide by default");
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

/// Opens `menu` again if choosing in it closed it (so that `item` shows).
fn reopen(harness: &mut egui_kittest::Harness<'static, nimlab::app::NimlabApp>, menu: &str, item: &str) {
    if harness.query_by_label(item).is_none() {
        harness.get_by_label(menu).click();
        harness.run();
    }
}

/// Figure… draws for a 16:9 slide unless another page is chosen: 4:3, or the figure's own
/// size; the words are the string table's.
#[test]
fn the_figure_fills_the_slide_chosen() {
    let folder = fresh_folder("slide-figure");
    let strings = nimlab::i18n::Language::English.strings();
    let mut harness = app_harness(tree_state(TreeView::DynamicProgramming, "13", "1,2,3"));
    settle(&mut harness);
    let item = (strings.tree.export_dp_as)("PNG");
    let wide = folder.join("wide.png");
    export_from_menu(&mut harness, strings.tree.export_figure, &item, &wide);
    assert_eq!(png_size(&wide), (1920, 1080), "a 16:9 slide by default");
    let standard = folder.join("standard.png");
    harness.state_mut().answer_dialogs_with(Some(standard.clone()));
    harness.get_by_label(strings.tree.export_figure).click();
    harness.run();
    harness.get_by_label(&(strings.export_slide)("4:3")).click();
    harness.run();
    reopen(&mut harness, strings.tree.export_figure, &item);
    harness.get_by_label(&item).click();
    step_until(&mut harness, "the 4:3 figure written", |_| standard.exists());
    // The notice saying so may take a row of its own, moving the tab down a row.
    run_until_still(&mut harness);
    assert_eq!(png_size(&standard), (1920, 1440), "a 4:3 slide");
    let own = folder.join("own.png");
    harness.state_mut().answer_dialogs_with(Some(own.clone()));
    harness.get_by_label(strings.tree.export_figure).click();
    harness.run();
    harness.get_by_label(strings.export_own_size).click();
    harness.run();
    reopen(&mut harness, strings.tree.export_figure, &item);
    harness.get_by_label(&item).click();
    step_until(&mut harness, "the figure written at its own size", |_| {
        own.exists()
    });
    let (width, height) = png_size(&own);
    assert!(
        width == 1920 && height != 1080 && height != 1440,
        "{width} × {height}"
    );
    std::fs::remove_dir_all(folder).expect("cleaned up");
}

#[test]
fn classroom_mode_offers_no_figure_that_shows_values() {
    for view in [
        TreeView::Recursive,
        TreeView::DynamicProgramming,
        TreeView::Formula,
    ] {
        let mut harness = app_harness(tree_state(view, "6", "1,2,3"));
        settle(&mut harness);
        assert!(
            harness.query_by_label(en().tree.export_figure).is_some(),
            "{view:?}"
        );
        harness.get_by_label(en().classroom).click();
        settle(&mut harness);
        assert!(
            harness.query_by_label(en().tree.export_figure).is_none(),
            "{view:?}: the figure would show every value"
        );
    }
    // The growth chart counts calls and states: it gives no position's value away.
    let mut harness = app_harness(tree_state(TreeView::Growth, "6", "1,2,3"));
    settle(&mut harness);
    harness.get_by_label(en().classroom).click();
    settle(&mut harness);
    assert!(harness.query_by_label(en().tree.export_figure).is_some());
}
