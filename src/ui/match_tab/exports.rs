//! The matchstick tab's exports, built from the open puzzle when the tab applies the event that
//! asks for one: the puzzle (not the board: what was tried is not what was authored), or its
//! answer, as a figure; the file's puzzles as a worksheet (and its key, after it or apart).

use std::path::Path;

use crate::figure::FigureRequest;
use crate::figure::request::{Look, Subject};
use crate::figure::worksheet::SheetPart;
use crate::i18n::Language;
use crate::ui::export::{self, ExportRequest};
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_model::tabs::matchsticks::sheet_choices::{KeyPlace, SheetChoices};

/// A puzzle as a figure (`layout` as authored, never the board it is tried on), with its nearest
/// answer or not; an untitled one is titled by its equation.
pub(super) fn puzzle(
    title: &str,
    layout: Layout,
    settings: Settings,
    with_answer: bool,
    look: Look,
) -> ExportRequest {
    let equation = layout.text(settings.rules.variants);
    let title = if title.trim().is_empty() {
        equation.clone()
    } else {
        title.to_owned()
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

/// A file's puzzles as a worksheet: titled after the file at `path` (or "Matchstick puzzles"),
/// printed as `choices` say; with its key after the puzzles, or (`KeyPlace::OwnFile`) the
/// worksheet and then the key as a file of its own.
/// A figure puzzle's figure, named by its title (or as a figure puzzle when it has none).
pub(super) fn figure_puzzle(
    title: &str,
    puzzle: nimlab_core::shapes::puzzle::Puzzle,
    with_answer: bool,
    look: Look,
) -> ExportRequest {
    let kind = if with_answer { "answer" } else { "puzzle" };
    let named = if title.trim().is_empty() { "figure" } else { title };
    ExportRequest::Figure {
        name: export::file_name(&["matchsticks", kind, named], look.format.extension()),
        request: FigureRequest::Figure {
            subject: Subject::FigurePuzzle {
                title: title.to_owned(),
                puzzle: Box::new(puzzle),
                with_answer,
            },
            look,
        },
    }
}

pub(super) fn sheet(
    path: Option<&Path>,
    puzzles: &[PuzzleRecord],
    with_key: bool,
    language: Language,
    choices: SheetChoices,
) -> ExportRequest {
    let title = match path {
        Some(path) => path
            .file_stem()
            .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned()),
        None => language.strings().figure.untitled_sheet.to_owned(),
    };
    let key_apart = with_key && choices.key == KeyPlace::OwnFile;
    let (kind, part) = match (with_key, key_apart) {
        (true, false) => ("worksheet-with-key", SheetPart::QuestionsAndKey),
        _ => ("worksheet", SheetPart::Questions),
    };
    let request = |part| FigureRequest::Sheet {
        title: title.clone(),
        puzzles: puzzles.to_vec(),
        look: choices.look.sanitized(),
        language,
        part,
    };
    let name = export::file_name(&["matchsticks", kind, &title], "pdf");
    if key_apart {
        ExportRequest::FigureThenKey {
            name,
            request: request(part),
            key: request(SheetPart::Key),
        }
    } else {
        ExportRequest::Figure {
            name,
            request: request(part),
        }
    }
}
