//! RON puzzle files: the sample collection round-trips and checks out with the solver; broken,
//! truncated and flipped files are refused with a position, never a panic.

use std::path::PathBuf;

use nimlab::matchsticks::solve::solve;
use nimlab::storage::{self, FileError, PuzzleFile};
use proptest::prelude::*;

fn sample_path() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("assets/puzzles/classics.ron")
}

fn sample_text() -> String {
    std::fs::read_to_string(sample_path()).expect("the sample collection ships with the repo")
}

#[test]
fn the_sample_collection_round_trips_and_every_answer_is_in_its_notes() {
    let file = storage::load(&sample_path()).expect("the sample loads");
    assert!(file.puzzles.len() >= 13, "seed 004's puzzle and a dozen classics");
    assert_eq!(storage::parse(&storage::to_text(&file)), Ok(file.clone()));
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

#[test]
fn every_truncated_prefix_is_refused_with_a_position() {
    let text = sample_text();
    let full = storage::parse(&text).expect("the whole file parses");
    for end in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        match storage::parse(&text[..end]) {
            // A prefix that happens to be a whole file (trailing whitespace cut) is the same file.
            Ok(file) => assert_eq!(file, full, "prefix of {end} bytes"),
            Err(FileError::Syntax { line, column, .. }) => assert!(line >= 1 && column >= 1),
            Err(other) => panic!("prefix of {end} bytes: {other}"),
        }
    }
}

#[test]
fn a_newer_format_is_refused_politely() {
    let text = sample_text().replacen("format: 1", "format: 2", 1);
    let error = storage::parse(&text).expect_err("refused");
    assert_eq!(error, FileError::NewerFormat(2));
    assert!(error.to_string().contains("newer nimlab"));
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
            let parsed: Result<PuzzleFile, FileError> = storage::parse(&text);
            if let Ok(file) = parsed {
                for puzzle in &file.puzzles {
                    prop_assert!(puzzle.layout().is_ok(), "a file that loads has valid layouts");
                }
            }
        }
    }
}
