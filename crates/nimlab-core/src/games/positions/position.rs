//! A position of a sum of heap games: a multiset of heaps, each a game and a size, with the moves
//! from it and the distinct positions those moves reach.
//!
//! Order never matters in a sum, so a position keeps its heaps sorted (game, then size) and two
//! orderings of the same heaps are one position. An empty heap can never be played and is
//! dropped; a heap that merely has no move (Dawson's Kayles' single pin) is kept, because the
//! player sees it on the table.

use crate::games::grundy::HeapGame;

/// One heap: which of the sum's games it is played in, and how many tokens it holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Heap {
    /// The index of the heap's game among the sum's games.
    pub game: u32,
    /// Tokens in the heap (never 0 inside a [`Position`]).
    pub size: u32,
}

/// A canonical multiset of heaps: sorted, no empty heap.
#[derive(
    Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
pub struct Position {
    heaps: Vec<Heap>,
}

/// One move: from the heap at `heap` (its index in the position's sorted heaps), of game `game`
/// holding `from` tokens, to the heaps `to` (`[]` when the heap is gone, two sizes for a split).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Move {
    /// The index of the heap moved in, in the position's sorted heaps.
    pub heap: usize,
    /// The heap's game, an index among the sum's games.
    pub game: u32,
    /// The heap's size before the move.
    pub from: u32,
    /// What the move leaves of the heap, as the game lists it.
    pub to: Vec<u32>,
}

/// A position one move reaches, with every move that reaches it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    /// The position reached.
    pub position: Position,
    /// The moves that reach it, in the order [`Position::moves`] lists them.
    pub moves: Vec<Move>,
}

impl Position {
    /// The position of `heaps` in any order; empty heaps are dropped.
    pub fn new(heaps: impl IntoIterator<Item = Heap>) -> Self {
        let mut heaps: Vec<Heap> = heaps.into_iter().filter(|heap| heap.size > 0).collect();
        heaps.sort_unstable();
        Self { heaps }
    }

    /// The position of heaps already sorted with no empty heap (checked in debug builds).
    pub(super) fn from_sorted(heaps: Vec<Heap>) -> Self {
        debug_assert!(heaps.is_sorted() && heaps.iter().all(|heap| heap.size > 0));
        Self { heaps }
    }

    /// The heaps, sorted by game and then size.
    pub fn heaps(&self) -> &[Heap] {
        &self.heaps
    }

    /// The heaps' sizes in sorted order, as a one-game position is written: `(1,4,5)`.
    pub fn sizes(&self) -> Vec<u32> {
        self.heaps.iter().map(|heap| heap.size).collect()
    }

    /// Every token on the table. Each move removes at least one, which orders the positions of a
    /// game from the start down to the end.
    pub fn tokens(&self) -> u64 {
        self.heaps.iter().map(|heap| u64::from(heap.size)).sum()
    }

    /// Every move from this position of a sum of `games`. Equal heaps offer the same moves, so
    /// only the first of them is moved in: from (2,2), taking one is one move.
    pub fn moves(&self, games: &[HeapGame]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (index, heap) in self.heaps.iter().enumerate() {
            if index > 0 && self.heaps[index - 1] == *heap {
                continue;
            }
            for (_, to) in games[heap.game as usize].moves(heap.size) {
                moves.push(Move {
                    heap: index,
                    game: heap.game,
                    from: heap.size,
                    to,
                });
            }
        }
        moves
    }

    /// The position `played` leaves.
    #[must_use]
    pub fn after(&self, played: &Move) -> Self {
        let rest = self
            .heaps
            .iter()
            .enumerate()
            .filter(|&(index, _)| index != played.heap)
            .map(|(_, heap)| *heap);
        let left = played.to.iter().map(|&size| Heap {
            game: played.game,
            size,
        });
        Self::new(rest.chain(left))
    }

    /// The distinct positions one move reaches, each with the moves that reach it, in the order
    /// of their first move.
    pub fn children(&self, games: &[HeapGame]) -> Vec<Child> {
        let mut children: Vec<Child> = Vec::new();
        for played in self.moves(games) {
            let position = self.after(&played);
            match children.iter_mut().find(|child| child.position == position) {
                Some(child) => child.moves.push(played),
                None => children.push(Child {
                    position,
                    moves: vec![played],
                }),
            }
        }
        children
    }
}

/// A position is looked up by its sorted heaps, so that a child assembled in a buffer is found
/// without building a position. Sound because a position hashes and compares as its heaps.
impl std::borrow::Borrow<[Heap]> for Position {
    fn borrow(&self) -> &[Heap] {
        &self.heaps
    }
}

impl Position {
    /// The position written `(1,4,5)`, or with each heap's game by its place in the sum,
    /// `(0:3,1:5)`, when `tagged`: a graph of several games tags every position, those left
    /// with heaps of one game too, so `(0:2)` and `(1:2)` never both read `(2)`
    /// ([`super::PositionGraph::written`]).
    pub fn written(&self, tagged: bool) -> String {
        let parts: Vec<String> = self
            .heaps
            .iter()
            .map(|heap| {
                if tagged {
                    format!("{}:{}", heap.game, heap.size)
                } else {
                    heap.size.to_string()
                }
            })
            .collect();
        format!("({})", parts.join(","))
    }
}

impl std::fmt::Display for Position {
    /// `(1,4,5)` for one game; `(0:3,1:5)` when its heaps are of several games. Within a
    /// graph, write positions with [`super::PositionGraph::written`], which tags them all alike.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let several = self.heaps.iter().any(|heap| heap.game != 0);
        f.write_str(&self.written(several))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::octal;

    fn nim(sizes: &[u32]) -> Position {
        Position::new(sizes.iter().map(|&size| Heap { game: 0, size }))
    }

    #[test]
    fn order_and_empty_heaps_do_not_matter() {
        assert_eq!(nim(&[2, 1, 0]), nim(&[1, 2]));
        assert_eq!(nim(&[5, 3, 4]).sizes(), [3, 4, 5]);
        assert_eq!(nim(&[0]), Position::default());
        assert_eq!(nim(&[3, 1]).to_string(), "(1,3)");
    }

    #[test]
    fn from_two_equal_heaps_taking_one_is_one_child() {
        let children = nim(&[2, 2]).children(&[HeapGame::Nim]);
        let reached: Vec<Position> = children.iter().map(|c| c.position.clone()).collect();
        // Nim (2,2): take 1 → (1,2), take 2 → (2); from either heap alike.
        assert_eq!(reached, [nim(&[1, 2]), nim(&[2])]);
        assert_eq!(children[0].moves.len(), 1);
    }

    #[test]
    fn a_kayles_split_leaves_two_heaps() {
        // Kayles 3: knock the end pin (2), the middle pin (1,1), or two pins (1).
        let children = nim(&[3]).children(&[octal("0.77")]);
        let reached: Vec<Vec<u32>> = children.iter().map(|c| c.position.sizes()).collect();
        assert_eq!(reached, [vec![2], vec![1, 1], vec![1]]);
        assert_eq!(children[1].moves[0].to, [1, 1]);
    }
}
