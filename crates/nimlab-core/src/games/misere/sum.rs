//! Sums of any heap games under misère: the value of the whole multiset, searched, and every
//! winning move (a move to a position worth 0). The sum builder's misère play outside Nim.

use super::bound::{MAX_SUM_POSITIONS, MAX_SUM_WORK, MisereError};
use super::search::MisereSearch;
use crate::games::grundy::heap_game::HeapGame;
use crate::watch::Watch;

/// A misère sum searched.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MisereSum {
    /// Each heap's misère value on its own.
    pub values: Vec<u32>,
    /// The whole sum's misère value: the player to move wins iff it is not 0.
    pub value: u32,
    /// Every winning move: which heap, and what the move leaves of it (game order of moves).
    pub winning_moves: Vec<(usize, Vec<u32>)>,
    /// How many positions were searched.
    pub searched: usize,
}

/// Searches the sum of `heaps` (game and size) under misère. `watch` hears the fraction of the
/// bounded positions searched; when it says stop, the result is `None`.
pub fn analyse_sum(
    heaps: &[(HeapGame, u32)],
    watch: &mut dyn Watch,
) -> Result<Option<MisereSum>, MisereError> {
    let mut search = MisereSearch::new(heaps, MAX_SUM_POSITIONS, MAX_SUM_WORK)?;
    let indexed: Vec<(usize, u32)> = heaps
        .iter()
        .map(|(game, size)| (search.game_index(game).unwrap_or(0), *size))
        .collect();
    let mut run = || -> Result<MisereSum, super::search::Stopped> {
        let mut values = Vec::with_capacity(heaps.len());
        for &heap in &indexed {
            values.push(search.value(&[heap], watch)?);
        }
        let value = search.value(&indexed, watch)?;
        let mut winning_moves = Vec::new();
        for (index, &(g, size)) in indexed.iter().enumerate() {
            for (_, left) in heaps[index].0.moves(size) {
                let mut after: Vec<(usize, u32)> = indexed.clone();
                after.remove(index);
                after.extend(left.iter().map(|&h| (g, h)));
                if search.value(&after, watch)? == 0 {
                    winning_moves.push((index, left));
                }
            }
        }
        winning_moves.sort();
        winning_moves.dedup();
        Ok(MisereSum {
            values,
            value,
            winning_moves,
            searched: search.searched(),
        })
    };
    Ok(run().ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::grundy::parse_spec;
    use crate::watch::Unwatched;

    fn sum(heaps: &[(&str, u32)]) -> MisereSum {
        let heaps: Vec<(HeapGame, u32)> = heaps
            .iter()
            .map(|&(game, size)| (parse_spec(game).expect("valid"), size))
            .collect();
        analyse_sum(&heaps, &mut Unwatched)
            .expect("within the limits")
            .expect("not stopped")
    }

    #[test]
    fn where_xor_fails_under_misere() {
        // Two misère Kayles heaps of 1: each is worth 0 and 0 xor 0 = 0, which would say the
        // player to move loses; yet taking one pin leaves the last pin to the opponent, who must
        // take it and lose. The sum is worth 1.
        let two = sum(&[("0.77", 1), ("0.77", 1)]);
        assert_eq!(two.values, [0, 0]);
        assert_eq!(two.value, 1);
        assert_eq!(two.winning_moves, [(0, vec![]), (1, vec![])]);
        // Mixed games: misère Kayles 4 (worth 0), Nim 3 and {1,3,4} 5 (worth 3 each) XOR to 0,
        // yet the sum is a win, e.g. by splitting the Kayles row into 1 + 1.
        let mixed = sum(&[("0.77", 4), ("nim", 3), ("1,3,4", 5)]);
        assert_eq!(mixed.values, [0, 3, 3]);
        assert_ne!(mixed.value, 0, "a win, though 0 xor 3 xor 3 = 0");
        assert!(mixed.winning_moves.contains(&(0, vec![1, 1])));
    }
}
