//! The heaps mode's exports, through the same shell path as the coin game's (the shell asks
//! where, and before replacing a file): Export PNG of the view as drawn, Export CSV of every
//! position (its value, W/L, occurrences and subtree size, the start and rule in the header),
//! and Figure…: the DP DAG or the recursive tree drawn for the page as PNG, SVG or PDF, the
//! tree to a chosen depth, on a slide or at its own size, light or dark; the recursion over
//! the tree as an animated GIF (every move, or the stop at the first winning move); and
//! Worksheet…, the lesson sheet of the heaps (`LessonSheet::of_heaps`: the Nim sheet for Nim's
//! heaps, else the sum to solve; under misère play none, and the menu says why).
//!
//! Classroom mode hides what the window hides, as the coin game's export does: no Figure… (a
//! figure or an animation shows every value), the CSV's values and W/L left blank, and only
//! the blank worksheet.

use egui::{Rect, Ui};

use crate::figure::animation::{AnimationRequest, DEFAULT_DELAY_MS, Stepped};
use crate::figure::lesson_sheet::LessonSheet;
use crate::figure::request::{Look, Subject};
use crate::figure::slide::Slide;
use crate::figure::theme::Theme;
use crate::figure::{DEFAULT_PNG_WIDTH, FigureRequest, Format};
use crate::i18n::{ENGLISH, Language, Strings};
use crate::ui::export::{self, ExportRequest};
use crate::ui::lesson_sheet_menu::{SheetMenu, SheetOffer, worksheet_menu};
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::PositionGraph;
use nimlab_core::games::recursive::Evaluation;
use nimlab_model::tabs::tree::inputs::TreeView;
use nimlab_model::work::position_graph::PositionGraphKey;

/// What the heaps mode's export row asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapsExportAsk {
    /// Export PNG: the view as drawn.
    Png,
    /// Export CSV: every position.
    Csv,
    /// Figure…: the DAG or (`tree`) the recursive tree in `format`, its words in `language`.
    Figure {
        /// The recursive tree rather than the DAG.
        tree: bool,
        /// PNG, SVG or PDF.
        format: Format,
        /// The language of its words.
        language: Language,
    },
    /// Figure… → Animation (GIF)…: the recursion over the tree, its words in `language`.
    Animation {
        /// The language of its words.
        language: Language,
    },
    /// Worksheet…: the heaps' lesson sheet, its words in `language`.
    Sheet {
        /// The language of its words.
        language: Language,
    },
}

/// The export choices kept across frames, and where the view was drawn.
pub struct HeapsExport {
    /// Where the view was drawn last frame: what Export PNG captures.
    pub view_rect: Option<Rect>,
    /// The tree figure's depth below the root; 0 for as deep as fits a slide.
    pub depth: u32,
    /// The figure on a dark background.
    pub dark: bool,
    /// The slide the figure fills, or (none) its own size.
    pub slide: Option<Slide>,
    /// An animation's frame delay in milliseconds; 0 for the step-through's own pace.
    pub delay_ms: u32,
    /// The worksheet's choices.
    pub sheet: SheetMenu,
}

impl Default for HeapsExport {
    /// Figures are drawn for slides first, as the coin game's.
    fn default() -> Self {
        Self {
            view_rect: None,
            depth: 0,
            dark: false,
            slide: export::DEFAULT_PAGE,
            delay_ms: 0,
            sheet: SheetMenu::default(),
        }
    }
}

/// The start in words, as a figure's title says it: "Nim, heaps 3 4 5", or each heap's game
/// and size when a sum mixes games.
fn start_title(start: &[(HeapGame, u32)]) -> String {
    match start.split_first() {
        Some(((first, _), rest)) if rest.iter().all(|(game, _)| game == first) => {
            let sizes: Vec<String> = start.iter().map(|(_, size)| size.to_string()).collect();
            (ENGLISH.position_dag.heaps)(&ENGLISH.figure_game(first), &sizes.join(" "))
        }
        _ => (start.iter())
            .map(|(game, size)| format!("{} {size}", ENGLISH.figure_game(game)))
            .collect::<Vec<_>>()
            .join(" + "),
    }
}

/// "nim-heaps-3-4-5-normal": the start and the rule, for a default file name.
fn start_words(key: &PositionGraphKey) -> String {
    format!("{}-{}", start_title(&key.start), key.rule.as_str())
}

