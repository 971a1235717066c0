//! Export PNG… for every view, Export CSV… for the DP table and Figure… (the view drawn for the
//! page as PNG, SVG or PDF: the tree to a chosen depth, the DP's DAG and table, the formula, the
//! growth chart), on a 16:9 or 4:3 slide or at its own size, and Worksheet… (the coin game's
//! lesson sheets, PDF: its tree with the DP table under it, or the DP table alone, which goes
//! on where the tree is too large to write in; the heaps' sheet is `heaps::export`'s): the
//! buttons, which return what was asked as a [`TreeEvent`], and the request the tab makes of
//! it for the shell (which does the file work).

use egui::{Rect, Ui};

use crate::figure::animation::{AnimationRequest, Stepped};
use crate::figure::lesson_sheet::CoinSheet;
use crate::figure::request::{Look, Subject};
use crate::figure::slide::Slide;
use crate::figure::theme::Theme;
use crate::figure::{DEFAULT_PNG_WIDTH, FigureRequest, Format};
use crate::i18n::{Language, Strings};
use crate::ui::camera::Camera;
use crate::ui::export::{self, ExportRequest};
use crate::ui::lesson_sheet_menu::{SheetMenu, SheetOffer, worksheet_menu};
use nimlab_core::games::recursive::Evaluation;

use super::classroom::HiddenStates;
use super::event::TreeEvent;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::inputs::{TreeInputs, TreeView};

/// What exporting needs across frames: where the view was drawn and the menu's choices.
pub struct Export {
    /// Where the view was drawn last frame: what Export PNG captures.
    pub view_rect: Option<Rect>,
    /// Export PNG fits the whole tree first.
    pub whole_tree: bool,
    /// The figure's depth below the root; 0 for as deep as fits a slide.
    pub depth: u32,
    /// The figure on a dark background.
    pub dark: bool,
    /// An animation's frame delay in milliseconds; 0 follows the step-through's speed.
    pub delay_ms: u32,
    /// The slide the figure and the animation fill, or (none) the figure's own size.
    pub slide: Option<Slide>,
    /// The worksheet's choices.
    pub sheet: SheetMenu,
}

impl Default for Export {
    /// Figures are drawn for slides first ([`export::DEFAULT_PAGE`]).
    fn default() -> Self {
        Self {
            view_rect: None,
            whole_tree: false,
            depth: 0,
            dark: false,
            delay_ms: 0,
            slide: export::DEFAULT_PAGE,
            sheet: SheetMenu::default(),
        }
    }
}

impl Export {
    /// A PNG of the view as drawn (the whole tree first, if asked, in the recursive view); none
    /// before the view has been drawn.
    pub fn png(
        &self,
        analysis: &ShownTree,
        view: TreeView,
        tree_camera: &mut Camera,
    ) -> Option<ExportRequest> {
        let region = self.view_rect?;
        let whole_tree = self.whole_tree && view == TreeView::Recursive;
        if whole_tree {
            tree_camera.request_fit();
        }
        Some(ExportRequest::Png {
            name: file_name(view, analysis, "png"),
            region,
            delay_frames: if whole_tree { 2 } else { 0 },
        })
    }

    /// The view's figure drawn for the page in `format`, its words in `language`: the game tree
    /// (to the depth chosen), the DP's DAG and table, the formula or the growth chart.
    pub fn figure(
        &self,
        analysis: &ShownTree,
        view: TreeView,
        evaluation: Evaluation,
        format: Format,
        language: Language,
    ) -> ExportRequest {
        let (game, coins) = (analysis.key.game.clone(), analysis.coins());
        let (kind, subject) = match view {
            TreeView::Recursive | TreeView::Play => (
                "tree-figure",
                Subject::Tree {
                    game,
                    coins,
                    depth: (self.depth > 0).then_some(self.depth),
                    evaluation,
                },
            ),
            TreeView::DynamicProgramming => ("dp-figure", Subject::Dp { game, coins }),
            TreeView::Formula => ("formula-figure", Subject::Formula { game, coins }),
            TreeView::Growth => ("growth-figure", Subject::Growth { game, coins }),
        };
        ExportRequest::Figure {
            name: figure_name(kind, analysis, format.extension()),
            request: FigureRequest::Figure {
                subject,
                look: Look::window(self.dark, language, format).on(self.slide),
            },
        }
    }

