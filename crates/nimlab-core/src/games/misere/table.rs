//! A game's misère values heap by heap, g(0), …, g(count − 1), each searched over the sums its
//! splits leave, with the value of every option of every heap kept for the mex working.

use super::bound::{MAX_POSITIONS, MAX_WORK, MisereError};
use super::search::MisereSearch;
use crate::games::grundy::heap_game::HeapGame;
use crate::watch::Watch;

/// The misère values of one game's heaps, and what their mex was taken over.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MisereTable {
    /// g(0), …, g(count − 1) under the Sprague–Grundy post's misère convention.
    pub values: Vec<u32>,
    /// For each heap n, the value of each of its moves in the order of `HeapGame::moves(n)`: the
    /// value of the whole sum a split leaves, searched, never an XOR.
    pub options: Vec<Vec<u32>>,
    /// How many positions (sums of heaps) were searched.
    pub searched: usize,
}

/// The search for the heaps 0..count of `game`, or why it is refused.
fn search_for(game: &HeapGame, count: usize) -> Result<MisereSearch, MisereError> {
    let largest = u32::try_from(count.saturating_sub(1)).map_err(|_| MisereError::TooManyTokens)?;
    MisereSearch::new(&[(game.clone(), largest)], MAX_POSITIONS, MAX_WORK)
}

/// The most misère values of `game` a table may hold within the limits ([`super::bound`]).
pub fn max_heap(game: &HeapGame) -> usize {
    // The bound grows with the count, and keys hold at most 128 bits: 130 is past any limit.
    (1..=130)
        .take_while(|&count| search_for(game, count).is_ok())
        .last()
        .unwrap_or(0)
}

/// Searches the misère values of heaps 0..`count` of `game`. `watch` hears the fraction of the
/// bounded positions searched; when it says stop, the result is `None`.
pub fn misere_table(
    game: &HeapGame,
    count: usize,
    watch: &mut dyn Watch,
) -> Result<Option<MisereTable>, MisereError> {
    let mut search = search_for(game, count)?;
    let mut values = Vec::with_capacity(count);
    let mut options = Vec::with_capacity(count);
    for n in 0..count as u32 {
        let mut each = Vec::new();
        for (_, left) in game.moves(n) {
            let heaps: Vec<(usize, u32)> = left.iter().map(|&h| (0, h)).collect();
            match search.value(&heaps, watch) {
                Ok(value) => each.push(value),
                Err(_) => return Ok(None),
            }
        }
        let Ok(value) = search.value(&[(0, n)], watch) else {
            return Ok(None);
        };
        values.push(value);
        options.push(each);
    }
    Ok(Some(MisereTable {
        values,
        options,
        searched: search.searched(),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin_game::Rule;
    use crate::games::test_games::{octal, set};
    use crate::watch::Unwatched;

    fn values(code: &str, count: usize) -> Vec<u32> {
        misere_table(&octal(code), count, &mut Unwatched)
            .expect("within the limits")
            .expect("not stopped")
            .values
    }

    #[test]
    fn cgsuite_misere_kayles_and_dawsons_kayles() {
        // CGSuite's misère Grundy values (published, and independent of our search), n = 0…20.
        // Kayles (0.77):
        let kayles = [1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0];
        assert_eq!(values("0.77", 21), kayles);
        // Dawson's Kayles (0.07):
        let dawson = [1, 1, 0, 0, 2, 1, 3, 0, 0, 1, 1, 3, 0, 2, 1, 1, 0, 0, 2, 1, 3];
        assert_eq!(values("0.07", 21), dawson);
    }

    #[test]
    fn codes_without_splits_agree_with_the_one_heap_method() {
        for (code, takes) in [("0.333", "1,2,3"), ("0.303", "1,3")] {
            assert_eq!(
                values(code, 30),
                set(takes).values(Rule::Misere, 30).expect("valid"),
                "{code}"
            );
        }
    }

    #[test]
    fn the_options_are_the_values_the_mex_is_taken_over() {
        // Misère Kayles from 3: 2, 1+1, 1 and 0+… — take 1 leaves 2 (worth 2) or 1+1 (a sum:
        // worth 1, though each 1 is worth 0 and 0 xor 0 = 0), take 2 leaves 1 (worth 0).
        let table = misere_table(&octal("0.77"), 4, &mut Unwatched)
            .expect("within the limits")
            .expect("not stopped");
        let moves = octal("0.77").moves(3);
        let named: Vec<(Vec<u32>, u32)> = moves
            .into_iter()
            .map(|(_, left)| left)
            .zip(table.options[3].iter().copied())
            .collect();
        assert!(named.contains(&(vec![1, 1], 1)), "{named:?}");
        assert!(named.contains(&(vec![2], 2)), "{named:?}");
        assert!(named.contains(&(vec![1], 0)), "{named:?}");
        assert_eq!(table.values[3], 3);
    }

    #[test]
    fn past_the_limits_it_is_refused_before_it_starts() {
        let kayles = octal("0.77");
        let most = max_heap(&kayles);
        assert!((30..130).contains(&most), "Kayles reaches {most}");
        assert!(matches!(
            misere_table(&kayles, most + 1, &mut Unwatched),
            Err(MisereError::TooManyPositions { .. } | MisereError::TooMuchWork { .. })
        ));
        let mut stop = |_: f32| false;
        assert_eq!(misere_table(&kayles, 30, &mut stop), Ok(None), "Cancel stops it");
    }
}
