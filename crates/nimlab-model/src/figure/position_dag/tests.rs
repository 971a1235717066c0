use nimlab_core::games::Outcome;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{Limits, PositionGraph};
use nimlab_core::watch::Unwatched;

use super::*;
use crate::colours::contrast_ratio;
use crate::figure::scene::Colour;
use crate::geometry::badge::VALUE_MIN_FONT;

fn graph(heaps: &[(HeapGame, u32)], rule: Rule) -> PositionGraph {
    PositionGraph::build(heaps, rule, Limits::default(), &mut Unwatched).expect("small")
}

fn nim(sizes: &[u32]) -> Vec<(HeapGame, u32)> {
    sizes.iter().map(|&size| (HeapGame::Nim, size)).collect()
}

fn figure<'a>(graph: &'a PositionGraph, start: &'a [(HeapGame, u32)], language: Language) -> Scene {
    PositionDagFigure {
        graph,
        start,
        language,
        theme: Theme::Light,
    }
    .scene()
}

/// The lines drawn at the winning moves' width.
fn winning_lines(scene: &Scene) -> usize {
    scene
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Line { width, .. } if (*width - WINNING_WIDTH).abs() < 1e-3))
        .count()
}

/// `colour` as a black-and-white printer's grey.
fn grey(colour: Colour) -> [u8; 3] {
    let y =
        0.2126 * f32::from(colour.red) + 0.7152 * f32::from(colour.green) + 0.0722 * f32::from(colour.blue);
    [y.round() as u8; 3]
}

#[test]
fn nim_3_4_5_shows_its_48_positions_with_their_values_and_winning_moves() {
    let start = nim(&[3, 4, 5]);
    let graph = graph(&start, Rule::Normal);
    let scene = figure(&graph, &start, Language::English);
    assert_eq!(
        scene.title,
        "Nim, heaps 3 4 5, normal play: 48 positions, 219,447 nodes in the full tree"
    );
    let texts: Vec<&str> = scene.texts().collect();
    for id in graph.ids() {
        let label = graph.written(id);
        assert_eq!(texts.iter().filter(|t| **t == label).count(), 1, "{label} once");
    }
    assert!(texts.contains(&"(3,4,5)") && texts.contains(&"()"));
    // Nim's Grundy value is the nim-sum: (3,4,5) is worth 3 ^ 4 ^ 5 = 2.
    assert!(texts.contains(&"g = 2"));
    // One thick line for each winning move the engine finds, from every position.
    let winning: usize = graph.ids().map(|id| graph.winning_moves(id).len()).sum();
    assert!(winning > 0);
    assert_eq!(winning_lines(&scene), winning);
    assert!(texts.iter().any(|t| t.contains("Grundy value")));
}

#[test]
fn win_and_loss_read_in_grey_by_their_letters() {
    let start = nim(&[2, 3]);
    let graph = graph(&start, Rule::Normal);
    let palette = Theme::Light.palette();
    for language in [Language::English, Language::Korean] {
        let scene = figure(&graph, &start, language);
        let letters = language.strings().tree;
        let count = |outcome: Outcome| {
            let letter = letters.outcome_letter(outcome);
            let sizes: Vec<f32> = scene
                .shapes
                .iter()
                .filter_map(|s| match s {
                    Shape::Text {
                        text, size, colour, ..
                    } if text == letter => {
                        assert_eq!(*colour, palette.badge_ink);
                        Some(*size)
                    }
                    _ => None,
                })
                .collect();
            assert!(sizes.iter().all(|&s| s >= VALUE_MIN_FONT), "{sizes:?}");
            sizes.len()
        };
        let lost = graph.ids().filter(|&id| graph.value(id) == 0).count();
        assert_eq!(count(Outcome::Lose), lost);
        assert_eq!(count(Outcome::Win), graph.len() - lost);
        for fill in [palette.win, palette.lose] {
            let ratio = contrast_ratio(grey(palette.badge_ink), grey(fill));
            assert!(ratio >= 4.5, "a letter on its badge in grey: {ratio:.2}:1");
        }
    }
}

#[test]
fn misere_labels_its_values_and_korean_has_its_own_words() {
    let start = vec![(
        HeapGame::Subtraction(nimlab_core::games::MoveSet::one_to(2).expect("set")),
        4,
    )];
    let graph = graph(&start, Rule::Misere);
    let scene = figure(&graph, &start, Language::English);
    let texts: Vec<&str> = scene.texts().collect();
    // Misère with takes {1,2}: the empty position (no move) is worth 1.
    assert!(texts.contains(&"m = 1"), "{texts:?}");
    assert!(texts.iter().all(|t| !t.starts_with("g = ")));
    assert!(scene.title.contains("misère play"), "{}", scene.title);
    let korean = figure(&graph, &start, Language::Korean);
    assert!(
        korean.title.contains("미제르 규칙") && korean.title.contains("상태 5개"),
        "{}",
        korean.title
    );
}

#[test]
fn a_large_game_draws_its_first_layers_and_says_how_many_are_left_out() {
    let start = nim(&[9, 10, 11, 12]);
    let graph = graph(&start, Rule::Normal);
    let scene = figure(&graph, &start, Language::English);
    let layout = PositionLayout::new(&graph, MAX_LAID_OUT);
    assert!(layout.left_out > 0);
    let words: String = scene.texts().collect::<Vec<_>>().join(" ");
    let left_out = numbers::with_commas(&layout.left_out.to_string());
    assert!(
        words.contains(&format!("the {left_out} with fewer tokens are left out")),
        "{words}"
    );
    let boxes = scene
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Rect { .. }))
        .count();
    assert_eq!(boxes, layout.nodes.len());
    assert!(boxes <= MAX_LAID_OUT);
}
