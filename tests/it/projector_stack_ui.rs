//! The call stack on a projector: deeper than the panel, it says how many outer calls are out of
//! view above, shows only whole lines, and keeps the current call in view.

use egui::Key;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::AppState;
use nimlab::i18n::Language;
use nimlab::ui::tree_tab::TreeView;
use nimlab_core::games::recursive::Evaluation;

use crate::support::tree::tree_state;
use crate::support::{app_harness_sized, labels, press_keys, settle};

#[test]
fn the_call_stack_counts_the_calls_out_of_view_above_on_a_projector() {
    for language in Language::ALL {
        let strings = language.strings();
        let state = AppState {
            language,
            presenting: true,
            ..tree_state(TreeView::Recursive, "13", "1,2,3")
        };
        let mut harness = app_harness_sized(state, egui::vec2(800.0, 600.0));
        settle(&mut harness);
        // The step-through, then deep in the first branch: 13 calls down to 0 coins.
        press_keys(&mut harness, Key::PageDown, 1 + 14);
        let tab = harness.state().tree_tab();
        let analysis = tab.analysis().expect("analysed");
        let trace = analysis.trace(Evaluation::Full);
        let stack = trace.stack(&analysis.tree, tab.steps_done().expect("stepping"));
        let entries: Vec<String> = stack
            .iter()
            .map(|&id| (strings.tree.coin_count)(analysis.tree.node(id).coins))
            .collect();
        let heading = harness.get_by_label(strings.tree.call_stack).rect();
        let selected = harness.get_by_label(strings.tree.selected).rect();
        // The stack's lines on show: the calls' entries between its heading and the selection.
        let mut shown: Vec<egui::Rect> = entries
            .iter()
            .flat_map(|entry| harness.query_all_by_label(entry).map(|node| node.rect()))
            .filter(|rect| rect.bottom() > heading.bottom() && rect.top() < selected.top())
            .collect();
        // A label is named twice (its widget and its text), at one place.
        shown.sort_by(|a, b| a.top().total_cmp(&b.top()));
        shown.dedup();
        assert!(
            shown.len() < stack.len(),
            "{language:?}: all {} calls show: the stack is not deeper than the panel",
            stack.len()
        );
        let note = (strings.tree.call_stack_more_above)(stack.len() - shown.len());
        let above = harness
            .query_by_label(&note)
            .unwrap_or_else(|| panic!("{language:?}: no {note:?} among {:?}", labels(&harness)))
            .rect();
        for line in &shown {
            assert!(
                line.top() >= above.bottom() - 0.5 && line.bottom() <= selected.top() + 0.5,
                "{language:?}: a call at {line:?} is not whole between {note:?} at {above:?} and {selected:?}"
            );
        }
        // The current call is the last line on show.
        let innermost = entries.last().expect("running");
        assert!(
            harness
                .query_all_by_label(innermost)
                .any(|node| shown.contains(&node.rect())),
            "{language:?}: the current call {innermost:?} is out of view"
        );
    }
}
