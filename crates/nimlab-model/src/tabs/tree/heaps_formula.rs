//! The heaps' Formula view worked out: the Sprague–Grundy theorem at one position. Each heap's
//! value is read from its game (Nim's g(n) = n, or a certified period's pattern, or the table of
//! values), the XOR of the values is taken, and the verdict and its winning moves are the sum engine's
//! (`sums::analyse`, the Grundy tab's sum builder), so what the formula says can be checked
//! against the position graph's own values. Misère Nim follows Bouton's rule; under misère no
//! XOR rule holds for any other game, and the view says so.

use crate::i18n::Strings;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use nimlab_core::games::sums::{self, Heap, SumAnalysis};
use nimlab_core::games::{Outcome, Rule};

/// How many values of a game other than Nim are computed to look for a certified period:
/// enough for Kayles' (preperiod 71, period 12) and Dawson's Kayles' (52, 34) proofs, and cheap
/// even for an octal game that splits heaps (about n² options looked at).
pub const PERIOD_SEARCH_VALUES: usize = 1024;

/// How a heap's value is read from its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reading {
    /// Nim: a heap is worth its size, g(n) = n.
    Nim,
    /// A certified period: g(n) = pattern[(n − n0) mod p] from `preperiod` on.
    Periodic {
        /// Where the repetition starts (n0).
        preperiod: usize,
        /// One period of values, g(n0) … g(n0 + p − 1).
        pattern: Vec<u32>,
    },
    /// No period certified within `searched` values: the value is read from the table.
    Table {
        /// How many values the period search had.
        searched: usize,
    },
}

/// One game's values as the view reads them, computed once per start.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReading {
    /// The game.
    pub game: HeapGame,
    /// g(0), g(1), … under normal play, as far as the start's largest heap and the period search
    /// need (empty for Nim).
    values: Vec<u32>,
    /// How the values are read.
    pub reading: Reading,
}

impl GameReading {
    /// The values of `game` as far as `largest` and the period search reach, bounded before any
    /// work by the game's own limit.
    pub fn of(game: &HeapGame, largest: u32) -> Self {
        if *game == HeapGame::Nim {
            return Self {
                game: game.clone(),
                values: Vec::new(),
                reading: Reading::Nim,
            };
        }
        let wanted = (largest as usize + 1).max(PERIOD_SEARCH_VALUES);
        let count = wanted.min(game.max_count()).max(largest as usize + 1);
        let values = game.values(Rule::Normal, count).unwrap_or_default();
        let reading = match game.period(Rule::Normal, &values) {
            Some(found) => {
                let (n0, p) = (found.period.preperiod, found.period.period);
                Reading::Periodic {
                    preperiod: n0,
                    pattern: values[n0..n0 + p].to_vec(),
                }
            }
            None => Reading::Table {
                searched: values.len(),
            },
        };
        Self {
            game: game.clone(),
            values,
            reading,
        }
    }

    /// g(n) under normal play.
    pub fn value(&self, n: u32) -> u32 {
        match self.reading {
            Reading::Nim => n,
            _ => self.values.get(n as usize).copied().unwrap_or_default(),
        }
    }
}

/// The readings of every game of a graph, in the graph's order of games.
pub fn readings(graph: &PositionGraph) -> Vec<GameReading> {
    let root = graph.position(graph.root());
    graph
        .games()
        .iter()
        .enumerate()
        .map(|(index, game)| {
            // Heaps only shrink or split, so the start holds each game's largest heap.
            let largest = root
                .heaps()
                .iter()
                .filter(|heap| heap.game as usize == index)
                .map(|heap| heap.size)
                .max()
                .unwrap_or(0);
            GameReading::of(game, largest)
        })
        .collect()
}

/// What the theorem says of one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Normal play, or misère Nim (Bouton): each heap's value (misère values for misère Nim),
    /// their XOR, the outcome and the winning moves, heaps numbered as in [`HeapsFormula::heaps`].
    Xor(SumAnalysis),
    /// Misère with a game other than Nim: no XOR rule holds.
    NoXorRule,
}

/// The theorem at one position: its heaps (sorted as the position is written) and the verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapsFormula {
    /// Each heap: its game's index among the graph's games, its size, its normal-play value.
    pub heaps: Vec<(usize, u32, u32)>,
    /// What the XOR says, or that it says nothing.
    pub verdict: Verdict,
}

