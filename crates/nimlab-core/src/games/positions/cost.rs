//! What building the positions of a start may cost, known before any work starts, and what is
//! refused.
//!
//! The bound on positions follows the misère search's ([`crate::games::misere::bound`]): moves
//! never add tokens, so a game that splits reaches at most every multiset of sizes summing to at
//! most its tokens. A game that never splits keeps each heap no larger than it started, so its
//! heaps, sorted, stay below its starting heaps, sorted, place by place; those multisets are
//! counted exactly (Nim (3,4,5): 48), where the misère search counts ordered heaps (120). The work
//! is the positions times the most moves any of them can have.
//!
//! The exact counts cost memory too: a tree from T tokens whose positions have at most m moves
//! has at most (m + 1)^T nodes, so each count holds at most T·log₂(m + 1) bits, and every
//! position holds two (its tree's size and its occurrences). A long chain of small takes, such as
//! {1,2,3} from 100,000, has few positions but counts of tens of thousands of digits each.

use crate::games::grundy::HeapGame;
use crate::games::misere::bound::{game_bound, options_bound, splits};

/// The most positions the bound of a start may reach. Each position holds its heaps, its
/// children and two exact counts (a few hundred bytes), so this keeps a graph under about
/// 150 MB and its building near a second in a release build.
pub const MAX_POSITIONS: u64 = 300_000;

/// The most work (positions times moves per position, both bounded) a start may cost: each move
/// is played and its position looked up once.
pub const MAX_WORK: u64 = 30_000_000;

/// The most bits the exact counts of all positions may hold, bounded as above: 64 MB.
pub const MAX_COUNT_BITS: u64 = 512_000_000;

/// The bounds of a start, before anything is built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Cost {
    /// At most this many positions are reachable (saturated at `u64::MAX`).
    pub positions: u64,
    /// At most this many moves are played in all (saturated at `u64::MAX`).
    pub work: u64,
    /// The exact counts hold at most this many bits in all (saturated at `u64::MAX`).
    pub count_bits: u64,
}

/// What a graph may cost at most.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Limits {
    /// The most positions the bound may reach.
    pub positions: u64,
    /// The most work the bound may reach.
    pub work: u64,
    /// The most bits the bound on the exact counts may reach.
    pub count_bits: u64,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            positions: MAX_POSITIONS,
            work: MAX_WORK,
            count_bits: MAX_COUNT_BITS,
        }
    }
}

/// A saturated bound in words: a number a person can read, not 18446744073709551615 (the
/// window's English table says it the same way).
pub const SATURATED_BOUND: &str = "more than 18 quintillion";

/// A bound in words: "up to 501501", or, saturated, [`SATURATED_BOUND`].
fn up_to(bound: u64) -> String {
    if bound == u64::MAX {
        SATURATED_BOUND.to_owned()
    } else {
        format!("up to {bound}")
    }
}

