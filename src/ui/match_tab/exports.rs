//! The matchstick tab's exports, built from the open puzzle when the tab applies the event that
//! asks for one: the puzzle (not the board: what was tried is not what was authored), or its
//! answer, as a figure; the file's puzzles as a worksheet.

use super::puzzle_session::PuzzleSession;
use crate::figure::FigureRequest;
use crate::figure::request::{Look, Subject};
use crate::figure::worksheet::Paper;
use crate::i18n::Language;
use crate::ui::export::{self, ExportRequest};

/// Puzzles a worksheet page holds, from the window.
const PER_PAGE: usize = 4;

/// The open puzzle (not the board it is tried on) as a figure, with its nearest answer or not.
pub(super) fn puzzle(session: &PuzzleSession, with_answer: bool, look: Look) -> ExportRequest {
    let record = session.record();
    let settings = session.settings();
    let layout = session.editor().puzzle().clone();
    let equation = layout.text(settings.rules.variants);
    let title = if record.title.trim().is_empty() {
        equation.clone()
    } else {
        record.title.clone()
    };
    let kind = if with_answer { "answer" } else { "puzzle" };
    ExportRequest::Figure {
        name: export::file_name(
            &["matchsticks", kind, &export::equation_words(&equation)],
            look.format.extension(),
        ),
        request: FigureRequest::Figure {
            subject: Subject::Puzzle {
                title,
                layout,
                settings,
                with_answer,
            },
            look,
        },
    }
}

/// The collection as a worksheet: titled after its file (or "Matchstick puzzles").
pub(super) fn sheet(session: &PuzzleSession, with_key: bool, language: Language) -> ExportRequest {
    let title = match &session.document().path {
        Some(path) => path
            .file_stem()
            .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned()),
        None => crate::figure::words::untitled_sheet(language).to_owned(),
    };
    let kind = if with_key {
        "worksheet-with-key"
    } else {
        "worksheet"
    };
    ExportRequest::Figure {
        name: export::file_name(&["matchsticks", kind, &title], "pdf"),
        request: FigureRequest::Sheet {
            title,
            puzzles: session.file_to_save().puzzles,
            paper: Paper::default(),
            per_page: PER_PAGE,
            language,
            with_key,
        },
    }
}
