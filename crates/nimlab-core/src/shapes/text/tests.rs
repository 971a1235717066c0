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
fn bytes_are_refused_past_the_cap_or_where_they_stop_being_text() {
    // Ten megabytes of dots stop at the cap, placed where the text passes it.
    let dots = vec![b'.'; 10 << 20];
    let error = parse_bytes(&dots).expect_err("too long");
    assert_eq!(error.problem, TextProblem::TooLong);
    assert_eq!((error.line, error.column), (1, MAX_TEXT_BYTES + 1));
    assert!(error.to_string().contains("64 KiB"), "{error}");
    let lines = ". .\n".repeat(MAX_TEXT_BYTES);
    let error = parse_bytes(lines.as_bytes()).expect_err("too long");
    assert_eq!((error.line, error.column), (MAX_TEXT_BYTES / 4 + 1, 1));
    // Exactly at the cap, the text is read (and refused for what it says, if it must be).
    let mut at_cap = b".-.\n\n. .".to_vec();
    at_cap.resize(MAX_TEXT_BYTES, b'\n');
    assert_eq!(parse_bytes(&at_cap).map(|(_, s)| s.len()), Ok(1));
    // Not UTF-8: the place is the first byte that is not, counted in characters.
    let error = parse_bytes(b".-.\n| \xff\n. .").expect_err("binary");
    assert_eq!(
        (error.problem, error.line, error.column),
        (TextProblem::NotText, 2, 3)
    );
    let error = parse_bytes(b"\x89PNG\r\n").expect_err("a PNG");
    assert_eq!((error.line, error.column), (1, 1));
    assert!(error.to_string().contains("not text (UTF-8)"), "{error}");
    assert_eq!(parse_bytes(b".-.\n\n. ."), parse(".-.\n\n. ."));
    // A binary file longer than the cap is said to be no text, where it first stops being text.
    let mut binary = b".-.\n\x7fELF\xff".to_vec();
    binary.resize(1 << 20, 0);
    let error = parse_bytes(&binary).expect_err("binary");
    assert_eq!(
        (error.problem, error.line, error.column),
        (TextProblem::NotText, 2, 5)
    );
    // The cap cutting a character in two is the text going on.
    let mut accents = vec![b'.'; MAX_TEXT_BYTES - 1];
    accents.extend("éé".as_bytes());
    let error = parse_bytes(&accents).expect_err("too long");
    assert_eq!(
        (error.problem, error.column),
        (TextProblem::TooLong, MAX_TEXT_BYTES)
    );
}

#[test]
fn a_character_that_does_not_print_is_named_by_its_escape() {
    for (input, named) in [
        (".\0.\n\n. .", "'\\0'"),
        (".\r.\n\n. .", "'\\r'"),
        (".\u{202e}.\n\n. .", "'\\u{202e}'"),
        (".'.\n\n. .", "'''"),
        (".é.\n\n. .", "'é'"),
    ] {
        let said = parse(input).expect_err(input).to_string();
        assert!(said.contains(&format!("{named} cannot stand here")), "{said}");
        assert_eq!(said.lines().count(), 1, "{said}");
    }
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
