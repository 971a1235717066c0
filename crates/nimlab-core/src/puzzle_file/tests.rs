//! The puzzle file format's tests: round trips, refusals with their places, and their words.

use super::*;
use crate::matchsticks::layout::Layout;

fn sample() -> PuzzleFile {
    let layout = Layout::parse("0+3=09").expect("valid");
    let mut record = PuzzleRecord::new(&layout, Goal::Move, 2, Rules::default());
    record.title = "Seed 004".to_owned();
    PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![record],
    }
}

#[test]
fn round_trip() {
    let file = sample();
    assert_eq!(parse(&to_text(&file)), Ok(file.clone()));
    assert_eq!(
        file.puzzles[0].layout(),
        Layout::parse("0+3=09").map_err(|e| e.to_string())
    );
}

#[test]
fn refusals_say_where_and_why() {
    match parse("(format: 1, puzzles: [(title: \"x\",") {
        Err(FileError::Syntax { line: 1, .. }) => {}
        other => panic!("truncated file: {other:?}"),
    }
    assert!(matches!(
        parse("(format: 7)"),
        Err(FileError::NewerFormat {
            version: 7,
            line: 1,
            column: 2
        })
    ));
    let bad = "(format: 1, puzzles: [(layout: [Digit(\"xyz\"), Equals, Digit(\"bc\")])])";
    assert!(matches!(parse(bad), Err(FileError::BadPuzzle { index: 1, .. })));
    let no_equals = "(format: 1, puzzles: [(layout: [Digit(\"bc\")])])";
    assert!(matches!(
        parse(no_equals),
        Err(FileError::BadPuzzle { index: 1, .. })
    ));
}

#[test]
fn every_refusal_reads_as_before_the_derive() {
    use crate::matchsticks::editor::EditError;
    use crate::matchsticks::layout::ParseError;
    use crate::matchsticks::solve::SolveError;
    use crate::matchsticks::survey::ShapeError;
    let (line, column) = (3, 7);
    let messages = [
        (
            FileError::Syntax {
                line,
                column,
                message: "expected ')'".to_owned(),
            }
            .to_string(),
            "3:7: expected ')'",
        ),
        (
            FileError::NewerFormat {
                version: 9,
                line,
                column,
            }
            .to_string(),
            "3:7: written by a newer nimlab (format 9); this version reads format 3",
        ),
        (
            FileError::BadPuzzle {
                index: 2,
                line,
                column,
                message: "no '='".to_owned(),
            }
            .to_string(),
            "3:7: puzzle 2: no '='",
        ),
        (
            FileError::NotText { line, column }.to_string(),
            "3:7: this is not UTF-8 text: is it a puzzle file?",
        ),
        (
            FileError::TooLarge.to_string(),
            "the file is larger than 16 MiB, the most a puzzle file may hold",
        ),
        (
            ParseError::UnknownCharacter('%').to_string(),
            "'%' cannot be made of matchsticks: use digits, +, -, × (or *), ÷ (or /) and =",
        ),
        (
            ParseError::TooLong { slots: 300, max: 200 }.to_string(),
            "300 symbols is too long: an equation may have at most 200",
        ),
        (
            ShapeError::Parse(ParseError::NoEquals).to_string(),
            "an equation needs an '='",
        ),
        (
            ShapeError::TooLarge.to_string(),
            "a shape may have at most 8 digit slots, 2 operator slots and 200000000 layouts \
             (a survey of a few seconds)",
        ),
        (
            SolveError::TooManyStates { max: 5 }.to_string(),
            "too many partial sums to track (over 5, nimlab's memory limit of 512 MB): \
             try fewer steps or shorter numbers",
        ),
        (
            SolveError::TooManySlots { slots: 300, max: 200 }.to_string(),
            "the equation has 300 symbols; the solver takes at most 200",
        ),
        (
            EditError::OverBudget.to_string(),
            "that would take more steps than the budget",
        ),
    ];
    for (said, expected) in messages {
        assert_eq!(said, expected);
    }
}

