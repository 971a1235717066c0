//! Export PNG… for every view and Export CSV… for the DP table: the buttons, and the request
//! handed to the shell (which does the file work).

use egui::{Rect, Ui};

use crate::ui::camera::Camera;
use crate::ui::export::{self, ExportRequest};
use crate::ui::i18n::Strings;

use super::analysis::Analysis;
use super::classroom::HiddenStates;
use super::event::TreeEvent;
use super::inputs::TreeView;

/// What exporting needs across frames, and the request made this frame.
#[derive(Default)]
pub struct Export {
    /// Where the view was drawn last frame: what Export PNG captures.
    pub view_rect: Option<Rect>,
    /// Export PNG fits the whole tree first.
    pub whole_tree: bool,
    /// An export asked for this frame, handed to the shell.
    pub request: Option<ExportRequest>,
}

impl Export {
    /// Asks for a PNG of the view as drawn (the whole tree first, if asked, in the recursive view).
    pub fn png(&mut self, analysis: &Analysis, view: TreeView, tree_camera: &mut Camera) {
        let Some(region) = self.view_rect else { return };
        let whole_tree = self.whole_tree && view == TreeView::Recursive;
        if whole_tree {
            tree_camera.request_fit();
        }
        self.request = Some(ExportRequest::Png {
            name: file_name(view, analysis, "png"),
            region,
            delay_frames: if whole_tree { 2 } else { 0 },
        });
    }

    /// Asks for seed 000's DP table as CSV, as shown: the positions `hidden` by classroom
    /// mode left blank.
    pub fn csv(&mut self, analysis: &Analysis, hidden: &HiddenStates) {
        self.request = Some(ExportRequest::Csv {
            name: file_name(TreeView::DynamicProgramming, analysis, "csv"),
            text: crate::export::dp_table_csv(&analysis.solution, |coins| hidden.hides(coins)),
        });
    }
}

/// An export's default name says what it holds: the view, the pile and the game
/// (`nimlab-recursive-tree-13-coins-take-1to3-misere.png`), so exporting one view never offers
/// the name of another's picture.
fn file_name(view: TreeView, analysis: &Analysis, extension: &str) -> String {
    let view = match view {
        TreeView::Recursive => "recursive-tree",
        TreeView::DynamicProgramming if extension == "csv" => "dp-table",
        TreeView::DynamicProgramming => "dp",
        TreeView::Formula => "formula",
        TreeView::Growth => "growth",
        TreeView::Play => "play",
    };
    let coins = format!("{}-coins", analysis.coins());
    export::file_name(
        &[view, &coins, &export::coin_game_words(&analysis.key.game)],
        extension,
    )
}

/// The export buttons for `view` (and, in the recursive view, the whole-tree switch).
pub fn controls_ui(
    ui: &mut Ui,
    view: TreeView,
    whole_tree: &mut bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    ui.separator();
    if view == TreeView::Recursive {
        ui.checkbox(whole_tree, strings.tree.export_whole_tree)
            .on_hover_text(strings.tree.export_whole_tree_hint);
    }
    let mut event = None;
    if ui
        .button(strings.export_png)
        .on_hover_text(strings.export_png_hint)
        .clicked()
    {
        event = Some(TreeEvent::ExportPng);
    }
    if view == TreeView::DynamicProgramming
        && ui
            .button(strings.export_csv)
            .on_hover_text(strings.export_csv_hint)
            .clicked()
    {
        event = Some(TreeEvent::ExportCsv);
    }
    event
}