impl HeapsFormula {
    /// The theorem at `id`, each heap read through `readings` ([`readings`] of `graph`).
    pub fn at(graph: &PositionGraph, readings: &[GameReading], id: PositionId) -> Self {
        let position = graph.position(id);
        let heaps: Vec<(usize, u32, u32)> = position
            .heaps()
            .iter()
            .map(|heap| {
                let game = heap.game as usize;
                (game, heap.size, readings[game].value(heap.size))
            })
            .collect();
        let all_nim = heaps
            .iter()
            .all(|&(game, ..)| readings[game].game == HeapGame::Nim);
        let verdict = if graph.rule() == Rule::Misere && !all_nim {
            Verdict::NoXorRule
        } else {
            let sum: Vec<Heap> = heaps
                .iter()
                .map(|&(game, size, _)| Heap {
                    game: readings[game].game.clone(),
                    size,
                })
                .collect();
            // Within the graph's cost bound every heap is far below a sum's table limit, and
            // misère here is Nim's, which needs no search.
            sums::analyse(&sum, graph.rule()).map_or(Verdict::NoXorRule, Verdict::Xor)
        };
        Self { heaps, verdict }
    }

    /// The position in the Grundy tab's words: "Nim 3 + Nim 4 + Nim 5 = *3 + *4 + *5", each heap
    /// its game and size, then (unless `hidden`, and under normal play only, where a heap is
    /// worth its nimber) each heap's nimber; "0" for no heap at all.
    pub fn sum_words(&self, readings: &[GameReading], rule: Rule, hidden: bool, strings: &Strings) -> String {
        if self.heaps.is_empty() {
            return "0".to_owned();
        }
        let named: Vec<String> = self
            .heaps
            .iter()
            .map(|&(game, size, _)| format!("{} {size}", strings.game_name(&readings[game].game)))
            .collect();
        let named = named.join(" + ");
        if hidden || rule == Rule::Misere {
            return named;
        }
        let nimbers: Vec<String> = self
            .heaps
            .iter()
            .map(|&(.., value)| format!("*{value}"))
            .collect();
        format!("{named} = {}", nimbers.join(" + "))
    }

