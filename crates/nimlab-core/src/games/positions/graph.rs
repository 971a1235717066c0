//! The DP DAG of a sum of heap games: every position reachable from a start, each once, with its
//! distinct children, its outcome and value under the rule, and the exact counts of the full
//! recursive tree that the DAG folds together.
//!
//! Each move removes at least one token, so ordering positions by their tokens orders the DAG:
//! values and tree sizes are filled from the fewest tokens up, and occurrences flow from the
//! start down. Nothing recurses, so a deep game cannot overflow the stack.

use indexmap::IndexSet;
use num_bigint::BigUint;
use num_traits::{One, Zero};
use rustc_hash::FxBuildHasher;

use super::cost::{Cost, Limits, PositionsError, cost};
use super::position::{Heap, Move, Position};
use super::reach::Reach;
use crate::games::coin_game::{Outcome, Rule};
use crate::games::grundy::{HeapGame, mex};
use crate::games::recursive::Evaluation;
use crate::watch::Watch;

/// A position's place in its [`PositionGraph`]; the start is `PositionId(0)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct PositionId(pub u32);

/// Every position reachable from a start, each once (the DP view), with what the tree and DP
/// views show of it.
#[derive(Clone, Debug)]
pub struct PositionGraph {
    pub(super) games: Vec<HeapGame>,
    pub(super) rule: Rule,
    pub(super) cost: Cost,
    pub(super) positions: IndexSet<Position, FxBuildHasher>,
    /// `children[i]`: the distinct positions one move from `i` reaches, in the order of their
    /// first move.
    pub(super) children: Vec<Vec<PositionId>>,
    pub(super) values: Vec<u32>,
    /// Nodes of the full recursive tree under each position, itself included.
    pub(super) tree_sizes: Vec<BigUint>,
    /// How often each position occurs in the full recursive tree from the start.
    pub(super) occurrences: Vec<BigUint>,
}

/// How often watches hear of progress, in positions.
const REPORT_EVERY: usize = 4096;

