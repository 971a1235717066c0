//! Where each position stands at one step of the step-through, for the figures drawn as the
//! frames of an animation: the recursion's calls and returns over the tree (short-circuit
//! included) and the DP's states filled bottom-up, as the window's step-through shows them. And
//! which steps become frames: every one, or every k-th past [`MAX_FRAMES`].

use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::trace::{Progress, Trace};
use nimlab_core::games::view_tree::{NodeId, TreeShape};

/// The most frames an animation holds: past this many steps, every k-th step is drawn and the
/// caption says so.
pub const MAX_FRAMES: usize = 400;

/// Where a position stands at a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Not called (or filled) yet: a ghost with no value.
    Waiting,
    /// Called and not returned: on the call stack, its value not known yet.
    Running,
    /// Its value is known.
    Done,
    /// Short-circuit evaluation will never call it: its parent (or an ancestor) returned
    /// without it, so it is faded as never visited.
    Skipped,
}

/// How one position is drawn at a step: its stage, and whether the newest step is about it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Mark {
    /// Waiting, running, done or skipped.
    pub stage: Stage,
    /// The newest step called, returned or filled this position.
    pub current: bool,
}

/// Every node of `tree` (the coin tree, or a heap game's) after `done` steps of `trace` (the
/// recursion over `tree` in `evaluation`), in node order.
pub fn tree_marks(tree: &impl TreeShape, trace: &Trace, evaluation: Evaluation, done: usize) -> Vec<Mark> {
    let current = trace.last(done).map(nimlab_core::games::trace::Step::node);
    let mut marks: Vec<Mark> = Vec::with_capacity(tree.node_count());
    for id in (0..tree.node_count() as u32).map(NodeId) {
        let stage = match trace.progress(id, done) {
            Progress::Running => Stage::Running,
            Progress::Returned => Stage::Done,
            // Never called, and the nearest visited ancestor (its parent, or the parent's own
            // nearest, which comes first in node order) has returned: the search passed it by.
            Progress::Waiting if evaluation == Evaluation::ShortCircuit && !tree.is_visited(id) => {
                let decided = tree.parent_of(id).is_some_and(|parent| {
                    let above = marks[parent.0 as usize].stage;
                    above == Stage::Skipped || (above == Stage::Done && tree.is_visited(parent))
                });
                if decided { Stage::Skipped } else { Stage::Waiting }
            }
            Progress::Waiting => Stage::Waiting,
        };
        marks.push(Mark {
            stage,
            current: current == Some(id),
        });
    }
    marks
}

/// Every state `0..=coins` after `filled` steps of the DP, which fills one state a step from 0
/// up (so `filled` runs from 0 to `coins + 1`).
pub fn dp_marks(coins: u32, filled: usize) -> Vec<Mark> {
    (0..=coins as usize)
        .map(|n| Mark {
            stage: if n < filled { Stage::Done } else { Stage::Waiting },
            current: n + 1 == filled,
        })
        .collect()
}

/// The mark of the node (or state) numbered `index` in `marks`: done when there are none (no
/// step-through, everything shown).
pub fn mark_of(marks: Option<&[Mark]>, index: usize) -> Mark {
    marks.map_or(
        Mark {
            stage: Stage::Done,
            current: false,
        },
        |marks| marks[index],
    )
}

/// Which steps of a step-through of `steps` steps become frames: from step 0 (nothing done) to
/// the last, every [`Sampling::every`]-th, so at most [`MAX_FRAMES`] frames.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sampling {
    /// Steps in the whole step-through.
    pub steps: usize,
    /// One frame every this many steps (1: every step).
    pub every: usize,
}

impl Sampling {
    /// The frames of a step-through of `steps` steps.
    pub fn of(steps: usize) -> Self {
        // Frames at 0, k, 2k, … and at `steps`: ⌈steps / k⌉ + 1 of them.
        let every = steps.div_ceil(MAX_FRAMES - 1).max(1);
        Self { steps, every }
    }

    /// How many frames.
    pub fn frames(self) -> usize {
        self.steps.div_ceil(self.every) + 1
    }

    /// The step each frame shows, in order; the last is always the whole step-through.
    pub fn frame_steps(self) -> impl Iterator<Item = usize> {
        (0..self.frames()).map(move |frame| (frame * self.every).min(self.steps))
    }

