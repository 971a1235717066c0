//! Where each position of a game's DP DAG sits: every position once, in layers by its tokens
//! (the start on top, the empty position at the bottom), ordered within a layer so that edges
//! stay short, with an edge to each distinct child and the winning ones marked.
//!
//! x counts slots within a layer (one unit apart, each layer centred on 0), y counts layers
//! ([`LAYER_GAP`] apart). Each move removes a token at least, so every edge points down. Past
//! [`MAX_LAID_OUT`] positions only the first layers that fit are laid out, and the layout says
//! how many positions it leaves out. Pure geometry, shared by the page's figure and the window.

use emath::{Pos2, Rect, pos2};

use nimlab_core::games::positions::{PositionGraph, PositionId};

/// Vertical gap between layers in world units (positions in a layer are one unit apart).
pub const LAYER_GAP: f32 = 1.6;

/// The most positions laid out: more would not read on a page or a screen.
pub const MAX_LAID_OUT: usize = 200;

/// Barycentre sweeps (down, then up) that order the layers; a few settle small DAGs.
const SWEEPS: usize = 3;

/// One position laid out.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct PlacedPosition {
    /// The position in the graph.
    pub id: PositionId,
    /// Its layer, 0 for the start's.
    pub layer: usize,
    /// Where it sits.
    pub at: Pos2,
}

/// A move between two laid-out positions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PositionEdge {
    /// The parent, an index into [`PositionLayout::nodes`].
    pub from: usize,
    /// The child, an index into [`PositionLayout::nodes`].
    pub to: usize,
    /// The move wins: it leaves the opponent a position worth 0.
    pub winning: bool,
}

/// The DAG laid out.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct PositionLayout {
    /// Every position laid out, layer by layer, left to right within a layer.
    pub nodes: Vec<PlacedPosition>,
    /// An edge from each laid-out position to each of its distinct laid-out children.
    pub edges: Vec<PositionEdge>,
    /// Layers laid out.
    pub layers: usize,
    /// Positions of the graph not laid out (those in the layers below the cut).
    pub left_out: usize,
    /// The smallest rectangle holding every node's centre.
    pub bounds: Rect,
}

impl PositionLayout {
    /// Lays out `graph`, whole when it has at most `most` positions, else the first layers
    /// holding at most `most` (the start's layer always).
    pub fn new(graph: &PositionGraph, most: usize) -> Self {
        let tokens: Vec<u64> = graph.ids().map(|id| graph.position(id).tokens()).collect();
        let mut levels = tokens.clone();
        levels.sort_unstable_by(|a, b| b.cmp(a));
        levels.dedup();
        let mut layers: Vec<Vec<PositionId>> = vec![Vec::new(); levels.len()];
        for id in graph.ids() {
            let level = tokens[id.0 as usize];
            let layer = levels.partition_point(|&l| l > level);
            layers[layer].push(id);
        }
        // Whole layers from the top while they fit, so the cut is a clean level.
        let mut kept = 0;
        let mut laid_out = 0;
        for layer in &layers {
            if kept > 0 && laid_out + layer.len() > most {
                break;
            }
            laid_out += layer.len();
            kept += 1;
        }
        layers.truncate(kept);
        let mut layer_of = vec![None; graph.len()];
        for (l, layer) in layers.iter().enumerate() {
            for &id in layer {
                layer_of[id.0 as usize] = Some(l);
            }
        }
        let parents = parents_within(graph, &layer_of);
        order_layers(graph, &mut layers, &parents);
        let mut index_of = vec![usize::MAX; graph.len()];
        let mut nodes = Vec::with_capacity(laid_out);
        for (l, layer) in layers.iter().enumerate() {
            for (slot, &id) in layer.iter().enumerate() {
                index_of[id.0 as usize] = nodes.len();
                nodes.push(PlacedPosition {
                    id,
                    layer: l,
                    at: pos2(centred(slot, layer.len()), l as f32 * LAYER_GAP),
                });
            }
        }
        let mut edges = Vec::new();
        for (from, node) in nodes.iter().enumerate() {
            for &child in graph.children(node.id) {
                let to = index_of[child.0 as usize];
                if to != usize::MAX {
                    edges.push(PositionEdge {
                        from,
                        to,
                        winning: graph.value(child) == 0,
                    });
                }
            }
        }
        let bounds = Rect::from_points(&nodes.iter().map(|n| n.at).collect::<Vec<_>>());
        Self {
            left_out: graph.len() - nodes.len(),
            layers: layers.len(),
            nodes,
            edges,
            bounds,
        }
    }

