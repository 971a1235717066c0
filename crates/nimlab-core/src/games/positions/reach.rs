//! The positions one move reaches, found fast while a graph is built: each heap's moves are listed
//! once per game and size, and each child is assembled in a reused buffer and looked up before
//! anything is allocated. A graph near its limits plays tens of millions of moves, nearly all of
//! them to positions already found.

use super::position::Heap;
use crate::games::grundy::HeapGame;

/// A heap a move leaves none of ([`Left`]).
const NONE: u32 = u32::MAX;

/// What one move leaves of its heap: none, one or two heaps (an octal game's split), the
/// unused places [`NONE`]. Eight bytes a move, with no allocation of its own: one heap of Nim
/// near the limits lists some thirty million moves.
type Left = [u32; 2];

/// What every move of every heap leaves, listed as it is first needed.
pub(super) struct Reach<'g> {
    games: &'g [HeapGame],
    /// `left[g][size]`: what each move of a heap of `size` of game `g` leaves.
    left: Vec<Vec<Option<Vec<Left>>>>,
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
            let moves = self.left[g][size].get_or_insert_with(|| {
                let moves = game.moves(heap.size).into_iter();
                moves.map(|(_, left)| left_of(&left)).collect()
            });
            for left in moves.iter() {
                self.child.clear();
                self.child.extend_from_slice(&here[..index]);
                self.child.extend_from_slice(&here[index + 1..]);
                for &size in left.iter().take_while(|&&size| size != NONE) {
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

/// A move's heaps left as a [`Left`]: a move of a heap game leaves at most two heaps (an octal
/// digit may split a row in two, never more).
fn left_of(heaps: &[u32]) -> Left {
    debug_assert!(heaps.len() <= 2, "a move leaves at most two heaps");
    let mut left = [NONE; 2];
    for (place, &size) in left.iter_mut().zip(heaps) {
        *place = size;
    }
    left
}
