//! The DP view with many takes on a projector: the table's every column is within reach and the
//! DAG beside it is never drawn over it.

use egui::{Key, Rect};
use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::Outcome;

use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, press_keys, run_until_still, settle};

/// The coin-game article's 13 coins with takes 1 to 7, presented at 800×600, in the DP view's
/// step-through after `steps` steps.
fn dp_takes_1_to_7(
    language: Language,
    steps: usize,
) -> egui_kittest::Harness<'static, nimlab::app::NimlabApp> {
    let state = AppState {
        language,
        presenting: true,
        ..tree_state(TreeView::Recursive, "13", "1,2,3,4,5,6,7")
    };
    let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
    settle(&mut harness);
    press_keys(&mut harness, Key::D, 1);
    press_keys(&mut harness, Key::PageDown, steps);
    harness
}

/// The rectangles of the widgets whose names `name` gives for some number of coins.
fn rects_named(
    harness: &egui_kittest::Harness<'static, nimlab::app::NimlabApp>,
    name: impl Fn(&str) -> bool,
) -> Vec<Rect> {
    harness
        .query_all_by(|node| node.label().is_some_and(|label| name(&label)))
        .map(|node| node.rect())
        .collect()
}

#[test]
fn the_dag_stays_off_the_dp_table_with_seven_takes_on_a_projector() {
    for language in Language::ALL {
        let strings = language.strings();
        let mut harness = dp_takes_1_to_7(language, 8);
        assert_eq!(
            harness.state().tree_tab().inputs.view,
            TreeView::DynamicProgramming
        );
        let rows: Vec<String> = (0..=13).map(strings.tree.dp_row_label).collect();
        let table = rects_named(&harness, |label| rows.iter().any(|row| row == label));
        assert!(!table.is_empty(), "{language:?}: no table row on show");
        let states: Vec<String> = (0..=13)
            .flat_map(|coins| {
                [
                    (strings.tree.dp_node_label)(coins, strings.outcome(Outcome::Win)),
                    (strings.tree.dp_node_label)(coins, strings.outcome(Outcome::Lose)),
                    (strings.tree.dp_node_label)(coins, "?"),
                    (strings.tree.dp_not_filled)(coins),
                ]
            })
            .collect();
        let dag = rects_named(&harness, |label| states.iter().any(|state| state == label));
        assert!(!dag.is_empty(), "{language:?}: no state of the DAG on show");
        for row in &table {
            for state in &dag {
                assert!(
                    !row.intersects(*state),
                    "{language:?}: a state of the DAG at {state:?} is drawn over the table's row at {row:?}"
                );
            }
        }
        // The last column is a scroll away, within the table's panel, left of the code.
        let title = harness.get_by_label(strings.tree.dp_table_title).rect();
        harness.hover_at(title.center_bottom() + egui::vec2(0.0, 120.0));
        harness.run();
        for _ in 0..5 {
            harness.event(egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: egui::vec2(-400.0, 0.0),
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Wheel,
                modifiers: egui::Modifiers::NONE,
            });
            harness.run();
        }
        run_until_still(&mut harness);
        let code = harness.get_by_label(strings.code.title).rect();
        let last = harness.get_by_label("[7]").rect();
        assert!(
            last.left() >= title.left() && last.right() <= code.left(),
            "{language:?}: the [7] column at {last:?} is outside the table between {title:?} and the code at {code:?}"
        );
    }
}

#[test]
fn the_cells_filled_show_above_the_selection_with_seven_takes_on_a_projector() {
    for language in Language::ALL {
        let strings = language.strings();
        let harness = dp_takes_1_to_7(language, 8);
        let fills = harness
            .query_all_by(|node| {
                // A label's text is its value.
                node.label()
                    .or_else(|| node.value())
                    .is_some_and(|text| text.starts_with(&format!("{}: ", strings.code.fills)))
            })
            .map(|node| node.rect())
            .next()
            .unwrap_or_else(|| panic!("{language:?}: no line of the cells filled"));
        let selected = harness.get_by_label(strings.tree.selected).rect();
        assert!(
            fills.bottom() <= selected.top(),
            "{language:?}: the cells filled at {fills:?} run into the selection at {selected:?}"
        );
    }
}

#[test]
fn at_800_by_600_the_dag_runs_along_the_width_with_the_table_under_it() {
    for language in Language::ALL {
        let strings = language.strings();
        let state = AppState {
            language,
            ..tree_state(TreeView::DynamicProgramming, "13", "1,2,3")
        };
        let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
        settle(&mut harness);
        let state_at = |coins| {
            let names = [Outcome::Win, Outcome::Lose]
                .map(|outcome| (strings.tree.dp_node_label)(coins, strings.outcome(outcome)));
            let found = rects_named(&harness, |label| names.iter().any(|name| name == label));
            *found
                .first()
                .unwrap_or_else(|| panic!("{language:?}: state {coins} not drawn"))
        };
        let (start, end) = (state_at(13), state_at(0));
        // Along a row across the view (the side panel keeps its own width), not down a strip
        // beside the table.
        assert!(
            (end.center().x - start.center().x) > 300.0,
            "{language:?}: 13 at {start:?}, 0 at {end:?}"
        );
        assert!(
            (end.center().y - start.center().y).abs() < 1.0,
            "{language:?}: one row"
        );
        let table = harness.get_by_label(strings.tree.dp_table_title).rect();
        assert!(
            table.top() > start.bottom(),
            "{language:?}: the table under the DAG at {table:?}"
        );
    }
}
