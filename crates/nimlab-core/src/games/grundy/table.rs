//! The table of one game's values with its certified period, as the tab and the command line show
//! it, and how many values each game may compute.

use super::certified::CertifiedPeriod;
use super::error::GrundyError;
use super::heap_game::HeapGame;
use crate::games::coin_game::Rule;
use crate::watch::Watch;

/// Values and period of one game, as the table, the period panel and the command line show them.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct GrundyTable {
    /// g(0), g(1), …: at least the count asked for, more when the period search needed them.
    pub values: Vec<u32>,
    /// The period with its proof, when one was certified within the values searched.
    pub period: Option<CertifiedPeriod>,
    /// How many values the period search had.
    pub searched: usize,
}

/// The largest count of values a user may ask for, for the cheapest games.
pub const MAX_COUNT: usize = 10_000_000;

/// How much work (options looked at) one table may cost: about a second in a release build.
const WORK_BUDGET: f64 = 2e9;

impl HeapGame {
    /// The most values this game computes within the work budget: a subtraction game looks at
    /// |S| options per value, an octal game that splits heaps at about n·s/2 (s = digits with a
    /// split), so its cost grows with the square of the count.
    pub fn max_count(&self) -> usize {
        let per_value = |options: usize| ((WORK_BUDGET / options.max(1) as f64) as usize).min(MAX_COUNT);
        match self {
            Self::Nim | Self::Powers(_) => MAX_COUNT,
            Self::Subtraction(set) => per_value(set.takes().len()),
            Self::Octal(code) if code.splits() => {
                let splitting = (1..=code.last_digit())
                    .filter(|&k| code.digit(k) & 4 != 0)
                    .count();
                ((2.0 * WORK_BUDGET / 5.0 / splitting as f64).sqrt() as usize).min(MAX_COUNT)
            }
            Self::Octal(code) => per_value(code.last_digit()),
        }
    }

    // Misère values of games that split (issue 25, the misère part): their own limit, and no
    // period, since no theorem certifies one.
    /// The most values this game computes under `rule`: misère values of a game that splits are
    /// searched over sums of heaps, within [`crate::games::misere::bound`]'s limits.
    pub fn max_count_under(&self, rule: Rule) -> usize {
        if rule == Rule::Misere && crate::games::misere::bound::splits(self) {
            crate::games::misere::max_heap(self)
        } else {
            self.max_count()
        }
    }

    /// The most values the period search computes on its own (a user may ask for more).
    fn search_limit(&self) -> usize {
        let cap = match self {
            Self::Octal(code) if code.splits() => 1 << 14,
            _ => 1 << 20,
        };
        self.max_count().min(cap)
    }
}

impl GrundyTable {
    /// Computes at least `count` values, and keeps doubling them (up to a limit that depends on
    /// the game) until a period is certified. `watch` hears between rounds how far toward the
    /// limit the values reach; when it says stop, the result is `None`.
    pub fn compute(
        game: &HeapGame,
        rule: Rule,
        count: usize,
        watch: &mut dyn Watch,
    ) -> Result<Option<Self>, GrundyError> {
        if rule == Rule::Misere && crate::games::misere::bound::splits(game) {
            let found = crate::games::misere::misere_table(game, count, watch)
                .map_err(|_| GrundyError::TooManyValues(game.max_count_under(rule)))?;
            return Ok(found.map(|found| Self {
                searched: found.values.len(),
                values: found.values,
                period: None,
            }));
        }
        if count > game.max_count() {
            return Err(GrundyError::TooManyValues(game.max_count()));
        }
        let limit = game.search_limit().max(count);
        let mut length = count.max(1024).min(limit);
        loop {
            let values = game.values(rule, length)?;
            let period = game.period(rule, &values);
            if period.is_some() || length >= limit {
                return Ok(Some(Self {
                    searched: values.len(),
                    values,
                    period,
                }));
            }
            if !watch.keep_going(length as f32 / limit as f32) {
                return Ok(None);
            }
            length = (length * 2).min(limit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::test_games::{octal, set};

    fn period_of(game: &HeapGame, rule: Rule) -> (usize, usize) {
        let table = GrundyTable::compute(game, rule, 20, &mut crate::watch::Unwatched)
            .expect("valid")
            .expect("not stopped");
        let found = table.period.expect("certified").period;
        (found.preperiod, found.period)
    }

    #[test]
    fn published_periods() {
        // {1,2,3}: n mod 4 (OEIS A010873). {1,3,4}: period 7 (seed 001). {1,2,5}: period 3
        // (seed 002). {2,3}: period 5. {2,4,7}: preperiod 8, period 3. Powers of 4: period 5.
        let cases = [
            ("1,2,3", (0, 4)),
            ("1,3,4", (0, 7)),
            ("1,2,5", (0, 3)),
            ("2,3", (0, 5)),
            ("2,4,7", (8, 3)),
        ];
        for (takes, expected) in cases {
            assert_eq!(period_of(&set(takes), Rule::Normal), expected, "{{{takes}}}");
        }
        let mod_4: Vec<u32> = (0..40).map(|n| n % 4).collect();
        assert_eq!(set("1,2,3").values(Rule::Normal, 40).expect("valid"), mod_4);
        assert_eq!(period_of(&HeapGame::Powers(4), Rule::Normal), (0, 5));
        assert_eq!(period_of(&HeapGame::Powers(3), Rule::Normal), (0, 2));
        assert_eq!(period_of(&set("1,3,4"), Rule::Misere), (0, 7));
    }

    #[test]
    fn kayles_matches_oeis_a002186() {
        // OEIS A002186, the 105 terms listed: Sprague-Grundy values of Kayles (octal .77);
        // "from n = 71 on, periodic with period 12".
        let a002186 = [
            0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2,
            1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8,
            1, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
            4, 1, 2, 8, 1, 4, 7, 2, 1,
        ];
        let kayles = octal("0.77");
        assert_eq!(
            kayles.values(Rule::Normal, a002186.len()).expect("valid"),
            a002186
        );
        assert_eq!(period_of(&kayles, Rule::Normal), (71, 12));
    }

    #[test]
    fn dawsons_chess_matches_oeis_a002187() {
        // OEIS A002187: Dawson's chess (octal .137), period 34, last exception at n = 51;
        // Dawson's Kayles (.07) has the same values shifted by one.
        let a002187 = [
            0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2,
            7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
            5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2,
            1, 1, 0, 4,
        ];
        let chess = octal("0.137");
        assert_eq!(chess.values(Rule::Normal, a002187.len()).expect("valid"), a002187);
        assert_eq!(period_of(&chess, Rule::Normal), (52, 34));
        let dawsons_kayles = octal("0.07")
            .values(Rule::Normal, a002187.len() + 1)
            .expect("valid");
        assert_eq!(dawsons_kayles[1..], a002187);
    }

    #[test]
    fn nim_has_no_period() {
        let table = GrundyTable::compute(&HeapGame::Nim, Rule::Normal, 10, &mut crate::watch::Unwatched)
            .expect("valid");
        assert_eq!(table.expect("not stopped").period, None);
    }
}
