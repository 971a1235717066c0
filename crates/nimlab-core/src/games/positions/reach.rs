//! The positions one move reaches, found fast while a graph is built: each heap's moves are listed
//! once per game and size, and each child is assembled in a reused buffer and looked up before
//! anything is allocated. A graph near its limits plays tens of millions of moves, nearly all of
//! them to positions already found.

use super::position::Heap;
use crate::games::grundy::HeapGame;

/// What every move of every heap leaves, listed as it is first needed.
pub(super) struct Reach<'g> {
    games: &'g [HeapGame],
    /// `left[g][size]`: what each move of a heap of `size` of game `g` leaves.
    left: Vec<Vec<Option<Vec<Vec<u32>>>>>,
    child: Vec<Heap>,
}

impl<'g> Reach<'g> {
    /// Moves of `games`, whose heaps are never larger than `largest[g]`.
    pub(super) fn new(games: &'g [HeapGame], largest: &[u32]) -> Self {
        Self {
            games,
            left: largest.iter().map(|&l| vec![None; l as usize + 1]).collect(),
            child: Vec::new(),
        }
    }

    /// Calls `found` with each position one move from the sorted heaps `here` reaches, sorted,
    /// once per move (two moves may reach the same position).
    pub(super) fn each_child(&mut self, here: &[Heap], mut found: impl FnMut(&[Heap])) {
        for (index, heap) in here.iter().enumerate() {
            // Equal heaps offer the same moves.
            if index > 0 && here[index - 1] == *heap {
                continue;
            }
            let (g, size) = (heap.game as usize, heap.size as usize);
            let game = &self.games[g];
            let moves = self.left[g][size]
                .get_or_insert_with(|| game.moves(heap.size).into_iter().map(|(_, left)| left).collect());
            for left in moves.iter() {
                self.child.clear();
                self.child.extend_from_slice(&here[..index]);
                self.child.extend_from_slice(&here[index + 1..]);
                for &size in left {
                    let new = Heap {
                        game: heap.game,
                        size,
                    };
                    let at = self.child.partition_point(|h| *h < new);
                    self.child.insert(at, new);
                }
                found(&self.child);
            }
        }
    }
}
