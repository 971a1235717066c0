//! RON puzzle files: the sample collection round-trips and checks out with the solver; broken,
//! truncated and flipped files are refused with a position, never a panic.

use std::path::PathBuf;

use nimlab::storage;
use nimlab_core::matchsticks::solve::solve;
use nimlab_core::puzzle_file::{self, FileError, PuzzleFile};
use proptest::prelude::*;

fn sample_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/classics.ron")
}

fn sample_text() -> String {
    std::fs::read_to_string(sample_path()).expect("the sample collection ships with the repo")
}

/// The book of every kind (equations, Roman numerals, squares, triangles, a target figure), as
/// the window's book test designs it: it opens, round-trips, and the one check solves every
/// puzzle within its budget.
#[test]
fn the_book_of_every_kind_opens_and_every_puzzle_has_an_answer() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/book.ron");
    let file = storage::load(&path).expect("the book loads");
    assert_eq!(file.puzzles.len(), 12);
    assert_eq!(puzzle_file::parse(&puzzle_file::to_text(&file)), Ok(file.clone()));
    let figures = file.puzzles.iter().filter(|p| p.shapes.is_some()).count();
    assert_eq!(figures, 7, "seven figure puzzles beside five equations");
    for puzzle in &file.puzzles {
        let checked = nimlab::work::check::check_one(puzzle, &mut nimlab_core::watch::Unwatched);
        let Some(nimlab::work::check::Checked::Solved { badge, .. }) = checked else {
            panic!("{} is solved: {checked:?}", puzzle.title);
        };
        assert!(badge.nearest.is_some(), "{} has an answer", puzzle.title);
    }
}

#[test]
fn the_sample_collection_round_trips_and_every_answer_is_in_its_notes() {
    let file = storage::load(&sample_path()).expect("the sample loads");
    assert!(
        file.puzzles.len() >= 13,
        "the matchstick paper's puzzle and a dozen classics"
    );
    assert_eq!(puzzle_file::parse(&puzzle_file::to_text(&file)), Ok(file.clone()));
    for puzzle in &file.puzzles {
        let layout = puzzle.layout().expect("valid");
        let answers = solve(&layout, puzzle.rules, puzzle.goal, puzzle.steps).expect("solvable");
        assert!(!answers.is_empty(), "{} has an answer", puzzle.title);
        for answer in &answers {
            assert!(
                puzzle.notes.contains(&answer.equation),
                "{}: {} is not in the notes",
                puzzle.title,
                answer.equation
            );
        }
    }
}