impl HeapsExport {
    /// The tree's depth as a figure asks for it: none for as deep as fits a slide.
    fn depth(&self) -> Option<u32> {
        (self.depth > 0).then_some(self.depth)
    }

    /// The export `ask` of the graph built for `key`, `hidden` in classroom mode, as the tab
    /// shows it: the `view` on show (Export PNG's name) and the recursion's `evaluation` (the
    /// tree figure pales what stopping at the first winning move never calls, as the view does).
    /// None for a PNG before the view is drawn, or a figure while classroom mode hides the
    /// values.
    pub fn request(
        &self,
        ask: HeapsExportAsk,
        (key, graph): (&PositionGraphKey, &PositionGraph),
        (view, evaluation): (TreeView, Evaluation),
        hidden: bool,
    ) -> Option<ExportRequest> {
        let words = start_words(key);
        let view_name = match view {
            TreeView::Recursive => "heaps-tree",
            TreeView::Formula => "heaps-formula",
            _ => "heaps-dag",
        };
        match ask {
            HeapsExportAsk::Png => Some(ExportRequest::Png {
                name: export::file_name(&[view_name, &words], "png"),
                region: self.view_rect?,
                delay_frames: 0,
            }),
            HeapsExportAsk::Csv => Some(ExportRequest::Csv {
                name: export::file_name(&["heaps-positions", &words], "csv"),
                text: nimlab_model::export::positions_csv(graph, &start_title(&key.start), hidden),
            }),
            HeapsExportAsk::Sheet { language } => {
                let sheet = LessonSheet::of_heaps(&key.start, key.rule)?;
                let kind = match sheet {
                    LessonSheet::Nim { .. } => "nim",
                    _ => "sum",
                };
                Some(self.sheet.request(sheet, &[kind, &words], language, hidden))
            }
            HeapsExportAsk::Figure { .. } | HeapsExportAsk::Animation { .. } if hidden => None,
            HeapsExportAsk::Animation { language } => Some(ExportRequest::Animation {
                name: export::file_name(&["heaps-tree-animation", &words], "gif"),
                request: AnimationRequest {
                    stepped: Stepped::PositionTree {
                        start: key.start.clone(),
                        rule: key.rule,
                        depth: self.depth(),
                        evaluation,
                    },
                    theme: if self.dark { Theme::Dark } else { Theme::Light },
                    language,
                    width: DEFAULT_PNG_WIDTH,
                    delay_ms: if self.delay_ms > 0 {
                        self.delay_ms
                    } else {
                        DEFAULT_DELAY_MS
                    },
                    slide: self.slide,
                },
            }),
            HeapsExportAsk::Figure {
                tree,
                format,
                language,
            } => {
                let (kind, subject) = if tree {
                    let subject = Subject::PositionTree {
                        start: key.start.clone(),
                        rule: key.rule,
                        depth: self.depth(),
                        evaluation,
                    };
                    ("heaps-tree-figure", subject)
                } else {
                    let subject = Subject::PositionDag {
                        start: key.start.clone(),
                        rule: key.rule,
                    };
                    ("heaps-dag-figure", subject)
                };
                Some(ExportRequest::Figure {
                    name: export::file_name(&[kind, &words], format.extension()),
                    request: FigureRequest::Figure {
                        subject,
                        look: Look::window(self.dark, language, format).on(self.slide),
                    },
                })
            }
        }
    }
}

/// Export PNG, Export CSV, (unless classroom mode hides the values) Figure…, and Worksheet…
/// for the heaps on show (`start`).
pub fn row_ui(
    ui: &mut Ui,
    export: &mut HeapsExport,
    start: &PositionGraphKey,
    hidden: bool,
    strings: &Strings,
) -> Option<HeapsExportAsk> {
    let mut asked = None;
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(strings.export_png)
            .on_hover_text(strings.export_png_hint)
            .clicked()
        {
            asked = Some(HeapsExportAsk::Png);
        }
        if ui
            .button(strings.export_csv)
            .on_hover_text(strings.export_csv_hint)
            .clicked()
        {
            asked = Some(HeapsExportAsk::Csv);
        }
        if !hidden && let Some(figure) = figure_menu_ui(ui, export, strings) {
            asked = Some(figure);
        }
        if let Some(sheet) = sheet_menu_ui(ui, &mut export.sheet, start, hidden, strings) {
            asked = Some(sheet);
        }
    });
    asked
}

