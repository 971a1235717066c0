//! Format 3 of the puzzle file: `exactly`, Roman letter slots, and older files read as before.

use super::*;
use crate::matchsticks::layout::Layout;

/// Format 3 writes whether the budget is exact; files of formats 1 and 2, which have no such
/// field, read as budgets of up to their steps, as they always did.
#[test]
fn format_3_says_exactly_and_older_files_read_as_up_to() {
    use crate::matchsticks::budget::Budget;
    let layout = Layout::parse("5+7=2").expect("valid");
    let exact = PuzzleRecord::with_budget(&layout, Budget::exactly(Goal::Move, 2), Rules::default());
    let written = to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![exact.clone()],
    });
    assert!(
        written.contains("format: 3") && written.contains("exactly: true"),
        "{written}"
    );
    let read = parse(&written).expect("reads back");
    assert_eq!(read.puzzles[0].budget(), Budget::exactly(Goal::Move, 2));
    assert_eq!(read.puzzles[0], exact);
    // Files as nimlab wrote them before format 3, literally.
    let format_1 = r#"(
    format: 1,
    puzzles: [
        (
            title: "Seed 004",
            author: "",
            notes: "",
            layout: [Digit("abcdef"), Operator("hv"), Digit("abcdg"), Equals, Digit("abcdef"), Digit("abcdfg")],
            goal: Move,
            steps: 2,
            rules: (variants: (six: false, seven: false, nine: false), leading_zeros: true),
        ),
    ],
)"#;
    let format_2 = r#"(
    format: 2,
    puzzles: [
        (
            title: "",
            author: "",
            notes: "",
            layout: [Digit("bcfg"), Operator("bs"), Digit("abcdg"), Equals, Digit("bc"), Digit("abdeg")],
            goal: Remove,
            steps: 1,
            rules: (variants: (six: true, seven: false, nine: true), leading_zeros: true, times_divide: true, movable_equals: false),
        ),
    ],
)"#;
    for (old, text, budget) in [
        (format_1, "0+3=09", Budget::up_to(Goal::Move, 2)),
        (format_2, "4×3=12", Budget::up_to(Goal::Remove, 1)),
    ] {
        let file = parse(old).expect("an older format reads");
        let record = &file.puzzles[0];
        assert!(!record.exactly);
        assert_eq!(record.budget(), budget);
        let layout = record.layout().expect("a layout");
        assert_eq!(layout.text(record.rules.variants), text);
        // Written again, it is a format 3 file with the same puzzle.
        let again = parse(&to_text(&PuzzleFile {
            format: FORMAT_VERSION,
            ..file.clone()
        }))
        .expect("reads back");
        assert_eq!(again.puzzles, file.puzzles);
    }
}

/// Format 3 holds Roman letter slots, blanks included; a stick no letter has is refused.
#[test]
fn format_3_holds_roman_letter_slots() {
    use crate::matchsticks::roman;
    let layout = roman::parse("XI+I=X", 1).expect("valid");
    let record = PuzzleRecord::new(&layout, Goal::Move, 1, Rules::default());
    let written = to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![record],
    });
    assert!(
        written.contains("Letter(\"bs\")") && written.contains("Letter(\"\")"),
        "{written}"
    );
    let read = parse(&written).expect("reads back");
    assert_eq!(read.puzzles[0].layout(), Ok(layout));
    let literal = "(format: 3, puzzles: [(layout: [Letter(\"u\"), Operator(\"hv\"), Letter(\"u\"), Equals, \
                   Letter(\"\"), Letter(\"pq\")], exactly: true)])";
    let file = parse(literal).expect("a Roman puzzle");
    let layout = file.puzzles[0].layout().expect("a layout");
    assert_eq!(
        layout.text(crate::matchsticks::glyph::Variants::default()),
        "I+I=V"
    );
    assert!(file.puzzles[0].exactly);
    let Err(FileError::BadPuzzle { message, .. }) =
        parse("(format: 3, puzzles: [(layout: [Letter(\"uz\"), Equals, Letter(\"u\")])])")
    else {
        panic!("an unknown stick is refused");
    };
    assert!(message.starts_with("'z' is not a letter's stick"), "{message}");
}

#[test]
fn a_figure_puzzle_is_written_once_with_its_budget_and_read_back_checked() {
    use crate::matchsticks::budget::{Budget, Goal};
    use crate::shapes::text;
    let (canvas, sticks) = text::parse(".-.-.\n| | |\n.-.-.").expect("the text form's example");
    let figure = crate::shapes::puzzle::Puzzle::new(
        canvas,
        sticks,
        Budget::exactly(Goal::Remove, 1),
        crate::shapes::puzzle::Figure::count(1),
    )
    .expect("a puzzle");
    let file = PuzzleFile {
        puzzles: vec![PuzzleRecord::of_figure(&figure)],
        ..PuzzleFile::default()
    };
    let written = to_text(&file);
    assert_eq!(written.matches("steps").count(), 1, "the budget once: {written}");
    let read = parse(&written).expect("reads back");
    assert_eq!(read.puzzles[0].figure(), Some(Ok(figure)));
    assert!(read.puzzles[0].layout().is_err(), "no equation");
    // A stick between two dots that are not neighbours is refused with its place.
    let broken = written.replacen("to: (1, 0)", "to: (2, 0)", 1);
    assert_ne!(broken, written);
    assert!(matches!(
        parse(&broken),
        Err(FileError::BadPuzzle { index: 1, .. })
    ));
    // An equation's record says nothing of figures.
    assert!(!to_text(&PuzzleFile::default()).contains("shapes"));
}