#[test]
fn a_text_that_is_no_puzzle_file_is_called_so_without_type_names() {
    // The version is read first by a helper record: its name never reaches the user.
    let Err(FileError::Syntax { message, .. }) = parse("hello world") else {
        panic!("plain text is refused");
    };
    assert_eq!(
        message,
        "this is not a nimlab puzzle file: it starts with `hello`, where one starts with `(`"
    );
}

/// Format 2 writes the new signs and rules; format 1 files still read; a sign that is
/// no stick of the model is refused, naming it.
#[test]
fn format_2_holds_the_new_signs_and_rules() {
    use crate::matchsticks::layout::Layout;
    let layout = Layout::parse("2*3=5").expect("valid");
    let rules = Rules {
        times_divide: true,
        movable_equals: true,
        ..Rules::default()
    };
    let written = to_text(&PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![PuzzleRecord::new(&layout, Goal::Move, 1, rules)],
    });
    assert!(written.contains("format: 3"), "{written}");
    assert!(
        written.contains("Operator(\"bs\")"),
        "× as its two diagonals: {written}"
    );
    let read = parse(&written).expect("reads back");
    assert_eq!(read.puzzles[0].layout(), Ok(layout));
    assert_eq!(read.puzzles[0].rules, rules);
    // A format 1 file: the old rules, read as the matchstick paper's.
    let old = parse("(format: 1, puzzles: [(layout: [Digit(\"bc\"), Operator(\"hv\"), Digit(\"bc\"), Equals, Digit(\"abdeg\")], rules: (leading_zeros: false))])")
        .expect("format 1 reads");
    assert!(!old.puzzles[0].rules.movable_equals);
    assert!(!old.puzzles[0].rules.times_divide);
    assert_eq!(
        old.puzzles[0]
            .layout()
            .map(|l| l.text(crate::matchsticks::glyph::Variants::default())),
        Ok("1+1=2".to_owned())
    );
    // A sign stick the model does not have.
    let Err(FileError::BadPuzzle { message, .. }) = parse(
        "(format: 2, puzzles: [(layout: [Digit(\"bc\"), Operator(\"hq\"), Digit(\"bc\"), Equals, Digit(\"bc\")])])",
    ) else {
        panic!("an unknown stick is refused");
    };
    assert!(message.starts_with("'q' is not a sign's stick"), "{message}");
    // A symbol that is no slot at all.
    let Err(FileError::Syntax { message, .. }) = parse(
        "(format: 2, puzzles: [(layout: [Digit(\"bc\"), Percent, Digit(\"bc\"), Equals, Digit(\"bc\")])])",
    ) else {
        panic!("an unknown slot is refused");
    };
    assert!(message.contains("Percent"), "{message}");
}

/// A generated list saved as a collection (the window's *Save list as collection…* and
/// `nimlab match generate --save`): every puzzle in order, each solved as it was generated.
#[test]
fn a_generated_list_is_a_collection_solved_as_it_was_generated() {
    use crate::matchsticks::generate::generate;
    use crate::matchsticks::solve::solve_within;
    use crate::matchsticks::unique::Badge;
    use crate::watch::Unwatched;
    // A sign of D×D=D may hold any of + − × ÷ whatever the rules say, and the generator keeps
    // every '=' fixed: a puzzle showing + is solved with × and ÷, and no '=' moves.
    let shape = Shape::parse("D×D=D").expect("valid");
    let asked = Rules {
        movable_equals: true,
        ..Rules::default()
    };
    let puzzles = generate(&shape, asked, Goal::Move, 1, 1, &mut Unwatched).expect("ran");
    assert!(puzzles.iter().any(|p| p.puzzle.contains('+')), "some show +");
    let file = PuzzleFile::generated(&shape, &puzzles, Goal::Move, 1, asked);
    assert_eq!(parse(&to_text(&file)), Ok(file.clone()), "round trip");
    assert_eq!(file.puzzles.len(), puzzles.len());
    for (record, puzzle) in file.puzzles.iter().zip(&puzzles) {
        let layout = record.layout().expect("a layout");
        assert_eq!(layout, puzzle.layout);
        assert_eq!((record.goal, record.steps), (Goal::Move, 1));
        assert_eq!(record.rules, shape.rules(asked), "{}", puzzle.puzzle);
        let solved = solve_within(&layout, record.rules, record.goal, 1, 10, &mut Unwatched).expect("solved");
        assert!(Badge::of(&solved, 1).unique, "{}", puzzle.puzzle);
        assert_eq!(solved.answers[0].equation, puzzle.answer, "{}", puzzle.puzzle);
    }
}

