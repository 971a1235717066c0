//! The game tree of any heap game or sum (the work called `position-graph`): every position a
//! start reaches, each once, with its value, outcome and the exact size of the tree it stands
//! for, built off the UI thread. The window draws its trees and DP views from the graph; a start
//! whose cost passes the limits comes back as the refusal, before any work.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph, PositionsError};

/// The start to build from: its heaps (game and size, in the order the user gave them) and the rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionGraphKey {
    /// The heaps, each a game and a size; a heap of 0 is no heap.
    pub start: Vec<(HeapGame, u32)>,
    /// Normal play or misère.
    pub rule: Rule,
}

/// The graph, or why it was not built (too costly, or a game that cannot be played).
pub type PositionGraphOutcome = Result<PositionGraph, PositionsError>;

/// Steps of the progress bar over one build.
const PROGRESS_STEPS: u64 = 1000;

impl Work for PositionGraphKey {
    type Output = PositionGraphOutcome;
    const NAME: &'static str = "position-graph";

    /// The graph within the default limits (refused before any work past them); the build
    /// reports how far it has got and stops on Cancel (then `None`).
    fn run(self, progress: &Progress) -> Option<PositionGraphOutcome> {
        progress.set_total(PROGRESS_STEPS);
        let mut watch = progress.fraction_reporter(0, PROGRESS_STEPS);
        match PositionGraph::build(&self.start, self.rule, Limits::default(), &mut watch) {
            Err(PositionsError::Cancelled) => None,
            outcome => Some(outcome),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::{decode, encode};
    use crate::work::run_by_name;
    use nimlab_core::games::Outcome;
    use nimlab_core::games::grundy::parse_spec;
    use num_bigint::BigUint;

    fn key(start: &[(&str, u32)], rule: Rule) -> PositionGraphKey {
        PositionGraphKey {
            start: start
                .iter()
                .map(|&(game, size)| (parse_spec(game).expect("a game"), size))
                .collect(),
            rule,
        }
    }

    /// Runs `key` as the web worker does: bytes in by name, bytes out.
    fn through_the_worker(key: &PositionGraphKey) -> Option<PositionGraphOutcome> {
        let request = encode(key).expect("the request encodes");
        run_by_name(PositionGraphKey::NAME, &request, &Progress::default())
            .expect("known by name")
            .map(|bytes| decode::<PositionGraphOutcome>(&bytes).expect("the graph decodes"))
    }

    #[test]
    fn nim_3_4_5_crosses_to_the_window_whole() {
        // Nim (3,4,5): nim-sum 2, 48 positions, 219,447 nodes in the full tree (hand-counted
        // in the engine's tests against a brute force).
        let graph = through_the_worker(&key(&[("nim", 3), ("nim", 4), ("nim", 5)], Rule::Normal))
            .expect("not cancelled")
            .expect("within the limits");
        let root = graph.root();
        assert_eq!(graph.value(root), 2);
        assert_eq!(graph.outcome(root), Outcome::Win);
        let counts = graph.counts();
        assert_eq!(counts.distinct_states, 48);
        assert_eq!(counts.tree_nodes, BigUint::from(219_447u32));
        // Every position and link survived: each child is found again and the winning move is 3 → 1.
        let moves = graph.winning_moves(root);
        assert_eq!(moves.len(), 1);
        assert_eq!((moves[0].from, moves[0].to.clone()), (3, vec![1]));
        for id in graph.ids() {
            assert_eq!(graph.find(graph.position(id)), Some(id));
            assert!(
                graph
                    .children(id)
                    .iter()
                    .all(|c| graph.value(*c) != graph.value(id))
            );
        }
    }

    #[test]
    fn a_misere_sum_with_a_split_game_is_the_same_after_the_crossing() {
        let key = key(&[("0.77", 6), ("1,3,4", 4), ("nim", 2)], Rule::Misere);
        let direct = key.clone().run(&Progress::default());
        let crossed = through_the_worker(&key);
        assert_eq!(format!("{crossed:?}"), format!("{direct:?}"));
        let graph = crossed.expect("not cancelled").expect("within the limits");
        // Misère: a position with no move is worth 1, so the empty position is a win for the
        // player to move (who has just been left nothing by the opponent's last move).
        let empty = graph
            .ids()
            .find(|&id| graph.position(id).heaps().is_empty())
            .expect("the game ends");
        assert_eq!(graph.value(empty), 1);
    }

    #[test]
    fn a_costly_start_is_refused_before_any_work_and_cancel_stops_a_build() {
        let refused = key(&[("nim", 1000), ("nim", 1000)], Rule::Normal)
            .run(&Progress::default())
            .expect("refusals are results");
        assert!(matches!(refused, Err(PositionsError::TooManyPositions { .. })));
        let unplayable = PositionGraphKey {
            start: vec![(HeapGame::Powers(1), 5)],
            rule: Rule::Normal,
        };
        assert!(matches!(
            unplayable.run(&Progress::default()),
            Some(Err(PositionsError::Game(_)))
        ));
        let progress = Progress::default();
        progress.cancel();
        // Large enough to report progress (and so to hear Cancel) while it builds.
        let big = key(&[("nim", 30), ("nim", 30), ("nim", 30)], Rule::Normal);
        assert!(big.run(&progress).is_none());
    }

    #[test]
    fn bytes_that_are_not_a_graph_are_refused() {
        let graph = key(&[("nim", 2), ("nim", 3)], Rule::Normal)
            .run(&Progress::default())
            .expect("not cancelled")
            .expect("within the limits");
        let mut bytes = encode(&graph).expect("encodes");
        assert!(decode::<PositionGraph>(&bytes).is_ok());
        // Cut short, or noise: an error, never a panic later.
        let last = bytes.len() - 1;
        bytes.truncate(last);
        assert!(decode::<PositionGraph>(&bytes).is_err());
        assert!(decode::<PositionGraph>(&[0xff; 16]).is_err());
    }
}