    /// Whether some steps are left out.
    pub fn is_sampled(self) -> bool {
        self.every > 1
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use nimlab_core::games::CoinGame;
    use nimlab_core::games::view_tree::ViewTree;

    fn tree(coins: u32) -> ViewTree {
        let game = CoinGame::seed_000();
        ViewTree::build(&game.solve(coins), coins, &HashMap::new(), 10_000)
    }

    #[test]
    fn the_first_call_is_current_and_running_and_the_rest_wait() {
        let tree = tree(4);
        let trace = Trace::recursive(&tree, Evaluation::Full);
        let marks = tree_marks(&tree, &trace, Evaluation::Full, 1);
        assert_eq!(
            marks[0],
            Mark {
                stage: Stage::Running,
                current: true
            }
        );
        assert!(marks[1..].iter().all(|m| m.stage == Stage::Waiting && !m.current));
        let start = tree_marks(&tree, &trace, Evaluation::Full, 0);
        assert!(start.iter().all(|m| m.stage == Stage::Waiting && !m.current));
        let end = tree_marks(&tree, &trace, Evaluation::Full, trace.len());
        assert!(end.iter().all(|m| m.stage == Stage::Done));
        assert!(end[0].current, "the root returns last");
    }

    #[test]
    fn short_circuit_fades_what_is_passed_by_once_its_caller_returns() {
        let tree = tree(7);
        let evaluation = Evaluation::ShortCircuit;
        let trace = Trace::recursive(&tree, evaluation);
        let skipped: Vec<NodeId> = tree.ids().filter(|&id| !tree.node(id).visited).collect();
        assert!(!skipped.is_empty(), "7 coins stop early somewhere");
        for done in 0..=trace.len() {
            let marks = tree_marks(&tree, &trace, evaluation, done);
            for &id in &skipped {
                // Faded exactly when the nearest visited ancestor has returned.
                let ancestor = std::iter::successors(tree.node(id).parent, |&p| tree.node(p).parent)
                    .find(|&p| tree.node(p).visited)
                    .expect("the root is visited");
                let returned = trace.progress(ancestor, done) == Progress::Returned;
                let expected = if returned { Stage::Skipped } else { Stage::Waiting };
                assert_eq!(marks[id.0 as usize].stage, expected, "step {done}");
            }
        }
        let end = tree_marks(&tree, &trace, evaluation, trace.len());
        for id in tree.ids() {
            let expected = if tree.node(id).visited {
                Stage::Done
            } else {
                Stage::Skipped
            };
            assert_eq!(end[id.0 as usize].stage, expected);
        }
    }

    #[test]
    fn the_dp_fills_bottom_up_one_state_a_step() {
        assert!(
            dp_marks(3, 0)
                .iter()
                .all(|m| m.stage == Stage::Waiting && !m.current)
        );
        let two = dp_marks(3, 2);
        let stages: Vec<Stage> = two.iter().map(|m| m.stage).collect();
        assert_eq!(stages, [Stage::Done, Stage::Done, Stage::Waiting, Stage::Waiting]);
        assert!(two[1].current && !two[0].current);
        assert!(dp_marks(3, 4).iter().all(|m| m.stage == Stage::Done));
    }

    #[test]
    fn sampling_keeps_every_step_up_to_the_cap_then_every_kth() {
        let all = Sampling::of(40);
        assert_eq!((all.every, all.frames()), (1, 41));
        assert!(!all.is_sampled());
        assert_eq!(all.frame_steps().last(), Some(40));
        let edge = Sampling::of(MAX_FRAMES - 1);
        assert_eq!((edge.every, edge.frames()), (1, MAX_FRAMES));
        for steps in [MAX_FRAMES, 401, 798, 799, 1000, 7472, 100_000] {
            let sampling = Sampling::of(steps);
            assert!(sampling.is_sampled(), "{steps}");
            assert!(sampling.frames() <= MAX_FRAMES, "{steps}: {}", sampling.frames());
            let shown: Vec<usize> = sampling.frame_steps().collect();
            assert_eq!(shown.len(), sampling.frames());
            assert_eq!(shown.first(), Some(&0));
            assert_eq!(shown.last(), Some(&steps), "the last frame is the end");
            assert!(shown.windows(2).all(|w| w[0] < w[1]), "{steps}: no frame twice");
        }
        assert_eq!(Sampling::of(0).frames(), 1, "one frame: the start");
    }
}
