//! Lesson sheets for the tree and Grundy tabs, printed as the matchsticks' worksheets are (the
//! same paper and frame): the coin game's tree with a box at every position to write W or L in,
//! and its DP table; the DP table alone, to a hundred coins; a row of Grundy values with each
//! one's mex working, and a sum of heaps to solve; a Nim position written in binary to XOR; a
//! sum of heaps of any games (the tree tab's heaps) to solve. Without answers every box is empty; the key
//! is the same pages with every box filled. Outcomes are written as letters (W/L, 승/패), never
//! shown by colour, so a black-and-white copy says everything.
//!
//! Every answer comes from the engines (the coin game's DP table and the tree built from it,
//! the Grundy values and their mex working, the sum's analysis): the sheet only writes them.
//! Every input is bounded before any work ([`LessonSheet::check`]), and a refusal says the size
//! asked and the limit ([`SheetRefusal`]).

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::sums::Heap;
use nimlab_core::games::{CoinGame, Rule};

use super::scene::Scene;
use super::theme::Theme;
use super::worksheet::Paper;
use crate::i18n::Language;

// Blocks laid down the page, boxes to write in, tables.
mod blocks;
// The coin game's DP table, under the tree or alone.
mod dp_sheet;
// A Grundy row with its mex working, and a sum to solve.
mod grundy_sheet;
// A Nim position in binary.
mod nim_sheet;
// Why a sheet cannot be printed.
mod refusal;
// A sum of heaps of any games.
mod sum_sheet;
// The rows that solve a sum, on every sheet that has one.
mod sum_rows;
// How large a tree is drawn, and whether it can still be written in.
mod tree_fit;
// The coin game's tree and its DP table.
mod tree_sheet;

pub use dp_sheet::MAX_SHEET_DP_COINS;
pub use refusal::SheetRefusal;
pub use tree_fit::{MIN_BOX_MM, MIN_LABEL_SIZE};

/// The most values a Grundy sheet asks for: a row that still reads across the page, and a
/// page of working.
pub const MAX_SHEET_GRUNDY_COUNT: usize = 24;

/// The most heaps of a sum or a Nim position on a sheet.
pub const MAX_SHEET_HEAPS: usize = 6;

/// The largest Nim heap on a sheet: ten bits, as many as a row of boxes holds.
pub const MAX_SHEET_NIM_HEAP: u32 = 1023;

/// Which of the coin game's sheets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoinSheet {
    /// The tree, with the DP table under it.
    Tree,
    /// The DP table alone, to many more coins.
    Table,
}

impl CoinSheet {
    /// The sheet of `coins` of `game`.
    pub fn sheet(self, game: nimlab_core::games::CoinGame, coins: u32) -> LessonSheet {
        match self {
            Self::Tree => LessonSheet::Tree { game, coins },
            Self::Table => LessonSheet::Dp { game, coins },
        }
    }
}

/// Which lesson sheet.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum LessonSheet {
    /// The coin game's tree from `coins`, and its DP table from 1 coin to `coins`.
    Tree {
        /// The game.
        game: CoinGame,
        /// Coins at the root.
        coins: u32,
    },
    /// g(0) … g(count − 1) of a heap game with their mex working, and (under normal play, when
    /// `sum` holds heaps) a sum of heaps of that game to solve.
    Grundy {
        /// The game.
        game: HeapGame,
        /// Normal or misère.
        rule: Rule,
        /// How many values.
        count: usize,
        /// The heaps of the sum to solve (none: no sum).
        sum: Vec<u32>,
    },
    /// A Nim position in binary, its XOR, the outcome and a winning move (normal play).
    Nim {
        /// The heaps.
        heaps: Vec<u32>,
    },
    /// The coin game's DP table alone, from 1 coin to `coins` (up to [`MAX_SHEET_DP_COINS`]).
    Dp {
        /// The game.
        game: CoinGame,
        /// The table's last pile.
        coins: u32,
    },
    /// A sum of heaps, each of its own game, to solve under normal play: each heap's value,
    /// their XOR, the outcome and a winning move.
    Sum {
        /// The heaps.
        heaps: Vec<Heap>,
    },
}

