//! The Grundy figures show exactly the engine's numbers, and read back as files.

use std::collections::HashMap;

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{HeapGame, parse_octal, parse_subtraction};

use super::super::scene::{Align, Scene, Shape, Weight};
use super::super::theme::Theme;
use super::chart::bar_colour;
use super::mex::{option_cells, set_text};
use super::{GrundyFigure, SumHeap, ValuesView};
use crate::i18n::Language;

fn values_figure(game: &HeapGame, rule: Rule, count: usize, view: ValuesView) -> GrundyFigure {
    GrundyFigure::Values {
        game: game.clone(),
        rule,
        count,
        view,
    }
}

pub(super) fn scene(figure: &GrundyFigure) -> Scene {
    figure.scene(Language::English, Theme::Light).expect("draws")
}

/// Every text of `scene`, in drawing order.
pub(super) fn texts(scene: &Scene) -> Vec<(String, Align, Weight)> {
    scene
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Text {
                text, align, weight, ..
            } => Some((text.clone(), *align, *weight)),
            _ => None,
        })
        .collect()
}

/// g(n) of a subtraction game by plain recursion over its takes (normal play).
fn brute_force(takes: &[u32], n: u32, memo: &mut HashMap<u32, u32>) -> u32 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let options: Vec<u32> = takes
        .iter()
        .filter(|&&s| s <= n)
        .map(|&s| brute_force(takes, n - s, memo))
        .collect();
    // Among 0..=len one value is always missing.
    let g = (0..=options.len() as u32)
        .find(|v| !options.contains(v))
        .expect("some value is missing");
    memo.insert(n, g);
    g
}

#[test]
fn the_table_lists_the_engines_values_in_order() {
    for (game, count) in [
        (parse_subtraction("1,3,4").expect("valid"), 40),
        (parse_octal("0.77").expect("valid"), 500),
    ] {
        let values = game.values(Rule::Normal, count).expect("valid");
        let drawn = texts(&scene(&values_figure(
            &game,
            Rule::Normal,
            count,
            ValuesView::Table,
        )));
        // The cells are the regular right-aligned texts: n, g(n), n, g(n), …
        let cells: Vec<String> = drawn
            .iter()
            .filter(|(_, align, weight)| *align == Align::End && *weight == Weight::Regular)
            .map(|(text, ..)| text.clone())
            .collect();
        let expected: Vec<String> = values
            .iter()
            .enumerate()
            .flat_map(|(n, g)| [n.to_string(), g.to_string()])
            .collect();
        assert_eq!(cells, expected, "{game}");
        let marks = drawn.iter().filter(|(text, ..)| text == "P").count();
        let zeros = values.iter().filter(|&&g| g == 0).count();
        assert_eq!(marks, zeros, "{game}: one P mark per P-position");
        assert!(
            drawn[0].0.contains(&format!("n = 0…{}", count - 1)),
            "{}",
            drawn[0].0
        );
    }
}

#[test]
fn the_chart_has_one_bar_per_value_as_tall_as_it() {
    let game = parse_subtraction("1,3,4").expect("valid");
    let values = game.values(Rule::Normal, 40).expect("valid");
    let chart = scene(&values_figure(&game, Rule::Normal, 40, ValuesView::Chart));
    let palette = Theme::Light.palette();
    let bars: Vec<(f32, bool)> = chart
        .shapes
        .iter()
        .filter_map(|shape| match shape {
            Shape::Rect {
                min,
                max,
                fill: Some(fill),
                radius,
                ..
            } if *radius == 0.0 && (*fill == palette.value || *fill == palette.leaves) => {
                Some((max.y - min.y, *fill == palette.leaves))
            }
            _ => None,
        })
        .collect();
    assert_eq!(bars.len(), values.len());
    let unit = bars
        .iter()
        .zip(&values)
        .find(|(_, g)| **g == 1)
        .map(|((h, _), _)| *h)
        .expect("some g = 1");
    for (n, ((height, stub), &g)) in bars.iter().zip(&values).enumerate() {
        assert_eq!(*stub, g == 0, "n = {n}: stubs are the P-positions");
        assert_eq!(bar_colour(g, &palette) == palette.leaves, g == 0);
        if g > 0 {
            assert!(
                (height - g as f32 * unit).abs() < 0.01,
                "n = {n}: height follows g = {g}"
            );
        }
    }
    // {1,3,4} has period 7 from n = 0: the caption says so.
    assert!(
        texts(&chart)
            .iter()
            .any(|(t, ..)| t.starts_with("From n = 0 on, g repeats with period 7")),
        "the period is named"
    );
}

#[test]
fn the_mex_working_lists_every_option_with_its_brute_force_value() {
    let takes = [1, 3, 4];
    let game = parse_subtraction("1,3,4").expect("valid");
    let mut memo = HashMap::new();
    for n in [0_u32, 1, 6, 13] {
        let drawn = texts(&scene(&values_figure(
            &game,
            Rule::Normal,
            20,
            ValuesView::Mex(n),
        )));
        let drawn: Vec<&str> = drawn.iter().map(|(t, ..)| t.as_str()).collect();
        let mut set = Vec::new();
        for &s in takes.iter().filter(|&&s| s <= n) {
            let g = brute_force(&takes, n - s, &mut memo);
            set.push(g);
            assert!(
                drawn.contains(&format!("-{s}").as_str()),
                "n = {n}: the move -{s}"
            );
            let value = format!("g({}) = {g}", n - s);
            assert!(drawn.contains(&value.as_str()), "n = {n}: {value} in {drawn:?}");
        }
        let g = brute_force(&takes, n, &mut memo);
        assert!(
            drawn.iter().any(
                |t| t.ends_with(&format!("g({n}) = mex{{{}}} = {g}", sorted(set.clone())))
                    || (set.is_empty() && *t == format!("g({n}) = {g}"))
            ),
            "n = {n}: the result g = {g} in {drawn:?}"
        );
    }
}

