//! `MatchTab::apply`: what each kind of event asks of the shell, and what the shell hands back
//! changes the tab as it says.

use std::path::{Path, PathBuf};

use super::*;
use crate::figure::request::Subject;
use crate::figure::worksheet::SheetPart;
use crate::figure::{FigureRequest, Format};
use crate::ui::export::ExportRequest;
use crate::ui::tab::{Remember as _, TabPanel};
use nimlab_core::matchsticks::editor::StickPosition;
use nimlab_core::matchsticks::glyph::Variants;
use nimlab_core::puzzle_file::FORMAT_VERSION;
use nimlab_model::tabs::matchsticks::canvas_edit::CanvasEdit;
use nimlab_model::tabs::matchsticks::saved_tab::SavedMatchTab;
use nimlab_model::tabs::matchsticks::sheet_choices::KeyPlace;

/// Slot 0's segment b to segment g: the board `0+3=09` becomes `6+3=09`.
const B_TO_G: CanvasEdit = CanvasEdit::Move {
    from: StickPosition { slot: 0, bit: 1 },
    to: StickPosition { slot: 0, bit: 6 },
};

fn fresh() -> MatchTab {
    MatchTab::restore(SavedMatchTab::default())
}

fn look(format: Format) -> Look {
    Look::window(true, Language::Korean, format)
}

#[test]
fn file_commands_ask_the_shell_and_change_nothing() {
    let mut tab = fresh();
    let before = tab.saved();
    let recent = PathBuf::from("/tmp/recent.ron");
    for command in [
        FileCommand::New,
        FileCommand::Open,
        FileCommand::Save,
        FileCommand::SaveAs,
        FileCommand::OpenRecent(recent),
        FileCommand::OpenSamples,
    ] {
        let asked = tab.apply(MatchEvent::File(command.clone()));
        assert_eq!(asked, Some(ShellAction::File(command)));
    }
    assert_eq!(tab.saved(), before);
}

#[test]
fn changes_to_the_puzzle_ask_nothing_of_the_shell() {
    let mut tab = fresh();
    assert_eq!(tab.apply(MatchEvent::TypeEquation("1+1=2".to_owned())), None);
    assert_eq!(tab.apply(MatchEvent::LayOut), None);
    assert_eq!(tab.apply(MatchEvent::AddPuzzle), None);
    assert_eq!(tab.session().document().puzzles().len(), 2);
}

#[test]
fn exporting_the_puzzle_draws_the_puzzle_not_the_board() {
    let mut tab = fresh();
    assert_eq!(tab.apply(MatchEvent::Edit(B_TO_G)), None);
    assert_eq!(tab.session().shown_layout().text(Variants::default()), "6+3=09");
    let asked = tab.apply(MatchEvent::ExportPuzzle {
        with_answer: true,
        look: look(Format::Svg),
    });
    let Some(ShellAction::Export(ExportRequest::Figure { name, request })) = asked else {
        panic!("a figure export, not {asked:?}");
    };
    assert_eq!(name, "nimlab-matchsticks-answer-0plus3eq09.svg");
    let FigureRequest::Figure { subject, look: drawn } = request else {
        panic!("one figure, not a sheet");
    };
    assert_eq!(drawn, look(Format::Svg), "the look chosen in the menu");
    let Subject::Puzzle {
        title,
        layout,
        with_answer,
        ..
    } = subject
    else {
        panic!("the puzzle");
    };
    assert_eq!(layout.text(Variants::default()), "0+3=09");
    assert_eq!(title, "0+3=09", "untitled: named by its equation");
    assert!(with_answer);
}

#[test]
fn classroom_mode_keeps_answers_out_of_exports_until_revealed() {
    let mut tab = fresh();
    tab.set_classroom(true);
    let answer = MatchEvent::ExportPuzzle {
        with_answer: true,
        look: look(Format::Png),
    };
    let key = MatchEvent::ExportSheet {
        with_key: true,
        language: Language::English,
        choices: SheetChoices::default(),
    };
    assert_eq!(tab.apply(answer.clone()), None);
    assert_eq!(tab.apply(key.clone()), None);
    let puzzle = MatchEvent::ExportPuzzle {
        with_answer: false,
        look: look(Format::Png),
    };
    assert!(
        tab.apply(puzzle).is_some(),
        "the puzzle itself gives nothing away"
    );
    assert_eq!(tab.apply(MatchEvent::RevealAnswers), None);
    assert!(tab.apply(answer.clone()).is_some());
    assert!(tab.apply(key).is_some());
    tab.apply(MatchEvent::HideAnswers);
    assert_eq!(tab.apply(answer), None);
}

#[test]
fn a_worksheet_holds_the_files_puzzles_as_edited() {
    let mut tab = fresh();
    tab.apply(MatchEvent::AddPuzzle);
    let asked = tab.apply(MatchEvent::ExportSheet {
        with_key: false,
        language: Language::Korean,
        choices: SheetChoices::default(),
    });
    let Some(ShellAction::Export(ExportRequest::Figure {
        name,
        request:
            FigureRequest::Sheet {
                title,
                puzzles,
                language,
                part,
                ..
            },
    })) = asked
    else {
        panic!("a worksheet export, not {asked:?}");
    };
    assert_eq!(Path::new(&name).extension(), Some("pdf".as_ref()), "{name}");
    assert_eq!(title, Language::Korean.strings().figure.untitled_sheet);
    assert_eq!(puzzles, tab.session().file_to_save().puzzles);
    assert_eq!(puzzles.len(), 2);
    assert_eq!(language, Language::Korean);
    assert_eq!(part, SheetPart::Questions);
}

