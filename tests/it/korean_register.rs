//! One Korean register: every Korean message in the source speaks 합니다체, so no
//! string literal may end a sentence in plain style (…한다, …있다, …이다) or ask a plain
//! question (…할까?). Short labels are nouns and never end in 다, so they pass as they are.
//!
//! The check reads the source, not the tables, so it also holds for text outside `i18n` (the
//! figures' words, the CLI, a `format!` anywhere).

use crate::support::source::{manifest_dir, rust_files};

/// Words ending in 다 that do not end a sentence: the particles of 배치마다 and 단계보다, and the
/// connective -어다 of 끌어다 놓다 and 가져다 두다 (one action, then the next).
const NOT_ENDINGS: [&str; 4] = ["마다", "보다", "끌어다", "가져다"];

/// The string literals of a Rust file, each with the byte offset of its text: comments, char
/// literals and lifetimes are skipped, raw strings (`r#"…"#`) are read to their own end.
fn string_literals(source: &str) -> Vec<(usize, &str)> {
    let bytes = source.as_bytes();
    let mut literals = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                i = source[i..].find('\n').map_or(bytes.len(), |n| i + n);
            }
            b'/' if bytes.get(i + 1) == Some(&b'*') => {
                i = source[i + 2..].find("*/").map_or(bytes.len(), |n| i + 2 + n + 2);
            }
            b'\'' => {
                // A char literal ('a', '\'', '"', '\u{AC00}', '가') or a lifetime ('static).
                let rest = &source[i + 1..];
                let end = if rest.starts_with('\\') {
                    rest[2..].find('\'').map(|n| n + 3)
                } else {
                    rest.chars()
                        .next()
                        .filter(|c| rest[c.len_utf8()..].starts_with('\''))
                        .map(|c| c.len_utf8() + 1)
                };
                i += 1 + end.unwrap_or(0);
            }
            b'r' if matches!(bytes.get(i + 1), Some(b'"' | b'#'))
                && !bytes[..i]
                    .last()
                    .is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_') =>
            {
                let hashes = source[i + 1..].bytes().take_while(|b| *b == b'#').count();
                let open = i + 1 + hashes;
                if bytes.get(open) != Some(&b'"') {
                    i += 1;
                    continue;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let end = source[open + 1..]
                    .find(&close)
                    .map_or(bytes.len(), |n| open + 1 + n);
                literals.push((open + 1, &source[open + 1..end]));
                i = end + close.len();
            }
            b'"' => {
                let start = i + 1;
                let mut j = start;
                while j < bytes.len() && bytes[j] != b'"' {
                    j += if bytes[j] == b'\\' { 2 } else { 1 };
                }
                let end = j.min(bytes.len());
                literals.push((start, &source[start..end]));
                i = end + 1;
            }
            _ => i += 1,
        }
    }
    literals
}

fn is_hangul(c: char) -> bool {
    ('\u{AC00}'..='\u{D7A3}').contains(&c)
}

/// Whether a Hangul syllable ends in the consonant ㅂ (합, 입, 습, 됩): the mark of 합니다체.
fn ends_in_bieup(c: char) -> bool {
    is_hangul(c) && (u32::from(c) - 0xAC00) % 28 == 17
}

/// What may follow a sentence's last word: punctuation, a space, an escape (`\n`), the end.
fn ends_sentence(next: Option<char>) -> bool {
    next.is_none_or(|c| c.is_whitespace() || ".,:;!?)]…\\".contains(c))
}

