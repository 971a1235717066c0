//! Putting values into text: quoting typed text back briefly, and writing a move set short
//! enough for one line.

use nimlab_core::games::coin_game::MoveSet;

/// A move set as a line of text stays short: in a set of more than `BRIEF_PIECES` takes, runs of
/// three or more are written `a–b`, and past `BRIEF_PIECES` pieces the rest is counted, not listed ("{1–1000}", "{1,3,5,…} (400
/// takes in all)"), so a long set cannot fill the window.
pub fn brief_set(set: &MoveSet, in_all: fn(count: usize) -> String) -> String {
    let takes = set.takes();
    if takes.len() <= BRIEF_PIECES {
        return format!("{{{set}}}");
    }
    let mut pieces: Vec<String> = Vec::new();
    let mut start = 0;
    while start < takes.len() {
        let mut end = start;
        while end + 1 < takes.len() && takes[end + 1] == takes[end] + 1 {
            end += 1;
        }
        if end - start >= 2 {
            pieces.push(format!("{}–{}", takes[start], takes[end]));
        } else {
            pieces.extend(takes[start..=end].iter().map(u32::to_string));
        }
        start = end + 1;
    }
    if pieces.len() > BRIEF_PIECES {
        pieces.truncate(BRIEF_PIECES);
        return format!("{{{},…}} ({})", pieces.join(","), in_all(takes.len()));
    }
    format!("{{{}}}", pieces.join(","))
}

/// The most pieces `brief_set` lists.
const BRIEF_PIECES: usize = 12;

/// A piece of typed text quoted back in an error: cut after a few characters, so a long paste
/// gives a one-line message.
pub(super) fn quoted(text: &str) -> String {
    const SHOWN: usize = 24;
    match text.char_indices().nth(SHOWN) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn in_all(count: usize) -> String {
        format!("{count} in all")
    }

    #[test]
    fn long_move_sets_are_written_briefly() {
        let set = |takes: &[u32]| MoveSet::new(takes.iter().copied()).expect("valid");
        assert_eq!(brief_set(&set(&[1, 3, 4]), in_all), "{1,3,4}");
        assert_eq!(
            brief_set(&set(&(1..=1000).collect::<Vec<_>>()), in_all),
            "{1–1000}"
        );
        assert_eq!(brief_set(&set(&[1, 2, 3, 5, 6, 9]), in_all), "{1,2,3,5,6,9}");
        let runs: Vec<u32> = (1..=10).chain(20..=22).chain([30, 40]).collect();
        assert_eq!(brief_set(&set(&runs), in_all), "{1–10,20–22,30,40}");
        let odd: Vec<u32> = (0..400).map(|i| 2 * i + 1).collect();
        assert_eq!(
            brief_set(&set(&odd), in_all),
            "{1,3,5,7,9,11,13,15,17,19,21,23,…} (400 in all)"
        );
    }
}