/// Worksheet…: the heaps' sheet (Nim's or the sum's), blank or as the key, on the paper chosen,
/// greyed with the reason when the heaps are past what a sheet takes; under misère play the
/// menu says there is none, and why.
fn sheet_menu_ui(
    ui: &mut Ui,
    menu: &mut SheetMenu,
    start: &PositionGraphKey,
    hidden: bool,
    strings: &Strings,
) -> Option<HeapsExportAsk> {
    let mut asked = None;
    worksheet_menu(ui, strings, |ui| {
        let Some(sheet) = LessonSheet::of_heaps(&start.start, start.rule) else {
            ui.add(egui::Label::new(strings.sheet_sizes.misere_heaps).wrap());
            return;
        };
        let label = match sheet {
            LessonSheet::Nim { .. } => strings.lesson_sheet.save_nim,
            _ => strings.sheet_sizes.save_sum,
        };
        let offers = [SheetOffer { label, sheet: &sheet }];
        if menu.offers_ui(ui, &offers, hidden, strings).is_some() {
            asked = Some(HeapsExportAsk::Sheet {
                language: strings.language(),
            });
            ui.close();
        }
    });
    asked
}

/// Figure…: the DAG or the recursive tree as PNG, SVG or PDF (the tree as the tab's evaluation
/// walks it); the tree's depth, the page and the background; the recursion as an animated GIF and its frame delay.
fn figure_menu_ui(ui: &mut Ui, export: &mut HeapsExport, strings: &Strings) -> Option<HeapsExportAsk> {
    let t = strings.tree;
    let words = strings.position_tree;
    let mut asked = None;
    ui.menu_button(t.export_figure, |ui| {
        for (tree, item) in [(false, words.export_dag_as), (true, words.export_tree_as)] {
            for format in Format::ALL {
                if ui.button(item(format.name())).clicked() {
                    asked = Some(HeapsExportAsk::Figure {
                        tree,
                        format,
                        language: strings.language(),
                    });
                    ui.close();
                }
            }
        }
        export::depth_ui(ui, &mut export.depth, strings);
        export::page_ui(ui, &mut export.slide, strings);
        ui.checkbox(&mut export.dark, strings.matchsticks.export_dark);
        // The recursion over the tree, step by step.
        if export::animation_ui(ui, &mut export.delay_ms, strings) {
            asked = Some(HeapsExportAsk::Animation {
                language: strings.language(),
            });
            ui.close();
        }
    })
    .response
    .on_hover_text(t.export_figure_hint);
    asked
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::Rule;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    fn nim_3_4_5() -> (PositionGraphKey, PositionGraph) {
        let key = PositionGraphKey {
            start: vec![(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)],
            rule: Rule::Normal,
        };
        let graph = PositionGraph::build(&key.start, key.rule, Limits::default(), &mut Unwatched);
        (key, graph.expect("small"))
    }

    #[test]
    fn a_figure_names_its_start_and_classroom_mode_asks_for_none() {
        let (key, graph) = nim_3_4_5();
        let export = HeapsExport {
            depth: 2,
            ..HeapsExport::default()
        };
        let ask = HeapsExportAsk::Figure {
            tree: true,
            format: Format::Svg,
            language: Language::English,
        };
        let shown = (TreeView::Recursive, Evaluation::ShortCircuit);
        let Some(ExportRequest::Figure { name, request }) = export.request(ask, (&key, &graph), shown, false)
        else {
            panic!("a figure");
        };
        assert_eq!(name, "nimlab-heaps-tree-figure-nim-heaps-3-4-5-normal.svg");
        let FigureRequest::Figure { subject, .. } = request else {
            panic!("one page");
        };
        // The figure walks the recursion as the tab does.
        assert!(matches!(
            subject,
            Subject::PositionTree {
                depth: Some(2),
                evaluation: Evaluation::ShortCircuit,
                ..
            }
        ));
        assert_eq!(export.request(ask, (&key, &graph), shown, true), None);
        // No picture of the view before it is drawn.
        let png = HeapsExportAsk::Png;
        assert_eq!(export.request(png, (&key, &graph), shown, false), None);
    }
}
