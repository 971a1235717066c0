//! The memoised misère search over multisets of heaps.
//!
//! A position is a sorted multiset of heaps, each a game (an index into the search's games) and a
//! size. Two simplifications are used, both exact because they leave the game tree unchanged: a
//! heap with no move is dropped (it can never be played, so the positions with and without it
//! have the same options, and the same value), and the order of heaps is forgotten (a sum does
//! not depend on it). Nothing else is assumed: in particular no two heaps cancel, as they would
//! under normal play.
//!
//! Each position is remembered under a 128-bit key: a leading 1, then for each game the number of
//! its heaps and their sizes, written either in unary (the gaps between sorted sizes) or in
//! binary, whichever the start allows in fewer bits. [`MisereSearch::new`] checks the bound on
//! positions and work ([`super::bound`]) and that every key fits before anything is searched.

use rustc_hash::FxHashMap;

use super::bound::{self, MisereError};
use crate::games::grundy::heap_game::HeapGame;
use crate::watch::Watch;

/// The search was told to stop by its watch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the misère search was stopped")]
pub struct Stopped;

/// How one game's heaps are written in a key.
#[derive(Clone, Copy, Debug)]
struct Field {
    /// Bits for the number of heaps.
    count_bits: u32,
    /// `None`: sizes in unary; `Some(w)`: each size in `w` bits.
    width: Option<u32>,
}

/// A memoised misère search over the positions reachable from one start.
#[derive(Debug)]
pub struct MisereSearch {
    games: Vec<HeapGame>,
    fields: Vec<Field>,
    /// `options[g][s]`: what each move of a heap of `s` of game `g` leaves, heaps with no move
    /// dropped; filled the first time a size is met.
    options: Vec<Vec<Option<Vec<Vec<u32>>>>>,
    memo: FxHashMap<u128, u32>,
    bound: u64,
}

/// Bits needed to write `x`.
fn bits(x: u64) -> u32 {
    64 - x.leading_zeros()
}

impl MisereSearch {
    /// A search for every position reachable from the heaps `start` (game and size), refused
    /// when its bound passes `max_positions` or `max_work` ([`super::bound`]).
    pub fn new(start: &[(HeapGame, u32)], max_positions: u64, max_work: u64) -> Result<Self, MisereError> {
        let mut games: Vec<HeapGame> = Vec::new();
        for (game, _) in start {
            if !games.contains(game) {
                games.push(game.clone());
            }
        }
        let sizes: Vec<Vec<u32>> = games
            .iter()
            .map(|game| start.iter().filter(|(g, _)| g == game).map(|&(_, s)| s).collect())
            .collect();
        let positions = games.iter().zip(&sizes).fold(1u64, |acc, (game, s)| {
            acc.saturating_mul(bound::game_bound(game, s))
        });
        if positions > max_positions {
            return Err(MisereError::TooManyPositions {
                bound: positions,
                limit: max_positions,
            });
        }
        let options: u64 = games
            .iter()
            .zip(&sizes)
            .map(|(game, s)| bound::options_bound(game, s))
            .fold(0u64, u64::saturating_add);
        let work = positions.saturating_mul(options.max(1));
        if work > max_work {
            return Err(MisereError::TooMuchWork {
                bound: work,
                limit: max_work,
            });
        }
        let mut total_bits = 1u32;
        let mut fields = Vec::with_capacity(games.len());
        for (game, s) in games.iter().zip(&sizes) {
            let tokens: u64 = s.iter().map(|&x| u64::from(x)).sum();
            let most_heaps = if bound::splits(game) {
                tokens
            } else {
                s.len() as u64
            };
            let largest = u64::from(s.iter().copied().max().unwrap_or(0));
            let count_bits = bits(most_heaps);
            // Unary: the sorted sizes' gaps then a 1 each, at most largest + heaps ≤ tokens + 1.
            let unary = u64::from(count_bits) + tokens + 1;
            let binary = u64::from(count_bits) + most_heaps * u64::from(bits(largest));
            let (field_bits, width) = if unary <= binary {
                (unary, None)
            } else {
                (binary, Some(bits(largest)))
            };
            total_bits = total_bits.saturating_add(u32::try_from(field_bits).unwrap_or(u32::MAX));
            fields.push(Field { count_bits, width });
        }
        if total_bits > 128 {
            return Err(MisereError::TooManyTokens);
        }
        let options = sizes
            .iter()
            .map(|s| vec![None; s.iter().copied().max().unwrap_or(0) as usize + 1])
            .collect();
        Ok(Self {
            games,
            fields,
            options,
            memo: FxHashMap::default(),
            bound: positions,
        })
    }

    /// The games of the search, in the order their heaps name them.
    pub fn games(&self) -> &[HeapGame] {
        &self.games
    }

    /// The index of `game` among [`Self::games`].
    pub fn game_index(&self, game: &HeapGame) -> Option<usize> {
        self.games.iter().position(|g| g == game)
    }

