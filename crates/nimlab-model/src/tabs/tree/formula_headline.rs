//! The Formula view's headline for heaps of a game: the Sprague–Grundy theorem under normal
//! play, Bouton's misère rule for misère Nim, or, for misère sums of other games, that no XOR
//! rule holds (a misère verdict under the normal-play theorem would contradict it).

use crate::i18n::Strings;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::PositionGraph;

/// Which rule the Formula view's headline states, for a start's games and rule: a misère
/// verdict under the normal-play headline would contradict it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Headline {
    /// Normal play: a sum is worth the XOR of its heaps' values.
    SpragueGrundy,
    /// Misère Nim: Bouton's misère rule (XOR of the sizes until only heaps of 0 or 1 are left).
    MisereNim,
    /// Misère with a game other than Nim: no XOR rule holds.
    MisereNoXorRule,
}

impl Headline {
    /// The headline for `graph`'s games under its rule.
    pub fn of(graph: &PositionGraph) -> Self {
        match graph.rule() {
            Rule::Normal => Self::SpragueGrundy,
            Rule::Misere if graph.games().iter().all(|game| *game == HeapGame::Nim) => Self::MisereNim,
            Rule::Misere => Self::MisereNoXorRule,
        }
    }

    /// The headline's title and the line under it, in this language.
    pub fn words(self, strings: &Strings) -> (&'static str, &'static str) {
        let words = strings.heap_tree;
        match self {
            Self::SpragueGrundy => (words.formula_title, words.formula_intro),
            Self::MisereNim => (words.formula_title_misere_nim, words.formula_intro_misere_nim),
            Self::MisereNoXorRule => (words.formula_title_misere_other, words.formula_intro_misere_other),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::grundy::parse_subtraction;
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    fn build(start: &[(HeapGame, u32)], rule: Rule) -> PositionGraph {
        PositionGraph::build(start, rule, Limits::default(), &mut Unwatched).expect("small")
    }

    #[test]
    fn the_headline_states_the_rule_that_holds_for_the_games_and_the_rule() {
        let takes = parse_subtraction("1,2").expect("take set");
        let nim = [(HeapGame::Nim, 3), (HeapGame::Nim, 4)];
        let mixed = [(takes, 3), (HeapGame::Nim, 2)];
        assert_eq!(Headline::of(&build(&nim, Rule::Normal)), Headline::SpragueGrundy);
        assert_eq!(
            Headline::of(&build(&mixed, Rule::Normal)),
            Headline::SpragueGrundy
        );
        assert_eq!(Headline::of(&build(&nim, Rule::Misere)), Headline::MisereNim);
        assert_eq!(
            Headline::of(&build(&mixed, Rule::Misere)),
            Headline::MisereNoXorRule
        );
        for language in crate::i18n::Language::ALL {
            let strings = language.strings();
            let (normal_title, normal_intro) = Headline::SpragueGrundy.words(strings);
            for misere in [Headline::MisereNim, Headline::MisereNoXorRule] {
                let (title, intro) = misere.words(strings);
                assert_ne!(title, normal_title, "{language:?}");
                assert_ne!(intro, normal_intro, "{language:?}");
            }
        }
        let (title, _) = Headline::MisereNim.words(crate::i18n::Language::English.strings());
        assert!(title.contains("Bouton"), "{title}");
    }
}