/// Why the positions of a start were not built.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error, serde::Serialize, serde::Deserialize)]
pub enum PositionsError {
    /// The positions it could reach are more than the limit.
    #[error("these heaps could reach {} positions; the limit is {limit}", up_to(*bound))]
    TooManyPositions {
        /// The bound on the positions, saturated at `u64::MAX`.
        bound: u64,
        /// The limit it passed.
        limit: u64,
    },
    /// The moves it could play are more than the limit.
    #[error("these heaps could need {} moves played; the limit is {limit}", up_to(*bound))]
    TooMuchWork {
        /// The bound on the work, saturated at `u64::MAX`.
        bound: u64,
        /// The limit it passed.
        limit: u64,
    },
    /// The exact counts could hold more bits than the limit.
    #[error("the exact counts here could need {} bits; the limit is {limit}", up_to(*bound))]
    TooLargeCounts {
        /// The bound on the bits, saturated at `u64::MAX`.
        bound: u64,
        /// The limit it passed.
        limit: u64,
    },
    /// A game that cannot be played (powers of a base below 2).
    #[error("{0}")]
    Game(#[from] crate::games::grundy::GrundyError),
    /// The watch said stop.
    #[error("the positions were not all built: cancelled")]
    Cancelled,
}

/// The bounds of the start `heaps` (game and size), grouped by game as the graph groups them.
pub fn cost(heaps: &[(HeapGame, u32)]) -> Cost {
    let mut games: Vec<&HeapGame> = Vec::new();
    for (game, _) in heaps {
        if !games.contains(&game) {
            games.push(game);
        }
    }
    let sizes: Vec<Vec<u32>> = games
        .iter()
        .map(|game| {
            heaps
                .iter()
                .filter(|(g, _)| g == *game)
                .map(|&(_, s)| s)
                .collect()
        })
        .collect();
    let positions = games.iter().zip(&sizes).fold(1u64, |acc, (game, s)| {
        acc.saturating_mul(positions_bound(game, s))
    });
    let moves = games
        .iter()
        .zip(&sizes)
        .map(|(game, s)| options_bound(game, s))
        .fold(0u64, u64::saturating_add);
    let tokens: u64 = heaps.iter().map(|&(_, s)| u64::from(s)).sum();
    let bits_per_count = tokens.saturating_mul(u64::from(64 - moves.leading_zeros()) + 1);
    Cost {
        positions,
        work: positions.saturating_mul(moves.max(1)),
        count_bits: positions.saturating_mul(2).saturating_mul(bits_per_count),
    }
}

/// The bound on the positions reachable from heaps of one game of sizes `sizes` (module doc).
fn positions_bound(game: &HeapGame, sizes: &[u32]) -> u64 {
    let ordered = game_bound(game, sizes);
    if splits(game) {
        return ordered;
    }
    let mut sorted = sizes.to_vec();
    sorted.sort_unstable();
    let largest = u64::from(sorted.last().copied().unwrap_or(0));
    // Counting place by place costs heaps × largest steps, whatever the ordered bound says
    // (forty heaps of 1 are 2⁴⁰ ordered but 41 sorted); past these steps a start is far over
    // the limits and the ordered bound refuses it just as well.
    let steps = (sorted.len() as u64).saturating_mul(largest + 1);
    if steps <= MAX_COUNTING_STEPS {
        below_sorted(&sorted).min(ordered)
    } else {
        ordered
    }
}

/// The most steps counting a non-splitting game's sorted positions may take (heaps times the
/// largest heap): a few milliseconds, checked on every keystroke.
const MAX_COUNTING_STEPS: u64 = 1 << 22;

/// How many sorted lists of sizes stay at or below `sorted` place by place (0 for a heap gone).
fn below_sorted(sorted: &[u32]) -> u64 {
    let largest = sorted.last().copied().unwrap_or(0) as usize;
    // `ends[v]`: the lists so far whose last size is v.
    let mut ends = vec![0u64; largest + 1];
    ends[0] = 1;
    for &cap in sorted {
        let mut below = 0u64;
        for (v, end) in ends.iter_mut().enumerate() {
            below = below.saturating_add(*end);
            *end = if v <= cap as usize { below } else { 0 };
        }
    }
    ends.iter().fold(0u64, |acc, &x| acc.saturating_add(x))
}

impl Limits {
    /// `cost` when it is within these limits, else why not.
    pub fn check(&self, cost: Cost) -> Result<Cost, PositionsError> {
        if cost.positions > self.positions {
            return Err(PositionsError::TooManyPositions {
                bound: cost.positions,
                limit: self.positions,
            });
        }
        if cost.work > self.work {
            return Err(PositionsError::TooMuchWork {
                bound: cost.work,
                limit: self.work,
            });
        }
        if cost.count_bits > self.count_bits {
            return Err(PositionsError::TooLargeCounts {
                bound: cost.count_bits,
                limit: self.count_bits,
            });
        }
        Ok(cost)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::octal;

    #[test]
    fn bounds_are_counted_before_work() {
        // Nim (3,4,5): exactly its 48 positions, each with at most 3 + 4 + 5 moves; two counts
        // each of at most 12 tokens × 5 bits (12 moves written in binary, and one bit more).
        let nim = [(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)];
        assert_eq!(
            cost(&nim),
            Cost {
                positions: 48,
                work: 48 * 12,
                count_bits: 48 * 2 * 12 * 5
            }
        );
        // Two Nim heaps of 2: (), (1), (2), (1,1), (1,2), (2,2).
        assert_eq!(cost(&[(HeapGame::Nim, 2), (HeapGame::Nim, 2)]).positions, 6);
        // Kayles 5: at most every multiset of at most 5 pins (OEIS A000070: 19).
        assert_eq!(cost(&[(octal("0.77"), 5)]).positions, 19);
        // Two Nim heaps of 1000: the C(1002, 2) sorted pairs.
        let huge = [(HeapGame::Nim, 1000), (HeapGame::Nim, 1000)];
        let refused = Limits::default().check(cost(&huge));
        assert_eq!(
            refused,
            Err(PositionsError::TooManyPositions {
                bound: 501_501,
                limit: MAX_POSITIONS
            })
        );
        assert!(refused.expect_err("refused").to_string().contains("501501"));
        // Forty heaps of 1: as many positions as heaps left, 0 to 40, not 2⁴⁰.
        assert_eq!(cost(&vec![(HeapGame::Nim, 1); 40]).positions, 41);
        // Nim 3 + 3 + 3 and Kayles 2: the 20 sorted triples at most 3, times Kayles' 4.
        let mixed = [
            (HeapGame::Nim, 3),
            (octal("0.77"), 2),
            (HeapGame::Nim, 3),
            (HeapGame::Nim, 3),
        ];
        assert_eq!(cost(&mixed).positions, 20 * 4);
        // Few positions, but counts of about 1.84ⁿ each.
        let chain = [(
            HeapGame::Subtraction(crate::games::MoveSet::one_to(3).expect("valid")),
            100_000,
        )];
        assert!(matches!(
            Limits::default().check(cost(&chain)),
            Err(PositionsError::TooLargeCounts { .. })
        ));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// The bound checked before any work is never below the positions then built.
        #[test]
        fn the_bound_is_never_below_the_positions_built(
            choices in proptest::collection::vec((0u8..4, 0u32..7), 1..5),
            octal_digits in proptest::collection::vec(0u8..8, 1..4),
        ) {
            use crate::games::coin_game::Rule;
            let code: String = octal_digits.iter().map(|d| char::from(b'0' + d)).collect();
            let heaps: Vec<(HeapGame, u32)> = choices
                .iter()
                .map(|&(choice, size)| {
                    let game = match choice {
                        0 => HeapGame::Nim,
                        1 => HeapGame::Powers(2),
                        2 => crate::games::test_games::set("1,3"),
                        _ => crate::games::octal::OctalCode::parse(&format!("0.{code}"))
                            .map_or(HeapGame::Nim, HeapGame::Octal),
                    };
                    (game, size)
                })
                .collect();
            let bound = cost(&heaps).positions;
            let built = crate::games::positions::PositionGraph::build(
                &heaps,
                Rule::Normal,
                Limits::default(),
                &mut crate::watch::Unwatched,
            )
            .expect("small starts are within the limits");
            proptest::prop_assert!(bound >= built.len() as u64, "{bound} < {}", built.len());
        }
    }
}
