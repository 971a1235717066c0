//! The sum builder's analysis (the work called `sum-analysis`): each heap's Grundy value, their
//! XOR, the outcome and every winning move of a sum of heap games under a rule (the Nim-strategy
//! post); under misère, Bouton's rule for Nim heaps and a bounded search for any other games.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::games::Rule;
use nimlab_core::games::sums::{self, Heap, SumAnalysis, SumError};

/// The sum to analyse: its heaps, each a game and a size, and the rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SumKey {
    /// The heaps, as the engine sees them.
    pub heaps: Vec<Heap>,
    /// Normal play or misère.
    pub rule: Rule,
}

/// What the analysis of a sum found: the analysis, or why the sum cannot be analysed.
pub type SumOutcome = Result<SumAnalysis, SumError>;

impl Work for SumKey {
    type Output = SumOutcome;
    const NAME: &'static str = "sum-analysis";

    /// The engine's analysis; the tables it needs are bounded by `sums::MAX_TABLE_HEAP` and each
    /// game's own limit, and a misère search by its own bound; the search reports its progress
    /// and stops on Cancel (then `None`).
    fn run(self, progress: &Progress) -> Option<SumOutcome> {
        progress.set_total(1000);
        let mut watch = progress.fraction_reporter(0, 1000);
        match sums::analyse_watched(&self.heaps, self.rule, &mut watch) {
            Err(SumError::Stopped) => None,
            outcome => Some(outcome),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::Outcome;
    use nimlab_core::games::grundy::{HeapGame, parse_spec};
    use nimlab_core::games::sums::SumMove;

    fn heap(game: &str, size: u32) -> Heap {
        Heap {
            game: parse_spec(game).expect("a game"),
            size,
        }
    }

    /// Whether the player to move wins, by trying every move (misère: who cannot move wins).
    fn wins(heaps: &[Heap], rule: Rule) -> bool {
        let moves = sums::moves(heaps);
        if moves.is_empty() {
            return rule == Rule::Misere;
        }
        moves.iter().any(|m| !wins(&sums::after(heaps, m), rule))
    }

    /// Every move to a position the player to move loses, by brute force.
    fn winning_moves(heaps: &[Heap], rule: Rule) -> Vec<SumMove> {
        let mut found: Vec<SumMove> = sums::moves(heaps)
            .into_iter()
            .filter(|m| !wins(&sums::after(heaps, m), rule))
            .collect();
        found.sort();
        found.dedup();
        found
    }

    #[test]
    fn the_work_agrees_with_the_xor_of_the_values_and_with_brute_force() {
        let sums = [
            (vec![heap("nim", 3), heap("nim", 5), heap("nim", 6)], Rule::Normal),
            (vec![heap("nim", 1), heap("nim", 2), heap("nim", 3)], Rule::Normal),
            (vec![heap("1,3,4", 7), heap("0.77", 5)], Rule::Normal),
            (
                vec![heap("0.137", 6), heap("nim", 2), heap("1,2", 4)],
                Rule::Normal,
            ),
            (vec![heap("nim", 1), heap("nim", 1), heap("nim", 1)], Rule::Misere),
            (vec![heap("nim", 2), heap("nim", 3), heap("nim", 1)], Rule::Misere),
            // Misère sums of other games are searched over the multiset.
            (vec![heap("0.77", 1), heap("0.77", 1)], Rule::Misere),
            (
                vec![heap("0.77", 4), heap("1,3,4", 3), heap("nim", 2)],
                Rule::Misere,
            ),
            (vec![heap("0.07", 6), heap("powers 2", 3)], Rule::Misere),
        ];
        for (heaps, rule) in sums {
            let key = SumKey {
                heaps: heaps.clone(),
                rule,
            };
            let analysis = key
                .run(&Progress::default())
                .expect("not cancelled")
                .expect("a sum the engine analyses");
            let xor = heaps
                .iter()
                .map(|h| match &h.game {
                    // A misère sum shows each heap's misère value on its own, Nim's too (a heap of
                    // 1 is worth 0, of 0 is worth 1): one meaning of a misère value everywhere.
                    game if rule == Rule::Misere => {
                        game.values(Rule::Misere, h.size as usize + 1).expect("values")[h.size as usize]
                    }
                    HeapGame::Nim => h.size,
                    game => game.values(Rule::Normal, h.size as usize + 1).expect("values")[h.size as usize],
                })
                .fold(0, |acc, v| acc ^ v);
            assert_eq!(analysis.nim_sum, xor, "{heaps:?}");
            let outcome = Outcome::from_win(wins(&heaps, rule));
            assert_eq!(analysis.outcome, outcome, "{heaps:?} {rule:?}");
            assert_eq!(
                analysis.winning_moves,
                winning_moves(&heaps, rule),
                "{heaps:?} {rule:?}"
            );
        }
    }

    #[test]
    fn a_sum_the_engine_refuses_comes_back_as_its_error() {
        // Misère Kayles 60 alone may meet Σ p(m ≤ 60) positions: past the limit, before any work.
        let key = SumKey {
            heaps: vec![heap("0.77", 60), heap("nim", 2)],
            rule: Rule::Misere,
        };
        assert!(matches!(
            key.run(&Progress::default()),
            Some(Err(SumError::Misere(_)))
        ));
    }
}
