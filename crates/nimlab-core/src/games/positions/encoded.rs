//! A position graph as bytes, so that a web worker can build it and hand it to the window. Every
//! field is written as it is, the exact counts included, since working them out again costs as
//! much as the building did; reading one back checks that its parts fit together (lengths, ids in
//! range, no position twice), so that bytes that are not a graph are refused and never panic later.

use indexmap::IndexSet;
use num_bigint::BigUint;
use rustc_hash::FxBuildHasher;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::cost::Cost;
use super::graph::{PositionGraph, PositionId};
use super::position::Position;
use crate::games::coin_game::Rule;
use crate::games::grundy::HeapGame;

/// The positions in order, written as a plain list.
struct PositionList<'a>(&'a IndexSet<Position, FxBuildHasher>);

impl Serialize for PositionList<'_> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.iter())
    }
}

/// The graph's fields as written, borrowed.
#[derive(Serialize)]
struct Written<'a> {
    games: &'a [HeapGame],
    rule: Rule,
    cost: Cost,
    positions: PositionList<'a>,
    children: &'a [Vec<PositionId>],
    values: &'a [u32],
    tree_sizes: &'a [BigUint],
    occurrences: &'a [BigUint],
}

/// The graph's fields as read, in the same order.
#[derive(Deserialize)]
struct Read {
    games: Vec<HeapGame>,
    rule: Rule,
    cost: Cost,
    positions: Vec<Position>,
    children: Vec<Vec<PositionId>>,
    values: Vec<u32>,
    tree_sizes: Vec<BigUint>,
    occurrences: Vec<BigUint>,
}

impl Serialize for PositionGraph {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        Written {
            games: &self.games,
            rule: self.rule,
            cost: self.cost,
            positions: PositionList(&self.positions),
            children: &self.children,
            values: &self.values,
            tree_sizes: &self.tree_sizes,
            occurrences: &self.occurrences,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for PositionGraph {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let read = Read::deserialize(deserializer)?;
        let count = read.positions.len();
        let fits = count > 0
            && [
                read.children.len(),
                read.values.len(),
                read.tree_sizes.len(),
                read.occurrences.len(),
            ]
            .iter()
            .all(|&len| len == count)
            && read
                .children
                .iter()
                .flatten()
                .all(|child| (child.0 as usize) < count)
            && read.positions.iter().all(|position| {
                // Positions are found by their sorted heaps: unsorted ones would be lost.
                position.heaps().is_sorted()
                    && position
                        .heaps()
                        .iter()
                        .all(|heap| (heap.game as usize) < read.games.len() && heap.size > 0)
            });
        let positions: IndexSet<Position, FxBuildHasher> = read.positions.into_iter().collect();
        if !fits || positions.len() != count {
            return Err(serde::de::Error::custom(
                "these bytes are not a position graph: its parts do not fit together",
            ));
        }
        Ok(Self {
            games: read.games,
            rule: read.rule,
            cost: read.cost,
            positions,
            children: read.children,
            values: read.values,
            tree_sizes: read.tree_sizes,
            occurrences: read.occurrences,
        })
    }
}
