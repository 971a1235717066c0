//! Sums of heap games (seeds 001 and 003): the player to move picks one heap and moves in it.
//! Under normal play the sum is worth the XOR of the heaps' Grundy values, and a move wins iff it
//! makes that XOR zero. Misère Nim follows Bouton's rule instead.

use super::coin_game::{Outcome, Rule};
use super::grundy::{GrundyError, HeapGame};

/// The largest heap of a game other than Nim in a sum: its whole table of values is computed.
pub const MAX_TABLE_HEAP: u32 = 100_000;

/// One heap of a sum: its game and its size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heap {
    pub game: HeapGame,
    pub size: u32,
}

/// A move in a sum: heap `heap` goes from `from` tokens to the heaps in `to` (none when it is
/// emptied, two when a move splits it).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct SumMove {
    pub heap: usize,
    pub from: u32,
    pub to: Vec<u32>,
}

/// Everything the sum builder shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumAnalysis {
    /// Each heap's Grundy value (for misère Nim, the heap sizes).
    pub values: Vec<u32>,
    pub nim_sum: u32,
    pub outcome: Outcome,
    /// Every winning move, sorted by heap, then by what is left.
    pub winning_moves: Vec<SumMove>,
}

/// Analyses a sum under `rule`. Misère is supported for Nim heaps only (Bouton's rule): misère
/// values of other games do not add.
pub fn analyse(heaps: &[Heap], rule: Rule) -> Result<SumAnalysis, GrundyError> {
    // Nim heaps are worth their size; other games need their table of values.
    let tables = heaps
        .iter()
        .map(|heap| match heap.game {
            HeapGame::Nim => Ok(None),
            _ if heap.size > MAX_TABLE_HEAP => Err(GrundyError::HeapTooLarge(heap.size)),
            _ => heap.game.values(Rule::Normal, heap.size as usize + 1).map(Some),
        })
        .collect::<Result<Vec<Option<Vec<u32>>>, GrundyError>>()?;
    let values: Vec<u32> = heaps
        .iter()
        .zip(&tables)
        .map(|(heap, table)| table.as_ref().map_or(heap.size, |t| t[heap.size as usize]))
        .collect();
    let nim_sum = values.iter().fold(0, |acc, v| acc ^ v);
    if rule == Rule::Misere {
        if heaps.iter().any(|heap| heap.game != HeapGame::Nim) {
            return Err(GrundyError::MisereSum);
        }
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
                    if left.iter().fold(0, |acc, &h| acc ^ table[h as usize]) == target {
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
    SumAnalysis {
        values,
        nim_sum,
        outcome: Outcome::from_win(win),
        winning_moves,
    }
}
