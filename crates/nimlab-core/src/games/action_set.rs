//! Seed 001's nested action sets: a position written as the set of the positions its moves
//! lead to, with `*k` standing for `{*0, *1, …, *(k − 1)}` (so `*0 = {}`). For take 1–3 under
//! normal play, 4 coins is `{*1,*2,*3}` and 5 coins is `{*2,*3,{*1,*2,*3}}`.
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
/// `max_chars` characters. The notation stops at the first heap a move splits in two.
pub fn action_sets(game: &HeapGame, max_chars: usize) -> Vec<String> {
    let mut forms: Vec<Form> = Vec::new();
    for n in 0..MAX_HEAPS {
        let moves = game.moves(n);
        if moves.iter().any(|(_, left)| left.len() > 1) {
            break;
        }
        let mut options: Vec<Form> = moves
            .iter()
            .map(|(_, left)| {
                left.first()
                    .map_or(Form::Nimber(0), |&h| forms[h as usize].clone())
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
        // Seed 001's table of action sets for the take-1-2-3 game.
        let sets = action_sets(&parse_subtraction("1,2,3").expect("valid"), 200);
        assert_eq!(
            sets[..6],
            ["*0", "*1", "*2", "*3", "{*1,*2,*3}", "{*2,*3,{*1,*2,*3}}"]
        );
        assert_eq!(sets[6], "{*3,{*1,*2,*3},{*2,*3,{*1,*2,*3}}}");
        assert!(sets.iter().all(|s| s.chars().count() <= 200));
    }
}
