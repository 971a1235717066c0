//! The coin-game article's code beside the lesson's step-through: the listings the article prints
//! (`IsBad` / `GetCoinCount` for the recursion, `GenerateNimTable` for the table), and for every
//! step the line that runs and the variables in scope, as a C debugger would show them.
//!
//! The listings keep the article's names and shape, with two changes so that running them makes
//! exactly the calls of the tree on show: the tree (like the article's figure 1) keeps the take of
//! the last coin, so a pile with no take that fits is the base case (`coins < 1` instead of the
//! seed's `coins <= 1`, and the table starts at `tb[0]`); and a move set other than the article's
//! {1, 2, 3} loops over its takes (`for(int i : S)`). The full recursion, which tries every
//! take, keeps the first winning take in `win` instead of returning it at once.
//!
//! The heaps of a game have their own listing ([`PositionCode`]): the recursion over positions
//! of several heaps, in the Sprague–Grundy post's names.
//!
//! A listing is plain text but for its comments, which are named ([`Comment`]) so the UI words
//! them in its language; the code itself stays code.

mod positions;
mod recursion;
mod table;

#[cfg(test)]
mod tests;

pub use positions::PositionCode;
pub use recursion::RecursionCode;
pub use table::TableCode;

use super::coin_game::MoveSet;
use super::view_tree::NodeId;

/// The lines of a recursion's listing a step can stop at, the coin game's and the heaps' alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Lines {
    /// The function's header, where the root's call enters (`int GetCoinCount(int coins)`,
    /// `int Grundy(Position p)`, `bool Win(Position p)`).
    header: usize,
    /// The base case's return: no move left.
    stuck: usize,
    /// The line that calls the recursion on a child.
    call: usize,
    /// The return once the value is known: a winning move found, or (every move tried) the
    /// loop's result.
    found: usize,
    /// The return after the loop when stopping at the first win and no move wins; none when
    /// every move is tried.
    none: Option<usize>,
}

/// A comment in a listing, worded by the UI.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Comment {
    /// No take fits, and under misère the player who cannot move wins.
    StuckWins,
    /// No take fits, and under the normal rule the player who cannot move loses.
    StuckLoses,
    /// No heap has a move, and under misère the player who cannot move wins.
    NoMoveWins,
    /// No heap has a move, and under the normal rule the player who cannot move loses.
    NoMoveLoses,
}

/// What one line of a listing holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineText {
    /// Code, shown as it is.
    Code(String),
    /// A comment (`// …`), worded in the UI's language.
    Comment(Comment),
}

/// One line of a listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeLine {
    /// Indentation, in levels.
    pub indent: usize,
    /// The line's text.
    pub text: LineText,
}

impl CodeLine {
    /// The code of the line, if it is code.
    pub fn code(&self) -> Option<&str> {
        match &self.text {
            LineText::Code(code) => Some(code),
            LineText::Comment(_) => None,
        }
    }
}

/// A listing, line by line (line `n` of the text is `lines[n - 1]`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Listing {
    /// The lines, first to last.
    pub lines: Vec<CodeLine>,
}

impl Listing {
    /// Adds a line of code at `indent`; returns its index.
    fn code(&mut self, indent: usize, code: impl Into<String>) -> usize {
        self.lines.push(CodeLine {
            indent,
            text: LineText::Code(code.into()),
        });
        self.lines.len() - 1
    }

    /// Adds a comment line at `indent`.
    fn comment(&mut self, indent: usize, comment: Comment) {
        self.lines.push(CodeLine {
            indent,
            text: LineText::Comment(comment),
        });
    }
}

/// The value of a variable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// A number (`coins`, `i`, and `win` in the recursion: the first winning take, or 0).
    Int(u32),
    /// A truth value (`win` and the table's cells in `GenerateNimTable`).
    Bool(bool),
    /// A position of several heaps (`p` and `q` in the heaps' recursion), written as its graph
    /// writes it ([`crate::games::positions::PositionGraph::written`]).
    Position(String),
    /// A `set<int>`, its values in order (`s`, the values one move away).
    Set(Vec<u32>),
}

impl std::fmt::Display for Value {
    /// `13`, `true`, `false`: as C++ prints them; a position as the tree names it, `(1,4,5)`;
    /// a set as its initialiser, `{0, 2}`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Int(value) => write!(f, "{value}"),
            Self::Bool(value) => write!(f, "{value}"),
            Self::Position(position) => f.write_str(position),
            Self::Set(values) => {
                let values: Vec<String> = values.iter().map(u32::to_string).collect();
                write!(f, "{{{}}}", values.join(", "))
            }
        }
    }
}

/// Whose value (win or lose) a piece of what is shown gives away, for classroom mode to hide.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reveals {
    /// Nobody's.
    Nothing,
    /// The value of this node of the tree on show.
    Node(NodeId),
    /// The value of the position with this many coins.
    State(u32),
}

/// A variable in scope, or a cell of the table, and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Local {
    /// Its name in the code (`coins`, `i`, `win`, `tb[4].win`).
    pub name: String,
    /// Its value at the step.
    pub value: Value,
    /// Whose value it gives away.
    pub reveals: Reveals,
}

impl Local {
    fn new(name: impl Into<String>, value: Value, reveals: Reveals) -> Self {
        Self {
            name: name.into(),
            value,
            reveals,
        }
    }
}

/// Where the code is after a step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeStep {
    /// The line that runs: an index into [`Listing::lines`].
    pub line: usize,
    /// Whose value the line itself gives away (`return i;` against `return 0;`).
    pub line_reveals: Reveals,
    /// The variables in scope, in the order they were declared.
    pub locals: Vec<Local>,
    /// The table's cells the line reads (the table only).
    pub reads: Vec<Local>,
    /// The table's cell the line fills, and its new value (the table only).
    pub fills: Option<Local>,
}

/// The takes written as a C array's initialiser, `{1, 3, 4}`; a long set is cut in the middle.
fn set_text(moves: &MoveSet) -> String {
    /// The most takes written out; beyond it the first few, `…`, and the last.
    const MAX_WRITTEN: usize = 8;
    let takes = moves.takes();
    let written: Vec<String> = if takes.len() <= MAX_WRITTEN {
        takes.iter().map(u32::to_string).collect()
    } else {
        let mut written: Vec<String> = takes[..MAX_WRITTEN - 2].iter().map(u32::to_string).collect();
        written.push("…".to_owned());
        written.push(moves.largest().to_string());
        written
    };
    format!("{{{}}}", written.join(", "))
}

/// The coin-game article's move set, {1, 2, 3}: its listings are printed as the article prints
/// them.
fn is_seed_set(moves: &MoveSet) -> bool {
    moves.takes() == [1, 2, 3]
}

/// The smallest take: piles below it are stuck (no take fits).
fn smallest(moves: &MoveSet) -> u32 {
    moves.takes().first().copied().unwrap_or(1)
}
