//! What the matchstick tab remembers between runs ([`SavedMatchTab`]): the open puzzle, its file
//! and session, the typed equation, the mode, the side panel, the recent files, the worksheet
//! choices and the generator's; and what a link shares of it ([`SharedPuzzle`]).

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use super::generator_choices::GeneratorChoices;
use super::saved_session::{self, SavedSession};
use super::sheet_choices::SheetChoices;
use nimlab_core::matchsticks::layout::{Layout, Rules, Slot};
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::PuzzleRecord;

/// How the canvas responds to the mouse.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Drag sticks from full positions to empty ones.
    #[default]
    Move,
    /// Also click positions to add or remove sticks.
    Design,
    /// A student solves the puzzle: answers hidden, steps counted against the budget.
    Play,
}

/// The right-hand panel on show.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchPanel {
    /// Every answer within the budget.
    #[default]
    Answers,
    /// The puzzle's details and the collection.
    Puzzle,
    /// Puzzles with one answer, generated.
    Generator,
    /// The matchstick paper's survey of its three shapes.
    Survey,
    /// The matchstick paper's search on the puzzle.
    Search,
}

/// The most recent files listed.
pub const MAX_RECENT: usize = 8;
/// The largest budget the editor offers: the solver's, as on the command line.
pub use nimlab_core::matchsticks::solve::MAX_STEPS as MAX_BUDGET;
/// The live counts cover answers up to this many steps.
pub const LIVE_STEPS: u32 = 3;

/// The matchstick tab as remembered between runs (serialized field by field: the type's name is
/// never written, so renaming it keeps older states readable).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedMatchTab {
    /// The open puzzle as authored (the board it is tried on is in the session).
    pub puzzle: PuzzleRecord,
    /// The equation field's text.
    pub equation: String,
    /// How the canvas responds to the mouse.
    pub mode: Mode,
    /// The side panel on show.
    pub panel: MatchPanel,
    /// Most recent first.
    pub recent: Vec<PathBuf>,
    /// The file the puzzle belongs to, reopened at start (the puzzle above is as edited,
    /// unsaved changes included).
    pub path: Option<PathBuf>,
    /// Which puzzle of that file is open.
    pub puzzle_index: usize,
    /// The rest of the open puzzle's state: the file's puzzles, what was saved, the editor's
    /// board and undo history.
    pub session: SavedSession,
    /// The Export menu's worksheet choices.
    pub sheet: SheetChoices,
    /// The generator panel's kind and controls.
    pub generator: GeneratorChoices,
}

/// The matchstick paper's example: one move turns `0+3=09` into `6+3=09`.
pub const SEED_EXAMPLE: &str = "0+3=09";

impl Default for SavedMatchTab {
    fn default() -> Self {
        let layout = Layout::parse(SEED_EXAMPLE).expect("the seed's example is an equation");
        Self {
            puzzle: PuzzleRecord::new(&layout, Goal::Move, 1, Rules::default()),
            equation: SEED_EXAMPLE.to_owned(),
            mode: Mode::Move,
            panel: MatchPanel::Answers,
            recent: Vec::new(),
            path: None,
            puzzle_index: 0,
            session: SavedSession::default(),
            sheet: SheetChoices::default(),
            generator: GeneratorChoices::default(),
        }
    }
}

impl SavedMatchTab {
    /// The tab as remembered from the last run, checked like typed input: a puzzle that is
    /// not a valid layout of a bounded size falls back to the default, texts and lists are
    /// bounded, recent files that are gone are forgotten.
    #[must_use]
    pub fn sanitized(self) -> Self {
        let default = Self::default();
        let puzzle = saved_session::checked_puzzle(self.puzzle).unwrap_or(default.puzzle);
        let mut equation = self.equation;
        if equation.chars().nth(saved_session::MAX_TEXT).is_some() {
            equation = String::new();
        }
        let mut recent: Vec<PathBuf> = Vec::new();
        for path in self.recent.into_iter().take(MAX_RECENT) {
            if path.is_file() && !recent.contains(&path) {
                recent.push(path);
            }
        }
        Self {
            puzzle,
            equation,
            mode: self.mode,
            panel: self.panel,
            recent,
            // A FIFO or a device would block or never end the read at start.
            path: self.path.filter(|p| !p.exists() || p.is_file()),
            puzzle_index: self.puzzle_index,
            session: self.session.sanitized(),
            sheet: self.sheet.sanitized(),
            generator: self.generator.sanitized(),
        }
    }
}

/// A new puzzle: the shape `D+D=D` with no sticks, to be built in design mode.
pub fn blank_puzzle() -> PuzzleRecord {
    let layout = Layout {
        slots: vec![
            Slot::Digit(0),
            Slot::Operator(0),
            Slot::Digit(0),
            Slot::Equals,
            Slot::Digit(0),
        ],
    };
    PuzzleRecord::new(&layout, Goal::Move, 1, Rules::default())
}

/// What a link shares of the matchstick tab (`app::share`): the puzzle as authored, the
/// Equation box while it holds something else than the puzzle, the mode and the side panel;
/// never the board it was tried on, the file, the rest of a collection or the undo history.
/// The fields are [`SavedMatchTab`]' own, so a link's text is a part of a remembered state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SharedPuzzle {
    /// The puzzle as authored.
    pub puzzle: PuzzleRecord,
    /// The Equation box's text when it is not the puzzle's own; empty otherwise.
    pub equation: String,
    /// Play mode for a student, or move or design mode.
    pub mode: Mode,
    /// The side panel on show.
    pub panel: MatchPanel,
}

impl Default for SharedPuzzle {
    fn default() -> Self {
        let saved = SavedMatchTab::default();
        Self {
            puzzle: saved.puzzle,
            equation: String::new(),
            mode: saved.mode,
            panel: saved.panel,
        }
    }
}

impl SharedPuzzle {
    /// The remembered tab a link's puzzle stands for: no file, no recent files, no session.
    pub fn saved_tab(&self) -> SavedMatchTab {
        SavedMatchTab {
            puzzle: self.puzzle.clone(),
            equation: self.equation.clone(),
            mode: self.mode,
            panel: self.panel,
            ..SavedMatchTab::default()
        }
    }
}
