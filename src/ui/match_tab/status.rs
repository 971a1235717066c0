//! The live status under the canvas: what each slot reads as, the equation and whether it is
//! true, the sticks changed since the original, and how many answers lie 1, 2 and 3 steps away.
//! Choosing a slot here is the only change it returns.

use egui::{RichText, Ui};

use super::event::MatchEvent;
use super::{Mode, classroom};
use crate::i18n::Strings;
use crate::ui::{style, widgets};
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::matchsticks::solve::{Solutions, SolveError};
use nimlab_core::matchsticks::unique::is_unique;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
use nimlab_model::tabs::matchsticks::saved_tab::LIVE_STEPS;

/// How many slots that read as nothing the status names one by one.
const NAMED_UNREAD: usize = 3;

/// The status panel; `hidden` (classroom mode) keeps back whether the equation is true and the
/// counts.
pub(super) fn status_ui(
    ui: &mut Ui,
    session: &PuzzleSession,
    solved: Option<&Result<Solutions, SolveError>>,
    hidden: bool,
    strings: &Strings,
) -> Vec<MatchEvent> {
    let m = strings.matchsticks;
    let mut events = Vec::new();
    let rules = session.settings().rules;
    let editor = session.shown_editor();
    let layout = session.shown_layout();
    let playing = session.mode() == Mode::Play;
    ui.add_space(4.0);
    if let Some(shown) = session.unlaid_equation() {
        ui.colored_label(style::LOSE, (m.results_for_last)(&shown));
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(m.reads_as);
        for (index, slot) in layout.slots.iter().enumerate() {
            // A blank letter slot is room for a Roman number to grow into: it reads as nothing.
            if slot.is_blank() {
                continue;
            }
            let symbol = slot.symbol(rules.variants);
            let text = RichText::new(symbol.map_or_else(|| "?".to_owned(), String::from))
                .monospace()
                .size(18.0)
                .color(if symbol.is_some() {
                    ui.visuals().text_color()
                } else {
                    style::LOSE
                });
            let selected = session.selection().slot == Some(index);
            if ui
                .selectable_label(selected, text)
                .on_hover_text(m.slot_hint)
                .clicked()
                && !playing
            {
                events.push(MatchEvent::SelectSlot((!selected).then_some(index)));
            }
        }
        ui.separator();
        if let Ok(equation) = layout.read(rules.variants) {
            ui.label(RichText::new(equation).monospace().size(18.0).strong());
            // A student learns whether it is true from Check (or Reveal), never live; a
            // class, once the teacher reveals it.
            if hidden {
                classroom::hidden_cell(ui);
            } else if !playing {
                let (verdict, color) = if layout.is_true(rules) {
                    (m.is_true, style::WIN)
                } else {
                    (m.is_false, style::LOSE)
                };
                ui.label(RichText::new(verdict).strong().color(color));
            }
        } else {
            // The first few by name, the rest counted: a row of 120 empty slots is one line.
            let unread: Vec<usize> = (0..layout.slots.len())
                .filter(|&i| layout.slots[i].symbol(rules.variants).is_none())
                .collect();
            for index in unread.iter().take(NAMED_UNREAD) {
                ui.colored_label(style::LOSE, (m.reads_nothing)(&m.place(layout, *index)));
            }
            if unread.len() > NAMED_UNREAD {
                let more = unread.len() - NAMED_UNREAD;
                ui.colored_label(style::LOSE, (m.reads_nothing_more)(more));
            }
        }
    });
    let changes = editor.changes();
    let moved = changes.moved();
    ui.label(RichText::new((m.changes)(moved, changes.added - moved, changes.removed - moved)).weak());
    if !playing {
        live_counts_ui(ui, session.settings().goal, solved, hidden, strings);
    }
    ui.add_space(4.0);
    events
}

/// The padding inside a count's chip.
const CHIP_MARGIN: egui::Vec2 = egui::vec2(8.0, 2.0);

/// How many answers lie exactly 1, 2 and 3 steps away, recomputed as the layout changes.
/// In classroom mode they wait for Reveal all (at the top of the side panel).
fn live_counts_ui(
    ui: &mut Ui,
    goal: Goal,
    solved: Option<&Result<Solutions, SolveError>>,
    hidden: bool,
    strings: &Strings,
) {
    let m = strings.matchsticks;
    ui.horizontal_wrapped(|ui| {
        ui.label(RichText::new(m.live_counts).strong());
        if hidden {
            classroom::hidden_note(ui, strings);
        } else {
            counts_ui(ui, goal, solved, strings);
        }
    });
}

/// One chip per number of steps, "unique" on the one whose only answer has none nearer (the one
/// meaning of `nimlab_core::matchsticks::unique`, said on hover); a spinner while counting, or
/// why the solver refused.
fn counts_ui(ui: &mut Ui, goal: Goal, solved: Option<&Result<Solutions, SolveError>>, strings: &Strings) {
    let m = strings.matchsticks;
    let solutions = match solved {
        None => {
            ui.spinner();
            return;
        }
        Some(Err(refused)) => {
            ui.colored_label(style::LOSE, m.solve_error(*refused));
            return;
        }
        Some(Ok(solutions)) => solutions,
    };
    for k in 1..=LIVE_STEPS {
        let count = solutions.counts.get(k as usize - 1).copied().unwrap_or(0);
        let unique_here = is_unique(&solutions.counts, k);
        let line = (m.count_line)(goal, k, count);
        let unique = RichText::new(m.unique).strong().color(style::WIN);
        // A chip never wraps inside: when it does not fit on this row, it starts the next.
        let spacing = ui.spacing().item_spacing.x;
        let mut width = widgets::unwrapped_width(ui, line.as_str()) + 2.0 * CHIP_MARGIN.x + 2.0;
        if unique_here {
            width += spacing + widgets::unwrapped_width(ui, m.unique);
        }
        if width > ui.available_size_before_wrap().x {
            ui.end_row();
        }
        egui::Frame::group(ui.style())
            .inner_margin(CHIP_MARGIN)
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
                ui.horizontal(|ui| {
                    ui.label(line);
                    if unique_here {
                        ui.label(unique).on_hover_text(strings.workbench.unique_hint);
                    }
                });
            });
    }
}

/// The status's panel under the canvas, `room` being the tab's room under its bars: it grows to
/// fit what `add` draws up to a share of the room, then scrolls (a scroll area alone never asks
/// for more than the panel's last height). Equations and figure puzzles show theirs in it alike.
pub(super) fn status_panel<R>(
    ui: &mut egui::Ui,
    room: egui::Rect,
    add: impl FnOnce(&mut egui::Ui) -> R,
) -> R {
    let status_max = room.height() * crate::ui::style::MATCH_STATUS_SHARE;
    egui::Panel::bottom("match_status")
        .resizable(false)
        .show(ui, |ui| {
            egui::ScrollArea::vertical()
                .auto_shrink([false, true])
                .max_height(status_max)
                .min_scrolled_height(status_max)
                .show(ui, add)
                .inner
        })
        .inner
}