#[test]
fn save_is_atomic_and_reloads_equal() {
    let folder = std::env::temp_dir().join(format!("nimlab-save-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join("puzzles.ron");
    let file = storage::load(&sample_path()).expect("loads");
    storage::save(&path, &file).expect("saves");
    storage::save(&path, &file).expect("saves over an existing file");
    assert_eq!(storage::load(&path).expect("reloads"), file);
    let leftovers: Vec<_> = std::fs::read_dir(&folder)
        .expect("listable")
        .filter_map(Result::ok)
        .collect();
    assert_eq!(leftovers.len(), 1, "no temporary file is left behind");
    std::fs::remove_dir_all(&folder).expect("cleaned up");
}

/// A saved puzzle is for sharing: a new file gets what any new file gets (not a temporary
/// file's owner-only mode), and a file saved over keeps the permissions it had.
#[cfg(unix)]
#[test]
fn a_saved_file_has_a_plain_files_permissions_or_keeps_its_own() {
    use std::os::unix::fs::PermissionsExt as _;
    let folder = std::env::temp_dir().join(format!("nimlab-modes-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let mode = |path: &std::path::Path| std::fs::metadata(path).expect("exists").permissions().mode() & 0o777;
    let plain = folder.join("plain.txt");
    std::fs::write(&plain, "").expect("a plain new file");
    let file = storage::load(&sample_path()).expect("loads");
    let saved = folder.join("new.ron");
    storage::save(&saved, &file).expect("saves");
    assert_eq!(
        mode(&saved),
        mode(&plain),
        "a new puzzle file is created like any new file"
    );
    std::fs::set_permissions(&saved, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    storage::save(&saved, &file).expect("saves over it");
    assert_eq!(mode(&saved), 0o640, "saving over a file keeps its permissions");
    std::fs::remove_dir_all(&folder).expect("cleaned up");
}

#[test]
fn every_truncated_prefix_is_refused_with_a_position() {
    let text = sample_text();
    let full = puzzle_file::parse(&text).expect("the whole file parses");
    for end in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        match puzzle_file::parse(&text[..end]) {
            // A prefix that happens to be a whole file (trailing whitespace cut) is the same file.
            Ok(file) => assert_eq!(file, full, "prefix of {end} bytes"),
            Err(FileError::Syntax { line, column, .. }) => assert!(line >= 1 && column >= 1),
            Err(other) => panic!("prefix of {end} bytes: {other}"),
        }
    }
}

#[test]
fn a_newer_format_is_refused_politely() {
    let newer = puzzle_file::FORMAT_VERSION + 1;
    let text = sample_text().replacen("format: 1", &format!("format: {newer}"), 1);
    let error = puzzle_file::parse(&text).expect_err("refused");
    assert!(
        matches!(
            error,
            FileError::NewerFormat {
                version,
                line: 2,
                column: 5
            } if version == newer
        ),
        "{error:?}"
    );
    assert!(error.to_string().contains("newer nimlab"));
}

/// A refusal as `load` gives it: the file, then the rest.
fn refusal_of(name: &str, bytes: &[u8]) -> String {
    let folder = std::env::temp_dir().join(format!("nimlab-refusal-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("a temporary folder");
    let path = folder.join(name);
    std::fs::write(&path, bytes).expect("written");
    let message = format!("{:#}", storage::load(&path).expect_err("refused"));
    std::fs::remove_file(&path).expect("cleaned up");
    message
}

#[test]
fn refusals_are_one_line_in_a_users_words_with_file_line_and_column() {
    let cases: [(&str, &[u8], &str); 6] = [
        // A string quoted where a number belongs, with a newline inside it.
        (
            "quoted.ron",
            b"(format: 1, puzzles: [(title: \"x\", steps: \"two\nthree\")])",
            "quoted.ron: line 1, column ",
        ),
        // A slot kind that does not exist.
        (
            "variant.ron",
            b"(format: 1,\n puzzles: [(layout: [Digit(\"bc\"), Oops])])",
            "variant.ron: line 2, column ",
        ),
        // A field a puzzle does not have.
        (
            "field.ron",
            b"(format: 1, puzzles: [\n  (titel: \"x\")])",
            "field.ron: line 2, column ",
        ),
        // A layout with no '=': a puzzle-level error, named where the puzzle begins.
        (
            "shape.ron",
            b"(format: 1, puzzles: [\n  (title: \"ok\", layout: [Digit(\"bc\"), Equals, Digit(\"bc\")]),\n  (layout: [Digit(\"bc\")]),\n])",
            "shape.ron: line 3, column 3: puzzle 2:",
        ),
        // Segment letters with a newline in them.
        (
            "letters.ron",
            b"(format: 1, puzzles: [(layout: [Digit(\"b\nz\"), Equals, Digit(\"bc\")])])",
            "letters.ron: line 1, column 23: puzzle 1:",
        ),
        // Not text at all.
        ("binary.ron", b"(format: 1,\n  \xff\xfe)", "binary.ron: line 2, column 3:"),
    ];
    for (name, bytes, starts) in cases {
        let message = refusal_of(name, bytes);
        let path_prefix = std::env::temp_dir().display().to_string();
        let rest = message
            .split_once(name)
            .map_or(message.as_str(), |(_, rest)| rest);
        assert!(message.starts_with(&path_prefix), "{message}");
        assert!(
            message.contains(starts),
            "{name}: names file, line and column: {message}"
        );
        assert_eq!(message.lines().count(), 1, "{name}: one line: {message}");
        for internal in [
            "PuzzleRecord",
            "PuzzleFile",
            "SlotRecord",
            "serde",
            "ron::",
            "extension",
        ] {
            assert!(!rest.contains(internal), "{name}: no {internal}: {message}");
        }
    }
}

#[test]
fn a_byte_order_mark_at_the_start_is_accepted() {
    let text = format!("\u{feff}{}", sample_text());
    assert_eq!(puzzle_file::parse(&text), puzzle_file::parse(&sample_text()));
    assert!(puzzle_file::parse_bytes(text.as_bytes()).is_ok());
}

#[test]
fn a_file_larger_than_the_limit_is_refused_naming_the_limit() {
    let huge = vec![b' '; usize::try_from(puzzle_file::MAX_FILE_BYTES).expect("fits") + 1];
    let message = refusal_of("huge.ron", &huge);
    assert!(message.contains("huge.ron: "), "{message}");
    assert!(message.contains("16 MiB"), "{message}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn flipped_bytes_never_panic(flips in proptest::collection::vec((any::<usize>(), any::<u8>()), 1..4)) {
        let mut bytes = sample_text().into_bytes();
        for (at, value) in flips {
            let at = at % bytes.len();
            bytes[at] ^= value.max(1);
        }
        // Not UTF-8 any more is an error of its own; otherwise parse and accept either outcome.
        if let Ok(text) = String::from_utf8(bytes) {
            let parsed: Result<PuzzleFile, FileError> = puzzle_file::parse(&text);
            if let Ok(file) = parsed {
                for puzzle in &file.puzzles {
                    prop_assert!(puzzle.layout().is_ok(), "a file that loads has valid layouts");
                }
            }
        }
    }
}