    /// The most positions any layer holds: how wide the drawing is, in slots.
    pub fn widest_layer(&self) -> usize {
        let mut counts = vec![0; self.layers];
        for node in &self.nodes {
            counts[node.layer] += 1;
        }
        counts.into_iter().max().unwrap_or(0)
    }
}

/// The x of slot `slot` of a layer of `len`, the layer centred on 0.
fn centred(slot: usize, len: usize) -> f32 {
    slot as f32 - (len as f32 - 1.0) / 2.0
}

/// Each position's laid-out parents (none for positions not laid out).
fn parents_within(graph: &PositionGraph, layer_of: &[Option<usize>]) -> Vec<Vec<PositionId>> {
    let mut parents = vec![Vec::new(); graph.len()];
    for id in graph.ids() {
        if layer_of[id.0 as usize].is_none() {
            continue;
        }
        for &child in graph.children(id) {
            if layer_of[child.0 as usize].is_some() {
                parents[child.0 as usize].push(id);
            }
        }
    }
    parents
}

/// Orders each layer by the mean x of its neighbours in the layers already ordered: down by
/// parents, up by children, a few times. Ties keep the order they had, so the result is fixed.
fn order_layers(graph: &PositionGraph, layers: &mut [Vec<PositionId>], parents: &[Vec<PositionId>]) {
    let mut x = vec![0.0_f32; graph.len()];
    for layer in layers.iter() {
        place(&mut x, layer);
    }
    let above = |id: PositionId| parents[id.0 as usize].clone();
    // Children not laid out have no parents within the layout.
    let below = |id: PositionId| {
        graph
            .children(id)
            .iter()
            .copied()
            .filter(|c| !parents[c.0 as usize].is_empty())
            .collect::<Vec<_>>()
    };
    let down = |x: &mut [f32], layers: &mut [Vec<PositionId>]| {
        for layer in layers.iter_mut().skip(1) {
            reorder(x, layer, &above);
        }
    };
    for _ in 0..SWEEPS {
        down(&mut x, layers);
        for layer in layers.iter_mut().rev().skip(1) {
            reorder(&mut x, layer, &below);
        }
    }
    // A last sweep down, so each layer sits under its parents as they end up.
    down(&mut x, layers);
}

/// Sets `x` of each position of `layer` to its slot's.
fn place(x: &mut [f32], layer: &[PositionId]) {
    for (slot, id) in layer.iter().enumerate() {
        x[id.0 as usize] = centred(slot, layer.len());
    }
}

/// Sorts `layer` by the mean x of each position's `neighbours` (its own x when it has none),
/// and places it.
fn reorder(x: &mut [f32], layer: &mut [PositionId], neighbours: &dyn Fn(PositionId) -> Vec<PositionId>) {
    let keys: Vec<f32> = layer
        .iter()
        .map(|&id| {
            let near = neighbours(id);
            if near.is_empty() {
                x[id.0 as usize]
            } else {
                near.iter().map(|n| x[n.0 as usize]).sum::<f32>() / near.len() as f32
            }
        })
        .collect();
    sort_by_keys(layer, &keys);
    place(x, layer);
}