    /// The step-through of the recursive view (as `evaluation` walks it) or of the DP view as
    /// an animated GIF, its words in `language`, each frame shown for the delay chosen or else
    /// one step of the step-through at `speed` steps a second; none for the other views.
    pub fn animation(
        &self,
        analysis: &ShownTree,
        view: TreeView,
        evaluation: Evaluation,
        language: Language,
        speed: f32,
    ) -> Option<ExportRequest> {
        let (game, coins) = (analysis.key.game.clone(), analysis.coins());
        let stepped = match view {
            TreeView::Recursive => Stepped::Tree {
                game,
                coins,
                depth: (self.depth > 0).then_some(self.depth),
                evaluation,
            },
            TreeView::DynamicProgramming => Stepped::Dp { game, coins },
            TreeView::Formula | TreeView::Growth | TreeView::Play => return None,
        };
        let kind = match view {
            TreeView::DynamicProgramming => "dp-animation",
            _ => "tree-animation",
        };
        let delay_ms = if self.delay_ms > 0 {
            self.delay_ms
        } else {
            (1000.0 / speed.max(0.1)).round() as u32
        };
        Some(ExportRequest::Animation {
            name: figure_name(kind, analysis, "gif"),
            request: AnimationRequest {
                stepped,
                theme: if self.dark { Theme::Dark } else { Theme::Light },
                language,
                width: DEFAULT_PNG_WIDTH,
                delay_ms,
                slide: self.slide,
            },
        })
    }

    /// The coin game's lesson sheet `which` (its tree and DP table, or the table alone) as the
    /// Worksheet… menu prints it, blank while classroom mode hides values.
    pub fn sheet(
        &self,
        which: CoinSheet,
        analysis: &ShownTree,
        language: Language,
        values_hidden: bool,
    ) -> ExportRequest {
        let (game, coins) = (analysis.key.game.clone(), analysis.coins());
        let coins_words = format!("{coins}-coins");
        let game_words = export::coin_game_words(&game);
        let kind = match which {
            CoinSheet::Tree => "tree",
            CoinSheet::Table => "dp-table",
        };
        let parts = [kind, coins_words.as_str(), game_words.as_str()];
        self.sheet
            .request(which.sheet(game, coins), &parts, language, values_hidden)
    }

    /// The coin-game article's DP table as CSV, as shown: the positions `hidden` by classroom mode
    /// left blank.
    pub fn csv(analysis: &ShownTree, hidden: &HiddenStates) -> ExportRequest {
        ExportRequest::Csv {
            name: file_name(TreeView::DynamicProgramming, analysis, "csv"),
            text: crate::export::dp_table_csv(&analysis.solution, |coins| hidden.hides(coins)),
        }
    }
}

