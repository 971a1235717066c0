//! The Grundy tab's figures, drawn for the page from the engine's own numbers (the same
//! `GrundyTable`, `MexWorking` and `sums::analyse` the tab shows): the values as a table, as a
//! bar chart, the mex of one n worked out, and a sum's XOR table with its verdict.
//!
//! A [`GrundyFigure`] is plain data (it runs as background work from the window and directly
//! from the command line); [`GrundyFigure::scene`] computes the numbers and lays them out. Each
//! view bounds its size first, so no figure grows past what stays legible.

mod chart;
mod mex;
mod sum;
mod table;

use serde::{Deserialize, Serialize};

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{GrundyTable, HeapGame, MexWorking, OCTAL_QUICK_SEARCH_STEPS};
use nimlab_core::games::misere;
use nimlab_core::games::sums::{self, Heap};
use nimlab_core::watch::Unwatched;

use super::scene::{Scene, approx_width};
use super::theme::{Palette, Theme};
use crate::i18n::Language;

pub use chart::chart_scene;
pub use mex::mex_scene;
pub use sum::sum_scene;
pub use table::table_scene;

/// The most values a table figure lists: 20 columns of 25, still legible on a slide.
pub const MAX_TABLE_VALUES: usize = 500;

/// The most bars a chart figure draws: as many as the tab's chart.
pub const MAX_CHART_BARS: usize = 200;

/// The most options a mex figure lists (as the tab's panel); the set and the mex cover all.
pub const MAX_MEX_OPTIONS: usize = 40;

/// The most heaps in a sum figure: as many as the tab's sum builder adds.
pub const MAX_SUM_HEAPS: usize = 12;

/// The largest heap in a sum figure: as large as the tab's sum builder offers.
pub const MAX_SUM_HEAP: u32 = 1000;

/// Which figure of one game's values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ValuesView {
    /// n and g(n), P-positions marked, in columns.
    Table,
    /// g(n) as bars, P-positions as stubs, the period marked.
    Chart,
    /// The mex of this n worked out.
    Mex(u32),
}

/// One heap of a sum: its game and its size.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumHeap {
    /// The game played on the heap.
    pub game: HeapGame,
    /// Tokens on it.
    pub size: u32,
}

/// What a Grundy figure shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GrundyFigure {
    /// One game's values g(0), …, g(count − 1) as a table, a chart, or one mex worked out.
    Values {
        /// The game.
        game: HeapGame,
        /// Normal play or misère.
        rule: Rule,
        /// How many values.
        count: usize,
        /// Which figure.
        view: ValuesView,
    },
    /// A sum of heaps: each heap's value in binary, the XOR and the verdict.
    Sum {
        /// The heaps.
        heaps: Vec<SumHeap>,
        /// Normal play, or misère (Bouton's rule for Nim heaps, else a search over the heaps).
        rule: Rule,
    },
}

impl GrundyFigure {
    /// What is wrong with the figure asked for, checked before any work: the bounds above and
    /// the game's own count limit.
    pub fn check(&self) -> Result<(), String> {
        match self {
            Self::Values {
                game,
                rule,
                count,
                view,
            } => {
                game.check_rule(*rule).map_err(|e| e.to_string())?;
                let max = game.table_limit(*rule);
                let (needed, cap) = match view {
                    ValuesView::Table => (*count, MAX_TABLE_VALUES),
                    ValuesView::Chart => (*count, MAX_CHART_BARS),
                    ValuesView::Mex(n) => (*n as usize + 1, usize::MAX),
                };
                if *count == 0 {
                    return Err("the count must be at least 1".to_owned());
                }
                // The game's own limit first (misère Kayles computes 53 values, fewer than a
                // table lists), then the figure's.
                if needed > max {
                    return Err(match view {
                        ValuesView::Mex(n) => format!("n = {n} is past the {max} values this game computes"),
                        _ => format!("this game computes at most {max} values under this rule"),
                    });
                }
                if needed > cap {
                    return Err(match view {
                        ValuesView::Chart => format!("a chart figure draws at most {MAX_CHART_BARS} bars"),
                        _ => format!("a table figure lists at most {MAX_TABLE_VALUES} values"),
                    });
                }
                Ok(())
            }
            Self::Sum { heaps, .. } => {
                if heaps.is_empty() || heaps.len() > MAX_SUM_HEAPS {
                    return Err(format!("a sum figure has 1 to {MAX_SUM_HEAPS} heaps"));
                }
                if let Some(heap) = heaps.iter().find(|h| h.size > MAX_SUM_HEAP) {
                    return Err(format!(
                        "a heap of {} is larger than {MAX_SUM_HEAP}, the largest a sum figure draws",
                        heap.size
                    ));
                }
                Ok(())
            }
        }
    }

