//! Sums of heap games (the Sprague–Grundy and Nim-strategy posts): the player to move picks one
//! heap and moves in it. Under normal play the sum is worth the XOR of the heaps' Grundy values,
//! and a move wins iff it makes that XOR zero. Misère Nim follows Bouton's rule instead, and misère
//! sums of any other games are searched over the multiset of heaps ([`super::misere`]): misère
//! values do not add.

use super::coin_game::{Outcome, Rule};
use super::grundy::{GrundyError, HeapGame, option_value};
use super::misere::{self, MisereError};
use crate::watch::{Unwatched, Watch};

/// What is wrong with a sum a user asked about: one of its games, or the sum itself.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum SumError {
    /// One heap's game is not valid.
    #[error(transparent)]
    Game(#[from] GrundyError),
    /// A misère sum past the search's limits.
    #[error(transparent)]
    Misere(#[from] MisereError),
    /// The analysis was told to stop.
    #[error("the analysis was stopped")]
    Stopped,
    /// A heap too large to tabulate, and the largest heap of its game a sum takes.
    #[error(
        "a heap of {size} is too large for this game's table of values: at most {limit} (Nim heaps have no limit)"
    )]
    HeapTooLarge {
        /// The heap asked for.
        size: u32,
        /// The largest heap of that game a sum takes ([`heap_limit`]).
        limit: u32,
    },
}

/// The largest heap of a game other than Nim in a sum: its whole table of values is computed.
pub const MAX_TABLE_HEAP: u32 = 100_000;

/// The largest heap of `game` a sum takes under normal play: any heap of Nim (it is worth its
/// size), else one whose table of values costs what `max_count` allows, and never past
/// [`MAX_TABLE_HEAP`] (quadratic octal games that split heaps stop lower).
pub fn heap_limit(game: &HeapGame) -> u32 {
    match game {
        HeapGame::Nim => u32::MAX,
        _ => MAX_TABLE_HEAP.min(u32::try_from(game.max_count().saturating_sub(1)).unwrap_or(u32::MAX)),
    }
}

/// One heap of a sum: its game and its size.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Heap {
    /// The game played on this heap.
    pub game: HeapGame,
    /// Tokens on the heap.
    pub size: u32,
}

/// A move in a sum: heap `heap` goes from `from` tokens to the heaps in `to` (none when it is
/// emptied, two when a move splits it).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct SumMove {
    /// Which heap (0-based).
    pub heap: usize,
    /// Its size before the move.
    pub from: u32,
    /// What is left of it.
    pub to: Vec<u32>,
}

impl SumMove {
    /// The heap as people count it, from 1: every word about a move names it so (`heap` stays the
    /// 0-based index the JSON reports).
    pub fn number(&self) -> usize {
        self.heap + 1
    }

    /// What is left of the heap as words say it: "0" when emptied, "3 + 1" when it splits.
    pub fn left_text(&self) -> String {
        if self.to.is_empty() {
            return "0".to_owned();
        }
        let parts: Vec<String> = self.to.iter().map(u32::to_string).collect();
        parts.join(" + ")
    }
}

/// Everything the sum builder shows.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SumAnalysis {
    /// Each heap's Grundy value under the rule: under misère play, every sum's are each heap's
    /// misère value on its own (a Nim heap of 1 is worth 0, of 0 is worth 1).
    pub values: Vec<u32>,
    /// The XOR of `values` (under misère play the outcome need not follow it).
    pub nim_sum: u32,
    /// Win or lose for the player to move.
    pub outcome: Outcome,
    /// Every winning move, sorted by heap, then by what is left.
    pub winning_moves: Vec<SumMove>,
    /// How the outcome was found.
    pub method: SumMethod,
}

/// How a sum's outcome was found, as the tab says it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SumMethod {
    /// Normal play: the XOR of the heaps' Grundy values (Sprague–Grundy).
    Xor,
    /// Misère Nim: Bouton's rule.
    Bouton,
    /// Misère sum of other games: searched over this many positions.
    Searched(usize),
}

/// Analyses a sum under `rule`, never stopping ([`analyse_watched`]).
pub fn analyse(heaps: &[Heap], rule: Rule) -> Result<SumAnalysis, SumError> {
    analyse_watched(heaps, rule, &mut Unwatched)
}