    /// W or L by the theorem, when it decides.
    pub fn outcome(&self) -> Option<Outcome> {
        match &self.verdict {
            Verdict::Xor(analysis) => Some(analysis.outcome),
            Verdict::NoXorRule => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::grundy::{parse_octal, parse_subtraction};
    use nimlab_core::games::positions::Limits;
    use nimlab_core::watch::Unwatched;

    fn build(start: &[(HeapGame, u32)], rule: Rule) -> PositionGraph {
        PositionGraph::build(start, rule, Limits::default(), &mut Unwatched).expect("small")
    }

    /// Each winning move as (game, from, what is left sorted), whichever heap of equal ones it
    /// names.
    type Played = std::collections::BTreeSet<(String, u32, Vec<u32>)>;

    fn by_graph(graph: &PositionGraph, id: PositionId) -> Played {
        graph
            .winning_moves(id)
            .into_iter()
            .map(|m| {
                let mut to = m.to;
                to.sort_unstable();
                (graph.games()[m.game as usize].to_string(), m.from, to)
            })
            .collect()
    }

    fn by_formula(graph: &PositionGraph, formula: &HeapsFormula) -> Played {
        let Verdict::Xor(analysis) = &formula.verdict else {
            panic!("the XOR decides here")
        };
        analysis
            .winning_moves
            .iter()
            .map(|m| {
                let mut to = m.to.clone();
                to.sort_unstable();
                let game = formula.heaps[m.heap].0;
                (graph.games()[game].to_string(), m.from, to)
            })
            .collect()
    }

    #[test]
    fn nim_3_4_5_is_worth_3_xor_4_xor_5_and_the_one_winning_move_takes_3_to_1() {
        let graph = build(
            &[(HeapGame::Nim, 3), (HeapGame::Nim, 4), (HeapGame::Nim, 5)],
            Rule::Normal,
        );
        let formula = HeapsFormula::at(&graph, &readings(&graph), graph.root());
        assert_eq!(formula.heaps, vec![(0, 3, 3), (0, 4, 4), (0, 5, 5)]);
        let Verdict::Xor(analysis) = &formula.verdict else {
            panic!("normal play")
        };
        assert_eq!(analysis.nim_sum, 2);
        assert_eq!(analysis.winning_moves.len(), 1);
        assert_eq!(
            (
                analysis.winning_moves[0].from,
                analysis.winning_moves[0].to.clone()
            ),
            (3, vec![1])
        );
    }

    #[test]
    fn a_position_is_named_in_the_grundy_tabs_words() {
        let takes = parse_subtraction("1,3,4").expect("take set");
        let graph = build(&[(HeapGame::Nim, 3), (takes, 6)], Rule::Normal);
        let readings = readings(&graph);
        let formula = HeapsFormula::at(&graph, &readings, graph.root());
        let english = crate::i18n::Language::English.strings();
        // {1,3,4}: g(6) = 2 (0,1,0,1,2,3,2 from 0).
        assert_eq!(
            formula.sum_words(&readings, Rule::Normal, false, english),
            "Nim 3 + {1,3,4} 6 = *3 + *2"
        );
        assert_eq!(
            formula.sum_words(&readings, Rule::Normal, true, english),
            "Nim 3 + {1,3,4} 6"
        );
    }

    #[test]
    fn kayles_is_read_through_its_certified_period() {
        let kayles = GameReading::of(&parse_octal("0.77").expect("octal"), 5);
        // Kayles' last exception is g(70): from 71 on, g(n) is 4,1,2,8,1,4,7,2,1,8,2,7 by n mod 12.
        let Reading::Periodic { preperiod, pattern } = &kayles.reading else {
            panic!("Kayles' period is certified: {:?}", kayles.reading)
        };
        assert_eq!((*preperiod, pattern.len()), (71, 12));
        let by_residue = [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7];
        for n in 71..95 {
            assert_eq!(pattern[(n - 71) % 12], by_residue[n % 12], "g({n})");
        }
        // g(0..6) of Kayles: 0, 1, 2, 3, 1, 4.
        assert_eq!(
            (0..6).map(|n| kayles.value(n)).collect::<Vec<_>>(),
            vec![0, 1, 2, 3, 1, 4]
        );
    }

    #[test]
    fn misere_of_other_games_has_no_xor_rule() {
        let takes = parse_subtraction("1,2").expect("take set");
        let graph = build(&[(takes, 3), (HeapGame::Nim, 2)], Rule::Misere);
        let formula = HeapsFormula::at(&graph, &readings(&graph), graph.root());
        assert_eq!(formula.verdict, Verdict::NoXorRule);
    }

    #[test]
    fn on_random_sums_the_xor_names_the_graphs_winning_moves_at_every_position() {
        let games = [
            HeapGame::Nim,
            parse_subtraction("1,2").expect("take set"),
            parse_subtraction("1,3,4").expect("take set"),
            parse_octal("0.77").expect("Kayles"),
            parse_octal("0.07").expect("Dawson's Kayles"),
            HeapGame::Powers(2),
        ];
        // A fixed linear congruential generator: the same sums every run, many shapes of sum.
        let mut seed: u64 = 0x5eed;
        let mut next = |below: u64| {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            (seed >> 33) % below
        };
        for _ in 0..60 {
            let heaps = 1 + next(3);
            let all_nim = next(3) == 0;
            let start: Vec<(HeapGame, u32)> = (0..heaps)
                .map(|_| {
                    let game = if all_nim {
                        0
                    } else {
                        next(games.len() as u64) as usize
                    };
                    (games[game].clone(), next(7) as u32)
                })
                .collect();
            let rules: &[Rule] = if all_nim {
                &[Rule::Normal, Rule::Misere]
            } else {
                &[Rule::Normal]
            };
            for &rule in rules {
                let graph = build(&start, rule);
                let readings = readings(&graph);
                for id in graph.ids() {
                    let formula = HeapsFormula::at(&graph, &readings, id);
                    assert_eq!(
                        formula.outcome(),
                        Some(graph.outcome(id)),
                        "{start:?} {rule:?} at {id:?}"
                    );
                    assert_eq!(
                        by_formula(&graph, &formula),
                        by_graph(&graph, id),
                        "{start:?} {rule:?} at {id:?}"
                    );
                    if rule == Rule::Normal {
                        let xor = formula.heaps.iter().fold(0, |acc, &(.., g)| acc ^ g);
                        assert_eq!(xor, graph.value(id), "{start:?} at {id:?}");
                    }
                }
            }
        }
    }
}
