//! A figure puzzle's goal above its board: move, add or remove, how many steps (up to or
//! exactly), and the figure the answer shows: how many squares or triangles (every stick in one,
//! all one size), or a target figure (which may be turned or mirrored, or not). The same words
//! and controls as an equation's budget where they mean the same.

use egui::Ui;

use super::event::MatchEvent;
use crate::i18n::Strings;
use nimlab_core::matchsticks::budget::Goal;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_core::shapes::puzzle::Orientation;
use nimlab_core::shapes::record::FigureRecord;
use nimlab_model::tabs::matchsticks::puzzle_session::{count_for, target_for};
use nimlab_model::tabs::matchsticks::saved_tab::MAX_BUDGET;

/// The most shapes a goal may ask for: more than an 8 × 8 canvas holds (140 squares of every
/// size), so any count a canvas can show is offered.
const MAX_COUNT: u32 = 200;

/// The goal's row; returns the goal changed, if it was.
pub(super) fn figure_bar_ui(ui: &mut Ui, record: &PuzzleRecord, strings: &Strings) -> Option<MatchEvent> {
    let (m, l) = (strings.matchsticks, strings.lattice);
    let shapes = record.shapes.as_ref()?;
    let mut budget = record.budget();
    let mut figure = shapes.figure.clone();
    ui.horizontal_wrapped(|ui| {
        ui.label(m.goal);
        for choice in Goal::ALL {
            ui.selectable_value(&mut budget.goal, choice, m.goal(choice));
        }
        let label = ui.label(if budget.exactly { m.budget_steps } else { m.budget });
        ui.add(
            egui::DragValue::new(&mut budget.steps)
                .range(1..=MAX_BUDGET)
                .clamp_existing_to_range(false),
        )
        .labelled_by(label.id)
        .on_hover_text(m.budget_hint);
        ui.checkbox(&mut budget.exactly, m.exactly)
            .on_hover_text(m.exactly_hint);
        ui.separator();
        // The figure: a count of shapes or a target, each starting from the designer's puzzle.
        let is_target = matches!(figure, FigureRecord::Target { .. });
        if ui.selectable_label(!is_target, l.goal_count).clicked() && is_target {
            figure = count_for(shapes);
        }
        let chose_target = ui
            .selectable_label(is_target, l.goal_target)
            .on_hover_text(l.goal_target_hint)
            .clicked();
        if chose_target && !is_target {
            figure = target_for(shapes);
        }
        match &mut figure {
            FigureRecord::Count { count, rules } => {
                let name = match shapes.lattice {
                    Lattice::Square => l.count_squares,
                    Lattice::Triangular => l.count_triangles,
                };
                let label = ui.label(name);
                ui.add(egui::DragValue::new(count).range(0..=MAX_COUNT))
                    .labelled_by(label.id)
                    .on_hover_text(l.count_hint);
                ui.checkbox(&mut rules.tidy, l.tidy).on_hover_text(l.tidy_hint);
                ui.checkbox(&mut rules.same_size, l.same_size)
                    .on_hover_text(l.same_size_hint);
            }
            FigureRecord::Target { orientation, .. } => {
                let mut free = *orientation == Orientation::Free;
                if ui
                    .checkbox(&mut free, l.turned)
                    .on_hover_text(l.turned_hint)
                    .changed()
                {
                    *orientation = if free {
                        Orientation::Free
                    } else {
                        Orientation::Kept
                    };
                }
            }
        }
    });
    let changed = budget != record.budget() || figure != shapes.figure;
    changed.then_some(MatchEvent::FigureGoal { budget, figure })
}
