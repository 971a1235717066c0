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