/// The plain-style sentence endings in `text`: each with its byte offset and the word.
///
/// A word (a run of Hangul syllables) ends a sentence in plain style when a sentence may end
/// after it and it ends in 다 without being 합니다체 (…ㅂ니다, …습니다): 한다, 된다, 있다, 없다,
/// 이다, 준다, 했다, 않는다, 크다, 아니다 and every other plain ending alike. Words in which 다
/// is not an ending (다음, 다시, 다른: 다 not last; 배치마다, 단계보다) are left alone. A question
/// ending in …까? (or …까(L)?) without 요 is plain too.
fn plain_endings(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut word_start = None;
    for (at, c) in text.char_indices() {
        if is_hangul(c) {
            word_start.get_or_insert(at);
        }
        let next = text[at + c.len_utf8()..].chars().next();
        if is_hangul(c) && next.is_none_or(|n| !is_hangul(n)) {
            let start = word_start.take().unwrap_or(at);
            let word = &text[start..at + c.len_utf8()];
            let syllables: Vec<char> = word.chars().collect();
            let before = |n: usize| syllables.len().checked_sub(n).map(|i| syllables[i]);
            let plain_statement = c == '다'
                && ends_sentence(next)
                && !(before(2) == Some('니') && before(3).is_some_and(ends_in_bieup))
                && !NOT_ENDINGS.iter().any(|noun| word.ends_with(noun));
            // A question may carry its answer's letter: 질까(L)?
            let after = &text[at + c.len_utf8()..];
            let after = match after.strip_prefix('(') {
                Some(inside) => inside.find(')').map_or(after, |n| &inside[n + 1..]),
                None => after,
            };
            let plain_question = c == '까' && after.starts_with('?');
            if plain_statement || plain_question {
                found.push((start, word.to_owned()));
            }
        }
    }
    found
}

#[test]
fn the_ending_finder_tells_plain_endings_from_polite_ones_and_from_nouns() {
    let words =
        |text: &str| -> Vec<String> { plain_endings(text).into_iter().map(|(_, word)| word).collect() };
    for plain in [
        "이전 결과를 보여준다.",
        "움직일 수 없는 사람이 진다 (원문 000의 게임).",
        "가져갈 수 있는 개수가 비어 있다: 1,2,3",
        "'{}'은(는) 정수가 아니다.",
        "{}은(는) 한도 {max}보다 크다.",
        "일치한다",
        "조사했다.\n다음",
        "값은 얼마일까?",
        "이길까(W), 질까(L)?",
    ] {
        assert_eq!(
            words(plain).len(),
            1,
            "{plain:?} has one plain ending: {:?}",
            words(plain)
        );
    }
    for polite in [
        "이전 결과를 보여 줍니다.",
        "정수가 아닙니다.",
        "다음 단계, 다시 하기, 다른 이름…",
        "k번 떨어진 배치마다 k!×k!번 도달합니다",
        "{}단계는 풀이기의 최대 {}단계보다 많습니다.",
        "값은 얼마일까요?",
        "이길까요(W), 질까요(L)?",
        "성냥개비를 빈 자리로 끌어다 놓아 보세요.",
        "등식을 참으로 만드세요.",
        "트리 전체",
    ] {
        assert!(
            words(polite).is_empty(),
            "{polite:?} is polite: {:?}",
            words(polite)
        );
    }
}

#[test]
fn the_literal_reader_skips_comments_chars_and_lifetimes() {
    let source =
        "// 끝난다.\nfn f<'a>(x: &'a str) -> char { let q = '\"'; g(\"한다.\", r#\"된다 \"#); '가' }";
    let literals: Vec<&str> = string_literals(source)
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    assert_eq!(literals, ["한다.", "된다 "]);
}

#[test]
fn korean_strings_are_all_in_one_polite_register() {
    let root = manifest_dir();
    let mut dirs = vec![root.join("src")];
    for entry in std::fs::read_dir(root.join("crates")).expect("a crates folder") {
        dirs.push(entry.expect("readable entry").path().join("src"));
    }
    let mut offenders = Vec::new();
    for file in dirs.iter().flat_map(|dir| rust_files(dir)) {
        let source = std::fs::read_to_string(&file).expect("readable source");
        for (offset, literal) in string_literals(&source) {
            for (at, word) in plain_endings(literal) {
                let line = source[..offset + at].matches('\n').count() + 1;
                let relative = file.strip_prefix(&root).expect("under the root");
                offenders.push(format!("{}:{line}: …{word}", relative.display()));
            }
        }
    }
    assert!(
        offenders.is_empty(),
        "{} Korean sentences end in plain style; write them in 합니다체 (…합니다, …입니다, \
         …있습니다; questions …까요?), or make a label a noun:\n{}",
        offenders.len(),
        offenders.join("\n")
    );
}
