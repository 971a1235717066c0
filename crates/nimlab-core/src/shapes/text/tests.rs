//! The text form's tests: the spec's example, refusals with their place, and the round trip.

use proptest::prelude::*;

use super::*;

#[test]
fn two_squares_side_by_side_are_seven_sticks() {
    let (canvas, sticks) = parse(".-.-.\n| | |\n.-.-.").expect("the spec's example");
    assert_eq!((canvas.width(), canvas.height()), (3, 2));
    assert_eq!(sticks.len(), 7);
    assert_eq!(sticks, canvas.all(), "every edge of 3 × 2 dots");
    assert_eq!(text(canvas, sticks).as_deref(), Some(".-.-.\n| | |\n.-.-."));
}

#[test]
fn edge_numbers_are_reading_order() {
    // One stick at a time on 3 × 3 dots lands on edges 0, 1, 2, … in turn.
    let canvas = Canvas::new(Lattice::Square, 3, 3).expect("within bounds");
    for (number, edge) in canvas.edges().iter().enumerate() {
        let drawn = text(canvas, Sticks::one(number)).expect("square");
        let (_, parsed) = parse(&drawn).expect("its own text");
        assert_eq!(parsed, Sticks::one(number), "{drawn}");
        let line = 2 * usize::from(edge.from.row) + usize::from(edge.from.row != edge.to.row);
        let column = 2 * usize::from(edge.from.column) + usize::from(edge.from.row == edge.to.row);
        let drawn_at = drawn.lines().nth(line).and_then(|l| l.chars().nth(column));
        assert!(matches!(drawn_at, Some('-' | '|')), "{drawn}");
    }
}

#[test]
fn editors_trimmings_are_forgiven() {
    let (canvas, sticks) = parse(".-. .\r\n|\r\n. . .\n\n\n").expect("trimmed text");
    assert_eq!((canvas.width(), canvas.height()), (3, 2));
    assert_eq!(sticks.len(), 2);
    assert_eq!(text(canvas, sticks).as_deref(), Some(".-. .\n|    \n. . ."));
    // A row of sticks with none at all may be a blank line.
    let (_, none) = parse(". .\n\n. .").expect("blank stick row");
    assert!(none.is_empty());
}

#[test]
fn refusals_name_the_line_and_column_in_words() {
    let table: [(&str, usize, usize, &str); 12] = [
        ("", 1, 1, "the text is empty"),
        (
            ".x.\n\n. .",
            1,
            2,
            "'x' cannot stand here: between two dots write '-'",
        ),
        ("._.\n\n. .", 1, 2, "'_' cannot stand here"),
        (
            ". .\n| -\n. .",
            2,
            3,
            "'-' cannot stand here: under a dot write '|'",
        ),
        (". .\n||\n. .", 2, 2, "'|' cannot stand here: between two columns"),
        (
            ". . .\n\n. .",
            3,
            4,
            "this row has 2 dots, but the first row has 3",
        ),
        (
            ". .\n\n. . .",
            3,
            4,
            "goes past the last of the first row's 2 dots",
        ),
        (".-.\n| |", 2, 1, "the last row must be a row of dots"),
        (". .\n\n\n\n. .", 3, 1, "a row of dots ('.') must stand here"),
        (".-.-", 1, 4, "a row of dots ends with a dot"),
        (".\n\n.", 1, 1, "1 dots across: a canvas has 2 to 8 dots each way"),
        (". .\t\n\n. .", 1, 4, "a tab cannot stand here"),
    ];
    for (input, line, column, words) in table {
        let error = parse(input).expect_err(input);
        assert_eq!((error.line, error.column), (line, column), "{input:?}: {error}");
        assert!(error.to_string().contains(words), "{input:?}: {error}");
    }
    let tall = [". ."; 9].join("\n\n");
    let error = parse(&tall).expect_err("nine rows");
    assert_eq!(error.line, 17);
    assert!(error.to_string().contains("9 dots down"), "{error}");
    let wide = ["."; 9].join(" ");
    assert!(
        parse(&format!("{wide}\n\n{wide}"))
            .expect_err("nine across")
            .to_string()
            .contains("9 dots across")
    );
}

#[test]
fn the_triangular_lattice_has_no_text() {
    let canvas = Canvas::new(Lattice::Triangular, 3, 3).expect("within bounds");
    assert_eq!(text(canvas, canvas.all()), None);
}

proptest! {
    #[test]
    fn every_layout_reads_back_as_written(width in 2u8..=8, height in 2u8..=8, bits: u128) {
        let canvas = Canvas::new(Lattice::Square, width, height).expect("within bounds");
        let sticks = Sticks::from_bits(bits).intersection(canvas.all());
        let written = text(canvas, sticks).expect("square");
        prop_assert_eq!(parse(&written), Ok((canvas, sticks)));
        // Text order is reading order.
        let other = Sticks::from_bits(bits.rotate_left(7)).intersection(canvas.all());
        let other_text = text(canvas, other).expect("square");
        prop_assert_eq!(written.cmp(&other_text), sticks.cmp(&other));
    }
}
