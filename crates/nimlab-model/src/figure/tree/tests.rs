//! The tree figure against a brute force of its own: one circle per position of the recursion,
//! the orange edges exactly the takes into lost positions, and the cut as deep as asked; every
//! value written so that it reads in grey, every repeat counted as a walk of the tree counts it,
//! and a slide filled.

use super::*;
use crate::figure::scene::Shape;
use nimlab_core::games::coin_game::Outcome;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

fn figure(game: &CoinGame, coins: u32, depth: Option<u32>, evaluation: Evaluation) -> Scene {
    let solution = game.solve(coins);
    TreeFigure {
        solution: &solution,
        coins,
        depth,
        evaluation,
        language: Language::English,
        theme: Theme::Light,
        slide: None,
    }
    .scene()
}

/// Positions of the naive recursion from `coins` down to `depth` levels, and of those how many
/// are reached by a winning take (the opponent is left a lost position), by brute force.
fn brute(game: &CoinGame, coins: u32, depth: u32) -> (usize, usize) {
    fn wins(game: &CoinGame, coins: u32) -> bool {
        let moves: Vec<u32> = game.legal_moves(coins).collect();
        if moves.is_empty() {
            return game.rule.terminal_outcome() == Outcome::Win;
        }
        moves.iter().any(|take| !wins(game, coins - take))
    }
    let (mut nodes, mut winning) = (1, 0);
    if depth > 0 {
        for take in game.legal_moves(coins).collect::<Vec<_>>() {
            let (n, w) = brute(game, coins - take, depth - 1);
            nodes += n;
            winning += w + usize::from(!wins(game, coins - take));
        }
    }
    (nodes, winning)
}

fn circles_and_orange(scene: &Scene) -> (usize, usize) {
    let orange = Theme::Light.palette().winning;
    let circles = scene
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Circle { radius, .. } if *radius == RADIUS))
        .count();
    let edges = scene
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Line { colour, .. } if *colour == orange))
        .count();
    (circles, edges)
}

#[test]
fn every_position_is_drawn_and_every_winning_take_is_orange() {
    for (takes, rule) in [
        ("1,2,3", Rule::Misere),
        ("1,3,4", Rule::Normal),
        ("2,5", Rule::Misere),
    ] {
        let game = CoinGame {
            moves: MoveSet::parse(takes).expect("takes"),
            rule,
        };
        for coins in 0..=9 {
            for depth in [1, 3, 20] {
                let drawn = circles_and_orange(&figure(&game, coins, Some(depth), Evaluation::Full));
                assert_eq!(
                    drawn,
                    brute(&game, coins, depth),
                    "{takes} {rule:?} {coins} coins, depth {depth}"
                );
            }
        }
    }
}

#[test]
fn the_title_says_how_deep_the_figure_goes() {
    let game = CoinGame::seed_000();
    let whole = figure(&game, 5, None, Evaluation::Full);
    assert!(whole.title.ends_with("the whole game tree"), "{}", whole.title);
    let cut = figure(&game, 13, Some(3), Evaluation::Full);
    assert_eq!(
        cut.title,
        "13 coins, takes {1,2,3}, Misère: the game tree to depth 3"
    );
    let dots = cut
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Circle { radius, .. } if *radius < 2.0))
        .count();
    assert_eq!(dots, 3 * 27, "three dots under each of the 27 positions cut off");
    let default = figure(&game, 13, None, Evaluation::Full);
    assert!(
        default.title.contains("to depth"),
        "13 coins are cut by default: {}",
        default.title
    );
    assert!(
        default.width < 2000.0,
        "the default cut fits a slide: {}",
        default.width
    );
}

#[test]
fn a_cut_past_the_node_limit_is_drawn_shallower_and_says_so() {
    let game = CoinGame::seed_000();
    let scene = figure(&game, 30, Some(30), Evaluation::Full);
    let (circles, _) = circles_and_orange(&scene);
    assert!(circles <= MAX_FIGURE_NODES, "{circles}");
    assert!(scene.title.contains("to depth"), "{}", scene.title);
}

#[test]
fn the_short_circuit_leaves_unreached_positions_pale() {
    let game = CoinGame::seed_000();
    let full = figure(&game, 7, Some(20), Evaluation::Full);
    let short = figure(&game, 7, Some(20), Evaluation::ShortCircuit);
    let filled = |scene: &Scene| {
        scene
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Circle { fill: Some(_), radius, .. } if *radius == RADIUS))
            .count()
    };
    let solution = game.solve(7);
    let tree = ViewTree::build(&solution, 7, &HashMap::new(), MAX_FIGURE_NODES);
    let visited = tree.nodes.iter().filter(|n| n.visited).count();
    assert_eq!(filled(&full), tree.nodes.len());
    assert_eq!(filled(&short), visited);
    assert!(visited < tree.nodes.len());
}

