//! The sum figure shows each heap's value in binary and their XOR under normal play and
//! Bouton's misère Nim, and under a searched misère sum strikes the XOR out and names the search.

use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{HeapGame, parse_octal};

use super::super::scene::Align;
use super::tests::{scene, texts};
use super::{GrundyFigure, SumHeap};

#[test]
fn the_sum_shows_each_value_in_binary_and_the_xor() {
    let heaps: Vec<SumHeap> = [
        (HeapGame::Nim, 3),
        (HeapGame::Nim, 4),
        (parse_octal("0.77").expect("valid"), 5),
    ]
    .into_iter()
    .map(|(game, size)| SumHeap { game, size })
    .collect();
    let kayles5 = parse_octal("0.77")
        .expect("valid")
        .values(Rule::Normal, 6)
        .expect("valid")[5];
    let xor = 3 ^ 4 ^ kayles5;
    let figure = GrundyFigure::Sum {
        heaps,
        rule: Rule::Normal,
    };
    let drawn = texts(&scene(&figure));
    let bits = 32
        - [3, 4, kayles5, xor]
            .iter()
            .map(|v: &u32| v.leading_zeros())
            .min()
            .expect("values");
    // The bits are the middle-aligned 0s and 1s, row by row, highest bit first.
    let digits: String = drawn
        .iter()
        .filter(|(t, align, _)| *align == Align::Middle && (t == "0" || t == "1"))
        .map(|(t, ..)| t.as_str())
        .collect();
    let expected: String = [3, 4, kayles5, xor]
        .iter()
        .map(|v| format!("{v:0width$b}", width = bits as usize))
        .collect::<Vec<_>>()
        .concat();
    assert_eq!(digits, expected);
    let verdict = format!(
        "Nim-sum = {xor}: the player to move {}.",
        if xor == 0 { "loses" } else { "wins" }
    );
    assert!(
        drawn.iter().any(|(t, ..)| *t == verdict),
        "{verdict} in {drawn:?}"
    );
}

#[test]
fn a_searched_misere_sum_strikes_out_its_xor_and_says_the_search_answered() {
    // Misère Kayles 1 + 1: each heap alone is worth 0 (CGSuite), their XOR is 0, yet the player
    // to move wins by taking one pin: the figure must not read as the XOR's verdict.
    let kayles = parse_octal("0.77").expect("valid");
    let heaps = vec![
        SumHeap {
            game: kayles.clone(),
            size: 1,
        };
        2
    ];
    let figure = GrundyFigure::Sum {
        heaps,
        rule: Rule::Misere,
    };
    let drawn = texts(&scene(&figure));
    let has = |text: &str| drawn.iter().any(|(t, ..)| t == text);
    assert!(
        has("Searched 2 positions of the misère sum: the player to move wins."),
        "{drawn:?}"
    );
    assert!(has(
        "g is each heap's misère value alone; their XOR (struck out) does not decide a misère sum."
    ));
    assert!(
        !drawn
            .iter()
            .any(|(t, ..)| t.contains("Nim-sum") || t.contains("Bouton"))
    );
    // No binary columns: the values' bits decide nothing here.
    let power = |t: &str| {
        t.strip_prefix('2')
            .is_some_and(|p| p.chars().any(|c| "⁰¹²³⁴⁵⁶⁷⁸⁹".contains(c)))
    };
    assert!(!drawn.iter().any(|(t, ..)| power(t)), "{drawn:?}");
    // Misère Nim keeps Bouton's rule and its binary table.
    let nim = GrundyFigure::Sum {
        heaps: vec![
            SumHeap {
                game: HeapGame::Nim,
                size: 1,
            };
            2
        ],
        rule: Rule::Misere,
    };
    let drawn = texts(&scene(&nim));
    // Two single tokens: the mover takes one and the opponent must take the last.
    assert!(
        drawn
            .iter()
            .any(|(t, ..)| t == "Bouton's rule for misère Nim: the player to move wins.")
    );
    // The column's power is written as in class, 2⁰, not as code writes it.
    assert!(drawn.iter().any(|(t, ..)| t == "2⁰"), "{drawn:?}");
    assert!(!drawn.iter().any(|(t, ..)| t.contains('^')), "{drawn:?}");
}
