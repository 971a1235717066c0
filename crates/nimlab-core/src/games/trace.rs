//! The order in which the coin-game article's recursion calls and returns, over the tree on show:
//! what the step-through of the lesson walks. Full evaluation calls every child in take order; the
//! short-circuit `GetCoinCount` stops at the first winning take, so it never calls the nodes the
//! tree marks as not visited ([`TreeShape::is_visited`]). A collapsed node is one call and one return: its subtree is
//! not on show.
//!
//! After `done` steps every node is not yet called, running (on the call stack) or returned; the
//! running nodes form the path from the root to the newest call.

use super::recursive::Evaluation;
use super::view_tree::{NodeId, TreeShape};

/// One step of the recursion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Step {
    /// The recursion enters the node.
    Call(NodeId),
    /// The node's value is known from here on.
    Return(NodeId),
}

impl Step {
    /// The node the step is about.
    pub fn node(self) -> NodeId {
        match self {
            Self::Call(id) | Self::Return(id) => id,
        }
    }
}

/// Where a node stands after some steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Not called yet (or never, in short-circuit mode).
    Waiting,
    /// Called and not returned: on the call stack.
    Running,
    /// Its value is known.
    Returned,
}

/// Never called.
const NEVER: u32 = u32::MAX;

/// The recursion over the tree on show, step by step: every call and return, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Trace {
    steps: Vec<Step>,
    /// Per node: the index of its call step, or [`NEVER`].
    call_at: Vec<u32>,
    /// Per node: the index of its return step, or [`NEVER`].
    return_at: Vec<u32>,
}

impl Trace {
    /// The calls and returns of the recursion over `tree`, depth first in take order.
    pub fn recursive(tree: &impl TreeShape, evaluation: Evaluation) -> Self {
        let count = tree.node_count();
        let mut trace = Self {
            steps: Vec::with_capacity(count * 2),
            call_at: vec![NEVER; count],
            return_at: vec![NEVER; count],
        };
        if count == 0 {
            return trace;
        }
        // (node, children still to call, in reverse so the next is last).
        let mut stack: Vec<(NodeId, Vec<NodeId>)> = Vec::new();
        let called = |id: NodeId| -> Vec<NodeId> {
            let mut children: Vec<NodeId> = tree
                .children_of(id)
                .map(NodeId)
                .filter(|&child| evaluation == Evaluation::Full || tree.is_visited(child))
                .collect();
            children.reverse();
            children
        };
        trace.push(Step::Call(NodeId(0)));
        stack.push((NodeId(0), called(NodeId(0))));
        while let Some((id, pending)) = stack.last_mut() {
            let id = *id;
            if let Some(child) = pending.pop() {
                trace.push(Step::Call(child));
                stack.push((child, called(child)));
            } else {
                trace.push(Step::Return(id));
                stack.pop();
            }
        }
        trace
    }

    fn push(&mut self, step: Step) {
        let index = self.steps.len() as u32;
        match step {
            Step::Call(id) => self.call_at[id.0 as usize] = index,
            Step::Return(id) => self.return_at[id.0 as usize] = index,
        }
        self.steps.push(step);
    }

    /// How many steps the whole recursion takes (a call and a return per node called).
    pub fn len(&self) -> usize {
        self.steps.len()
    }

    /// The recursion takes no step (no tree on show).
    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The step that was taken last after `done` steps.
    pub fn last(&self, done: usize) -> Option<Step> {
        done.checked_sub(1)
            .and_then(|index| self.steps.get(index))
            .copied()
    }

    /// Where `step` comes in the recursion (0 for the first step); none if it never happens
    /// (a node short-circuit evaluation never calls).
    pub fn index_of(&self, step: Step) -> Option<usize> {
        let at = match step {
            Step::Call(id) => self.call_at.get(id.0 as usize),
            Step::Return(id) => self.return_at.get(id.0 as usize),
        };
        at.copied().filter(|&at| at != NEVER).map(|at| at as usize)
    }

    /// The point of this recursion that matches `done` steps of `other`, a recursion over the
    /// same tree (the other evaluation): the steps taken here up to the latest of `other`'s first
    /// `done` steps that this recursion also takes. One recursion's steps are the other's in
    /// the same order with some left out, so this is where the walk had got to.
    pub fn equivalent(&self, other: &Trace, done: usize) -> usize {
        (1..=done.min(other.len()))
            .rev()
            .find_map(|taken| other.last(taken).and_then(|step| self.index_of(step)))
            .map_or(0, |index| index + 1)
    }

    /// Where `id` stands after `done` steps.
    pub fn progress(&self, id: NodeId, done: usize) -> Progress {
        let done = done as u64;
        let (call, ret) = (self.call_at[id.0 as usize], self.return_at[id.0 as usize]);
        if call == NEVER || u64::from(call) >= done {
            Progress::Waiting
        } else if u64::from(ret) < done {
            Progress::Returned
        } else {
            Progress::Running
        }
    }

