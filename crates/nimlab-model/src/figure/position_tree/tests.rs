use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph};
use nimlab_core::watch::Unwatched;

use super::*;
use crate::figure::scene::Shape;

fn graph(heaps: &[(HeapGame, u32)], rule: Rule) -> PositionGraph {
    PositionGraph::build(heaps, rule, Limits::default(), &mut Unwatched).expect("small")
}

fn nim(sizes: &[u32]) -> Vec<(HeapGame, u32)> {
    sizes.iter().map(|&size| (HeapGame::Nim, size)).collect()
}

fn figure<'a>(graph: &'a PositionGraph, start: &'a [(HeapGame, u32)]) -> PositionTreeFigure<'a> {
    PositionTreeFigure {
        graph,
        start,
        depth: None,
        evaluation: Evaluation::Full,
        language: Language::English,
        theme: Theme::Light,
        slide: None,
    }
}

/// The discs of the nodes drawn.
fn nodes(scene: &Scene) -> usize {
    (scene.shapes.iter())
        .filter(|s| matches!(s, Shape::Circle { radius, .. } if (*radius - RADIUS).abs() < 1e-3))
        .count()
}

/// The lines drawn at a winning move's width.
fn winning_lines(scene: &Scene) -> usize {
    (scene.shapes.iter())
        .filter(|s| matches!(s, Shape::Line { width, .. } if (*width - 2.4).abs() < 1e-3))
        .count()
}

fn count(scene: &Scene, text: &str) -> usize {
    scene.texts().filter(|t| *t == text).count()
}

#[test]
fn nim_1_2_is_drawn_whole_with_its_repeats_counted_by_hand() {
    // By hand: (1,2) moves to (2), (1,1) and (1); (2) to (1) and (); (1,1) to (1); (1) to ().
    // So (1) occurs 3 times and () 4 times, in a tree of 10 nodes; g(1,2) = 1 xor 2 = 3, and
    // the winning moves are (1,2)→(1,1), (2)→() and each (1)→(): 5 edges.
    let start = nim(&[1, 2]);
    let graph = graph(&start, Rule::Normal);
    let scene = figure(&graph, &start).scene();
    assert_eq!(
        scene.title,
        "Nim, heaps 1 2, normal play: the whole recursive tree, 10 nodes"
    );
    assert_eq!(nodes(&scene), 10);
    assert_eq!(count(&scene, "(1)"), 3);
    assert_eq!(count(&scene, "×3"), 3, "each (1) says it occurs 3 times");
    assert_eq!(count(&scene, "()"), 4);
    assert_eq!(count(&scene, "×4"), 4, "each () says it occurs 4 times");
    assert_eq!(count(&scene, "(1,2)"), 1);
    assert_eq!(count(&scene, "g = 3"), 1, "only the start is worth 3");
    assert_eq!(count(&scene, "g = 0"), 5, "(1,1) and the four ()");
    assert_eq!(winning_lines(&scene), 5);
    // W/L in letters, for grey print: (1,1) and the four () lose, the other five win.
    assert_eq!(count(&scene, "L"), 5);
    assert_eq!(count(&scene, "W"), 5);
}

#[test]
fn nim_3_4_5_cut_at_depth_1_counts_the_rest_exactly() {
    // 3 + 4 + 5 moves from (3,4,5), all to distinct positions; the full tree has 219,447 nodes.
    let start = nim(&[3, 4, 5]);
    let graph = graph(&start, Rule::Normal);
    let scene = PositionTreeFigure {
        depth: Some(1),
        ..figure(&graph, &start)
    }
    .scene();
    assert_eq!(nodes(&scene), 13);
    assert_eq!(
        scene.title,
        "Nim, heaps 3 4 5, normal play: the recursive tree to depth 1, 219,434 more nodes not drawn"
    );
    // The one winning move, to (1,4,5).
    assert_eq!(winning_lines(&scene), 1);
    assert_eq!(count(&scene, "(1,4,5)"), 1);
    // The default cut stops before a row outgrows a slide, and the title says how deep.
    let default = figure(&graph, &start).cut_tree();
    let bottom = (default.tree.nodes.iter())
        .filter(|n| n.depth == default.depth)
        .count();
    assert!(default.depth >= 1 && bottom <= 24, "{} {bottom}", default.depth);
}

#[test]
fn misere_korean_dark_and_the_stop_at_the_first_win_are_drawn() {
    let start = nim(&[1, 2]);
    let graph = graph(&start, Rule::Misere);
    let scene = PositionTreeFigure {
        evaluation: Evaluation::ShortCircuit,
        language: Language::Korean,
        theme: Theme::Dark,
        ..figure(&graph, &start)
    }
    .scene();
    assert!(scene.title.contains("노드 10개"), "{}", scene.title);
    assert!(scene.texts().any(|t| t.starts_with("m = ")), "misère values");
    assert!(count(&scene, "승") + count(&scene, "패") > 0, "Korean letters");
    // Each node the stop at the first win never calls hangs from a dashed edge, and misère
    // (1,2) has such nodes: () wins for the mover, so (1) loses and every parent of a (1)
    // stops there.
    let skipped = (PositionTreeFigure {
        evaluation: Evaluation::ShortCircuit,
        ..figure(&graph, &start)
    })
    .cut_tree()
    .tree
    .nodes
    .iter()
    .filter(|n| !n.visited)
    .count();
    let dashed = (scene.shapes.iter())
        .filter(|s| matches!(s, Shape::Line { dash: Some(_), .. }))
        .count();
    assert!(skipped > 0);
    assert_eq!(dashed, skipped);
}
