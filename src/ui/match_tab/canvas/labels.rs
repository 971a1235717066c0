//! The canvas's accessible names ("the first number, segment b, full, leaves"; "Tray: 2 spare
//! sticks") and how an answer on show changes each position. The tab maps its own types to words
//! here; the string table holds only the words.

use super::{CanvasView, Tray};
use crate::i18n::matchsticks::MatchStrings;
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::layout::Layout;

/// How an answer changes a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Highlight {
    /// Full now, empty in the answer.
    Leaves,
    /// Empty now, full in the answer.
    Arrives,
}

pub(super) fn highlight(view: &CanvasView<'_>, at: StickPosition) -> Option<Highlight> {
    let answer = view.answer?.slots.get(at.slot)?.sticks() >> at.bit & 1 == 1;
    let now = view.layout.slots[at.slot].sticks() >> at.bit & 1 == 1;
    match (now, answer) {
        (true, false) => Some(Highlight::Leaves),
        (false, true) => Some(Highlight::Arrives),
        _ => None,
    }
}

/// The accessible name of a stick position: "the first number, segment b, full, leaves".
pub fn stick_label(
    m: &MatchStrings,
    layout: &Layout,
    at: StickPosition,
    full: bool,
    highlight: Option<Highlight>,
) -> String {
    let mut label = m.stick_label(layout, at, full);
    match highlight {
        Some(Highlight::Leaves) => label.push_str(m.leaves),
        Some(Highlight::Arrives) => label.push_str(m.arrives),
        None => {}
    }
    label
}

/// The accessible name of the tray: how many sticks it gives or has taken.
pub(super) fn tray_label(m: &MatchStrings, tray: Tray) -> String {
    match tray {
        Tray::Gives(spare) => (m.tray_gives)(spare),
        Tray::Takes(0) => m.tray_takes.to_owned(),
        Tray::Takes(taken) => (m.tray_taken)(taken),
    }
}
