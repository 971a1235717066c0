//! The table of one game's values with its certified period, as the tab and the command line show
//! it, and how many values each game may compute.

use super::certified::CertifiedPeriod;
use super::error::GrundyError;
use super::heap_game::HeapGame;
use super::octal_search::OCTAL_WORK_BUDGET;
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
    /// The search stopped at the work budget of its game before a period was certified
    /// ([`super::octal_search::OCTAL_WORK_BUDGET`]), not at its length limit.
    #[serde(default)]
    pub work_exhausted: bool,
}

/// The largest count of values a user may ask for, for the cheapest games.
pub const MAX_COUNT: usize = 10_000_000;

/// How much work (options looked at) one table may cost: about a second in a release build.
const WORK_BUDGET: f64 = 2e9;

impl HeapGame {
    /// The most values [`Self::values`] computes within the work budget whatever the game, known
    /// before it starts: a subtraction game looks at |S| options per value, an octal game that
    /// splits heaps at about n·s/2 in the worst case (s = digits with a split, no mask helping),
    /// so its bound grows with the square root of the budget. Callers that compute values
    /// directly (sums) keep to it; a table goes further ([`Self::table_limit`]).
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

    /// The most values [`GrundyTable::compute`] accepts for this game under `rule`. An octal
    /// game that splits heaps, under normal play, is bounded by memory ([`MAX_COUNT`]) and, as
    /// it runs, by the rare-value method's measured cost: its steps are counted against
    /// [`super::octal_search::OCTAL_WORK_BUDGET`], since that cost per value depends on the game
    /// (a few hundred steps for the published long periods, n·s/2 when no mask helps), not on a
    /// formula of the count. Misère values of a game that splits are searched over sums of
    /// heaps, within [`crate::games::misere::bound`]'s limits. Every
    /// other game keeps [`Self::max_count`].
    pub fn table_limit(&self, rule: Rule) -> usize {
        match self {
            _ if rule == Rule::Misere && crate::games::misere::bound::splits(self) => {
                crate::games::misere::max_heap(self)
            }
            Self::Octal(code) if code.splits() && rule == Rule::Normal => MAX_COUNT,
            _ => self.max_count(),
        }
    }

    /// The most values the period search computes on its own (a user may ask for more).
    fn search_limit(&self) -> usize {
        self.max_count().min(1 << 20)
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
        Self::compute_within(game, rule, count, OCTAL_WORK_BUDGET, watch)
    }

    /// [`Self::compute`], with the period search of an octal game that splits heaps stopped
    /// after `search_steps` steps past the `count` values (the command line's bound,
    /// [`super::octal_search::OCTAL_QUICK_SEARCH_STEPS`]); every other game's search is bounded
    /// already, to about a second.
    pub fn compute_within(
        game: &HeapGame,
        rule: Rule,
        count: usize,
        search_steps: u64,
        watch: &mut dyn Watch,
    ) -> Result<Option<Self>, GrundyError> {
        if rule == Rule::Misere && crate::games::misere::bound::splits(game) {
            // No period: no theorem certifies one for misère values of a game that splits.
            let found = crate::games::misere::misere_table(game, count, watch)
                .map_err(|_| GrundyError::TooManyValues(game.table_limit(rule)))?;
            return Ok(found.map(|found| Self {
                searched: found.values.len(),
                values: found.values,
                period: None,
                work_exhausted: false,
            }));
        }
        if count > game.table_limit(rule) {
            return Err(GrundyError::TooManyValues(game.table_limit(rule)));
        }
        if let (HeapGame::Octal(code), Rule::Normal) = (game, rule)
            && code.splits()
        {
            let found = super::octal_search::search(game, code, count, search_steps, watch)?;
            return Ok(found.map(|found| Self {
                values: found.values,
                period: found.period,
                searched: found.searched,
                work_exhausted: found.work_exhausted,
            }));
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
                    work_exhausted: false,
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
        // {1,2,3}: n mod 4 (OEIS A010873). {1,3,4}: period 7 (the Sprague–Grundy post). {1,2,5}:
        // period 3 (the pebble-game chapter). {2,3}: period 5. {2,4,7}: preperiod 8, period 3.
        // Powers of 4: period 5.
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
