//! The user's collapse/expand choices for the game and pile on show. Paths only mean something in
//! the tree they were made in, so the choices are forgotten when the game or pile changes.

use std::collections::HashMap;

use nimlab_core::games::CoinGame;
use nimlab_core::games::view_tree::{Fold, NodePath};

/// Collapse/expand choices by node path, for one game and pile.
#[derive(Clone, Debug, Default)]
pub struct Folds {
    by_path: HashMap<NodePath, Fold>,
    /// The game and pile the choices belong to.
    game: Option<(CoinGame, u32)>,
}

impl Folds {
    /// Makes the choices belong to `game`; returns `true` when that forgot the choices of another
    /// game or pile (so node paths elsewhere, such as the selected node, no longer apply).
    pub fn belong_to(&mut self, game: &(CoinGame, u32)) -> bool {
        if self.game.as_ref() == Some(game) {
            return false;
        }
        self.by_path.clear();
        self.game = Some(game.clone());
        true
    }

    /// The choices remembered from the last run, for `game` (the inputs' game and pile).
    pub fn restore(&mut self, game: (CoinGame, u32), choices: Vec<(NodePath, Fold)>) {
        self.by_path = choices.into_iter().collect();
        self.game = Some(game);
    }

    /// Records the user's choice at `path`.
    pub fn set(&mut self, path: NodePath, fold: Fold) {
        self.by_path.insert(path, fold);
    }

    /// Forgets every choice.
    pub fn clear(&mut self) {
        self.by_path.clear();
    }

    /// The choices belong to `game` (they are forgotten when another game or pile shows).
    pub fn belongs_to(&self, game: Option<&(CoinGame, u32)>) -> bool {
        self.game.as_ref() == game
    }

    /// The choices belong to `game` with `coins`, asked without building the pair.
    pub fn belong_to_pile(&self, game: &CoinGame, coins: u32) -> bool {
        self.game
            .as_ref()
            .is_some_and(|(own, own_coins)| own == game && *own_coins == coins)
    }

    /// The choices are exactly `sorted` (as [`Folds::sorted`] lists them), checked without
    /// listing them: the tab asks it every frame of whether its tree on show is current.
    pub fn are(&self, sorted: &[(NodePath, Fold)]) -> bool {
        self.by_path.len() == sorted.len()
            && sorted
                .iter()
                .all(|(path, fold)| self.by_path.get(path) == Some(fold))
    }

    /// No choice has been made.
    pub fn is_empty(&self) -> bool {
        self.by_path.is_empty()
    }

    /// The choices in a stable order, as an analysis key holds them.
    pub fn sorted(&self) -> Vec<(NodePath, Fold)> {
        let mut folds: Vec<(NodePath, Fold)> = self.by_path.iter().map(|(p, f)| (p.clone(), *f)).collect();
        folds.sort();
        folds
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_choices_are_compared_with_a_list_as_sorted_lists_them() {
        let game = CoinGame::seed_000();
        let mut folds = Folds::default();
        folds.belong_to(&(game.clone(), 13));
        assert!(folds.belong_to_pile(&game, 13));
        assert!(!folds.belong_to_pile(&game, 12));
        assert!(folds.are(&[]));
        folds.set(vec![1, 2], Fold::Collapsed);
        folds.set(vec![0], Fold::Expanded);
        let listed = folds.sorted();
        assert!(folds.are(&listed));
        assert!(!folds.are(&listed[..1]), "one choice missing");
        let other = vec![(vec![0], Fold::Collapsed), listed[1].clone()];
        assert!(!folds.are(&other), "one choice differs");
        folds.set(vec![3], Fold::Collapsed);
        assert!(!folds.are(&listed), "a choice more");
    }
}
