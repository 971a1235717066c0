//! The command line's text says what the window says: heaps counted from 1, a range of values
//! written with its last member.

use crate::support::cli::{json, run_ok};

#[test]
fn a_winning_move_names_its_heap_as_the_window_counts_heaps() {
    // Nim 3 + 4 + 5: nim-sum 2, won only by taking the first heap from 3 to 1 (the Nim-strategy
    // post).
    for args in [
        &["nim", "3", "4", "5"][..],
        &["sum", "--heap", "nim:3", "--heap", "nim:4", "--heap", "nim:5"][..],
    ] {
        let said = run_ok(args);
        assert!(said.contains("Winning move: heap 1: 3 → 1"), "{args:?}: {said}");
        assert!(!said.contains("heap 0"), "{args:?}: {said}");
    }
    // The JSON keeps the 0-based index it has always documented.
    let out = json(&["nim", "3", "4", "5", "--json"]);
    assert_eq!(out["winning_moves"][0]["heap"], 0);
}

#[test]
fn a_split_names_every_heap_it_leaves() {
    // Kayles (0.77) on a heap of 5: the one winning move knocks out the middle pin, leaving
    // 2 + 2, written with " + " as the window writes a split.
    let said = run_ok(&["sum", "--heap", "0.77:5"]);
    assert!(said.contains("Winning move: heap 1: 5 → 2 + 2"), "{said}");
}

#[test]
fn the_values_printed_are_named_by_their_last_member() {
    // Five values are g(0) to g(4), written as the figures and --help write a range.
    let said = run_ok(&["grundy", "--powers", "2", "--count", "5"]);
    assert!(said.contains("g(0…4) = 0 1 2 0 1"), "{said}");
    assert!(!said.contains("0..5"), "{said}");
    let help = run_ok(&["grundy", "--help"]);
    assert!(help.contains("g(0) … g(count − 1)"), "{help}");
}
