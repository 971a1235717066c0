//! Comments say why, not who asked: no source file cites an issue by its number or a section of
//! a specification the repository does not hold. A reader has only the repository, so the
//! reason is written where the code is, and the source texts are named in `docs/sources.md`.

use std::path::PathBuf;

use crate::support::source::{manifest_dir, rust_files};

/// A section of the old specification, spelt so that this file does not cite one itself.
const SPEC_SECTION: &str = concat!("SPEC", " §");

/// Whether `line` cites an issue by number (the word, in any case, then perhaps `s`, a space or
/// `_`, perhaps `#`, then a digit) or a section of the specification.
fn cites(line: &str) -> bool {
    if line.contains(SPEC_SECTION) {
        return true;
    }
    let lower = line.to_lowercase();
    lower.match_indices("issue").any(|(at, word)| {
        let starts_a_word = !lower[..at].chars().next_back().is_some_and(char::is_alphabetic);
        let rest = &lower[at + word.len()..];
        let rest = rest.strip_prefix('s').unwrap_or(rest);
        let rest = rest.strip_prefix([' ', '_']).unwrap_or(rest);
        let rest = rest.strip_prefix('#').unwrap_or(rest);
        starts_a_word && rest.starts_with(|c: char| c.is_ascii_digit())
    })
}

/// Every folder of Rust source: the root crate's, each crate's under `crates/`, the tests and
/// the benchmarks.
fn source_folders() -> Vec<PathBuf> {
    let root = manifest_dir();
    let mut folders: Vec<PathBuf> = ["src", "tests", "benches"].iter().map(|d| root.join(d)).collect();
    for entry in std::fs::read_dir(root.join("crates")).expect("a crates folder") {
        let src = entry.expect("readable entry").path().join("src");
        if src.is_dir() {
            folders.push(src);
        }
    }
    folders
}

#[test]
fn no_source_file_cites_an_issue_number_or_a_spec_section() {
    let root = manifest_dir();
    let mut citing = Vec::new();
    for folder in source_folders() {
        for file in rust_files(&folder) {
            let text = std::fs::read_to_string(&file).expect("readable");
            for (number, line) in text.lines().enumerate() {
                if cites(line) {
                    let relative = file.strip_prefix(&root).expect("under the root");
                    citing.push(format!("{}:{}: {}", relative.display(), number + 1, line.trim()));
                }
            }
        }
    }
    assert!(
        citing.is_empty(),
        "say why the code is so, or the rule in a few words, not which issue or section asked:\n{}",
        citing.join("\n")
    );
}

#[test]
fn the_citation_check_sees_issue_numbers_and_spec_sections() {
    let issue = "Issue";
    let lower = "issue";
    let cited = [
        format!("// {issue} 24: emoji typed into titles."),
        format!("/// The workbench ({lower} 24)."),
        format!("//! What {lower}s 23 and 24 asked."),
        format!("// See {lower} #7."),
        format!("fn the_grey_labels_of_{lower}_23() {{"),
        format!("//! The command line of {SPEC_SECTION}5."),
    ];
    for line in &cited {
        assert!(cites(line), "not seen: {line}");
    }
    let clean = [
        "// The issue here is the stack, not the heap.",
        "// Each tissue 3 mm thick.",
        "// The licence was issued 3 times.",
        "// The coin-game article's recursion, SPEC-free.",
    ];
    for line in clean {
        assert!(!cites(line), "seen where there is none: {line}");
    }
}