/// `layer` stably sorted by `keys` (one per entry).
fn sort_by_keys(layer: &mut [PositionId], keys: &[f32]) {
    let mut paired: Vec<(f32, PositionId)> = keys.iter().copied().zip(layer.iter().copied()).collect();
    paired.sort_by(|a, b| a.0.total_cmp(&b.0));
    for (slot, (_, id)) in layer.iter_mut().zip(paired) {
        *slot = id;
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use nimlab_core::games::Rule;
    use nimlab_core::games::grundy::HeapGame;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    fn nim(sizes: &[u32]) -> PositionGraph {
        let heaps: Vec<(HeapGame, u32)> = sizes.iter().map(|&s| (HeapGame::Nim, s)).collect();
        PositionGraph::build(&heaps, Rule::Normal, Limits::default(), &mut Unwatched).expect("small")
    }

    /// Checks what every layout must hold, and returns the laid-out positions' ids.
    fn check(graph: &PositionGraph, layout: &PositionLayout) -> HashSet<PositionId> {
        let ids: HashSet<PositionId> = layout.nodes.iter().map(|n| n.id).collect();
        assert_eq!(ids.len(), layout.nodes.len(), "each position once");
        assert_eq!(ids.len() + layout.left_out, graph.len());
        for edge in &layout.edges {
            let (from, to) = (layout.nodes[edge.from], layout.nodes[edge.to]);
            assert!(graph.children(from.id).contains(&to.id));
            assert!(to.layer > from.layer && to.at.y > from.at.y, "edges point down");
            assert_eq!(edge.winning, graph.value(to.id) == 0);
        }
        // No two positions share a place: a layer's slots are a unit apart.
        for a in &layout.nodes {
            for b in &layout.nodes {
                if a.id != b.id && a.layer == b.layer {
                    assert!((a.at.x - b.at.x).abs() >= 1.0 - 1e-4, "{a:?} {b:?}");
                }
            }
            let tokens = graph.position(a.id).tokens();
            for b in layout.nodes.iter().filter(|b| b.layer == a.layer) {
                assert_eq!(
                    graph.position(b.id).tokens(),
                    tokens,
                    "a layer is one count of tokens"
                );
            }
        }
        ids
    }

    #[test]
    fn nim_3_4_5_lays_out_its_48_positions_from_the_start_down_to_nothing() {
        let graph = nim(&[3, 4, 5]);
        let layout = PositionLayout::new(&graph, MAX_LAID_OUT);
        check(&graph, &layout);
        assert_eq!(layout.nodes.len(), 48);
        assert_eq!(layout.left_out, 0);
        // 12 tokens down to 0: 13 layers, the start alone on top, the empty position at the bottom.
        assert_eq!(layout.layers, 13);
        assert_eq!(graph.position(layout.nodes[0].id).sizes(), [3, 4, 5]);
        let last = layout.nodes.last().expect("the end");
        assert!(graph.position(last.id).sizes().is_empty() && last.layer == 12);
        // Every distinct move is an edge; the start's one winning edge goes to (1,4,5).
        let moves: usize = graph.ids().map(|id| graph.children(id).len()).sum();
        assert_eq!(layout.edges.len(), moves);
        let winning: Vec<Vec<u32>> = layout
            .edges
            .iter()
            .filter(|e| e.from == 0 && e.winning)
            .map(|e| graph.position(layout.nodes[e.to].id).sizes())
            .collect();
        assert_eq!(winning, [vec![1, 4, 5]]);
    }

    #[test]
    fn a_large_dag_is_cut_at_a_whole_layer_and_counts_the_rest() {
        let graph = nim(&[9, 10, 11, 12]);
        let layout = PositionLayout::new(&graph, MAX_LAID_OUT);
        let ids = check(&graph, &layout);
        assert!(layout.nodes.len() <= MAX_LAID_OUT && layout.left_out > 0);
        // The cut is a clean level: every position with more tokens than the lowest laid out
        // is laid out, and none with fewer.
        let lowest = layout.nodes.iter().map(|n| graph.position(n.id).tokens()).min();
        let lowest = lowest.expect("some");
        for id in graph.ids() {
            assert_eq!(ids.contains(&id), graph.position(id).tokens() >= lowest, "{id:?}");
        }
        // However small the bound, the start is laid out.
        let tiny = PositionLayout::new(&graph, 0);
        assert_eq!(tiny.nodes.len(), 1);
        assert!(tiny.edges.is_empty());
    }

    #[test]
    fn ordering_keeps_edges_shorter_than_the_order_found() {
        let graph = nim(&[3, 4, 5]);
        let layout = PositionLayout::new(&graph, MAX_LAID_OUT);
        let length = |x: &dyn Fn(usize) -> f32| -> f32 {
            layout.edges.iter().map(|e| (x(e.from) - x(e.to)).abs()).sum()
        };
        let ordered = length(&|i| layout.nodes[i].at.x);
        // The same layers in the order the graph found their positions (breadth first).
        let mut found = layout.nodes.clone();
        found.sort_by_key(|n| (n.layer, n.id));
        let mut naive = vec![0.0; found.len()];
        for layer in 0..layout.layers {
            let members: Vec<&PlacedPosition> = found.iter().filter(|n| n.layer == layer).collect();
            for (slot, node) in members.iter().enumerate() {
                let index = layout
                    .nodes
                    .iter()
                    .position(|m| m.id == node.id)
                    .expect("laid out");
                naive[index] = centred(slot, members.len());
            }
        }
        let unordered = length(&|i| naive[i]);
        assert!(ordered < unordered, "{ordered} against {unordered}");
    }
}
