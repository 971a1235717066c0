//! The Grundy tab's Export menu: the values as a table or a chart, the mex of the selected n
//! worked out, and the sum's XOR table, each drawn for the page as PNG, SVG or PDF (not a
//! picture of the screen), the values as CSV, and Worksheet… (the lesson sheet of the game on
//! show, and the Nim sheet of a sum of Nim heaps). Classroom mode's one rule for exports: a CSV
//! leaves the values not revealed yet blank (a table for the class to fill in), a figure that
//! would show them is not offered and the menu says why; the sum's table once the sum is
//! revealed.

use egui::containers::menu::{MenuButton, MenuConfig};
use egui::{PopupCloseBehavior, Ui};

use crate::figure::grundy::{
    GrundyFigure, MAX_CHART_BARS, MAX_SUM_HEAP, MAX_SUM_HEAPS, MAX_TABLE_VALUES, SumHeap, ValuesView,
};
use crate::figure::lesson_sheet::{LessonSheet, MAX_SHEET_GRUNDY_COUNT};
use crate::figure::request::{Look, Subject};
use crate::figure::slide::Slide;
use crate::figure::{FigureRequest, Format};
use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::export::{self, ExportRequest};
use crate::ui::lesson_sheet_menu::SheetMenu;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{HeapGame, parse_spec};
use nimlab_core::games::sum_match::SumMatch;
use nimlab_model::tabs::grundy::inputs::GrundyInputs;

use super::classroom::GrundyClassroom;
use crate::work::grundy_table::{GrundyKey, GrundyResult};

/// What the menu can draw from.
pub struct MenuView<'a> {
    /// What the values on show were computed from, and the values.
    pub shown: Option<(&'a GrundyKey, &'a [u32])>,
    /// The n whose mex is worked out.
    pub selected: Option<u32>,
    /// The sum as the sum view shows it, when it is valid; and its rule.
    pub sum: Option<(Vec<SumHeap>, Rule)>,
    /// Which values classroom mode hides (none outside it).
    pub classroom: &'a GrundyClassroom,
    /// Classroom mode hides some value of the table.
    pub values_hidden: bool,
    /// Classroom mode hides the sum's values.
    pub sum_hidden: bool,
}

/// What the menu remembers between clicks.
#[derive(Clone, Copy, Debug)]
pub struct ExportMenu {
    /// Draw figures on a dark background.
    dark: bool,
    /// The slide a figure fills, or its own size.
    slide: Option<Slide>,
    /// The worksheet's choices.
    sheet: SheetMenu,
}

impl Default for ExportMenu {
    fn default() -> Self {
        Self {
            dark: false,
            slide: export::DEFAULT_PAGE,
            sheet: SheetMenu::default(),
        }
    }
}

impl ExportMenu {
    /// The menu; an export chosen from it.
    pub fn ui(&mut self, ui: &mut Ui, view: &MenuView<'_>, strings: &Strings) -> Option<ExportRequest> {
        let g = strings.grundy;
        let mut chosen = None;
        // Ticking a choice keeps the menu open; choosing an export closes it.
        let stays_open = MenuConfig::new().close_behavior(PopupCloseBehavior::CloseOnClickOutside);
        MenuButton::new(g.export_menu)
            .config(stays_open)
            .ui(ui, |ui| {
                if let Some((key, values)) = view.shown {
                    if view.values_hidden {
                        ui.weak(g.export_hidden);
                    } else if let Some(asked) = self.values_figures_ui(ui, key, view.selected, strings) {
                        chosen = Some(asked);
                    }
                    let hint = if view.values_hidden {
                        g.export_csv_blanks_hint
                    } else {
                        strings.export_csv_hint
                    };
                    if ui.button(strings.export_csv).on_hover_text(hint).clicked() {
                        chosen = Some(ExportRequest::Csv {
                            name: export_name(Some(key), "csv"),
                            text: crate::export::grundy_csv(&key.game, key.rule, values, |n| {
                                view.classroom.hides(n)
                            }),
                        });
                    }
                    ui.separator();
                }
                if let Some((heaps, rule)) = view.sum.as_ref().filter(|_| !view.sum_hidden) {
                    for format in Format::ALL {
                        if ui.button((g.export_sum_as)(format.name())).clicked() {
                            let figure = GrundyFigure::Sum {
                                heaps: heaps.clone(),
                                rule: *rule,
                            };
                            let name = sum_name(heaps, *rule, format);
                            chosen = Some(self.request(figure, name, format, strings));
                        }
                    }
                    ui.separator();
                }
                export::page_ui(ui, &mut self.slide, strings);
                ui.checkbox(&mut self.dark, g.export_dark);
                ui.separator();
                if let Some(asked) = self.sheet_ui(ui, view, strings) {
                    chosen = Some(asked);
                }
                if chosen.is_some() {
                    ui.close();
                }
            })
            .0
            .on_hover_text(g.export_menu_hint);
        chosen
    }

