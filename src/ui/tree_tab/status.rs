//! The lines between the inputs and the views: a warning when the results on show answer other
//! inputs than those typed, the tree's counters, and the recursive view's legend.

use egui::{RichText, Ui};
use num_bigint::BigUint;

use crate::i18n::{Strings, brief_set};
use crate::ui::{numbers, style, widgets};
use nimlab_core::games::CoinGame;
use nimlab_core::games::recursive::Evaluation;

use crate::work::shown_tree::ShownTree;

/// When the results on show do not answer the inputs as typed (`wanted`: `None` when they are
/// invalid, else still being computed), says which input they do answer, so nobody reads them as
/// the new answer.
pub fn stale_ui(ui: &mut Ui, analysis: &ShownTree, wanted: Option<(CoinGame, u32)>, strings: &Strings) {
    let shown = (analysis.key.game.clone(), analysis.coins());
    let stale = match wanted {
        None => strings.tree.stale_invalid,
        Some(wanted) if wanted != shown => strings.tree.stale_computing,
        Some(_) => return,
    };
    let game = &analysis.key.game;
    let text = stale(
        analysis.coins(),
        &brief_set(&game.moves, strings.takes_in_all),
        strings.rule(game.rule),
    );
    ui.colored_label(style::LOSE, RichText::new(text).strong());
}

/// Whether classroom mode hides the value of the pile on show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RootValue {
    /// The value shows.
    Shown,
    /// Classroom mode hides it: '?'.
    Hidden,
}

/// The pile and its value, the full tree's sizes (exact), and the nodes on show.
pub fn counters_ui(ui: &mut Ui, analysis: &ShownTree, root: RootValue, strings: &Strings) {
    let counts = &analysis.counts;
    ui.horizontal_wrapped(|ui| {
        let outcome = analysis.solution.outcome(analysis.coins());
        let value = match root {
            RootValue::Hidden => "?",
            RootValue::Shown => strings.outcome(outcome),
        };
        widgets::counter(ui, strings.tree.state, &format!("{} → {value}", analysis.coins()));
        let big = |ui: &mut Ui, label: &str, value: &BigUint| {
            numbers::big_counter(ui, label, value, strings);
        };
        big(ui, strings.tree.nodes, &counts.nodes);
        widgets::counter(
            ui,
            strings.tree.distinct_states,
            &counts.distinct_states.to_string(),
        );
        big(ui, strings.tree.repeated_nodes, &counts.repeated_nodes);
        big(ui, strings.tree.short_circuit_nodes, &counts.short_circuit_nodes);
        widgets::counter(
            ui,
            strings.tree.nodes_on_show,
            &analysis.tree.nodes.len().to_string(),
        );
    });
}

/// What the recursive view's colours mean (greyed-out nodes only under short-circuit evaluation).
pub fn tree_legend_ui(ui: &mut Ui, evaluation: Evaluation, strings: &Strings) {
    ui.horizontal_wrapped(|ui| {
        widgets::legend_swatch(ui, style::state_color(3), strings.tree.legend_repeated);
        widgets::legend_swatch(ui, style::WINNING_EDGE, strings.tree.legend_winning_edge);
        if evaluation == Evaluation::ShortCircuit {
            widgets::legend_swatch(ui, style::faded(style::EDGE), strings.tree.legend_not_visited);
        }
        ui.weak(strings.tree.canvas_hint);
    });
}

// The tree's room at 800×600 in classroom mode.

/// How much height the tab has: in a short one (800×600 in classroom mode, or stepping through
/// the lesson on an 800×600 projector) what is secondary folds away, so the tree keeps its room.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Room {
    /// Everything shows.
    Ample,
    /// The counters (and the recursive view's legend) fold under one header, closed; while
    /// stepping, so do the game's rows.
    Short,
}

impl Room {
    /// Below this height (in points) the tab is short.
    const SHORT_BELOW: f32 = 480.0;
    /// Below this height the tab is short while stepping: the step row, the code and the call
    /// stack want the room the counters and the inputs take.
    const SHORT_BELOW_STEPPING: f32 = 640.0;

    /// The room of a tab `height` points high, `stepping` through the lesson or not.
    pub fn of(height: f32, stepping: bool) -> Self {
        let short_below = if stepping {
            Self::SHORT_BELOW_STEPPING
        } else {
            Self::SHORT_BELOW
        };
        if height < short_below {
            Self::Short
        } else {
            Self::Ample
        }
    }
}

/// The counters; in a short tab folded under one header (closed until opened) with the
/// recursive view's `legend`, which then is not drawn above the tree.
pub fn counters_in_room_ui(
    ui: &mut Ui,
    (analysis, root): (&ShownTree, RootValue),
    tab_room: Room,
    legend: Option<Evaluation>,
    strings: &Strings,
) {
    match tab_room {
        Room::Ample => counters_ui(ui, analysis, root, strings),
        Room::Short => {
            let header = if legend.is_some() {
                strings.tree.counters_legend_folded
            } else {
                strings.tree.counters_folded
            };
            egui::CollapsingHeader::new(header)
                .id_salt("tree_counters")
                .default_open(false)
                .show(ui, |ui| {
                    counters_ui(ui, analysis, root, strings);
                    if let Some(evaluation) = legend {
                        tree_legend_ui(ui, evaluation, strings);
                    }
                });
        }
    }
}
