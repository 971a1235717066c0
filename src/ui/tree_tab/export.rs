//! Export PNG… for every view, Export CSV… for the DP table and, in the recursive view, Figure…
//! (the tree drawn for the page as PNG, SVG or PDF, to a chosen depth): the buttons, and the
//! request handed to the shell (which does the file work).

use egui::{Rect, Ui};

use crate::figure::theme::Theme;
use crate::figure::tree::MAX_DEPTH;
use crate::figure::{DEFAULT_PNG_WIDTH, FigureRequest, Format};
use crate::ui::camera::Camera;
use crate::ui::export::{self, ExportRequest};
use crate::ui::i18n::{Language, Strings, fill};
use nimlab_core::games::recursive::Evaluation;

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
    /// The figure's depth below the root; 0 for as deep as fits a slide.
    pub depth: u32,
    /// The figure on a dark background.
    pub dark: bool,
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

    /// Asks for the view's figure (the game tree, or in the DP view the table) drawn for the
    /// page in `format`, its words in `language`.
    pub fn figure(
        &mut self,
        analysis: &Analysis,
        view: TreeView,
        evaluation: Evaluation,
        format: Format,
        language: Language,
    ) {
        let theme = if self.dark { Theme::Dark } else { Theme::Light };
        if view == TreeView::DynamicProgramming {
            self.request = Some(ExportRequest::Figure {
                name: figure_name("dp-table-figure", analysis, format.extension()),
                request: FigureRequest::DpTable {
                    game: analysis.key.game.clone(),
                    coins: analysis.coins(),
                    theme,
                    language,
                    format,
                    png_width: DEFAULT_PNG_WIDTH,
                },
            });
            return;
        }
        self.request = Some(ExportRequest::Figure {
            name: figure_name("tree-figure", analysis, format.extension()),
            request: FigureRequest::Tree {
                game: analysis.key.game.clone(),
                coins: analysis.coins(),
                depth: (self.depth > 0).then_some(self.depth),
                evaluation,
                theme,
                language,
                format,
                png_width: DEFAULT_PNG_WIDTH,
            },
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

/// A figure's default name: `tree-figure` or `dp-table-figure` (`kind`) where the grabs of the
/// views say `recursive-tree` and `dp`, so no two exports offer one name.
fn figure_name(kind: &str, analysis: &Analysis, extension: &str) -> String {
    let coins = format!("{}-coins", analysis.coins());
    export::file_name(
        &[kind, &coins, &export::coin_game_words(&analysis.key.game)],
        extension,
    )
}

/// The export buttons for `view` (and, in the recursive view, the whole-tree switch and, unless
/// classroom mode hides values, the Figure menu).
pub fn controls_ui(
    ui: &mut Ui,
    view: TreeView,
    export: &mut Export,
    values_hidden: bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    ui.separator();
    let mut event = None;
    if view == TreeView::Recursive {
        ui.checkbox(&mut export.whole_tree, strings.tree.export_whole_tree)
            .on_hover_text(strings.tree.export_whole_tree_hint);
    }
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
    if matches!(view, TreeView::Recursive | TreeView::DynamicProgramming)
        && !values_hidden
        && let Some(asked) = figure_menu_ui(ui, view, export, strings)
    {
        event = Some(asked);
    }
    event
}

/// Figure…: the tree (with its depth) or the DP table as PNG, SVG or PDF, and the background.
fn figure_menu_ui(ui: &mut Ui, view: TreeView, export: &mut Export, strings: &Strings) -> Option<TreeEvent> {
    let t = strings.tree;
    let tree = view == TreeView::Recursive;
    let mut event = None;
    ui.menu_button(t.export_figure, |ui| {
        let item = if tree { t.export_tree_as } else { t.export_table_as };
        for format in [Format::Png, Format::Svg, Format::Pdf] {
            if ui.button(fill(item, &[&format.name()])).clicked() {
                event = Some(TreeEvent::ExportFigure {
                    format,
                    language: strings.language(),
                });
                ui.close();
            }
        }
        if tree {
            ui.horizontal(|ui| {
                let label = ui.label(t.export_depth);
                ui.add(egui::DragValue::new(&mut export.depth).range(0..=MAX_DEPTH))
                    .labelled_by(label.id)
                    .on_hover_text(t.export_depth_hint);
            });
        }
        ui.checkbox(&mut export.dark, strings.matchsticks.export_dark);
    })
    .response
    .on_hover_text(t.export_figure_hint);
    event
}
