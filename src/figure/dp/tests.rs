//! The DP figure against the engine's table and a brute force of its own: every pile's row, the
//! DAG's arcs exactly the takes (the winning ones above), and no DAG past [`DAG_MAX_COINS`].

use super::*;
use crate::figure::brute;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

/// The DP figure of `solution` up to `coins`, in English on white.
fn figure(solution: &Solution, coins: u32) -> Scene {
    DpFigure {
        solution,
        coins,
        language: Language::English,
        theme: Theme::Light,
    }
    .scene()
}

fn texts(scene: &Scene) -> Vec<&str> {
    scene.texts().collect()
}

#[test]
fn a_long_list_of_winning_takes_says_how_many_more() {
    let game = CoinGame {
        moves: MoveSet::parse(
            &(1..=300)
                .map(|t| (3 * t - 2).to_string())
                .collect::<Vec<_>>()
                .join(","),
        )
        .expect("takes"),
        rule: Rule::Misere,
    };
    let coins = 900;
    let solution = game.solve(coins);
    let scene = figure(&solution, coins);
    let longest = (0..=coins)
        .map(|n| solution.winning_moves(n).len())
        .max()
        .unwrap_or(0);
    assert!(longest > TAKES_LISTED, "the game has long lists: {longest}");
    for n in 0..=coins {
        let takes = solution.winning_moves(n);
        if takes.len() > TAKES_LISTED {
            let more = format!(" and {} more", takes.len() - TAKES_LISTED);
            assert!(texts(&scene).iter().any(|t| t.ends_with(&more)), "{n}: {more}");
        }
    }
}

#[test]
fn every_pile_has_its_row_with_the_engines_outcome_and_takes() {
    let game = CoinGame {
        moves: MoveSet::parse("1,3,4").expect("takes"),
        rule: Rule::Normal,
    };
    for coins in [0, 13, 39, 40, 41, 130] {
        let solution = game.solve(coins);
        let scene = figure(&solution, coins);
        let texts = texts(&scene);
        let wins = texts.iter().filter(|t| **t == "Win").count();
        let loses = texts.iter().filter(|t| **t == "Lose").count();
        assert_eq!(
            wins,
            (0..=coins)
                .filter(|&n| solution.outcome(n) == Outcome::Win)
                .count()
        );
        assert_eq!(
            loses,
            (0..=coins)
                .filter(|&n| solution.outcome(n) == Outcome::Lose)
                .count()
        );
        for n in 0..=coins {
            assert!(texts.contains(&n.to_string().as_str()), "{n} has its row");
        }
    }
}

/// Arcs drawn above and below the DAG's row (each arc is one polyline).
fn arcs(scene: &Scene) -> (usize, usize) {
    let palette = Theme::Light.palette();
    let count = |colour| {
        scene
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Polyline { colour: c, .. } if *c == colour))
            .count()
    };
    (count(palette.winning), count(palette.rule))
}

#[test]
fn the_dag_draws_every_take_once_the_winning_ones_above() {
    for (takes, rule) in [
        ("1,2,3", Rule::Misere),
        ("1,3,4", Rule::Normal),
        ("2,5,7", Rule::Misere),
    ] {
        let game = CoinGame {
            moves: MoveSet::parse(takes).expect("takes"),
            rule,
        };
        for coins in [0, 1, 7, 13, DAG_MAX_COINS] {
            let solution = game.solve(coins);
            let scene = figure(&solution, coins);
            let (mut winning, mut other) = (0, 0);
            for n in 0..=coins {
                for &take in game.moves.takes().iter().filter(|&&t| t <= n) {
                    if brute::wins(&game, n - take) {
                        other += 1;
                    } else {
                        winning += 1;
                    }
                }
            }
            assert_eq!(arcs(&scene), (winning, other), "{takes} {rule:?} {coins}");
            let circles = scene
                .shapes
                .iter()
                .filter(|s| matches!(s, Shape::Circle { .. }))
                .count();
            assert_eq!(circles, coins as usize + 1, "one circle per position");
        }
    }
}

#[test]
fn past_the_largest_dag_the_figure_says_so_and_keeps_the_whole_table() {
    let game = CoinGame {
        moves: MoveSet::parse("1,2,3").expect("takes"),
        rule: Rule::Misere,
    };
    let coins = DAG_MAX_COINS + 1;
    let solution = game.solve(coins);
    let scene = figure(&solution, coins);
    assert_eq!(arcs(&scene), (0, 0));
    let texts = texts(&scene);
    assert!(
        texts
            .iter()
            .any(|t| t.contains(&format!("up to {DAG_MAX_COINS} coins"))),
        "{texts:?}"
    );
    assert!(
        texts.contains(&coins.to_string().as_str()),
        "the last pile has its row"
    );
}