    /// How many positions were searched (each once).
    pub fn searched(&self) -> usize {
        self.memo.len()
    }

    /// The bound on positions checked before the search started.
    pub fn bound(&self) -> u64 {
        self.bound
    }

    /// The misère value of the position made of `heaps` (game index and size; in any order, and
    /// within the start the search was made for). `watch` hears how many of the bounded positions
    /// were searched; when it says stop, so does the search.
    pub fn value(&mut self, heaps: &[(usize, u32)], watch: &mut dyn Watch) -> Result<u32, Stopped> {
        let mut position: Vec<u64> = heaps
            .iter()
            .filter(|&&(g, s)| !self.options_of(g, s).is_empty())
            .map(|&(g, s)| token(g, s))
            .collect();
        position.sort_unstable();
        self.solve(&position, watch)
    }

    /// What each move of a heap of `size` of game `g` leaves (heaps with no move dropped).
    fn options_of(&mut self, g: usize, size: u32) -> &[Vec<u32>] {
        let s = size as usize;
        if self.options[g][s].is_none() {
            let game = &self.games[g];
            let mut left: Vec<Vec<u32>> = game
                .moves(size)
                .into_iter()
                .map(|(_, left)| {
                    let mut live: Vec<u32> =
                        left.into_iter().filter(|&h| !game.moves(h).is_empty()).collect();
                    live.sort_unstable();
                    live
                })
                .collect();
            left.sort_unstable();
            left.dedup();
            self.options[g][s] = Some(left);
        }
        self.options[g][s].as_deref().unwrap_or_default()
    }

    /// The value of a normalised position: sorted, every heap with a move.
    fn solve(&mut self, position: &[u64], watch: &mut dyn Watch) -> Result<u32, Stopped> {
        if position.is_empty() {
            // The Sprague–Grundy post's misère convention: no move, worth 1.
            return Ok(1);
        }
        let key = self.key(position);
        if let Some(&value) = self.memo.get(&key) {
            return Ok(value);
        }
        let mut seen = Seen::default();
        let mut child: Vec<u64> = Vec::with_capacity(position.len() + 1);
        for (i, &heap) in position.iter().enumerate() {
            if i > 0 && position[i - 1] == heap {
                continue;
            }
            let (g, size) = ((heap >> 32) as usize, heap as u32);
            let count = self.options_of(g, size).len();
            for option in 0..count {
                child.clear();
                child.extend_from_slice(&position[..i]);
                child.extend_from_slice(&position[i + 1..]);
                let left = &self.options_of(g, size)[option];
                child.extend(left.iter().map(|&h| token(g, h)));
                child.sort_unstable();
                seen.insert(self.solve(&child, watch)?);
            }
        }
        let value = seen.mex();
        self.memo.insert(key, value);
        if self.memo.len().is_multiple_of(4096)
            && !watch.keep_going((self.memo.len() as f64 / self.bound.max(1) as f64).min(1.0) as f32)
        {
            return Err(Stopped);
        }
        Ok(value)
    }

    /// The 128-bit key of a normalised position (module doc).
    fn key(&self, position: &[u64]) -> u128 {
        let mut key: u128 = 1;
        let push =
            |key: u128, value: u64, width: u32| key.checked_shl(width).unwrap_or(0) | u128::from(value);
        let mut rest = position;
        for (g, field) in self.fields.iter().enumerate() {
            let count = rest.iter().take_while(|&&t| (t >> 32) as usize == g).count();
            let (mine, others) = rest.split_at(count);
            rest = others;
            key = push(key, count as u64, field.count_bits);
            let mut previous = 0u64;
            for &t in mine {
                let size = u64::from(t as u32);
                key = match field.width {
                    None => push(push(key, 0, (size - previous) as u32), 1, 1),
                    Some(width) => push(key, size, width),
                };
                previous = size;
            }
        }
        key
    }
}

/// A heap as the search sorts it: game first, then size.
fn token(game: usize, size: u32) -> u64 {
    (game as u64) << 32 | u64::from(size)
}

/// The values of a position's options, for their mex.
#[derive(Default)]
struct Seen {
    low: u128,
    high: Vec<u32>,
}

impl Seen {
    fn insert(&mut self, value: u32) {
        if value < 128 {
            self.low |= 1 << value;
        } else {
            self.high.push(value);
        }
    }

    fn mex(&self) -> u32 {
        let low = (!self.low).trailing_zeros();
        if low < 128 {
            return low;
        }
        // Every value below 128 was seen: the smallest missing one above.
        let mut high = self.high.clone();
        high.sort_unstable();
        high.dedup();
        high.iter()
            .zip(128u32..)
            .find(|&(&v, expected)| v != expected)
            .map_or(128 + high.len() as u32, |(_, expected)| expected)
    }
}
