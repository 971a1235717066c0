//! A figure puzzle's canvas above its goal: the lattice (square or triangular) and the size in
//! dots across and down. The size offers only what keeps every stick, and says why it goes no
//! smaller when a stick is in the way; another lattice takes every stick off, as its hint says
//! before and a line after, and Undo lays them back.

use egui::{RichText, Ui};

use super::event::MatchEvent;
use crate::i18n::Strings;
use nimlab_core::shapes::canvas::{Lattice, MIN_DOTS};
use nimlab_core::shapes::record::ShapesRecord;
use nimlab_model::tabs::matchsticks::puzzle_session::smallest_canvas;

/// The canvas's row; returns the change asked for, if any.
pub(super) fn figure_canvas_bar_ui(
    ui: &mut Ui,
    shapes: &ShapesRecord,
    strings: &Strings,
) -> Option<MatchEvent> {
    let l = strings.lattice;
    let (fewest_across, fewest_down) = smallest_canvas(shapes);
    // How many sticks the last change of lattice took off, said until the board is drawn on.
    let cleared_id = ui.scope_id().with("figure_lattice_cleared");
    let cleared: Option<(Lattice, usize)> = ui.data(|d| d.get_temp(cleared_id));
    let mut event = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(l.lattice);
        for (lattice, name) in [(Lattice::Square, l.square), (Lattice::Triangular, l.triangular)] {
            let chosen = ui
                .selectable_label(shapes.lattice == lattice, name)
                .on_hover_text(l.lattice_hint);
            if chosen.clicked() && shapes.lattice != lattice {
                event = Some(MatchEvent::FigureLattice(lattice));
                let taken = shapes.sticks.len();
                ui.data_mut(|d| d.insert_temp(cleared_id, (lattice, taken)));
            }
        }
        ui.separator();
        let most = shapes.lattice.max_dots();
        let (mut width, mut height) = (shapes.width, shapes.height);
        let across = ui.label(l.dots_across);
        ui.add(egui::DragValue::new(&mut width).range(fewest_across.max(MIN_DOTS)..=most))
            .labelled_by(across.id)
            .on_hover_text(l.size_hint);
        let down = ui.label(l.dots_down);
        ui.add(egui::DragValue::new(&mut height).range(fewest_down.max(MIN_DOTS)..=most))
            .labelled_by(down.id)
            .on_hover_text(l.size_hint);
        if (width, height) != (shapes.width, shapes.height) {
            event = Some(MatchEvent::FigureCanvas { width, height });
        }
    });
    // One line under the bar, always there and never wrapped, for what the bar has to say: a line
    // that came and went moved the board under the pointer between two clicks.
    let mut note = None;
    match cleared {
        Some((lattice, taken)) if taken > 0 && lattice == shapes.lattice && shapes.sticks.is_empty() => {
            note = Some((l.sticks_taken_off)(taken));
        }
        Some(_) if event.is_none() => ui.data_mut(|d| d.remove::<(Lattice, usize)>(cleared_id)),
        _ => {}
    }
    // Said only where it stops the designer: at a stick's reach, and more than the fewest.
    let held = fewest_across > MIN_DOTS || fewest_down > MIN_DOTS;
    if note.is_none() && held && (shapes.width == fewest_across || shapes.height == fewest_down) {
        note = Some((l.sticks_reach)(fewest_across, fewest_down));
    }
    let text = note.unwrap_or_default();
    let line = ui.add(egui::Label::new(RichText::new(&text).weak()).truncate());
    if !text.is_empty() {
        line.on_hover_text(text);
    }
    event
}
