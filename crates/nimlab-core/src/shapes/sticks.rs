//! A layout of sticks: which edges of a canvas hold one, as a 128-bit set (bit i for edge i in
//! reading order), so that a layout is copied as one number and a figure is found in it with one
//! AND.
//!
//! Layouts sort in **reading order**: the first edge (in reading order) where two layouts differ
//! decides, and the one without a stick there comes first. On the square lattice that is the
//! order of their texts, where a space sorts before `-` and `|`.

use std::cmp::Ordering;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A set of edges, bit i standing for edge i of the canvas in reading order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Sticks(u128);

impl Sticks {
    /// No sticks.
    pub const EMPTY: Self = Self(0);

    /// The layout whose bits are `bits`.
    pub const fn from_bits(bits: u128) -> Self {
        Self(bits)
    }

    /// The layout as bits.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// Edges 0 … `count` − 1 (at most 128).
    pub const fn first(count: usize) -> Self {
        if count >= 128 {
            Self(u128::MAX)
        } else {
            Self((1u128 << count) - 1)
        }
    }

    /// Edges `from` … 127.
    pub const fn from_edge(from: usize) -> Self {
        if from >= 128 {
            Self(0)
        } else {
            Self(u128::MAX << from)
        }
    }

    /// The one edge `edge`.
    pub const fn one(edge: usize) -> Self {
        Self(1u128 << edge)
    }

    /// Whether edge `edge` holds a stick.
    pub const fn contains(self, edge: usize) -> bool {
        edge < 128 && self.0 >> edge & 1 == 1
    }

    /// How many sticks.
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// No stick at all.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Every stick of `self` is in `other`.
    pub const fn is_subset(self, other: Self) -> bool {
        self.0 & !other.0 == 0
    }

    /// The sticks in either.
    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// The sticks in both.
    #[must_use]
    pub const fn intersection(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }

    /// The sticks of `self` not in `other`.
    #[must_use]
    pub const fn minus(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    /// `self` with edge `edge` added.
    #[must_use]
    pub const fn with(self, edge: usize) -> Self {
        Self(self.0 | 1u128 << edge)
    }

    /// The first edge holding a stick, in reading order.
    pub const fn first_edge(self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as usize)
        }
    }

    /// The edges holding a stick, in reading order.
    pub fn edges(self) -> impl Iterator<Item = usize> {
        let mut rest = self.0;
        std::iter::from_fn(move || {
            let edge = rest.trailing_zeros();
            (rest != 0).then(|| {
                rest &= rest - 1;
                edge as usize
            })
        })
    }

    /// The layout holding exactly the sticks of `edges`.
    pub fn of(edges: impl IntoIterator<Item = usize>) -> Self {
        edges.into_iter().fold(Self::EMPTY, Self::with)
    }
}

impl Ord for Sticks {
    fn cmp(&self, other: &Self) -> Ordering {
        // Reversing the bits puts edge 0 first, and a stick (1) after no stick (0).
        self.0.reverse_bits().cmp(&other.0.reverse_bits())
    }
}

impl PartialOrd for Sticks {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Debug for Sticks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.edges()).finish()
    }
}

/// Written as the list of its edges' numbers, which any format keeps exactly (a 128-bit number
/// is not safe in every one).
impl Serialize for Sticks {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        // Collected first: a compact encoding (the web worker's) writes a list's length before
        // it, and the edges' iterator does not know it in advance.
        let edges: Vec<u8> = self.edges().map(|edge| edge as u8).collect();
        serializer.collect_seq(edges)
    }
}

impl<'de> Deserialize<'de> for Sticks {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let edges = Vec::<u8>::deserialize(deserializer)?;
        if let Some(&edge) = edges.iter().find(|&&edge| edge >= 128) {
            return Err(serde::de::Error::custom(format!(
                "edge {edge} is past the last a canvas can have (127)"
            )));
        }
        Ok(Self::of(edges.into_iter().map(usize::from)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_and_iteration() {
        let a = Sticks::of([0, 3, 127]);
        let b = Sticks::of([3, 5]);
        assert_eq!(a.edges().collect::<Vec<_>>(), [0, 3, 127]);
        assert_eq!(a.len(), 3);
        assert_eq!(a.intersection(b), Sticks::one(3));
        assert_eq!(a.minus(b), Sticks::of([0, 127]));
        assert_eq!(a.union(b).len(), 4);
        assert!(Sticks::one(3).is_subset(a));
        assert!(!b.is_subset(a));
        assert_eq!(Sticks::first(3), Sticks::of([0, 1, 2]));
        assert_eq!(Sticks::first(128).len(), 128);
        assert_eq!(Sticks::from_edge(126), Sticks::of([126, 127]));
        assert_eq!(Sticks::from_edge(128), Sticks::EMPTY);
        assert_eq!(b.first_edge(), Some(3));
        assert_eq!(Sticks::EMPTY.first_edge(), None);
    }

    #[test]
    fn reading_order_puts_no_stick_before_a_stick_at_the_first_difference() {
        let mut layouts = vec![
            Sticks::of([0]),
            Sticks::of([1, 2]),
            Sticks::of([1]),
            Sticks::EMPTY,
        ];
        layouts.sort();
        assert_eq!(
            layouts,
            [
                Sticks::EMPTY,
                Sticks::of([1]),
                Sticks::of([1, 2]),
                Sticks::of([0])
            ]
        );
    }

    #[test]
    fn serde_writes_edge_numbers_and_refuses_past_127() {
        let sticks = Sticks::of([2, 9, 120]);
        let text = ron::to_string(&sticks).expect("writes");
        assert_eq!(text, "[2,9,120]");
        assert_eq!(ron::from_str::<Sticks>(&text).expect("reads"), sticks);
        assert!(ron::from_str::<Sticks>("[3,128]").is_err());
    }
}
