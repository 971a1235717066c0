//! The formula figure against a brute force: Table 1's rows say what plain recursion says, the
//! pile's verdict is right, and the pattern's cells are the outcomes in order.

use super::*;
use crate::figure::brute;
use nimlab_core::games::MoveSet;

fn game(takes: &str, rule: Rule) -> CoinGame {
    CoinGame {
        moves: MoveSet::parse(takes).expect("takes"),
        rule,
    }
}

fn scene(game: &CoinGame, coins: u32) -> Scene {
    FormulaFigure {
        game,
        pattern: &Pattern::of(game),
        coins,
        language: Language::English,
        theme: Theme::Light,
    }
    .scene()
}

/// "Win (2)" or "Lose" by brute force: the outcome and the smallest take that wins.
fn brute_verdict(game: &CoinGame, n: u32) -> String {
    let take = game
        .moves
        .takes()
        .iter()
        .copied()
        .find(|&t| t <= n && !brute::wins(game, n - t));
    match take {
        Some(take) => format!("Win ({take})"),
        None if brute::wins(game, n) => "Win".to_owned(),
        None => "Lose".to_owned(),
    }
}

#[test]
fn table_1_gives_brute_force_verdicts_in_both_columns() {
    for (takes, k) in [("1,2,3", 3), ("1", 1), ("1,2,3,4,5,6", 6)] {
        for rule in [Rule::Misere, Rule::Normal] {
            let game = game(takes, rule);
            let scene = scene(&game, 13);
            let texts: Vec<&str> = scene.texts().collect();
            let rows = (k + 1).min(GROUP_ROWS);
            // The three groups: piles 1 to 3(k + 1), k + 1 a group.
            for n in (0..3).flat_map(|g| (1..=rows).map(move |r| g * (k + 1) + r)) {
                let at = texts
                    .iter()
                    .position(|t| *t == n.to_string())
                    .unwrap_or_else(|| panic!("{takes} {rule:?}: row {n} in {texts:?}"));
                let expected = brute_verdict(&game, n);
                assert_eq!(
                    texts[at + 1..at + 3],
                    [expected.as_str(); 2],
                    "{takes} {rule:?} {n}"
                );
                assert_eq!(texts[at + 3], "=", "{takes} {rule:?} {n}");
            }
            let now = texts
                .iter()
                .find(|t| t.starts_with("For n = 13:"))
                .expect("the pile's line");
            assert!(now.ends_with(&brute_verdict(&game, 13)), "{now}");
            assert!(!texts.contains(&"≠"));
        }
    }
}

#[test]
fn the_pattern_is_the_outcomes_in_order_with_the_pile_outlined() {
    for (takes, rule) in [
        ("1,3,4", Rule::Normal),
        ("2,5,7", Rule::Misere),
        ("3,4", Rule::Normal),
    ] {
        let game = game(takes, rule);
        let scene = scene(&game, 20);
        let cells: Vec<&str> = scene
            .texts()
            .filter(|t| t.ends_with(" W") || t.ends_with(" L"))
            .collect();
        assert!(cells.len() >= 21, "{takes}: {} cells", cells.len());
        for (n, cell) in cells.iter().enumerate() {
            let letter = if brute::wins(&game, n as u32) { "W" } else { "L" };
            assert_eq!(*cell, format!("{n} {letter}"), "{takes} {rule:?}");
        }
        let outlined = scene
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Rect { stroke: Some(_), .. }))
            .count();
        assert_eq!(outlined, 1, "only the pile is outlined");
        assert!(scene.texts().any(|t| t == "Outlined: n = 20."));
    }
}
