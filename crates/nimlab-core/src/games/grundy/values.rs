//! Grundy values: g(n) is the mex of the values of n's options; a position with no move is worth
//! 0 under normal play and 1 under the Sprague–Grundy post's misère convention.

use super::error::GrundyError;
use super::heap_game::HeapGame;
use crate::games::coin_game::Rule;
use crate::games::misere::table::{max_heap, misere_table};
use crate::watch::Unwatched;

impl HeapGame {
    /// g(0), …, g(count − 1) under `rule`.
    pub fn values(&self, rule: Rule, count: usize) -> Result<Vec<u32>, GrundyError> {
        self.check_rule(rule)?;
        // The Sprague–Grundy post's misère convention: a position with no move is worth 1 instead
        // of 0.
        let terminal = match rule {
            Rule::Normal => 0,
            Rule::Misere => 1,
        };
        Ok(match self {
            Self::Octal(code) if rule == Rule::Normal => code.values(count),
            // Misère values of a game that splits: searched over the sums its splits leave.
            Self::Octal(code) if code.splits() => {
                misere_table(self, count, &mut Unwatched)
                    .ok()
                    .flatten()
                    .ok_or_else(|| GrundyError::TooManyValues(max_heap(self)))?
                    .values
            }
            Self::Octal(_) => self.values_by_moves(count, terminal),
            Self::Nim => (0..count as u32)
                .map(|n| match (rule, n) {
                    (Rule::Misere, 0) => 1,
                    (Rule::Misere, 1) => 0,
                    _ => n,
                })
                .collect(),
            Self::Subtraction(set) => subtraction_values(set.takes(), count, terminal),
            Self::Powers(_) => {
                let largest = count.saturating_sub(1) as u32;
                subtraction_values(&self.takes(largest), count, terminal)
            }
        })
    }

    /// The plain definition, move by move: slow, but it covers every game and rule.
    fn values_by_moves(&self, count: usize, terminal: u32) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(count);
        for n in 0..count as u32 {
            let moves = self.moves(n);
            let value = if moves.is_empty() {
                terminal
            } else {
                mex(moves.iter().map(|(_, left)| option_value(left, &values)))
            };
            values.push(value);
        }
        values
    }
}

/// The value of the position a move leaves: `left` are the heaps left (of one game), `values`
/// that game's g(0), g(1), ….
///
/// Nothing left is the empty position, a heap of 0, worth `g(0)`: 0 under normal play, but the
/// misère terminal value 1 under the Sprague–Grundy post's convention. Folding XOR over no heaps
/// would give 0 and value every move that empties the heap as a normal-play end. Otherwise the
/// heaps' values XOR together, which is only meaningful under normal play: under misère the value
/// of two heaps is searched ([`crate::games::misere`]).
pub fn option_value(left: &[u32], values: &[u32]) -> u32 {
    match left {
        [] => values[0],
        heaps => heaps.iter().fold(0, |acc, &h| acc ^ values[h as usize]),
    }
}

/// The smallest non-negative integer not among `values`: the Sprague–Grundy post's mex.
pub fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for value in values {
        let index = value as usize;
        if index >= seen.len() {
            seen.resize(index + 1, false);
        }
        seen[index] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// g(n) = mex{ g(n − s) } for a finite subtraction set, in O(count · |S|); a position with no
/// legal take is worth `terminal`.
fn subtraction_values(takes: &[u32], count: usize, terminal: u32) -> Vec<u32> {
    let mut values: Vec<u32> = Vec::with_capacity(count);
    for n in 0..count {
        let legal = takes.iter().take_while(|&&s| s as usize <= n);
        let value = if takes.first().is_none_or(|&s| s as usize > n) {
            terminal
        } else if takes.len() < 64 {
            // g ≤ |S| + 1, so the options fit a 64-bit mask for every set a user types.
            let mask = legal.fold(0u64, |mask, &s| mask | 1 << values[n - s as usize]);
            (!mask).trailing_zeros()
        } else {
            mex(legal.map(|&s| values[n - s as usize]))
        };
        values.push(value);
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::grundy::table::GrundyTable;
    use crate::games::test_games::{octal, set};

    #[test]
    fn mex_is_the_smallest_missing_value() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([1, 2]), 0);
        assert_eq!(mex([0, 1, 3]), 2);
        assert_eq!(mex([2, 0, 1]), 3);
    }

    #[test]
    fn seed_001_values() {
        // The Sprague–Grundy post: {1,3,4} → 0,1,0,1,2,3,2 repeating; misère {1,3,4} →
        // 1,0,1,0,2,3,2; powers of 4 → 0,1,0,1,2 repeating.
        let values = set("1,3,4").values(Rule::Normal, 14).expect("valid");
        assert_eq!(values, [0, 1, 0, 1, 2, 3, 2, 0, 1, 0, 1, 2, 3, 2]);
        let misere = set("1,3,4").values(Rule::Misere, 7).expect("valid");
        assert_eq!(misere, [1, 0, 1, 0, 2, 3, 2]);
        let powers = HeapGame::Powers(4).values(Rule::Normal, 10).expect("valid");
        assert_eq!(powers, [0, 1, 0, 1, 2, 0, 1, 0, 1, 2]);
    }

    #[test]
    fn misere_octal_values_value_the_emptied_heap_as_terminal() {
        // A move that takes the whole heap leads to the empty heap, which has no move
        // and is worth 1 under misère. Digits 3 are "take k, leaving nothing or one heap", so
        // such a code is exactly the subtraction game of those k.
        let cases = [
            ("0.3", "1"),
            ("0.33", "1,2"),
            ("0.333", "1,2,3"),
            ("0.303", "1,3"),
        ];
        for (code, takes) in cases {
            assert_eq!(
                octal(code).values(Rule::Misere, 30),
                set(takes).values(Rule::Misere, 30),
                "misère {code} is take {{{takes}}}"
            );
        }
        assert_eq!(
            octal("0.3").values(Rule::Misere, 8),
            Ok(vec![1, 0, 1, 0, 1, 0, 1, 0])
        );
        // 0.1: only the whole heap of 1 may be taken. 0 and n ≥ 2 have no move (worth 1); from
        // 1 the only move leads to the empty heap, worth 1, so g(1) = mex{1} = 0.
        assert_eq!(octal("0.1").values(Rule::Misere, 6), Ok(vec![1, 0, 1, 1, 1, 1]));
        // 0.2: take 1 but never the last token; heap 1 is stuck (worth 1).
        assert_eq!(octal("0.2").values(Rule::Misere, 6), Ok(vec![1, 1, 0, 1, 0, 1]));
        let table = GrundyTable::compute(&octal("0.3"), Rule::Misere, 8, &mut crate::watch::Unwatched)
            .expect("valid")
            .expect("not stopped");
        let found = table.period.expect("certified").period;
        assert_eq!((found.preperiod, found.period), (0, 2));
    }

    #[test]
    fn misere_splitting_games_are_searched_not_refused() {
        // CGSuite's misère Kayles, n = 0…8; the search's own tests go further.
        assert_eq!(
            octal("0.77").values(Rule::Misere, 9),
            Ok(vec![1, 0, 2, 3, 0, 1, 3, 2, 1])
        );
        assert_eq!(
            octal("0.77").values(Rule::Misere, 1000),
            Err(GrundyError::TooManyValues(max_heap(&octal("0.77"))))
        );
    }
}