#[test]
fn a_record_says_the_rules_its_puzzle_is_played_by() {
    // A worksheet, a check or a share link read the record's rules: a puzzle that shows ×
    // is recorded with × and ÷ allowed, whatever rules it was handed.
    let layout = Layout::parse("3*5=9").expect("valid");
    let record = PuzzleRecord::new(&layout, Goal::Move, 1, Rules::default());
    assert!(record.rules.times_divide);
    let plain = PuzzleRecord::new(
        &Layout::parse("3+5=9").expect("valid"),
        Goal::Move,
        1,
        Rules::default(),
    );
    assert!(!plain.rules.times_divide);
}

/// A collection of `count` copies of the matchstick paper's puzzle, one per line after the first.
fn collection_text(count: usize, record: &PuzzleRecord) -> String {
    let one = ron::to_string(record).expect("plain data");
    let puzzles = vec![one; count].join(",\n");
    format!("(format: {FORMAT_VERSION}, puzzles: [\n{puzzles}])")
}

#[test]
fn a_collection_past_the_limit_is_refused_where_the_first_puzzle_too_many_begins() {
    let record = sample().puzzles.remove(0);
    let full = parse(&collection_text(MAX_COLLECTION, &record)).expect("a full collection reads");
    assert_eq!(full.puzzles.len(), MAX_COLLECTION);
    let refused = parse(&collection_text(MAX_COLLECTION + 1, &record));
    assert_eq!(
        refused,
        Err(FileError::TooManyPuzzles {
            count: MAX_COLLECTION + 1,
            line: MAX_COLLECTION + 2,
            column: 1,
        })
    );
    let told = refused.expect_err("refused").to_string();
    assert!(
        told.contains("1001 puzzles") && told.contains("at most 1000"),
        "{told}"
    );
}

#[test]
fn texts_are_held_to_the_lengths_the_fields_take() {
    let record = sample().puzzles.remove(0);
    for field in TextField::ALL {
        // Hangul is three bytes a character: the limit counts characters.
        let mut longest = record.clone();
        *field.of_mut(&mut longest) = "가".repeat(field.max_chars());
        let text = collection_text(2, &record).replacen(
            &ron::to_string(&record).expect("plain data"),
            &ron::to_string(&longest).expect("plain data"),
            1,
        );
        assert!(parse(&text).is_ok(), "{field:?} at its limit");
        let mut over = longest.clone();
        field.of_mut(&mut over).push('가');
        let text = format!(
            "(puzzles: [{}, {}])",
            ron::to_string(&record).expect("plain data"),
            ron::to_string(&over).expect("plain data")
        );
        match parse(&text) {
            Err(FileError::TextTooLong {
                index: 2,
                field: said,
                line: 1,
                ..
            }) if said == field => {}
            other => panic!("{field:?} past its limit: {other:?}"),
        }
        let mut cut = over.clone();
        cut_texts(&mut cut);
        assert_eq!(cut, longest, "{field:?} is cut to its limit");
    }
}

#[test]
fn an_equation_longer_than_one_typed_is_refused() {
    use crate::matchsticks::layout::MAX_SLOTS;
    let mut record = sample().puzzles.remove(0);
    let one = record.layout[0].clone();
    while record.layout.len() <= MAX_SLOTS {
        record.layout.insert(0, one.clone());
    }
    let text = collection_text(1, &record);
    assert!(matches!(parse(&text), Err(FileError::BadPuzzle { index: 1, .. })));
}
