//! The panels at the right of the view: the side panel (classroom mode, the call stack, the
//! selection) and, while stepping, the coin-game article's code. In a wide tab they stand side by
//! side; in a narrow one (an 800×600 projector) they share one column, the code above and the side
//! panel below, so the tree keeps more than half the width and the code's lines are not cut.

use egui::Ui;

use crate::i18n::Strings;
use crate::ui::layout::{self, Side};

use super::classroom::TreeClassroom;
use super::code_panel::{CodeSource, code_contents_ui, code_panel_ui};
use super::event::TreeEvent;
use super::side_panel::{self, SidePanel};
use nimlab_model::tabs::tree::inputs::TreeView;

/// Below this width (in points) the panels share one column while the code shows.
const NARROW_BELOW: f32 = 1100.0;

/// Draws the side panel and, while stepping (`code`), the code panel; `show_code` is the
/// remembered fold of the code. Returns what was pressed.
pub fn panels_ui(
    ui: &mut Ui,
    (side, classroom): (SidePanel<'_>, &TreeClassroom),
    code: Option<CodeSource<'_>>,
    show_code: &mut bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    let narrow = ui.available_width() < NARROW_BELOW;
    match code {
        Some(code) if *show_code && narrow && code.has_code() => {
            column_ui(ui, (side, classroom), code, show_code, strings)
        }
        _ => {
            let event = side_panel::side_panel_ui(ui, side, classroom, strings);
            if let Some(code) = code {
                code_panel_ui(ui, code, show_code, strings);
            }
            event
        }
    }
}

/// One column at the right: the code above, the side panel's contents below (scrolling).
fn column_ui(
    ui: &mut Ui,
    (side, classroom): (SidePanel<'_>, &TreeClassroom),
    code: CodeSource<'_>,
    show_code: &mut bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    let width = (ui.available_width() * 0.46).clamp(300.0, 480.0);
    layout::side_panel(ui, "tree_lesson_column", Side::Right, |panel| {
        panel.resizable(false).exact_size(width)
    })
    .show(ui, |ui| {
        // The tree's side holds the call stack; the table's only the selection.
        let share = if side.view == TreeView::Recursive {
            0.45
        } else {
            0.25
        };
        let below = (ui.available_height() * share).max(120.0);
        egui::Panel::bottom("tree_lesson_column_side")
            .resizable(false)
            .exact_size(below)
            .show(ui, |ui| {
                egui::ScrollArea::vertical()
                    .id_salt("tree_selection_scroll")
                    .auto_shrink(false)
                    .show(ui, |ui| {
                        event = side_panel::contents_ui(ui, side, classroom, strings);
                    });
            });
        code_contents_ui(ui, code, show_code, strings);
    });
    event
}