/// An export's default name says what it holds: the view, the pile and the game
/// (`nimlab-recursive-tree-13-coins-take-1to3-misere.png`), so exporting one view never offers
/// the name of another's picture.
fn file_name(view: TreeView, analysis: &ShownTree, extension: &str) -> String {
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

/// A figure's default name: `tree-figure`, `dp-figure`, … (`kind`) where the grabs of the views
/// say `recursive-tree`, `dp`, …, so no two exports offer one name.
fn figure_name(kind: &str, analysis: &ShownTree, extension: &str) -> String {
    let coins = format!("{}-coins", analysis.coins());
    export::file_name(
        &[kind, &coins, &export::coin_game_words(&analysis.key.game)],
        extension,
    )
}

/// The export buttons for the view on show (and, in the recursive view, the whole-tree switch),
/// and the Figure menu unless classroom mode hides values a figure would show (the growth
/// chart shows none).
pub fn controls_ui(
    ui: &mut Ui,
    inputs: &TreeInputs,
    export: &mut Export,
    values_hidden: bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    let view = inputs.view;
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
    let t = strings.tree;
    let item = match view {
        TreeView::Recursive => Some(t.export_tree_as),
        TreeView::DynamicProgramming => Some(t.export_dp_as),
        TreeView::Formula if inputs.moves().is_ok_and(|m| m.as_one_to_k().is_some()) => {
            Some(t.export_formula_as)
        }
        TreeView::Formula => Some(t.export_pattern_as),
        TreeView::Growth => Some(t.export_chart_as),
        TreeView::Play => None,
    };
    if let Some(item) = item
        && (!values_hidden || view == TreeView::Growth)
        && let Some(asked) = figure_menu_ui(ui, item, view, export, strings)
    {
        event = Some(asked);
    }
    if let Some(asked) = sheet_menu_ui(ui, inputs, export, values_hidden, strings) {
        event = Some(asked);
    }
    event
}

/// Worksheet…: the tree (with its DP table) or the DP table alone of the game and pile typed,
/// blank or as the key, on the paper chosen; a sheet that cannot be printed is greyed and says
/// why (a tree too large to write in names the largest that fits, and the DP table goes on).
fn sheet_menu_ui(
    ui: &mut Ui,
    inputs: &TreeInputs,
    export: &mut Export,
    values_hidden: bool,
    strings: &Strings,
) -> Option<TreeEvent> {
    let mut event = None;
    worksheet_menu(ui, strings, |ui| {
        // Invalid inputs say why beside the fields already: no button to press meanwhile.
        let Some((game, coins)) = inputs.game() else {
            export.sheet.choices_ui(ui, values_hidden, strings);
            return;
        };
        let choices = [CoinSheet::Tree, CoinSheet::Table];
        let sheets = choices.map(|which| which.sheet(game.clone(), coins));
        let labels = [strings.sheet_sizes.save_tree, strings.sheet_sizes.save_dp];
        let offers = [0, 1].map(|index| SheetOffer {
            label: labels[index],
            sheet: &sheets[index],
        });
        if let Some(index) = export.sheet.offers_ui(ui, &offers, values_hidden, strings) {
            event = Some(TreeEvent::ExportSheet {
                which: choices[index],
                language: strings.language(),
            });
            ui.close();
        }
    });
    event
}

/// Figure…: the view as PNG, SVG or PDF (`item` names it), the tree's depth, the background;
/// on the tree and DP views also the step-through as an animated GIF and its frame delay.
fn figure_menu_ui(
    ui: &mut Ui,
    item: fn(format: &str) -> String,
    view: TreeView,
    export: &mut Export,
    strings: &Strings,
) -> Option<TreeEvent> {
    let tree = view == TreeView::Recursive;
    let t = strings.tree;
    let mut event = None;
    ui.menu_button(t.export_figure, |ui| {
        for format in Format::ALL {
            if ui.button(item(format.name())).clicked() {
                event = Some(TreeEvent::ExportFigure {
                    format,
                    language: strings.language(),
                });
                ui.close();
            }
        }
        if tree {
            export::depth_ui(ui, &mut export.depth, strings);
        }
        export::page_ui(ui, &mut export.slide, strings);
        ui.checkbox(&mut export.dark, strings.matchsticks.export_dark);
        // Animated export: the tree's and the DP's step-through.
        if matches!(view, TreeView::Recursive | TreeView::DynamicProgramming)
            && export::animation_ui(ui, &mut export.delay_ms, strings)
        {
            event = Some(TreeEvent::ExportAnimation {
                language: strings.language(),
            });
            ui.close();
        }
    })
    .response
    .on_hover_text(t.export_figure_hint);
    event
}

impl super::TreeTab {
    /// The coin-game article's DP table as CSV, as shown: what classroom mode hides left blank.
    pub(super) fn dp_csv(&self, analysis: &ShownTree) -> ExportRequest {
        Export::csv(analysis, &self.classroom.hidden_states(analysis))
    }
}
