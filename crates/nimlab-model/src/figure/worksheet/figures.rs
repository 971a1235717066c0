//! A figure puzzle on a worksheet: solved as the collection's check solves it, its stars the
//! shapes generator's figure when it has one answer up to symmetry, its key drawing every answer
//! of a puzzle with few (as placed: a player may draw any of them) and counting the rest.

use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::puzzle::Puzzle;
use nimlab_core::watch::Unwatched;

use super::{DRAWN_ANSWERS, SheetAnswers, SheetFigure, SheetPuzzle};
use crate::figure::shapes::check::{FigureRefusal, change_words, check_figure};
use crate::i18n::Language;

impl SheetPuzzle {
    /// A figure puzzle of a file on a worksheet, solved with the budget it states, its answers
    /// named in `language`.
    pub fn of_figure(record: &PuzzleRecord, puzzle: &Puzzle, language: Language) -> Self {
        let checked = check_figure(puzzle, DRAWN_ANSWERS, &mut Unwatched);
        let drawn = checked.as_ref().map_or_else(
            |_| Vec::new(),
            |c| {
                let count = if c.solved.total() <= DRAWN_ANSWERS as u128 {
                    DRAWN_ANSWERS
                } else {
                    1
                };
                c.solved.answers.iter().take(count).map(|a| a.sticks).collect()
            },
        );
        let key = match &checked {
            Ok(c) => Ok(SheetAnswers {
                drawn: Vec::new(),
                // Named in one line on either lattice (how many sticks leave and arrive): a
                // square answer's text form is its drawing, drawn already.
                equations: c
                    .solved
                    .answers
                    .iter()
                    .map(|a| change_words(puzzle, a.sticks, language))
                    .collect(),
                total: c.solved.total(),
            }),
            Err(FigureRefusal::Budget { steps, max }) => {
                Err(format!("its budget of {steps} is outside 1 to {max}"))
            }
            Err(FigureRefusal::Cancelled) => Err("stopped".to_owned()),
        };
        Self {
            title: record.title.clone(),
            layout: Layout { slots: Vec::new() },
            goal: record.goal,
            steps: record.steps,
            exactly: record.exactly,
            difficulty: checked.as_ref().ok().and_then(|c| c.difficulty),
            key,
            figure: Some(SheetFigure {
                puzzle: *puzzle,
                drawn,
            }),
        }
    }
}