    /// The table, the chart and the selected n's mex, each as PNG, SVG or PDF.
    fn values_figures_ui(
        self,
        ui: &mut Ui,
        key: &GrundyKey,
        selected: Option<u32>,
        strings: &Strings,
    ) -> Option<ExportRequest> {
        let g = strings.grundy;
        let mut chosen = None;
        let table = key.count.min(MAX_TABLE_VALUES);
        let chart = key.count.min(MAX_CHART_BARS);
        let mut views = vec![
            (ValuesView::Table, table, "table"),
            (ValuesView::Chart, chart, "chart"),
        ];
        if let Some(n) = selected {
            views.push((ValuesView::Mex(n), key.count, "mex"));
        }
        for (figure_view, count, kind) in views {
            for format in Format::ALL {
                let text = match figure_view {
                    ValuesView::Table => (g.export_table_as)(format.name()),
                    ValuesView::Chart => (g.export_chart_as)(format.name()),
                    ValuesView::Mex(n) => (g.export_mex_as)(n, format.name()),
                };
                if ui.button(text).clicked() {
                    let figure = GrundyFigure::Values {
                        game: key.game.clone(),
                        rule: key.rule,
                        count,
                        view: figure_view,
                    };
                    let name = values_name(key, kind, figure_view, count, format);
                    chosen = Some(self.request(figure, name, format, strings));
                }
            }
            ui.separator();
        }
        chosen
    }

    /// The worksheets: the Grundy sheet of the game and count on show (its count cut to what a
    /// sheet takes), and the Nim sheet of the sum when its heaps are Nim's.
    fn sheet_ui(&mut self, ui: &mut Ui, view: &MenuView<'_>, strings: &Strings) -> Option<ExportRequest> {
        let words = strings.lesson_sheet;
        let mut chosen = None;
        // The tab may show more values than a page takes: the sheet keeps the first, and says so.
        let cut = view
            .shown
            .map(|(key, _)| key.count)
            .filter(|&shown| shown > MAX_SHEET_GRUNDY_COUNT);
        let grundy = view.shown.map(|(key, _)| {
            let count = key.count.clamp(1, MAX_SHEET_GRUNDY_COUNT);
            let sum = match key.rule {
                Rule::Normal => LessonSheet::default_sum(count),
                Rule::Misere => Vec::new(),
            };
            let sheet = LessonSheet::Grundy {
                game: key.game.clone(),
                rule: key.rule,
                count,
                sum,
            };
            let game = export::heap_game_words(&key.game);
            let name = vec![
                "grundy".to_owned(),
                game,
                key.rule.as_str().to_owned(),
                format!("{count}-values"),
            ];
            (sheet, name)
        });
        let nim = view
            .sum
            .as_ref()
            .filter(|(heaps, rule)| *rule == Rule::Normal && heaps.iter().all(|h| h.game == HeapGame::Nim));
        let nim = nim.map(|(heaps, _)| {
            let sizes: Vec<u32> = heaps.iter().map(|h| h.size).collect();
            let name = std::iter::once("nim".to_owned())
                .chain(sizes.iter().map(u32::to_string))
                .collect();
            (LessonSheet::Nim { heaps: sizes }, name)
        });
        let sheet = &mut self.sheet;
        // In the Export menu itself: a menu inside it would close as its switch is ticked.
        ui.label(words.menu).on_hover_text(words.menu_hint);
        {
            sheet.choices_ui(ui, view.values_hidden, strings);
            let offered = [
                (grundy, words.save, view.values_hidden),
                (nim, words.save_nim, view.sum_hidden),
            ];
            for (asked, label, hidden) in offered {
                let Some((lesson, name)) = asked else { continue };
                let refused = (lesson.check(sheet.paper).err()).map(|why| why.words(strings));
                let button = ui.add_enabled(refused.is_none(), egui::Button::new(label));
                let button = match &refused {
                    Some(why) => button.on_disabled_hover_text(why),
                    None => button,
                };
                if button.clicked() {
                    let parts: Vec<&str> = name.iter().map(String::as_str).collect();
                    chosen =
                        Some(sheet.request(lesson, &parts, strings.language(), hidden || view.values_hidden));
                    ui.close();
                }
                if label == words.save
                    && let Some(shown) = cut
                {
                    ui.weak((words.grundy_cut)(shown, MAX_SHEET_GRUNDY_COUNT));
                }
            }
        }

        chosen
    }

    fn request(self, figure: GrundyFigure, name: String, format: Format, strings: &Strings) -> ExportRequest {
        ExportRequest::Figure {
            name,
            request: FigureRequest::Figure {
                subject: Subject::Grundy(figure),
                look: Look::window(self.dark, strings.language(), format).on(self.slide),
            },
        }
    }
}

