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
        slide: None,
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
                .filter(|s| matches!(s, Shape::Circle { radius, .. } if *radius == RADIUS))
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

/// Printed in black and white, a win and a loss are the same grey: each position of the DAG
/// has its value written beside it, on the figure and on each frame of the fill.
#[test]
fn every_value_of_the_dag_is_written_and_reads_in_grey() {
    let solution = CoinGame::seed_000().solve(13);
    let outcome = |coins| solution.outcome(coins);
    for language in [Language::English, Language::Korean] {
        for theme in [Theme::Light, Theme::Dark] {
            let figure = DpFigure {
                solution: &solution,
                coins: 13,
                language,
                theme,
                slide: None,
            };
            let read = |scene: &Scene| {
                crate::figure::node::grey::values_read_in_grey(scene, RADIUS, language, outcome)
            };
            let (wins, losses) = read(&figure.scene());
            assert_eq!(wins + losses, 14, "every position of the DAG");
            assert_eq!(losses, 4, "misère, takes 1–3: 1, 5, 9 and 13 coins are lost");
            assert_eq!(read(&figure.scene_at(6, "Step 6")), (4, 2), "0 to 5 filled");
        }
    }
}

/// On a slide the DP spreads out: the page has the slide's shape and the drawing fills it, with
/// a DAG and without one (past `DAG_MAX_COINS`), and on a frame of its animation.
#[test]
fn on_a_slide_the_dp_fills_the_page() {
    use crate::figure::slide::{Slide, coverage};
    for coins in [5, 13, 60, 200] {
        let solution = CoinGame::seed_000().solve(coins);
        for slide in Slide::ALL {
            let figure = DpFigure {
                solution: &solution,
                coins,
                language: Language::English,
                theme: Theme::Light,
                slide: Some(slide),
            };
            for scene in [figure.scene(), figure.scene_at(2, "Step 2")] {
                let aspect = scene.width / scene.height;
                assert!(
                    (aspect - slide.aspect()).abs() < 1e-3,
                    "{coins} {slide:?}: {aspect}"
                );
                let (across, down) = coverage(&scene);
                // Within the page's margins, which on a small figure are a tenth of its height.
                assert!(
                    across > 0.9 && down > 0.8,
                    "{coins} {slide:?}: {across:.2} × {down:.2}"
                );
            }
        }
    }
}