    /// The call stack after `done` steps, outermost first.
    pub fn stack(&self, tree: &impl TreeShape, done: usize) -> Vec<NodeId> {
        let Some(step) = self.last(done) else {
            return Vec::new();
        };
        // The innermost running call: the node just called, or the parent of the one that
        // just returned.
        let innermost = match step {
            Step::Call(id) => Some(id),
            Step::Return(id) => tree.parent_of(id),
        };
        let mut stack: Vec<NodeId> = std::iter::successors(innermost, |&id| tree.parent_of(id)).collect();
        stack.reverse();
        stack
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use crate::games::view_tree::ViewTree;

    use super::*;
    use crate::games::recursive::evaluate;
    use crate::games::test_games::coin_game;
    use crate::games::{CoinGame, Rule};

    fn tree(game: &CoinGame, coins: u32) -> ViewTree {
        ViewTree::build(&game.solve(coins), coins, &HashMap::new(), 1_000_000)
    }

    #[test]
    fn the_first_calls_go_down_the_leftmost_branch() {
        // The coin-game article's game from 3 coins: 3 calls 2, which calls 1, which calls 0.
        let game = CoinGame::seed_000();
        let tree = tree(&game, 3);
        let trace = Trace::recursive(&tree, Evaluation::Full);
        let coins = |step: Option<Step>| step.map(|s| tree.node(s.node()).coins);
        assert_eq!(coins(trace.last(1)), Some(3));
        assert_eq!(coins(trace.last(2)), Some(2));
        assert_eq!(coins(trace.last(3)), Some(1));
        assert!(matches!(trace.last(3), Some(Step::Call(_))));
        let third = trace.last(3).expect("three steps").node();
        assert_eq!(trace.progress(third, 3), Progress::Running);
        assert_eq!(trace.progress(third, 2), Progress::Waiting);
        let stack: Vec<u32> = trace
            .stack(&tree, 3)
            .iter()
            .map(|&id| tree.node(id).coins)
            .collect();
        assert_eq!(stack, [3, 2, 1]);
        assert_eq!(trace.len(), 2 * tree.nodes.len());
        assert!(
            tree.ids()
                .all(|id| trace.progress(id, trace.len()) == Progress::Returned)
        );
    }

    #[test]
    fn calls_match_the_naive_recursion_and_returns_follow_children() {
        for (takes, rule) in [
            ("1,2,3", Rule::Misere),
            ("1,3,4", Rule::Normal),
            ("2,5", Rule::Normal),
        ] {
            let game = coin_game(takes, rule);
            for coins in 0..=9 {
                let tree = tree(&game, coins);
                for evaluation in [Evaluation::Full, Evaluation::ShortCircuit] {
                    let trace = Trace::recursive(&tree, evaluation);
                    let calls = trace.steps.iter().filter(|s| matches!(s, Step::Call(_))).count() as u64;
                    assert_eq!(calls, evaluate(&game, coins, evaluation).calls, "{takes} {coins}");
                    // Every called child returns before its parent does.
                    for id in tree.ids().filter(|&id| trace.call_at[id.0 as usize] != NEVER) {
                        if let Some(parent) = tree.node(id).parent {
                            assert!(trace.return_at[id.0 as usize] < trace.return_at[parent.0 as usize]);
                            assert!(trace.call_at[parent.0 as usize] < trace.call_at[id.0 as usize]);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn the_equivalent_point_keeps_the_step_both_ways() {
        let game = CoinGame::seed_000();
        let tree = tree(&game, 6);
        let full = Trace::recursive(&tree, Evaluation::Full);
        let short = Trace::recursive(&tree, Evaluation::ShortCircuit);
        assert!(short.len() < full.len());
        // Every short-circuit step is found at the same step of the full recursion and back.
        for done in 0..=short.len() {
            let there = full.equivalent(&short, done);
            assert_eq!(full.last(there), short.last(done), "{done}");
            assert_eq!(short.equivalent(&full, there), done);
        }
        // A full step short-circuit never takes goes back to the latest step both take.
        for done in 1..=full.len() {
            let here = short.equivalent(&full, done);
            // Every step taken here was taken there, and the next one was not yet.
            let there = |step: Step| full.index_of(step).expect("a full step");
            if let Some(step) = short.last(here) {
                assert!(there(step) < done, "{done}");
            }
            if let Some(next) = short.last(here + 1) {
                assert!(there(next) >= done, "{done}");
            }
        }
        assert_eq!(
            short.equivalent(&full, full.len()),
            short.len(),
            "the end is the end"
        );
    }
}
