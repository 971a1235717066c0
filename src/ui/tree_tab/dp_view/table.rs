//! The coin-game article's table beside the DAG: one row per state with `win` and one `solution[s]`
//! column per take (or the winning takes, for many takes), filled bottom-up in the step-through.

use egui::{Sense, Shape, Stroke, Ui, vec2};

use crate::i18n::Strings;
use crate::ui::copy::tab_separated;
use crate::ui::{style, widgets};
use nimlab_core::games::{Outcome, Solution};

use super::super::event::TreeEvent;
use super::Fill;
use crate::work::shown_tree::ShownTree;
use nimlab_model::tabs::tree::selection::Selection;

/// The coin-game article's table has one column per take; beyond this many takes it lists the
/// winning takes.
const MAX_TAKE_COLUMNS: usize = 8;

/// The width of a table column, in points.
const COLUMN: f32 = 44.0;

/// The width the table's panel needs to show every column (and its scroll bar) whole.
pub(super) fn width(ui: &Ui, analysis: &ShownTree) -> f32 {
    let takes = analysis.key.game.moves.takes().len();
    let columns = if takes <= MAX_TAKE_COLUMNS { 2 + takes } else { 5 };
    let spacing = ui.spacing();
    columns as f32 * COLUMN
        + (columns - 1) as f32 * spacing.item_spacing.x
        + spacing.scroll.bar_width
        + 2.0 * spacing.window_margin.leftf()
        + 8.0
}

/// The coin-game article's table, one row per state, the selected state highlighted.
pub(super) fn table_ui(
    ui: &mut Ui,
    analysis: &ShownTree,
    selection: &Selection,
    filled: Fill<'_>,
    strings: &Strings,
) -> Option<TreeEvent> {
    let takes = analysis.key.game.moves.takes();
    let per_take = takes.len() <= MAX_TAKE_COLUMNS;
    let row_height = ui.text_style_height(&egui::TextStyle::Body) + 6.0;
    let column = COLUMN;
    let header = |ui: &mut Ui| {
        ui.horizontal(|ui| {
            ui.add_sized(
                [column, row_height],
                egui::Label::new(egui::RichText::new(strings.tree.table_coins).strong()),
            );
            ui.add_sized(
                [column, row_height],
                egui::Label::new(egui::RichText::new(strings.tree.table_win).strong()),
            );
            if per_take {
                for take in takes {
                    ui.add_sized(
                        [column, row_height],
                        egui::Label::new(egui::RichText::new(format!("[{take}]")).strong()),
                    );
                }
            } else {
                ui.label(egui::RichText::new(strings.tree.winning_takes).strong());
            }
        });
    };
    let mut event = None;
    let rows = analysis.coins() as usize + 1;
    // Sideways, the header and the rows scroll together within the panel: where the window has
    // no room for every column, the panel keeps its width (the DAG beside it keeps its strip)
    // and the last columns are a scroll away, rather than drawn past the panel's edge.
    egui::ScrollArea::horizontal()
        .auto_shrink(false)
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .show(ui, |ui| {
            header(ui);
            egui::ScrollArea::vertical()
                .auto_shrink(false)
                .show_rows(ui, row_height, rows, |ui, range| {
                    for coins in range.map(|row| row as u32) {
                        let selected = selection.state == Some(coins);
                        let outcome = analysis.solution.outcome(coins);
                        let reachable = analysis.occurrences_of(coins) > &0u32.into();
                        // Painted under the row once the row's size is known.
                        let background = ui.painter().add(Shape::Noop);
                        let row = ui.horizontal(|ui| {
                            ui.set_min_height(row_height);
                            let weak = |text: String| {
                                let text = egui::RichText::new(text);
                                if reachable { text } else { text.weak() }
                            };
                            ui.add_sized([column, row_height], egui::Label::new(weak(coins.to_string())));
                            if !filled.is_filled(coins) {
                                ui.add_sized([column, row_height], egui::Label::new(weak("…".to_owned())));
                                return;
                            }
                            if !filled.shows_value(coins) {
                                ui.add_sized([column, row_height], egui::Label::new(weak("?".to_owned())));
                                return;
                            }
                            let win = egui::RichText::new(bool_cell(outcome == Outcome::Win))
                                .color(style::outcome_color(outcome));
                            ui.add_sized([column, row_height], egui::Label::new(win));
                            if per_take {
                                for &take in takes {
                                    let cell = take_cell(filled, &analysis.solution, coins, take);
                                    ui.add_sized([column, row_height], egui::Label::new(weak(cell)));
                                }
                            } else {
                                ui.label(weak(winning_list(filled, &analysis.solution, coins)));
                            }
                        });
                        let rect = row.response.rect.expand2(vec2(4.0, 0.0));
                        if filled.newest() == Some(coins) {
                            let ring = egui::epaint::RectShape::stroke(
                                rect,
                                3.0,
                                Stroke::new(2.0, style::SELECTED),
                                egui::StrokeKind::Inside,
                            );
                            ui.painter().add(ring);
                        }
                        if selected {
                            let highlight = egui::epaint::RectShape::filled(
                                rect,
                                3.0,
                                style::SELECTED.gamma_multiply(0.25),
                            );
                            ui.painter().set(background, highlight);
                        }
                        let label = (strings.tree.dp_row_label)(coins);
                        let click = ui.interact(rect, ui.scope_id().with(("dp_row", coins)), Sense::click());
                        widgets::describe_selectable(&click, selected, &label);
                        if click.clicked() {
                            event = Some(TreeEvent::SelectState(coins));
                        }
                        if !reachable {
                            click.on_hover_text(strings.tree.unreachable);
                        }
                    }
                });
        });
    event
}

