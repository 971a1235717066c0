//! Refusals of whole numbers name the option and what it allows: clap's own "invalid digit",
//! "number too large to fit in target type" and "unexpected argument '-1'" never reach the user.

use crate::support::cli::refused;

/// Asserts that the refusal of `args` names `field` and every one of `allowed`.
fn assert_names(args: &[&str], field: &str, allowed: &[&str]) {
    let said = refused(args);
    assert!(said.contains(field), "{args:?} names {field}: {said}");
    for part in allowed {
        assert!(said.contains(part), "{args:?} says {part}: {said}");
    }
    for rust in ["invalid digit", "too large to fit", "unexpected argument"] {
        assert!(!said.contains(rust), "{args:?}: {said}");
    }
}

#[test]
fn a_whole_number_that_does_not_parse_is_refused_with_its_largest() {
    let u32_max = "at most 4294967295";
    assert_names(&["nim", "99999999999999999999999999"], "<HEAPS>", &[u32_max]);
    assert_names(&["nim", "3", "x", "5"], "<HEAPS>", &["'x'", u32_max]);
    assert_names(
        &["grundy", "--powers", "99999999999999999999"],
        "--powers",
        &[u32_max],
    );
    assert_names(
        &["grundy", "--any", "--search-steps", "99999999999999999999"],
        "--search-steps",
        &["at most 18446744073709551615"],
    );
}

#[test]
fn a_negative_number_reaches_its_option_and_is_refused_with_the_range() {
    assert_names(
        &["grundy", "--any", "--count", "-1"],
        "--count",
        &["'-1'", "from 1 to"],
    );
    assert_names(
        &["match", "solve", "1+1=3", "--moves", "-1"],
        "--moves",
        &["'-1'", "4294967295"],
    );
    assert_names(&["nim", "3", "-1", "5"], "<HEAPS>", &["'-1'", "4294967295"]);
}

#[test]
fn a_heap_too_large_for_its_game_is_refused_with_the_limit() {
    // Too large for any heap: said so, with the largest heap {1,3,4} takes in a sum.
    let said = refused(&["sum", "--heap", "1,3,4:99999999999"]);
    assert!(
        said.contains("--heap") && said.contains("too large") && said.contains("at most 100000"),
        "{said}"
    );
    assert!(!said.contains("is not a heap size"), "{said}");
    // A heap that fits in a number but not in Kayles' table of values: the limit is named.
    let said = refused(&["sum", "--heap", "0.77:10000000"]);
    assert!(said.contains("10000000") && said.contains("at most"), "{said}");
}