fn sorted(mut set: Vec<u32>) -> String {
    set.sort_unstable();
    set.dedup();
    set.iter().map(u32::to_string).collect::<Vec<_>>().join(", ")
}

#[test]
fn a_long_set_is_written_as_runs() {
    assert_eq!(set_text(&[0, 1, 3]), "0, 1, 3");
    assert_eq!(set_text(&(0..100).collect::<Vec<_>>()), "0, 1, …, 99");
    assert_eq!(set_text(&[0, 2, 3, 4, 5, 9]), "0, 2, 3, …, 5, 9");
}

#[test]
fn a_split_is_worked_out_as_a_xor() {
    let kayles = parse_octal("0.77").expect("valid");
    let values = kayles.values(Rule::Normal, 5).expect("valid");
    let option = nimlab_core::games::grundy::MexOption {
        take: 1,
        left: vec![1, 2],
        value: values[1] ^ values[2],
    };
    assert_eq!(
        option_cells(&option, &values, Rule::Normal),
        ["-1", "1 + 2", "g(1) xor g(2) = 1 xor 2 = 3"]
    );
}

#[test]
fn a_misere_split_is_worked_out_as_a_sum_not_a_xor() {
    // Misère Kayles: 1 + 1 is worth 1 (take one pin, the other must take the last), though
    // each heap of 1 is worth 0.
    let kayles = parse_octal("0.77").expect("valid");
    let values = kayles.values(Rule::Misere, 5).expect("valid");
    let option = nimlab_core::games::grundy::MexOption {
        take: 1,
        left: vec![1, 1],
        value: 1,
    };
    assert_eq!(values[1], 0);
    assert_eq!(
        option_cells(&option, &values, Rule::Misere),
        ["-1", "1 + 1", "g(1+1) = 1"]
    );
}

#[test]
fn figures_past_their_bounds_are_refused_before_any_work() {
    let game = parse_subtraction("1,3,4").expect("valid");
    assert!(
        values_figure(&game, Rule::Normal, 501, ValuesView::Table)
            .check()
            .is_err()
    );
    assert!(
        values_figure(&game, Rule::Normal, 201, ValuesView::Chart)
            .check()
            .is_err()
    );
    assert!(
        values_figure(&game, Rule::Normal, 200, ValuesView::Chart)
            .check()
            .is_ok()
    );
    // Misère Kayles is searched, within its own bound of 53 values.
    let kayles = parse_octal("0.77").expect("valid");
    assert!(
        values_figure(&kayles, Rule::Misere, 20, ValuesView::Table)
            .check()
            .is_ok()
    );
    assert!(
        values_figure(&kayles, Rule::Misere, 100, ValuesView::Table)
            .check()
            .is_err()
    );
    let big = GrundyFigure::Sum {
        heaps: vec![SumHeap {
            game: HeapGame::Nim,
            size: 1001,
        }],
        rule: Rule::Normal,
    };
    assert!(big.check().is_err());
}

#[test]
fn each_view_reads_back_as_svg_png_and_pdf_in_both_languages() {
    let game = parse_subtraction("1,3,4").expect("valid");
    let figures = [
        values_figure(&game, Rule::Normal, 40, ValuesView::Table),
        values_figure(&game, Rule::Misere, 40, ValuesView::Chart),
        values_figure(&game, Rule::Normal, 40, ValuesView::Mex(6)),
        GrundyFigure::Sum {
            heaps: vec![
                SumHeap {
                    game: HeapGame::Nim,
                    size: 3,
                },
                SumHeap {
                    game: game.clone(),
                    size: 6,
                },
            ],
            rule: Rule::Normal,
        },
    ];
    for figure in &figures {
        for (language, theme) in [(Language::English, Theme::Light), (Language::Korean, Theme::Dark)] {
            let scene = figure.scene(language, theme).expect("draws");
            let svg = crate::figure::svg_bytes(&scene).expect("svg");
            usvg::Tree::from_data(&svg, &usvg::Options::default()).expect("the SVG parses");
            let png = crate::figure::png_bytes(&scene, 800).expect("png");
            let reader = png::Decoder::new(std::io::Cursor::new(png))
                .read_info()
                .expect("a PNG");
            assert_eq!(reader.info().width, 800);
            let pdf = crate::figure::pdf_bytes(&scene).expect("pdf");
            assert!(pdf.starts_with(b"%PDF"));
            assert!(
                pdf.windows(b"FontFile2".len()).any(|w| w == b"FontFile2"),
                "the font is embedded"
            );
        }
    }
}

#[test]
fn a_table_past_the_games_own_limit_names_that_limit_not_the_figures() {
    // Misère Kayles computes 53 values (its search's reach), fewer than a table lists (500).
    let kayles = parse_octal("0.77").expect("valid");
    let max = kayles.table_limit(Rule::Misere);
    assert!(max < super::MAX_TABLE_VALUES, "{max}");
    let refused = values_figure(&kayles, Rule::Misere, max + 1, ValuesView::Table).check();
    assert_eq!(
        refused,
        Err(format!("this game computes at most {max} values under this rule"))
    );
    assert!(
        values_figure(&kayles, Rule::Misere, max, ValuesView::Table)
            .check()
            .is_ok()
    );
    let normal = values_figure(&kayles, Rule::Normal, 501, ValuesView::Table).check();
    assert_eq!(normal, Err("a table figure lists at most 500 values".to_owned()));
}