/// How a lesson sheet is printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SheetPrint {
    /// The paper.
    pub paper: Paper,
    /// The words' language.
    pub language: Language,
    /// The answers filled in: the key.
    pub answers: bool,
}

impl LessonSheet {
    /// The heaps a Grundy sheet's sum has unless told: three heaps the row covers, so the
    /// pupil reads their values from the row above.
    pub fn default_sum(count: usize) -> Vec<u32> {
        let last = count.saturating_sub(1) as u32;
        if last < 3 {
            return Vec::new();
        }
        vec![last / 3, last / 2 + 1, last]
    }

    /// The sheet of a position of heaps (the tree tab's heaps): the Nim sheet when every heap
    /// is Nim's and there are enough to XOR, else the sum sheet; none under misère play, whose
    /// sums XOR does not solve.
    pub fn of_heaps(start: &[(HeapGame, u32)], rule: Rule) -> Option<Self> {
        if rule == Rule::Misere {
            return None;
        }
        let all_nim = start.iter().all(|(game, _)| *game == HeapGame::Nim);
        Some(if all_nim && start.len() >= 2 {
            Self::Nim {
                heaps: start.iter().map(|&(_, size)| size).collect(),
            }
        } else {
            Self::Sum {
                heaps: start
                    .iter()
                    .map(|(game, size)| Heap {
                        game: game.clone(),
                        size: *size,
                    })
                    .collect(),
            }
        })
    }

    /// Why this sheet cannot be printed on `paper`, or nothing: every size bounded before any
    /// work (a tree's size depends on the paper it is laid out on).
    pub fn check(&self, paper: Paper) -> Result<(), SheetRefusal> {
        match self {
            Self::Tree { game, coins } => tree_sheet::check(game, *coins, paper),
            Self::Dp { coins, .. } => dp_sheet::check(*coins),
            Self::Sum { heaps } => sum_sheet::check(heaps),
            Self::Grundy {
                game,
                rule,
                count,
                sum,
            } => grundy_sheet::check(game, *rule, *count, sum),
            Self::Nim { heaps } => nim_sheet::check(heaps),
        }
    }

    /// The sheet's pages, or why it cannot be printed ([`Self::check`]). Printed on white
    /// whatever the window's theme: a sheet is for paper.
    pub fn pages(&self, print: SheetPrint) -> Result<Vec<Scene>, String> {
        self.check(print.paper)
            .map_err(|refusal| refusal.words(print.language.strings()))?;
        let palette = Theme::Light.palette();
        let strings = print.language.strings();
        let title = |title: String| {
            if print.answers {
                format!("{title} — {}", strings.figure.answer_key)
            } else {
                title
            }
        };
        match self {
            Self::Tree { game, coins } => Ok(tree_sheet::pages(game, *coins, print, &title, &palette)),
            Self::Grundy {
                game,
                rule,
                count,
                sum,
            } => grundy_sheet::pages(game, *rule, *count, sum, print, &title, &palette),
            Self::Nim { heaps } => nim_sheet::pages(heaps, print, &title, &palette),
            Self::Dp { game, coins } => Ok(dp_sheet::pages(game, *coins, print, &title, &palette)),
            Self::Sum { heaps } => sum_sheet::pages(heaps, print, &title, &palette),
        }
    }

    /// The sheet's pages as one PDF titled as its first page, or why it cannot be printed.
    pub fn pdf(&self, print: SheetPrint) -> Result<Vec<u8>, String> {
        let pages = self.pages(print)?;
        let title = pages.first().map(|page| page.title.clone()).unwrap_or_default();
        super::pages_pdf(&pages, &title).map_err(|e| e.to_string())
    }

    /// The sheet's title in `language`, as its first page heads it (without the key's mark).
    pub fn title(&self, language: Language) -> String {
        self.pages(SheetPrint {
            paper: Paper::A4,
            language,
            answers: false,
        })
        .ok()
        .and_then(|pages| pages.first().map(|page| page.title.clone()))
        .unwrap_or_default()
    }
}

/// A coin game's takes as a title says them: "1,2,3".
fn takes_text(game: &CoinGame) -> String {
    game.moves
        .takes()
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// Numbers as a list says them: "3, 4, 5".
fn listed(numbers: &[u32]) -> String {
    numbers.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests;
