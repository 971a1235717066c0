//! The growth chart against a brute-force count of the recursion's calls: each curve's height is
//! the logarithm of its count, on one scale, and the pile is marked.

use super::*;
use crate::figure::brute;
use nimlab_core::games::{MoveSet, Rule};

fn curves(scene: &Scene) -> Vec<&[Point]> {
    scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Polyline { points, .. } => Some(points.as_slice()),
            _ => None,
        })
        .collect()
}

#[test]
fn each_curve_rises_as_the_log_of_its_count() {
    for (takes, rule, coins) in [
        ("1,2,3", Rule::Misere, 13),
        ("1,3,4", Rule::Normal, 40),
        ("2,5", Rule::Misere, 5),
    ] {
        let game = CoinGame {
            moves: MoveSet::parse(takes).expect("takes"),
            rule,
        };
        let scene = GrowthFigure {
            game: &game,
            coins,
            language: Language::English,
            theme: Theme::Light,
        }
        .scene();
        let curves = curves(&scene);
        assert_eq!(curves.len(), 3, "naive, short-circuit, DP");
        let end = coins.max(GROWTH_MIN);
        // n = 0 makes one call: the floor of the log scale, where every curve starts.
        let floor = curves[0][0].y;
        let naive_end = brute::calls(&game, end, false).log10();
        let height = |p: &Point| f64::from(floor - p.y);
        let unit = height(&curves[0][end as usize]) / naive_end;
        for n in 0..=end {
            let expected = [
                brute::calls(&game, n, false).log10(),
                brute::calls(&game, n, true).log10(),
                f64::from(n + 1).log10(),
            ];
            for (curve, expected) in curves.iter().zip(expected) {
                assert_eq!(curve.len(), end as usize + 1);
                let drawn = height(&curve[n as usize]) / unit;
                assert!(
                    (drawn - expected).abs() < 1e-3,
                    "{takes} n = {n}: {drawn} against {expected}"
                );
            }
        }
        assert!(
            scene.texts().any(|t| t == format!("n = {coins}")),
            "the pile is marked"
        );
    }
}