impl PositionGraph {
    /// Builds the graph of the start `heaps` (game and size, in any order) under `rule`, refused
    /// before it starts when its [`cost`] passes `limits`. `watch` hears the fraction done; when
    /// it says stop, the result is [`PositionsError::Cancelled`].
    pub fn build(
        heaps: &[(HeapGame, u32)],
        rule: Rule,
        limits: Limits,
        watch: &mut dyn Watch,
    ) -> Result<Self, PositionsError> {
        for (game, _) in heaps {
            game.check_rule(rule)?;
        }
        let cost = limits.check(cost(heaps))?;
        let mut games: Vec<HeapGame> = Vec::new();
        let mut start: Vec<Heap> = Vec::with_capacity(heaps.len());
        for (game, size) in heaps {
            let index = games.iter().position(|g| g == game).unwrap_or_else(|| {
                games.push(game.clone());
                games.len() - 1
            });
            start.push(Heap {
                game: index as u32,
                size: *size,
            });
        }
        let largest: Vec<u32> = (0..games.len() as u32)
            .map(|g| {
                start
                    .iter()
                    .filter(|h| h.game == g)
                    .map(|h| h.size)
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let mut reach = Reach::new(&games, &largest);
        let mut positions: IndexSet<Position, FxBuildHasher> = IndexSet::default();
        positions.insert(Position::new(start));
        let mut children: Vec<Vec<PositionId>> = Vec::new();
        // `listed_by[c]`: the last position (plus one) whose children list `c`, so that two
        // moves to one child list it once without searching the list.
        let mut listed_by: Vec<u32> = vec![0];
        let mut here: Vec<Heap> = Vec::new();
        // Breadth first: every position found is appended, and each is expanded once in turn.
        let bound = cost.positions.max(1) as f64;
        while children.len() < positions.len() {
            let parent = children.len() as u32 + 1;
            here.clear();
            here.extend_from_slice(positions[children.len()].heaps());
            let mut mine: Vec<PositionId> = Vec::new();
            reach.each_child(&here, |child| {
                let index = positions.get_index_of(child).unwrap_or_else(|| {
                    listed_by.push(0);
                    positions.insert_full(Position::from_sorted(child.to_vec())).0
                });
                if listed_by[index] != parent {
                    listed_by[index] = parent;
                    mine.push(PositionId(index as u32));
                }
            });
            // The list keeps its length only: the graph holds every move of the game once.
            mine.shrink_to_fit();
            children.push(mine);
            if children.len().is_multiple_of(REPORT_EVERY)
                && !watch.keep_going((0.8 * children.len() as f64 / bound).min(0.8) as f32)
            {
                return Err(PositionsError::Cancelled);
            }
        }
        let mut graph = Self {
            games,
            rule,
            cost,
            positions,
            children,
            values: Vec::new(),
            tree_sizes: Vec::new(),
            occurrences: Vec::new(),
        };
        graph.evaluate(watch)?;
        Ok(graph)
    }

    /// Values, tree sizes and occurrences, in token order (module doc).
    fn evaluate(&mut self, watch: &mut dyn Watch) -> Result<(), PositionsError> {
        let count = self.positions.len();
        let mut order: Vec<usize> = (0..count).collect();
        order.sort_by_key(|&i| self.positions[i].tokens());
        self.values = vec![0; count];
        self.tree_sizes = vec![BigUint::zero(); count];
        for (done, &i) in order.iter().enumerate() {
            let options = self.children[i].iter().map(|c| self.values[c.0 as usize]);
            self.values[i] = match (self.rule, self.children[i].is_empty()) {
                // The Sprague–Grundy post's misère convention: no move is worth 1 (the player who
                // cannot move has won, as the opponent made the last move).
                (Rule::Misere, true) => 1,
                _ => mex(options),
            };
            let mut size = BigUint::one();
            for child in &self.children[i] {
                size += &self.tree_sizes[child.0 as usize];
            }
            self.tree_sizes[i] = size;
            if done.is_multiple_of(REPORT_EVERY)
                && !watch.keep_going((0.8 + 0.1 * done as f64 / count as f64) as f32)
            {
                return Err(PositionsError::Cancelled);
            }
        }
        self.occurrences = vec![BigUint::zero(); count];
        self.occurrences[0] = BigUint::one();
        // Every node of a position has one child node per distinct child, so counts flow down.
        for (done, &i) in order.iter().rev().enumerate() {
            let here = std::mem::take(&mut self.occurrences[i]);
            for child in &self.children[i] {
                self.occurrences[child.0 as usize] += &here;
            }
            self.occurrences[i] = here;
            if done.is_multiple_of(REPORT_EVERY)
                && !watch.keep_going((0.9 + 0.1 * done as f64 / count as f64) as f32)
            {
                return Err(PositionsError::Cancelled);
            }
        }
        Ok(())
    }

    /// The children of `id` a recursion calls, in order: every one, or when it stops at the first
    /// winning move ([`Evaluation::ShortCircuit`]) those up to and including the first that is
    /// lost for the opponent. The recursive view's greying and the step-through's memo read it.
    pub fn called_children(&self, id: PositionId, evaluation: Evaluation) -> &[PositionId] {
        let children = self.children(id);
        match evaluation {
            Evaluation::Full => children,
            Evaluation::ShortCircuit => {
                let first_win = children.iter().position(|&child| self.value(child) == 0);
                &children[..first_win.map_or(children.len(), |first| first + 1)]
            }
        }
    }

    /// Position `id` as every view, figure and file writes it: plain sizes for one game, each
    /// heap tagged with its game (`0:3`) in a sum of several, the empty position included.
    pub fn written(&self, id: PositionId) -> String {
        self.position(id).written(self.games.len() > 1)
    }

    /// The start.
    pub fn root(&self) -> PositionId {
        PositionId(0)
    }

    /// How many distinct positions the start reaches, itself included.
    pub fn len(&self) -> usize {
        self.positions.len()
    }

    /// Never true: a graph holds at least its start.
    pub fn is_empty(&self) -> bool {
        self.positions.is_empty()
    }

    /// Every position's id, the start first, then in the order they were found (breadth first).
    pub fn ids(&self) -> impl Iterator<Item = PositionId> + use<> {
        (0..self.positions.len() as u32).map(PositionId)
    }

    /// The games of the sum, in the order heaps name them.
    pub fn games(&self) -> &[HeapGame] {
        &self.games
    }

    /// The rule the values and outcomes are for.
    pub fn rule(&self) -> Rule {
        self.rule
    }

    /// The bounds checked before the graph was built.
    pub fn cost(&self) -> Cost {
        self.cost
    }

    /// The position `id`.
    pub fn position(&self, id: PositionId) -> &Position {
        &self.positions[id.0 as usize]
    }

    /// The id of `position`, when the start reaches it.
    pub fn find(&self, position: &Position) -> Option<PositionId> {
        self.positions
            .get_index_of(position)
            .map(|i| PositionId(i as u32))
    }

    /// The distinct positions one move from `id` reaches, in the order of their first move.
    pub fn children(&self, id: PositionId) -> &[PositionId] {
        &self.children[id.0 as usize]
    }

    /// The value of `id`: its Grundy value under normal play, its misère value (no move is worth
    /// 1, else the mex) under misère. The player to move wins iff it is not 0.
    pub fn value(&self, id: PositionId) -> u32 {
        self.values[id.0 as usize]
    }

    /// Win or lose for the player to move at `id`.
    pub fn outcome(&self, id: PositionId) -> Outcome {
        Outcome::from_win(self.value(id) != 0)
    }

    /// Nodes of the full recursive tree under `id`, itself included: 1 + the sizes of its
    /// distinct children.
    pub fn tree_size(&self, id: PositionId) -> &BigUint {
        &self.tree_sizes[id.0 as usize]
    }

    /// How many nodes of the full recursive tree from the start are the position `id`.
    pub fn occurrences(&self, id: PositionId) -> &BigUint {
        &self.occurrences[id.0 as usize]
    }

    /// Every move from `id`, each with the child it reaches.
    pub fn moves(&self, id: PositionId) -> Vec<(Move, PositionId)> {
        let here = self.position(id);
        here.moves(&self.games)
            .into_iter()
            .map(|played| {
                let child = self
                    .find(&here.after(&played))
                    .expect("every position a move reaches was found while building");
                (played, child)
            })
            .collect()
    }

    /// The moves from `id` to a position worth 0: every winning move, empty when `id` is lost.
    pub fn winning_moves(&self, id: PositionId) -> Vec<Move> {
        self.moves(id)
            .into_iter()
            .filter(|&(_, child)| self.value(child) == 0)
            .map(|(played, _)| played)
            .collect()
    }
}
