//! The panel beside every view but Play: classroom mode's question (or its controls), the call
//! stack during the step-through, and the selected position and node with what is known of them.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::i18n::numbers;
use crate::ui::layout::{self, Side};
use crate::ui::style;
use nimlab_core::games::Solution;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::view_tree::Fold;

use super::classroom::TreeClassroom;
use super::event::TreeEvent;
use super::step_through::call_stack_ui;
use super::tree_view::node_label;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::inputs::TreeView;
use nimlab_model::tabs::tree::selection::Selection;

/// What the side panel shows, read from the tab's model.
#[derive(Clone, Copy, Debug)]
pub struct SidePanel<'a> {
    /// The analysis on show.
    pub analysis: &'a ShownTree,
    /// What is selected.
    pub selection: &'a Selection,
    /// The view beside the panel.
    pub view: TreeView,
    /// The recursion the tree shows.
    pub evaluation: Evaluation,
    /// Steps taken in the step-through, if it is on.
    pub steps: Option<usize>,
    /// The user has folded or unfolded nodes: Reset folds is offered.
    pub has_folds: bool,
}

/// The panel at the right, one width for the window whatever it shows, so selecting a node never
/// moves the tree: a share of the window, within bounds that keep its text readable
/// and the view its room. What does not fit its height scrolls. Classroom mode's controls and
/// question show `classroom`; what is pressed is returned.
pub fn side_panel_ui(
    ui: &mut Ui,
    panel: SidePanel<'_>,
    classroom: &TreeClassroom,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    let width = (ui.available_width() * 0.28).clamp(180.0, 300.0);
    layout::side_panel(ui, "tree_selection", Side::Right, |panel| {
        panel.resizable(false).exact_size(width)
    })
    .show(ui, |ui| {
        egui::ScrollArea::vertical()
            .id_salt("tree_selection_scroll")
            .auto_shrink(false)
            .show(ui, |ui| event = contents_ui(ui, panel, classroom, strings));
    });
    event
}

/// The panel's contents in `ui` as it is, for a column that holds it with other panels.
pub fn contents_ui(
    ui: &mut Ui,
    panel: SidePanel<'_>,
    classroom: &TreeClassroom,
    strings: &Strings,
) -> Option<TreeEvent> {
    let SidePanel {
        analysis,
        selection,
        view,
        evaluation,
        steps,
        has_folds,
    } = panel;
    let mut event = None;
    if classroom.on {
        event = classroom.controls_ui(ui, strings);
        match selection.node_in(&analysis.tree) {
            Some(id) if classroom.revealed().is_some() => {
                return classroom.ask_ui(ui, analysis, id, strings).or(event);
            }
            None if classroom.revealed().is_some() => {
                ui.label(RichText::new(strings.tree.classroom_pick).size(18.0));
                return event;
            }
            _ => {}
        }
    }
    if view == TreeView::Recursive
        && let Some(done) = steps
    {
        call_stack_ui(ui, analysis, analysis.trace(evaluation), done, strings);
    }
    ui.heading(strings.tree.selected);
    if has_folds && ui.button(strings.tree.reset_folds).clicked() {
        event = Some(TreeEvent::ResetFolds);
    }
    let Some(coins) = selection.state.filter(|&c| c <= analysis.coins()) else {
        ui.weak(strings.tree.none_selected);
        return event;
    };
    position_ui(ui, analysis, coins, strings);
    if let Some(id) = selection.node_in(&analysis.tree) {
        ui.separator();
        ui.label(node_label(analysis, id, strings));
        let fold_button = analysis.tree.fold_toggle(id).map(|fold| match fold {
            Fold::Expanded => strings.tree.expand_subtree,
            Fold::Collapsed => strings.tree.collapse_subtree,
        });
        if let Some(text) = fold_button
            && ui.button(text).clicked()
        {
            event = Some(TreeEvent::ToggleFold(analysis.tree.path(id)));
        }
    }
    event
}

/// The selected position: its value, winning takes, how often it occurs and its subtree's size.
fn position_ui(ui: &mut Ui, analysis: &ShownTree, coins: u32, strings: &Strings) {
    let outcome = analysis.solution.outcome(coins);
    ui.label(
        RichText::new((strings.tree.coin_count)(coins))
            .size(20.0)
            .strong(),
    );
    ui.colored_label(
        style::outcome_color(outcome),
        RichText::new(strings.outcome(outcome)).size(18.0).strong(),
    );
    ui.label(winning_takes_line(&analysis.solution, coins, strings));
    let occurrences = analysis.occurrences_of(coins);
    ui.label(if *occurrences == 1u32.into() {
        strings.tree.occurs_once.to_owned()
    } else {
        (strings.tree.occurrences)(&numbers::abbreviate(occurrences))
    });
    let size = numbers::abbreviate(analysis.subtree_sizes.of(coins));
    ui.label((strings.tree.subtree_size)(coins, &size));
}

/// "Winning takes: 1, 3", or that every take loses: the side panel's line, which the
/// presenter's screen repeats for the pile on show.
pub fn winning_takes_line(solution: &Solution, coins: u32, strings: &Strings) -> String {
    let moves = solution.winning_moves(coins);
    let moves = if moves.is_empty() {
        strings.tree.no_winning_take.to_owned()
    } else {
        moves.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
    };
    format!("{}: {moves}", strings.tree.winning_takes)
}