    /// Computes the figure's numbers with the engine and lays them out.
    pub fn scene(&self, language: Language, theme: Theme) -> Result<Scene, String> {
        self.check()?;
        let palette = theme.palette();
        match self {
            Self::Values {
                game,
                rule,
                count,
                view,
            } => {
                let needed = match view {
                    ValuesView::Mex(n) => (*count).max(*n as usize + 1),
                    _ => *count,
                };
                // A figure shows no progress and has no Cancel (on the command line, or drawn for
                // an export): its period search keeps to the command line's bound.
                let table = GrundyTable::compute_within(
                    game,
                    *rule,
                    needed,
                    OCTAL_QUICK_SEARCH_STEPS,
                    &mut Unwatched,
                )
                .map_err(|e| e.to_string())?
                .ok_or("the computation stopped")?;
                let strings = language.strings();
                let game_name = strings.figure_game(game);
                let rule_name = strings.figure.play(*rule);
                let values = &table.values[..*count];
                Ok(match view {
                    ValuesView::Table => {
                        let title = (strings.figure.values_title)(&game_name, rule_name, *count);
                        table_scene(&title, values, language, &palette)
                    }
                    ValuesView::Chart => {
                        let title = (strings.figure.values_title)(&game_name, rule_name, *count);
                        chart_scene(&title, values, &table, language, &palette)
                    }
                    ValuesView::Mex(n) => {
                        let working = mex_working(game, *rule, &table.values, *n)?;
                        let title = (strings.figure.mex_title)(*n, &game_name, rule_name);
                        mex_scene(&title, &working, &table.values, *rule, language, &palette)
                    }
                })
            }
            Self::Sum { heaps, rule } => {
                let engine: Vec<Heap> = heaps
                    .iter()
                    .map(|h| Heap {
                        game: h.game.clone(),
                        size: h.size,
                    })
                    .collect();
                let analysis = sums::analyse(&engine, *rule).map_err(|e| e.to_string())?;
                let strings = language.strings();
                let named: Vec<String> = heaps
                    .iter()
                    .map(|h| format!("{} {}", strings.figure_game(&h.game), h.size))
                    .collect();
                let title = (strings.figure.sum_title)(&named.join(" + "), strings.figure.play(*rule));
                Ok(sum_scene(&title, heaps, &analysis, language, &palette))
            }
        }
    }
}

/// The mex of `n` worked out: misère values of a game that splits take each option's value from
/// the search over the sums it leaves, never from an XOR.
pub(crate) fn mex_working(game: &HeapGame, rule: Rule, values: &[u32], n: u32) -> Result<MexWorking, String> {
    if rule == Rule::Misere && misere::bound::splits(game) {
        let table = misere::misere_table(game, n as usize + 1, &mut Unwatched)
            .map_err(|e| e.to_string())?
            .ok_or("the computation stopped")?;
        let options = table.options.get(n as usize).map_or(&[][..], Vec::as_slice);
        return Ok(MexWorking::with_option_values(game, n, options, MAX_MEX_OPTIONS));
    }
    Ok(MexWorking::new(game, values, n, MAX_MEX_OPTIONS))
}

/// The space around a figure, in points.
const MARGIN: f32 = 36.0;
/// The title's size.
const TITLE_SIZE: f32 = 22.0;
/// Body text: cells, captions.
const TEXT_SIZE: f32 = 14.0;

/// A scene of `content_width × content_height` points under `title`, with the margins; returns
/// it and the top-left corner of the content.
fn framed(title: &str, content_width: f32, content_height: f32, palette: &Palette) -> (Scene, (f32, f32)) {
    let width = content_width.max(approx_width(title, TITLE_SIZE)) + 2.0 * MARGIN;
    let top = MARGIN + TITLE_SIZE + 20.0;
    let height = top + content_height + MARGIN;
    let scene = Scene::headed(
        width,
        height,
        (palette.background, palette.ink),
        title,
        TITLE_SIZE,
    );
    (scene, (MARGIN, top))
}

/// The width of the widest of `lines` at the body size.
fn widest(lines: &[String]) -> f32 {
    lines
        .iter()
        .map(|l| approx_width(l, TEXT_SIZE))
        .fold(0.0, f32::max)
}

#[cfg(test)]
mod sum_tests;
#[cfg(test)]
mod tests;