/// The whole table as text for the clipboard: what it is, the column names, then one line per
/// position with the cells the table shows.
pub fn table_text(analysis: &ShownTree, strings: &Strings) -> String {
    let game = &analysis.key.game;
    let takes = game.moves.takes();
    let per_take = takes.len() <= MAX_TAKE_COLUMNS;
    let what = (strings.tree.copy_dp_header)(
        &format!("{{{}}}", game.moves),
        strings.rule(game.rule),
        analysis.coins(),
    );
    let mut columns = vec![
        strings.tree.table_coins.to_owned(),
        strings.tree.table_win.to_owned(),
    ];
    if per_take {
        columns.extend(takes.iter().map(|take| format!("[{take}]")));
    } else {
        columns.push(strings.tree.winning_takes.to_owned());
    }
    let solution = &analysis.solution;
    let rows = (0..=analysis.coins()).map(|coins| {
        let mut cells = vec![
            coins.to_string(),
            bool_cell(solution.outcome(coins) == Outcome::Win).to_owned(),
        ];
        if per_take {
            cells.extend(takes.iter().map(|&take| {
                if take > coins {
                    "–".to_owned()
                } else {
                    bool_cell(solution.is_winning_move(coins, take)).to_owned()
                }
            }));
        } else {
            let moves = solution.winning_moves(coins);
            cells.push(moves.iter().map(u32::to_string).collect::<Vec<_>>().join(", "));
        }
        cells
    });
    tab_separated(&format!("{what}\n{}", columns.join("\t")), rows)
}

/// Whether `take` from `coins` wins, as a cell: "–" past the pile, "?" while classroom mode
/// hides the state it leaves ([`Fill::shows_take`]).
fn take_cell(filled: Fill<'_>, solution: &Solution, coins: u32, take: u32) -> String {
    if take > coins {
        "–".to_owned()
    } else if !filled.shows_take(coins, take) {
        "?".to_owned()
    } else {
        bool_cell(solution.is_winning_move(coins, take)).to_owned()
    }
}

/// The winning takes from `coins`, listed; "?" while any take's state is hidden, as the list
/// also says that every other take loses.
fn winning_list(filled: Fill<'_>, solution: &Solution, coins: u32) -> String {
    if solution
        .game
        .legal_moves(coins)
        .all(|take| filled.shows_take(coins, take))
    {
        let moves = solution.winning_moves(coins);
        moves.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
    } else {
        "?".to_owned()
    }
}

fn bool_cell(value: bool) -> &'static str {
    if value { "true" } else { "false" }
}