/// An export's default name: the game, the rule and how many values
/// (`nimlab-grundy-kayles-normal-100-values.csv`).
pub fn export_name(key: Option<&GrundyKey>, extension: &str) -> String {
    let Some(key) = key else {
        return export::file_name(&["grundy"], extension);
    };
    let count = format!("{}-values", key.count);
    let game = export::heap_game_words(&key.game);
    export::file_name(&["grundy", &game, key.rule.as_str(), &count], extension)
}

/// A values figure's default name: what it shows of which game
/// (`nimlab-grundy-chart-1-3-4-normal-40-values.svg`, `nimlab-grundy-mex-6-kayles-normal.pdf`).
fn values_name(key: &GrundyKey, kind: &str, view: ValuesView, count: usize, format: Format) -> String {
    let game = export::heap_game_words(&key.game);
    let rule = key.rule.as_str();
    if let ValuesView::Mex(n) = view {
        let n = n.to_string();
        return export::file_name(&["grundy", kind, &n, &game, rule], format.extension());
    }
    let count = format!("{count}-values");
    export::file_name(&["grundy", kind, &game, rule, &count], format.extension())
}

/// The sum's default name: its heaps (`nimlab-grundy-sum-nim-3-nim-4-kayles-5-normal.png`).
fn sum_name(heaps: &[SumHeap], rule: Rule, format: Format) -> String {
    let heaps: Vec<String> = heaps
        .iter()
        .map(|h| format!("{}-{}", export::heap_game_words(&h.game), h.size))
        .collect();
    let heaps = heaps.join("-");
    export::file_name(&["grundy", "sum", &heaps, rule.as_str()], format.extension())
}

/// What the Export menu may draw: the values on show and the selected n unless classroom mode
/// hides a value; the sum as its view shows it (the game in play, or the sum as built) when it
/// is valid and not hidden.
pub(super) fn menu_view<'a>(
    result: &'a Latest<GrundyKey, GrundyResult>,
    inputs: &GrundyInputs,
    sum: &super::sum_view::SumState,
    classroom: &'a GrundyClassroom,
) -> MenuView<'a> {
    let shown = result.result().map(|(_, r)| (&r.key, r.values()));
    let in_play = sum.game().map(SumMatch::heaps);
    let heaps: Option<Vec<SumHeap>> = match in_play {
        Some(heaps) => Some(
            heaps
                .iter()
                .map(|h| SumHeap {
                    game: h.game.clone(),
                    size: h.size,
                })
                .collect(),
        ),
        None => inputs
            .heaps
            .iter()
            .map(|h| {
                let game = parse_spec(&h.game).ok()?;
                Some(SumHeap { game, size: h.size })
            })
            .collect(),
    };
    // Misère sums are analysed for Nim heaps only; a sum the figure would refuse is not offered.
    let rule = inputs.sum_rule;
    let drawable = |heaps: &Vec<SumHeap>| {
        (1..=MAX_SUM_HEAPS).contains(&heaps.len())
            && heaps.iter().all(|h| h.size <= MAX_SUM_HEAP)
            && (rule == Rule::Normal || heaps.iter().all(|h| h.game == HeapGame::Nim))
    };
    // The game in play is a sum no Reveal was given for: it shows only when every value does.
    let sum_hidden = match in_play {
        Some(_) => classroom.any(),
        None => classroom.hides_sum(&inputs.heaps, rule),
    };
    MenuView {
        shown,
        selected: inputs.selected,
        sum: heaps.filter(drawable).map(|heaps| (heaps, rule)),
        classroom,
        values_hidden: classroom.any(),
        sum_hidden,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::grundy::{HeapGame, parse_octal, parse_subtraction};

    #[test]
    fn default_names_say_what_each_figure_holds() {
        let key = GrundyKey {
            game: parse_subtraction("1,3,4").expect("valid"),
            rule: Rule::Normal,
            count: 40,
        };
        assert_eq!(
            values_name(&key, "chart", ValuesView::Chart, 40, Format::Svg),
            "nimlab-grundy-chart-take-1-3-4-normal-40-values.svg"
        );
        assert_eq!(
            values_name(&key, "mex", ValuesView::Mex(6), 40, Format::Pdf),
            "nimlab-grundy-mex-6-take-1-3-4-normal.pdf"
        );
        let heaps = [
            SumHeap {
                game: HeapGame::Nim,
                size: 3,
            },
            SumHeap {
                game: parse_octal("0.77").expect("valid"),
                size: 5,
            },
        ];
        assert_eq!(
            sum_name(&heaps, Rule::Normal, Format::Png),
            "nimlab-grundy-sum-nim-3-kayles-5-normal.png"
        );
    }
}
