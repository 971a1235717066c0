//! The Sprague–Grundy post's nested action sets: a position written as the set of the positions its
//! moves lead to, with `*k` standing for `{*0, *1, …, *(k − 1)}` (so `*0 = {}`). For take 1–3 under
//! normal play, 4 coins is `{*1,*2,*3}` and 5 coins is `{*2,*3,{*1,*2,*3}}`.
//!
//! A move that splits a heap leads to a sum of heaps, written as the Sprague–Grundy post writes
//! `G + G'`: the heaps' sets joined by `+`, smallest heap first (Kayles: 3 pins is `{*1,*2,*1+*1}`).
//!
//! The notation is structural: it describes the game tree, not the rule, and it grows
//! exponentially, so it is written out only while it stays short.

use super::grundy::HeapGame;

/// One written-out action set.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Form {
    Nimber(u32),
    Set(String),
}

impl Form {
    fn text(&self) -> String {
        match self {
            Self::Nimber(k) => format!("*{k}"),
            Self::Set(text) => text.clone(),
        }
    }
}

/// How many heaps the notation is written out for at most.
pub const MAX_HEAPS: u32 = 40;

/// The nested action sets of heaps 0, 1, … (at most [`MAX_HEAPS`]), as long as each fits in
/// `max_chars` characters.
pub fn action_sets(game: &HeapGame, max_chars: usize) -> Vec<String> {
    let mut forms: Vec<Form> = Vec::new();
    for n in 0..MAX_HEAPS {
        let mut options: Vec<Form> = game
            .moves(n)
            .into_iter()
            .map(|(_, mut left)| match left.as_slice() {
                [] => Form::Nimber(0),
                [heap] => forms[*heap as usize].clone(),
                _ => {
                    left.sort_unstable();
                    let heaps: Vec<String> = left.iter().map(|&h| forms[h as usize].text()).collect();
                    Form::Set(heaps.join("+"))
                }
            })
            .collect();
        // A set: nimbers first, smallest first, then written-out sets, shortest first.
        options.sort_by_key(|form| match form {
            Form::Nimber(k) => (0, *k as usize, String::new()),
            Form::Set(text) => (1, text.len(), text.clone()),
        });
        options.dedup();
        let is_nimber = options
            .iter()
            .enumerate()
            .all(|(i, form)| *form == Form::Nimber(i as u32));
        let form = if is_nimber {
            Form::Nimber(options.len() as u32)
        } else {
            let inner: Vec<String> = options.iter().map(Form::text).collect();
            Form::Set(format!("{{{}}}", inner.join(",")))
        };
        if form.text().chars().count() > max_chars {
            break;
        }
        forms.push(form);
    }
    forms.iter().map(Form::text).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::grundy::parse_subtraction;

    #[test]
    fn seed_001_take_one_to_three() {
        // The Sprague–Grundy post's table of action sets for the take-1-2-3 game.
        let sets = action_sets(&parse_subtraction("1,2,3").expect("valid"), 200);
        assert_eq!(
            sets[..6],
            ["*0", "*1", "*2", "*3", "{*1,*2,*3}", "{*2,*3,{*1,*2,*3}}"]
        );
        assert_eq!(sets[6], "{*3,{*1,*2,*3},{*2,*3,{*1,*2,*3}}}");
        assert!(sets.iter().all(|s| s.chars().count() <= 200));
    }

    /// The Sprague–Grundy value of a written-out set: `*k` is k, a sum the XOR of its heaps'
    /// values, a set the mex of its members' — read back from the text alone.
    fn value(form: &str) -> u32 {
        let summands = split_top(form, '+');
        if summands.len() > 1 {
            return summands.iter().map(|s| value(s)).fold(0, |a, b| a ^ b);
        }
        if let Some(k) = form.strip_prefix('*') {
            return k.parse().expect("a nimber");
        }
        let inner = &form[1..form.len() - 1];
        let members: Vec<u32> = split_top(inner, ',').iter().map(|m| value(m)).collect();
        (0..=members.len() as u32)
            .find(|k| !members.contains(k))
            .expect("a mex among n + 1 numbers")
    }

    /// `text` split at `at` outside braces.
    fn split_top(text: &str, at: char) -> Vec<&str> {
        let (mut parts, mut depth, mut start) = (Vec::new(), 0, 0);
        for (i, c) in text.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                c if c == at && depth == 0 => {
                    parts.push(&text[start..i]);
                    start = i + 1;
                }
                _ => {}
            }
        }
        parts.push(&text[start..]);
        parts
    }

    #[test]
    fn a_split_is_written_as_a_sum_and_reads_back_as_the_games_values() {
        use crate::games::Rule;
        use crate::games::grundy::parse_octal;
        // Kayles: taking the middle pin of 3 leaves 1 + 1.
        let kayles = parse_octal("0.77").expect("valid");
        let sets = action_sets(&kayles, 90);
        assert_eq!(sets[3], "{*1,*2,*1+*1}");
        // Each set written out, read back by the Sprague–Grundy theorem, is the game's value
        // (normal play), for games that split and games that do not.
        for code in ["0.77", "0.07", "0.137", "0.6", "0.51"] {
            let game = parse_octal(code).expect("valid");
            let sets = action_sets(&game, 90);
            assert!(sets.len() > 4, "{code}: written out past the first split");
            let values = game.values(Rule::Normal, sets.len()).expect("valid");
            for (n, form) in sets.iter().enumerate() {
                assert_eq!(value(form), values[n], "{code} at {n}: {form}");
            }
        }
    }
}
