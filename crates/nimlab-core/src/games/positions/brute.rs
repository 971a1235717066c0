//! The slow obvious game tree, for the tests: plain recursion over ordered lists of heaps with no
//! memo, every node of the full tree visited. Positions are sorted only to compare them: to tell
//! whether two moves reach the same child, and to meet the graph's positions.

use std::collections::{BTreeMap, BTreeSet};

use crate::games::coin_game::Rule;
use crate::games::grundy::{HeapGame, mex};

/// A position as the tests compare them: sorted (game, size) pairs.
pub(super) type Sorted = Vec<(u32, u32)>;

/// A move as the tests compare them: game, size before, what is left.
pub(super) type PlainMove = (u32, u32, Vec<u32>);

/// A child: its sorted form, the ordered heaps the recursion goes on with, and every move to it.
type Reached = (Sorted, Vec<(u32, u32)>, Vec<PlainMove>);

/// What the full tree says of one position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Seen {
    pub value: u32,
    pub tree_nodes: u64,
    pub occurrences: u64,
    pub winning: BTreeSet<PlainMove>,
}

/// Every position of the full tree from `start` (game index and size, any order), by its sorted
/// form.
pub(super) fn brute(games: &[HeapGame], rule: Rule, start: &[(u32, u32)]) -> BTreeMap<Sorted, Seen> {
    let mut seen = BTreeMap::new();
    walk(games, rule, start, &mut seen);
    seen
}

fn sorted(heaps: &[(u32, u32)]) -> Sorted {
    let mut sorted: Sorted = heaps.iter().copied().filter(|&(_, size)| size > 0).collect();
    sorted.sort_unstable();
    sorted
}

/// Visits the tree under `heaps`; returns its value and node count.
fn walk(
    games: &[HeapGame],
    rule: Rule,
    heaps: &[(u32, u32)],
    seen: &mut BTreeMap<Sorted, Seen>,
) -> (u32, u64) {
    // Children in the order moves reach them, each once, with the moves that reach it.
    let mut children: Vec<Reached> = Vec::new();
    for (index, &(game, size)) in heaps.iter().enumerate() {
        for (_, left) in games[game as usize].moves(size) {
            let mut after = heaps.to_vec();
            after.remove(index);
            after.extend(left.iter().map(|&h| (game, h)));
            let key = sorted(&after);
            let played = (game, size, left);
            match children.iter_mut().find(|(k, _, _)| *k == key) {
                Some((_, _, moves)) => moves.push(played),
                None => children.push((key, after, vec![played])),
            }
        }
    }
    let mut values = Vec::new();
    let mut nodes = 1u64;
    let mut winning = BTreeSet::new();
    for (_, after, moves) in children {
        let (value, size) = walk(games, rule, &after, seen);
        values.push(value);
        nodes += size;
        if value == 0 {
            winning.extend(moves);
        }
    }
    let value = if values.is_empty() && rule == Rule::Misere {
        1
    } else {
        mex(values)
    };
    let entry = seen.entry(sorted(heaps)).or_default();
    entry.value = value;
    entry.tree_nodes = nodes;
    entry.occurrences += 1;
    entry.winning = winning;
    (value, nodes)
}
