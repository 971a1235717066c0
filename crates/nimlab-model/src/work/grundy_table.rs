//! One computed table of the Grundy tab (the work called `grundy-table`): what it was computed
//! from, the values with their certified period, and the Sprague–Grundy post's nested action sets.

use serde::{Deserialize, Serialize};

use crate::jobs::{Progress, Work};
use nimlab_core::games::Rule;
use nimlab_core::games::action_set::action_sets;
use nimlab_core::games::grundy::{GrundyTable, HeapGame};
use nimlab_core::games::misere;

/// What a table of values was computed from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GrundyKey {
    /// The game.
    pub game: HeapGame,
    /// Normal play or misère.
    pub rule: Rule,
    /// How many values were asked for.
    pub count: usize,
}

/// A game's values, period and nested action sets, computed in the background.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GrundyResult {
    /// What it was computed from.
    pub key: GrundyKey,
    /// The values (perhaps more than asked for) and the certified period.
    pub table: GrundyTable,
    /// The Sprague–Grundy post's notation for the first heaps, as long as it stays short.
    pub action_sets: Vec<String>,
    /// Misère values of a game that splits: for each heap, the value of each of its
    /// moves (the sums they leave, searched), for the mex working. Empty otherwise.
    pub misere_options: Vec<Vec<u32>>,
}

/// Steps of the progress bar over one table's search.
const PROGRESS_STEPS: u64 = 1000;

/// The longest nested action set written out.
const ACTION_SET_CHARS: usize = 90;

impl Work for GrundyKey {
    type Output = GrundyResult;
    const NAME: &'static str = "grundy-table";

    fn run(self, progress: &Progress) -> Option<GrundyResult> {
        GrundyResult::compute(self, progress)
    }
}

impl GrundyResult {
    /// Computes the table of `key`, or `None` when it was cancelled or the game refused it.
    pub fn compute(key: GrundyKey, progress: &Progress) -> Option<Self> {
        if key.rule == Rule::Misere && misere::bound::splits(&key.game) {
            return Self::misere(key, progress);
        }
        // The long period searches (0.354 goes to 20 million values) move the bar as they go.
        progress.set_total(PROGRESS_STEPS);
        let mut watch = progress.fraction_reporter(0, PROGRESS_STEPS);
        let table = GrundyTable::compute(&key.game, key.rule, key.count, &mut watch).ok()??;
        let action_sets = action_sets(&key.game, ACTION_SET_CHARS);
        Some(Self {
            key,
            table,
            action_sets,
            misere_options: Vec::new(),
        })
    }

    /// Misère values of a game that splits, searched with progress: no period is claimed (no
    /// theorem certifies one), and the nested action sets stop at the first split anyway.
    fn misere(key: GrundyKey, progress: &Progress) -> Option<Self> {
        progress.set_total(1000);
        let mut watch = progress.fraction_reporter(0, 1000);
        let found = misere::misere_table(&key.game, key.count, &mut watch).ok()??;
        Some(Self {
            key,
            table: GrundyTable {
                searched: found.values.len(),
                values: found.values,
                period: None,
                work_exhausted: false,
            },
            action_sets: Vec::new(),
            misere_options: found.options,
        })
    }

    /// The values the user asked to see.
    pub fn values(&self) -> &[u32] {
        &self.table.values[..self.key.count]
    }
}
