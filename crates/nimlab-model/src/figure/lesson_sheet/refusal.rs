//! Why a lesson sheet cannot be printed, as data rather than words: each refusal holds the size
//! asked and the limit it passed, so the command line (in English) and the window (in its
//! language) both say them.

use nimlab_core::games::grundy::GrundyError;

use super::super::worksheet::Paper;
use crate::i18n::{ENGLISH, Strings};

/// Why a sheet cannot be printed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SheetRefusal {
    /// A coin sheet of no coins.
    NoCoins,
    /// The tree's boxes or takes would be too small to write in or read on `paper`.
    TreeTooLarge {
        /// The coins asked for.
        coins: u32,
        /// The most coins whose tree fits (0 when none does).
        largest: u32,
        /// The paper it was laid out on.
        paper: Paper,
    },
    /// A DP sheet past its bound.
    DpTooLarge {
        /// The coins asked for.
        coins: u32,
        /// The most a DP sheet takes.
        most: u32,
    },
    /// A Grundy row too long (or empty) for a sheet.
    GrundyCount {
        /// The values asked for.
        asked: usize,
        /// The most a sheet takes.
        most: usize,
    },
    /// More values than the game computes under the rule.
    GameComputes {
        /// The values asked for.
        asked: usize,
        /// The most it computes.
        most: usize,
    },
    /// The game itself is not valid.
    Game(GrundyError),
    /// Too few or too many heaps.
    HeapCount {
        /// The heaps given.
        asked: usize,
        /// The fewest the sheet takes.
        least: usize,
        /// The most it takes.
        most: usize,
    },
    /// A sum under misère play: XOR does not solve it.
    MisereSum,
    /// A Grundy sheet's sum names a heap its row does not cover.
    HeapPastRow {
        /// The heap.
        size: u32,
        /// The row's last n.
        last: usize,
    },
    /// A Nim heap wider than the sheet's row of bits.
    NimHeap {
        /// The heap.
        size: u32,
        /// The largest the sheet takes.
        most: u32,
    },
    /// A heap past what its game's table of values reaches.
    HeapTooLarge {
        /// The heap.
        size: u32,
        /// The largest its game takes.
        most: u32,
    },
}

impl std::fmt::Display for SheetRefusal {
    /// In English, as the command line says it.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.words(&ENGLISH))
    }
}

impl std::error::Error for SheetRefusal {}

impl SheetRefusal {
    /// Why a lesson sheet cannot be printed, in this language: the size asked and the limit.
    pub fn words(&self, strings: &Strings) -> String {
        let words = strings.sheet_sizes;
        match self {
            SheetRefusal::NoCoins => words.no_coins.to_owned(),
            SheetRefusal::TreeTooLarge {
                coins,
                largest,
                paper,
            } => {
                use super::{MAX_SHEET_DP_COINS, MIN_BOX_MM, MIN_LABEL_SIZE};
                (words.tree_too_large)(
                    *coins,
                    paper.name(),
                    MIN_BOX_MM,
                    MIN_LABEL_SIZE,
                    *largest,
                    MAX_SHEET_DP_COINS,
                )
            }
            SheetRefusal::DpTooLarge { coins, most } => (words.dp_too_large)(*coins, *most),
            SheetRefusal::GrundyCount { asked, most } => (words.grundy_count)(*asked, *most),
            SheetRefusal::GameComputes { asked, most } => (words.game_computes)(*asked, *most),
            SheetRefusal::Game(error) => strings.grundy_error(error),
            SheetRefusal::HeapCount { asked, least, most } => (words.heap_count)(*asked, *least, *most),
            SheetRefusal::MisereSum => words.misere_sum.to_owned(),
            SheetRefusal::HeapPastRow { size, last } => (words.heap_past_row)(*size, *last),
            SheetRefusal::NimHeap { size, most } => (words.nim_heap)(*size, *most),
            SheetRefusal::HeapTooLarge { size, most } => (words.heap_too_large)(*size, *most),
        }
    }
}
