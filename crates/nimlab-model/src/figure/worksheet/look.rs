//! How a worksheet is printed: the paper, how many puzzles a page holds (which is also how large
//! each is drawn), whether each puzzle's difficulty and title are printed, and which part of
//! the sheet a file holds. The window remembers these; the command line sets them by flags.

use serde::{Deserialize, Serialize};

use super::PER_PAGE;

/// A paper size.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Paper {
    /// 210 × 297 mm.
    #[default]
    A4,
    /// 8.5 × 11 in.
    Letter,
}

impl Paper {
    /// Both papers, in the order the window offers them.
    pub const ALL: [Self; 2] = [Self::A4, Self::Letter];

    /// Width and height in points.
    pub fn size(self) -> (f32, f32) {
        match self {
            Self::A4 => (595.28, 841.89),
            Self::Letter => (612.0, 792.0),
        }
    }

    /// The paper's name, the same in every language.
    pub fn name(self) -> &'static str {
        match self {
            Self::A4 => "A4",
            Self::Letter => "Letter",
        }
    }
}

/// How a worksheet's pages look (serialized field by field, each with its default, so a state
/// remembered before a choice existed still reads).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SheetLook {
    /// The paper.
    pub paper: Paper,
    /// Puzzles a question page holds (within [`PER_PAGE`]); the key holds twice as many. It is
    /// the figures' size too: each puzzle is drawn as large as its share of the page allows,
    /// so one knob says both (a second one could only disagree with it).
    pub per_page: usize,
    /// Each puzzle's difficulty printed as stars beside its number.
    pub difficulty: bool,
    /// Each puzzle's title printed under its instruction.
    pub titles: bool,
}

impl Default for SheetLook {
    fn default() -> Self {
        Self {
            paper: Paper::A4,
            per_page: 4,
            difficulty: true,
            titles: true,
        }
    }
}

impl SheetLook {
    /// The look with its count a page brought within [`PER_PAGE`] (a remembered state is
    /// untrusted input).
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            per_page: self.per_page.clamp(*PER_PAGE.start(), *PER_PAGE.end()),
            ..self
        }
    }
}

/// Which part of a worksheet a file holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SheetPart {
    /// The puzzles only.
    Questions,
    /// The puzzles, then the answer key, numbered as one document.
    QuestionsAndKey,
    /// The answer key alone, numbered from its own first page (the key's own file).
    Key,
}