#[test]
fn a_key_in_a_file_of_its_own_follows_its_worksheet_printed_alike() {
    let mut tab = fresh();
    let mut choices = SheetChoices {
        key: KeyPlace::OwnFile,
        ..SheetChoices::default()
    };
    choices.look.titles = false;
    choices.look.per_page = 2;
    let part_of = |request: &FigureRequest| match request {
        FigureRequest::Sheet { part, look, .. } => (*part, *look),
        FigureRequest::Figure { .. } | FigureRequest::Lesson(..) => panic!("a worksheet"),
    };
    let asked = tab.apply(MatchEvent::ExportSheet {
        with_key: true,
        language: Language::English,
        choices,
    });
    let Some(ShellAction::Export(ExportRequest::FigureThenKey { name, request, key })) = asked else {
        panic!("the worksheet, then its key: {asked:?}");
    };
    assert!(name.contains("worksheet") && !name.contains("with-key"), "{name}");
    assert_eq!(part_of(&request), (SheetPart::Questions, choices.look));
    assert_eq!(part_of(&key), (SheetPart::Key, choices.look));
    let asked = tab.apply(MatchEvent::ExportSheet {
        with_key: false,
        language: Language::English,
        choices,
    });
    assert!(
        matches!(asked, Some(ShellAction::Export(ExportRequest::Figure { .. }))),
        "no key asked for, no second file"
    );
    choices.key = KeyPlace::AtEnd;
    let asked = tab.apply(MatchEvent::ExportSheet {
        with_key: true,
        language: Language::English,
        choices,
    });
    let Some(ShellAction::Export(ExportRequest::Figure { request, .. })) = asked else {
        panic!("one file: {asked:?}");
    };
    assert_eq!(part_of(&request).0, SheetPart::QuestionsAndKey);
}

#[test]
fn the_survey_exports_nothing_before_it_has_run() {
    assert_eq!(fresh().apply(MatchEvent::ExportSurvey), None);
}

#[test]
fn what_the_shell_hands_over_opens_saves_and_remembers_the_file() {
    let mut tab = fresh();
    let path = Path::new("/tmp/puzzles.ron");
    let file = PuzzleFile {
        format: FORMAT_VERSION,
        puzzles: vec![blank_puzzle_titled("a"), blank_puzzle_titled("b")],
    };
    let opened = Handover::Opened {
        path: path.to_owned(),
        file,
    };
    assert_eq!(tab.apply(opened.into()), None);
    assert_eq!(tab.session().document().path.as_deref(), Some(path));
    assert_eq!(tab.session().record().title, "a");
    assert!(!tab.session().is_dirty());
    assert_eq!(tab.saved().recent, vec![path.to_owned()]);

    tab.apply(MatchEvent::SwitchPuzzle(1));
    tab.apply(MatchEvent::Texts {
        title: "b, edited".to_owned(),
        author: String::new(),
        notes: String::new(),
    });
    assert!(tab.session().is_dirty());
    let elsewhere = PathBuf::from("/tmp/elsewhere.ron");
    tab.apply(Handover::Saved(elsewhere.clone()).into());
    assert!(!tab.session().is_dirty());
    assert_eq!(
        tab.saved().recent,
        vec![elsewhere, path.to_owned()],
        "most recent first"
    );

    tab.apply(Handover::NewFile.into());
    assert_eq!(tab.session().document().path, None);
    assert_eq!(tab.session().mode(), Mode::Design);
}

fn blank_puzzle_titled(title: &str) -> PuzzleRecord {
    PuzzleRecord {
        title: title.to_owned(),
        ..crate::ui::match_tab::blank_puzzle()
    }
}

#[test]
fn exporting_a_figure_puzzle_draws_the_figure_not_the_equation_behind_it() {
    let mut tab = fresh();
    assert_eq!(
        tab.apply(MatchEvent::AddFigurePuzzle(
            nimlab_core::shapes::canvas::Lattice::Square
        )),
        None
    );
    let figure = tab
        .session()
        .record()
        .figure()
        .expect("a figure puzzle is open")
        .expect("it reads");
    let asked = tab.apply(MatchEvent::ExportPuzzle {
        with_answer: false,
        look: look(Format::Svg),
    });
    let Some(ShellAction::Export(ExportRequest::Figure { name, request })) = asked else {
        panic!("a figure export, not {asked:?}");
    };
    assert!(
        std::path::Path::new(&name)
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("svg")),
        "{name}"
    );
    let FigureRequest::Figure {
        subject: Subject::FigurePuzzle { puzzle, .. },
        ..
    } = request
    else {
        panic!("the figure puzzle's figure, not {request:?}");
    };
    assert_eq!(*puzzle, figure);
    // Classroom mode keeps its answer back, as it does an equation's.
    tab.set_classroom(true);
    let answer = tab.apply(MatchEvent::ExportPuzzle {
        with_answer: true,
        look: look(Format::Svg),
    });
    assert_eq!(answer, None);
}
