//! The heaps' step-through beside the DAG: the seed's recursion over positions with its running
//! line marked and the variables in scope (drawn by the coin game's code panel), and the call
//! stack naming positions, `(1,2) → (2) → (1)`, the last step said above it. Classroom mode
//! hides what gives a value away, as the coin game's panels do.

use egui::{RichText, Ui};

use super::steps::{HeapSteps, Walk};
use super::view::value_words;
use crate::i18n::Strings;
use crate::ui::layout::{self, Side};
use crate::ui::style;
use crate::ui::tree_tab::code_panel::{ListingView, listing_view_ui, panel_width};
use crate::ui::tree_tab::step_through::stack_ui;
use nimlab_core::games::lesson_code::Reveals;
use nimlab_core::games::positions::PositionGraph;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::Step;
use nimlab_core::games::view_tree::NodeId;

/// The most of the panel's height the call stack takes, under the code.
const STACK_SHARE: f32 = 0.45;

/// Below this width (in points) the panel takes the side panel's place while stepping, so the
/// code's lines are not cut to a few words (an 800×600 projector).
const NARROW_BELOW: f32 = 1100.0;

/// The panel takes the side panel's place: the tab is too narrow for both beside the DAG.
fn replaces_side_panel(ui: &Ui, steps: &HeapSteps) -> bool {
    steps.done().is_some() && ui.available_width() < NARROW_BELOW
}

/// The side panel `side` draws, then while stepping the code and call stack beside it; in a
/// narrow tab ([`replaces_side_panel`]) they take its place and `side` is not drawn (its answer
/// is then nothing). `code_folded`: the user folded the code away.
pub fn beside_side_panel<T: Default>(
    ui: &mut Ui,
    (graph, steps, hidden): (&PositionGraph, &HeapSteps, bool),
    code_folded: &mut bool,
    strings: &Strings,
    side: impl FnOnce(&mut Ui) -> T,
) -> T {
    let alone = replaces_side_panel(ui, steps);
    let answer = if alone { T::default() } else { side(ui) };
    let mut code_shown = !*code_folded;
    steps_panel_ui(ui, graph, steps, (hidden, alone), &mut code_shown, strings);
    *code_folded = !code_shown;
    answer
}

/// The panel at the right while stepping: the code (or its Show button), the call stack under
/// it. `hidden`: classroom mode hides the values; `code_shown`: the code is open; `alone`: it
/// stands in the side panel's place ([`replaces_side_panel`]), and takes a wider share.
fn steps_panel_ui(
    ui: &mut Ui,
    graph: &PositionGraph,
    steps: &HeapSteps,
    (hidden, alone): (bool, bool),
    code_shown: &mut bool,
    strings: &Strings,
) {
    let (Some(walk), Some(done)) = (steps.walk(), steps.done()) else {
        return;
    };
    let width = if alone {
        (ui.available_width() * 0.46).clamp(300.0, 480.0)
    } else {
        panel_width(ui, true)
    };
    layout::side_panel(ui, "heap_steps_panel", Side::Right, |panel| {
        panel.resizable(false).exact_size(width)
    })
    .show(ui, |ui| {
        // Room for the deepest stack, its heading and its last step, so the code keeps the rest.
        let row = ui
            .text_style_height(&egui::TextStyle::Monospace)
            .max(ui.spacing().interact_size.y)
            + ui.spacing().item_spacing.y;
        let below = if *code_shown {
            // In a window too short for both, the share wins over the floor.
            let most = ui.available_height() * STACK_SHARE;
            ((walk.deepest as f32 + 3.0) * row).clamp(100.0_f32.min(most), most)
        } else {
            ui.available_height() - 2.0 * ui.spacing().interact_size.y
        };
        egui::Panel::bottom("heap_call_stack")
            .resizable(false)
            .exact_size(below)
            .show(ui, |ui| {
                let position = |id: NodeId| graph.written(walk.tree.node(id).position);
                let last = walk.trace.last(done).map(|step| match step {
                    Step::Call(id) => (
                        RichText::new((strings.code.position_call)(&position(id))).strong(),
                        None,
                    ),
                    Step::Return(id) => {
                        let at = walk.tree.node(id).position;
                        let outcome = graph.outcome(at);
                        let value = match (hidden, walk.evaluation) {
                            (true, _) => "?".to_owned(),
                            (false, Evaluation::Full) => value_words(graph, at, strings),
                            (false, Evaluation::ShortCircuit) => strings.outcome(outcome).to_owned(),
                        };
                        let said = (strings.code.position_return)(&position(id), &value);
                        let colour = (!hidden).then(|| style::outcome_color(outcome));
                        (RichText::new(said).strong(), colour)
                    }
                });
                let entry = |id: NodeId| {
                    if walk.tree.node(id).parent.is_some() {
                        format!("→ {}", position(id))
                    } else {
                        position(id)
                    }
                };
                let stack = walk.trace.stack(&walk.tree, done);
                let empty = empty_stack_words(graph, walk, (done, hidden), strings);
                stack_ui(ui, (&stack, done), last, &entry, 0.0, (&empty, strings));
            });
        if !*code_shown {
            if ui.button(strings.code.show).clicked() {
                *code_shown = true;
            }
            return;
        }
        let step = steps.code_step(graph);
        let name = match walk.evaluation {
            Evaluation::Full => strings.code.listing_grundy,
            Evaluation::ShortCircuit => strings.code.listing_win,
        };
        let hides = |reveals: Reveals| hidden && reveals != Reveals::Nothing;
        let view = ListingView {
            listing: &walk.code.listing,
            step: step.as_ref(),
            name,
            note: strings.code.listing_positions_note,
            done,
            value_rows: 1.0,
            hides: &hides,
        };
        listing_view_ui(ui, &view, code_shown, strings);
    });
}

/// What the empty call stack says: nothing runs yet before the first call; after the last return
/// the recursion has finished, with the start's value unless classroom mode hides it.
fn empty_stack_words(
    graph: &PositionGraph,
    walk: &Walk,
    (done, hidden): (usize, bool),
    strings: &Strings,
) -> String {
    if done < walk.trace.len() || walk.trace.is_empty() {
        return strings.tree.call_stack_empty.to_owned();
    }
    if hidden {
        return strings.heap_tree.recursion_finished_hidden.to_owned();
    }
    let start = graph.root();
    let value = match walk.evaluation {
        Evaluation::Full => value_words(graph, start, strings),
        Evaluation::ShortCircuit => strings.outcome(graph.outcome(start)).to_owned(),
    };
    (strings.heap_tree.recursion_finished)(&graph.written(start), &value)
}