#[test]
fn a_frame_of_the_step_through_fills_only_what_has_returned() {
    let game = CoinGame::seed_000();
    let solution = game.solve(6);
    for evaluation in [Evaluation::Full, Evaluation::ShortCircuit] {
        let figure = TreeFigure {
            solution: &solution,
            coins: 6,
            depth: None,
            evaluation,
            language: Language::English,
            theme: Theme::Light,
            slide: None,
        };
        let steps = figure.steps();
        let palette = Theme::Light.palette();
        let filled = |scene: &Scene| {
            scene
                .shapes
                .iter()
                .filter(|s| {
                    matches!(s, Shape::Circle { radius, stroke: Some((_, outline)), .. }
                        if *radius == RADIUS && (*outline == palette.win || *outline == palette.lose))
                })
                .count()
        };
        let rings = |scene: &Scene| {
            scene
                .shapes
                .iter()
                .filter(|s| matches!(s, Shape::Circle { radius, .. } if *radius == RADIUS + 4.5))
                .count()
        };
        let start = steps.scene(0, "Step 0");
        assert_eq!((filled(&start), rings(&start)), (0, 0), "{evaluation:?}");
        let end = steps.scene(steps.len(), "Step N");
        let called = steps.len() / 2;
        assert_eq!(filled(&end), called, "{evaluation:?}: every call returned");
        assert_eq!(rings(&end), 1, "the root's return is the newest step");
        assert_eq!(steps.step_words(1).as_deref(), Some("Call: 6 coins"));
        assert_eq!(steps.step_words(0), None);
        // The same size at every step: the frames of one GIF.
        assert_eq!((start.width, start.height), (end.width, end.height));
        assert!(
            end.shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if text == "Step N"))
        );
    }
}

/// Printed in black and white, a win and a loss are the same grey: every position's value is
/// written beside it (W/L, 승/패), on the figure and on each frame of the step-through, in both
/// languages and both themes.
#[test]
fn every_value_is_written_and_reads_in_grey() {
    let game = CoinGame::seed_000();
    let solution = game.solve(9);
    let outcome = |coins| solution.outcome(coins);
    for language in [Language::English, Language::Korean] {
        for theme in [Theme::Light, Theme::Dark] {
            let figure = TreeFigure {
                solution: &solution,
                coins: 9,
                depth: Some(3),
                evaluation: Evaluation::Full,
                language,
                theme,
                slide: None,
            };
            let scene = figure.scene();
            let (wins, losses) =
                crate::figure::node::grey::values_read_in_grey(&scene, RADIUS, language, outcome);
            let (circles, _) = circles_and_orange(&scene);
            assert_eq!(wins + losses, circles, "every position says its value");
            assert!(wins > 0 && losses > 0);
            let steps = figure.steps();
            let last = steps.scene(steps.len(), "Step N");
            let (w, l) = crate::figure::node::grey::values_read_in_grey(&last, RADIUS, language, outcome);
            assert_eq!((w, l), (wins, losses), "the last frame: every value known");
        }
    }
}

/// The lesson's point: a position met again is marked, as in the window, with its state's own
/// colour and "×k" (k its occurrences in the whole tree, counted here by walking the tree),
/// which is what survives a black-and-white print.
#[test]
fn repeated_positions_carry_their_count_and_colour() {
    fn walk(game: &CoinGame, coins: u32, seen: &mut HashMap<u32, u32>) {
        *seen.entry(coins).or_default() += 1;
        for take in game.legal_moves(coins).collect::<Vec<_>>() {
            walk(game, coins - take, seen);
        }
    }
    let game = CoinGame::seed_000();
    let mut seen = HashMap::new();
    walk(&game, 13, &mut seen);
    let scene = figure(&game, 13, Some(3), Evaluation::Full);
    let texts: Vec<&str> = scene.texts().collect();
    let mut fills = HashMap::new();
    for (centre, fill, coins) in crate::figure::node::grey::filled_nodes(&scene, RADIUS) {
        let (centre, fill) = (&centre, &fill);
        let badge = scene.shapes.iter().find_map(|s| match s {
            Shape::Text { at, text, .. }
                if text.starts_with('×')
                    && at.x > centre.x
                    && at.x < centre.x + 2.0 * RADIUS
                    && (at.y - centre.y).abs() < RADIUS =>
            {
                Some(text.as_str())
            }
            _ => None,
        });
        let k = seen[&coins];
        if k > 1 {
            assert_eq!(badge, Some(format!("×{k}").as_str()), "{coins} coins");
            assert_eq!(
                *fills.entry(coins).or_insert(*fill),
                *fill,
                "one colour per state"
            );
        } else {
            assert_eq!(badge, None, "{coins} coins occurs once");
            assert_eq!(*fill, Theme::Light.palette().node);
        }
    }
    assert!(fills.len() >= 5, "{fills:?}");
    let distinct: std::collections::HashSet<_> = fills.values().map(|c| (c.red, c.green, c.blue)).collect();
    assert_eq!(distinct.len(), fills.len(), "each repeated state its own colour");
    assert!(
        texts.iter().any(|t| t.contains("×k")),
        "the legend says what ×k means"
    );
}

/// On a slide the tree spreads out: the page has the slide's shape and the drawing fills it,
/// on the figure and on the frames of its animation.
#[test]
fn on_a_slide_the_tree_fills_the_page() {
    use crate::figure::slide::{Slide, coverage};
    let game = CoinGame::seed_000();
    let solution = game.solve(13);
    for slide in Slide::ALL {
        for depth in [Some(1), Some(2), None] {
            let figure = TreeFigure {
                solution: &solution,
                coins: 13,
                depth,
                evaluation: Evaluation::Full,
                language: Language::Korean,
                theme: Theme::Light,
                slide: Some(slide),
            };
            let frame = figure.steps().scene(3, "Step 3");
            for scene in [figure.scene(), frame] {
                let aspect = scene.width / scene.height;
                assert!(
                    (aspect - slide.aspect()).abs() < 1e-3,
                    "{slide:?} {depth:?}: {aspect}"
                );
                let (across, down) = coverage(&scene);
                // Within the page's margins, which on a small tree are a tenth of its height.
                assert!(
                    across > 0.88 && down > 0.8,
                    "{slide:?} {depth:?}: {across:.2} × {down:.2}"
                );
            }
        }
    }
}
