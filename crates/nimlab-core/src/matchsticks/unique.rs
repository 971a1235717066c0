//! One meaning of "unique", used by the generator, the live counters under the canvas, the
//! collection's badges and `nimlab match check`: a puzzle with a budget of k steps is **unique**
//! when exactly one answer lies k steps away and none nearer. 5+7=2 with a budget of 2 moves is
//! not unique: 9−7=2 is 1 move away. With a budget of *exactly* k the solver counts no answer
//! nearer than k (see `budget.rs`), so the same test reads "exactly one answer exactly k away":
//! 5+7=2 with exactly 2 moves is judged by its two-move answers alone.
//!
//! Also the puzzle's badge: how far its nearest answer is, and whether it is unique.

use super::solve::Solutions;

/// Exactly one answer lies `steps` away and none nearer, by the solver's counts
/// (`counts[k − 1]`: the answers exactly k steps away). A budget of 0 or past the counts is
/// never unique.
pub fn is_unique(counts: &[u128], steps: u32) -> bool {
    let Some(at) = (steps as usize).checked_sub(1) else {
        return false;
    };
    counts.get(at) == Some(&1) && counts[..at].iter().all(|&count| count == 0)
}

/// How many steps away the nearest answer lies, if any lies within the counts.
pub fn nearest(counts: &[u128]) -> Option<u32> {
    counts
        .iter()
        .position(|&count| count > 0)
        .and_then(|index| u32::try_from(index + 1).ok())
}

/// What a puzzle's badge says: its nearest answer and whether it is unique for its budget.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Badge {
    /// Steps to the nearest answer within the budget; `None` when there is none.
    pub nearest: Option<u32>,
    /// Exactly one answer at the budget and none nearer ([`is_unique`]).
    pub unique: bool,
    /// Every answer within the budget.
    pub answers: u128,
}

impl Badge {
    /// The badge of a puzzle whose budget is `steps`, from its answers within that budget.
    pub fn of(solutions: &Solutions, steps: u32) -> Self {
        Self {
            nearest: nearest(&solutions.counts),
            unique: is_unique(&solutions.counts, steps),
            answers: solutions.total(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matchsticks::layout::{Layout, Rules};
    use crate::matchsticks::solve::{Goal, solve_within};
    use crate::watch::Unwatched;

    #[test]
    fn five_plus_seven_is_two_is_not_unique_with_two_moves() {
        // The counters said "2 moves: 1 answer unique" for 5+7=2, though 9−7=2 is
        // 1 move away.
        let layout = Layout::parse("5+7=2").expect("an equation");
        let solved =
            solve_within(&layout, Rules::default(), Goal::Move, 2, 100, &mut Unwatched).expect("solved");
        let one_move: Vec<&str> = solved
            .answers
            .iter()
            .filter(|a| a.moves == 1)
            .map(|a| a.equation.as_str())
            .collect();
        assert!(one_move.contains(&"9-7=2"), "{one_move:?}");
        let badge = Badge::of(&solved, 2);
        assert_eq!(badge.nearest, Some(1));
        assert!(!badge.unique, "an answer is nearer than the budget");
        assert_eq!(Badge::of(&solved, 1).unique, solved.counts[0] == 1);
    }

    #[test]
    fn unique_means_one_at_the_budget_and_none_nearer() {
        let cases: [(&[u128], u32, bool); 8] = [
            (&[1], 1, true),
            (&[2], 1, false),
            (&[0, 1], 2, true),
            (&[1, 1], 2, false),
            (&[0, 1, 5], 2, true),
            (&[0, 0], 2, false),
            (&[1], 0, false),
            (&[1], 2, false),
        ];
        for (counts, steps, unique) in cases {
            assert_eq!(is_unique(counts, steps), unique, "{counts:?} {steps}");
        }
        assert_eq!(nearest(&[0, 0, 3]), Some(3));
        assert_eq!(nearest(&[0, 0]), None);
    }

    #[test]
    fn the_badge_agrees_with_the_listed_answers_on_random_puzzles() {
        // A slow count of our own: the listed answers (all of them, the limit being high)
        // grouped by distance.
        let mut seed = 0x5eed_u64;
        for _ in 0..60 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let digit = |shift: u32| char::from(b'0' + ((seed >> shift) % 10) as u8);
            let text = format!("{}+{}={}", digit(10), digit(20), digit(30));
            let layout = Layout::parse(&text).expect("an equation");
            let steps = 1 + (seed >> 40) as u32 % 2;
            let solved = solve_within(
                &layout,
                Rules::default(),
                Goal::Move,
                steps,
                10_000,
                &mut Unwatched,
            )
            .expect("solved");
            let at = |k: u32| solved.answers.iter().filter(|a| a.moves == k).count();
            let slow_unique = at(steps) == 1 && (1..steps).all(|k| at(k) == 0);
            let slow_nearest = (1..=steps).find(|&k| at(k) > 0);
            let badge = Badge::of(&solved, steps);
            assert_eq!(
                (badge.unique, badge.nearest),
                (slow_unique, slow_nearest),
                "{text} {steps}"
            );
        }
    }
}