/// Analyses a sum under `rule`: normal play by the XOR of Grundy values, misère Nim by Bouton's
/// rule, a misère sum of other games by search (bounded before it starts; `watch` hears how far
/// it got, and when it says stop the result is [`SumError::Stopped`]).
pub fn analyse_watched(heaps: &[Heap], rule: Rule, watch: &mut dyn Watch) -> Result<SumAnalysis, SumError> {
    if rule == Rule::Misere && heaps.iter().any(|heap| heap.game != HeapGame::Nim) {
        return misere_search(heaps, watch);
    }
    // Nim heaps are worth their size; other games need their table of values.
    let tables = heaps
        .iter()
        .map(|heap| match heap.game {
            HeapGame::Nim => Ok(None),
            _ if heap.size > heap_limit(&heap.game) => Err(SumError::HeapTooLarge {
                size: heap.size,
                limit: heap_limit(&heap.game),
            }),
            _ => Ok(Some(heap.game.values(Rule::Normal, heap.size as usize + 1)?)),
        })
        .collect::<Result<Vec<Option<Vec<u32>>>, SumError>>()?;
    let values: Vec<u32> = heaps
        .iter()
        .zip(&tables)
        .map(|(heap, table)| table.as_ref().map_or(heap.size, |t| t[heap.size as usize]))
        .collect();
    let nim_sum = values.iter().fold(0, |acc, v| acc ^ v);
    if rule == Rule::Misere {
        return Ok(misere_nim(heaps, values, nim_sum));
    }
    let mut winning_moves = Vec::new();
    // With a zero nim-sum there is no winning move: no option has its position's own value.
    for (index, (heap, table)) in heaps.iter().zip(&tables).enumerate().filter(|_| nim_sum != 0) {
        let target = values[index] ^ nim_sum;
        match table {
            None if target < heap.size => winning_moves.push(SumMove {
                heap: index,
                from: heap.size,
                to: if target == 0 { Vec::new() } else { vec![target] },
            }),
            None => {}
            Some(table) => {
                for (_, left) in heap.game.moves(heap.size) {
                    if option_value(&left, table) == target {
                        winning_moves.push(SumMove {
                            heap: index,
                            from: heap.size,
                            to: left,
                        });
                    }
                }
            }
        }
    }
    winning_moves.sort();
    winning_moves.dedup();
    Ok(SumAnalysis {
        values,
        nim_sum,
        outcome: Outcome::from_win(nim_sum != 0),
        winning_moves,
        method: SumMethod::Xor,
    })
}

/// A misère sum with a heap other than Nim, searched: `values` are each heap's misère value on
/// its own and `nim_sum` their XOR, which the outcome need not follow.
fn misere_search(heaps: &[Heap], watch: &mut dyn Watch) -> Result<SumAnalysis, SumError> {
    let pairs: Vec<(HeapGame, u32)> = heaps.iter().map(|h| (h.game.clone(), h.size)).collect();
    let found = misere::analyse_sum(&pairs, watch)?.ok_or(SumError::Stopped)?;
    let winning_moves = found
        .winning_moves
        .into_iter()
        .map(|(heap, to)| SumMove {
            heap,
            from: heaps[heap].size,
            to,
        })
        .collect();
    Ok(SumAnalysis {
        nim_sum: found.values.iter().fold(0, |acc, v| acc ^ v),
        values: found.values,
        outcome: Outcome::from_win(found.value != 0),
        winning_moves,
        method: SumMethod::Searched(found.searched),
    })
}

