//! The heaps mode's side panel: the clicked position named, W/L and its value with the mex
//! worked out over the positions one move away, its winning moves, and the full game tree's
//! counts for the start (a count too long for a line abbreviated, every digit on hover). Classroom mode asks the class about the selected position while it is
//! hidden, and shows no value, W/L or winning move of a position still hidden.

use egui::{RichText, Ui};

use super::super::classroom::HiddenStates;
use super::classroom::{ClassroomAsk, HeapsClassroom};
use super::grundy_link::{SelectedSum, grundy_link_ui};
use super::tree_frame::count_words;
use super::view::value_words;
use crate::i18n::Strings;
use crate::i18n::numbers::{MAX_FULL_DIGITS, grouped};
use crate::ui::layout::{self, Side};
use crate::ui::shell_action::ShellAction;
use nimlab_core::games::Outcome;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use num_bigint::BigUint;

/// The panel at the canvas's right; returns a position clicked in it (a child, to go there) and
/// the shell's action when the user asked to see the selected position (`named`) in the Grundy
/// tab, and the class's answer about it in classroom mode.
pub fn panel_ui(
    ui: &mut Ui,
    graph: &PositionGraph,
    selected: Option<PositionId>,
    named: Option<&SelectedSum>,
    classroom: &HeapsClassroom,
    strings: &Strings,
) -> (Option<PositionId>, Option<ShellAction>, Option<ClassroomAsk>) {
    let mut picked = None;
    let mut action = None;
    let mut answered = None;
    let hidden = classroom.hidden();
    layout::side_panel(ui, "heap_tree_panel", Side::Right, |panel| {
        panel.resizable(true).default_size(260.0)
    })
    .show(ui, |ui| {
        egui::ScrollArea::vertical().show(ui, |ui| {
            match selected {
                Some(id) => {
                    ui.heading((strings.heap_tree.position_title)(&graph.written(id)));
                    if classroom.is_on() {
                        answered = classroom.ask_ui(ui, graph, id, strings);
                    }
                    if let Some(named) = named {
                        action = grundy_link_ui(ui, named, graph, strings);
                    }
                    picked = position_ui(ui, graph, id, &hidden, strings);
                }
                None if classroom.is_on() => {
                    ui.label(strings.heap_classroom.pick);
                }
                None => {
                    ui.label(strings.heap_tree.pick_hint);
                }
            }
            ui.separator();
            counts_ui(ui, graph, strings);
        });
    });
    (picked, action, answered)
}

/// One position worked out; while classroom mode hides positions one move away, their values
/// are "?" and neither the mex nor the winning moves (which would name them) show.
fn position_ui(
    ui: &mut Ui,
    graph: &PositionGraph,
    id: PositionId,
    hidden: &HiddenStates<PositionId>,
    strings: &Strings,
) -> Option<PositionId> {
    let words = strings.heap_tree;
    if hidden.hides(id) {
        ui.label(words.hidden);
        return None;
    }
    let outcome = graph.outcome(id);
    let said = match outcome {
        Outcome::Win => words.player_wins,
        Outcome::Lose => words.player_loses,
    };
    ui.label(RichText::new(format!("{said} {}", value_words(graph, id, strings))).strong());
    let working = graph.mex_working(id);
    let mut picked = None;
    if working.options.is_empty() {
        ui.label(match graph.rule() {
            nimlab_core::games::Rule::Normal => words.no_move_normal,
            nimlab_core::games::Rule::Misere => words.no_move_misere,
        });
    } else {
        ui.label(words.children_values);
        for &(child, _) in &working.options {
            let value = if hidden.hides(child) {
                "?".to_owned()
            } else {
                value_words(graph, child, strings)
            };
            let text = format!("{} → {value}", graph.written(child));
            if ui.link(text).clicked() {
                picked = Some(child);
            }
        }
        if !hidden.shows_all(working.options.iter().map(|&(child, _)| child)) {
            // The mex and the winning moves would give the hidden values away; the "?" above
            // say what the class has still to answer.
            return picked;
        }
        let set: Vec<String> = working.set.iter().map(u32::to_string).collect();
        ui.label(RichText::new((words.mex)(&set.join(", "), working.value)).monospace());
    }
    ui.add_space(6.0);
    let winning: Vec<_> = graph
        .moves(id)
        .into_iter()
        .filter(|(_, child)| graph.value(*child) == 0)
        .collect();
    if winning.is_empty() {
        ui.label(words.no_winning_move);
    } else {
        ui.label(words.winning_moves);
        for (played, child) in winning {
            let left = if played.to.is_empty() {
                "0".to_owned()
            } else {
                played
                    .to
                    .iter()
                    .map(u32::to_string)
                    .collect::<Vec<_>>()
                    .join(" + ")
            };
            let said = (strings.figure.sum_move)(played.heap + 1, played.from, &left);
            ui.label(format!("{said}  {}", graph.written(child)));
        }
    }
    picked
}

/// The full game tree from the start: its nodes, the distinct positions, the repeats.
fn counts_ui(ui: &mut Ui, graph: &PositionGraph, strings: &Strings) {
    let words = strings.heap_tree;
    let counts = graph.counts();
    ui.label(RichText::new(words.counts_title).strong());
    count_ui(ui, words.tree_nodes, &counts.tree_nodes, strings);
    count_ui(
        ui,
        words.distinct,
        &BigUint::from(counts.distinct_states),
        strings,
    );
    count_ui(ui, words.repeated, &counts.repeated_nodes, strings);
}

/// One exact count in its words, written as the app writes big numbers (`6.05×10²⁶⁴`): a count
/// of a thousand digits would fill the panel and push the rest out of view. Abbreviated, every
/// digit shows on hover and a click copies them, as the coin game's counters do.
fn count_ui(ui: &mut Ui, said: fn(&str) -> String, count: &BigUint, strings: &Strings) {
    let digits = count.to_string();
    let shown = count_words(count);
    if digits.len() <= MAX_FULL_DIGITS {
        ui.label(said(&shown));
        return;
    }
    let response = ui
        .add(egui::Label::new(said(&shown)).sense(egui::Sense::click()))
        .on_hover_text((strings.number_exact)(digits.len(), &grouped(&digits)));
    if response.clicked() {
        ui.ctx().copy_text(digits);
    }
}