/// Bouton's misère Nim: while some heap has two or more tokens, play as in normal Nim, except
/// that the move which leaves every heap at 0 or 1 must leave an odd number of 1-heaps; when every
/// heap is 0 or 1, the player to move wins iff the number of 1-heaps is even.
fn misere_nim(heaps: &[Heap], values: Vec<u32>, nim_sum: u32) -> SumAnalysis {
    let big: Vec<usize> = (0..heaps.len()).filter(|&i| heaps[i].size > 1).collect();
    let ones = heaps.iter().filter(|heap| heap.size == 1).count();
    let mut winning_moves = Vec::new();
    let win = match big.as_slice() {
        [] => {
            // Taking a 1-heap leaves an odd number of them for the opponent.
            let win = ones % 2 == 0;
            if win {
                let singles = heaps.iter().enumerate().filter(|(_, heap)| heap.size == 1);
                winning_moves.extend(singles.map(|(index, _)| SumMove {
                    heap: index,
                    from: 1,
                    to: Vec::new(),
                }));
            }
            win
        }
        [only] => {
            // Leave an odd number of 1-heaps: shrink the big heap to 1 or to nothing.
            let heap = &heaps[*only];
            let left = if ones % 2 == 0 { vec![1] } else { Vec::new() };
            winning_moves.push(SumMove {
                heap: *only,
                from: heap.size,
                to: left,
            });
            true
        }
        _ => {
            for (index, heap) in heaps.iter().enumerate() {
                let target = heap.size ^ nim_sum;
                if nim_sum != 0 && target < heap.size {
                    let to = if target == 0 { Vec::new() } else { vec![target] };
                    winning_moves.push(SumMove {
                        heap: index,
                        from: heap.size,
                        to,
                    });
                }
            }
            nim_sum != 0
        }
    };
    // The values shown are misère values, as for every misère sum; the rule above played on sizes.
    let values: Vec<u32> = values.into_iter().map(misere_nim_value).collect();
    SumAnalysis {
        nim_sum: values.iter().fold(0, |acc, v| acc ^ v),
        values,
        outcome: Outcome::from_win(win),
        winning_moves,
        method: SumMethod::Bouton,
    }
}

/// A lone Nim heap's misère value (the Sprague–Grundy post's convention, an end position worth 1):
/// 1 for an empty heap, 0 for one token, the size from 2 on (its options 0 … n − 1 are worth 1, 0,
/// 2, …).
fn misere_nim_value(size: u32) -> u32 {
    match size {
        0 => 1,
        1 => 0,
        n => n,
    }
}

/// Every move of the sum: each heap, each of its moves (what is left of it).
pub fn moves(heaps: &[Heap]) -> Vec<SumMove> {
    let mut all: Vec<SumMove> = heaps
        .iter()
        .enumerate()
        .flat_map(|(index, heap)| {
            heap.game
                .moves(heap.size)
                .into_iter()
                .map(move |(_, to)| SumMove {
                    heap: index,
                    from: heap.size,
                    to,
                })
        })
        .collect();
    all.sort();
    all.dedup();
    all
}

/// The sum after `played`: the heap takes its new size, or splits into several heaps of its game
/// (an emptied heap stays in place with size 0).
pub fn after(heaps: &[Heap], played: &SumMove) -> Vec<Heap> {
    let mut next = heaps.to_vec();
    let game = next[played.heap].game.clone();
    match played.to.as_slice() {
        [] => next[played.heap].size = 0,
        [one] => next[played.heap].size = *one,
        [first, rest @ ..] => {
            next[played.heap].size = *first;
            let at = played.heap + 1;
            let extra = rest.iter().map(|&size| Heap {
                game: game.clone(),
                size,
            });
            next.splice(at..at, extra);
        }
    }
    next
}

/// The computer's move: a winning move when there is one; otherwise the move that takes the
/// fewest tokens, to make the game last. `None` when no move is left.
pub fn computer_move(heaps: &[Heap], rule: Rule) -> Result<Option<SumMove>, SumError> {
    Ok(reply(heaps, &analyse(heaps, rule)?))
}

/// [`computer_move`] from `analysis`, the analysis of `heaps` already made (a window has it
/// computed in the background, so choosing the reply costs no search): the first winning move,
/// or else the move that takes the fewest tokens.
pub fn reply(heaps: &[Heap], analysis: &SumAnalysis) -> Option<SumMove> {
    if let Some(winning) = analysis.winning_moves.first() {
        return Some(winning.clone());
    }
    let taken = |m: &SumMove| m.from - m.to.iter().sum::<u32>();
    moves(heaps).into_iter().min_by_key(|m| (taken(m), m.clone()))
}

/// Whether the player to move when no move is left has won: under misère play whoever took
/// the last token lost.
pub fn mover_wins_at_end(rule: Rule) -> bool {
    rule == Rule::Misere
}

#[cfg(test)]
mod tests;
