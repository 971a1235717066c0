//! What happens to the matchstick tab, as values: what the user did in one of its parts (a
//! panel, a bar, the canvas, a shortcut) and what the shell did with its file. Parts only read
//! the tab and return these; [`MatchTab::apply`] is the one place where they change it and the
//! one place where the tab asks the shell for something.

use std::path::PathBuf;

use egui::Ui;

use super::MatchTab;
use super::exports;
use crate::figure::request::Look;
use crate::i18n::Language;
use crate::ui::export::ExportRequest;
use crate::ui::keys::{self, KeyAction};
use crate::ui::shell_action::{FileCommand, ShellAction};
use crate::ui::tab::Apply;
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::puzzle_file::{PuzzleFile, PuzzleRecord};
use nimlab_model::tabs::matchsticks::canvas_edit::CanvasEdit;
use nimlab_model::tabs::matchsticks::saved_tab::{Mode, SharedPuzzle};
use nimlab_model::tabs::matchsticks::sheet_choices::SheetChoices;

/// One thing that happened to the tab.
#[derive(Clone, Debug, PartialEq)]
pub enum MatchEvent {
    /// The Equation box was typed in.
    TypeEquation(String),
    /// Lay out (or Enter in the Equation box): the typed equation becomes the puzzle.
    LayOut,
    /// The goal, budget (up to or exactly) or rules were changed.
    Rules(Settings),
    /// The title, author or notes were changed.
    Texts {
        /// The puzzle's title.
        title: String,
        /// Who made it.
        author: String,
        /// Notes for whoever solves it.
        notes: String,
    },
    /// Another mode was chosen.
    SetMode(Mode),
    /// The title, author and notes are no longer being typed (a field let go of the keyboard):
    /// what is typed next is another undo step.
    TextsDone,
    /// Undo (button or Ctrl+Z): whatever came last of the open puzzle's steps and the
    /// collection's changes (the student's last step, in play mode).
    Undo,
    /// Redo (button, Ctrl+Shift+Z or Ctrl+Y): what was undone last.
    Redo,
    /// Reset to the original (in play mode, the attempt starts over).
    Reset,
    /// A hint's way back: the board returns to the puzzle, the attempt goes on.
    BackToPuzzle,
    /// A slot was inserted or deleted: this is the layout it makes.
    ChangeSlots(Layout),
    /// A slot was chosen (or unchosen) in the status row.
    SelectSlot(Option<usize>),
    /// An answer was chosen (or unchosen) in the answers list, by its equation.
    SelectAnswer(Option<String>),
    /// Apply: the designer's board shows this answer.
    ApplyAnswer(Layout),
    /// Generated puzzles are added to the collection, in order, with the goal, budget and rules
    /// they were generated for; the first opens (Open adds one).
    AddGenerated(Vec<Layout>, Settings),
    /// Generated figure puzzles are added to the collection, in order, as one step; the first
    /// opens.
    AddGeneratedFigures(Vec<nimlab_core::shapes::puzzle::Puzzle>),
    /// The generated list is to be saved as one collection (the workbench).
    SaveList {
        /// The shape it was generated for, which names the file.
        shape: String,
        /// The collection.
        file: PuzzleFile,
    },
    /// "Make this the puzzle": the designer's board becomes the puzzle.
    AdoptBoard,
    /// Another puzzle of the file was chosen.
    SwitchPuzzle(usize),
    /// A blank puzzle is added to the file.
    AddPuzzle,
    /// "New figure puzzle": the 3 × 3 grid of 24 sticks added to the collection and opened.
    AddFigurePuzzle(nimlab_core::shapes::canvas::Lattice),
    /// An edge of the figure puzzle's board was clicked: a stick laid on it or taken off.
    ToggleFigureStick(nimlab_core::shapes::record::StickRecord),
    /// A stick of the figure puzzle was dragged onto an empty edge.
    MoveFigureStick {
        /// The stick lifted.
        from: nimlab_core::shapes::record::StickRecord,
        /// The empty edge it was let go over.
        to: nimlab_core::shapes::record::StickRecord,
    },
    /// An edge of the target figure's board was clicked: a stick laid on it or taken off.
    ToggleTargetStick(nimlab_core::shapes::record::StickRecord),
    /// The figure puzzle's canvas is to be this many dots across and down.
    FigureCanvas {
        /// Dots across.
        width: u8,
        /// Dots down.
        height: u8,
    },
    /// The figure puzzle is put on this lattice (its sticks taken off).
    FigureLattice(nimlab_core::shapes::canvas::Lattice),
    /// "New target puzzle": the fish, move 3 to turn it, added to the collection and opened.
    AddTargetPuzzle,
    /// An edge of the student's board was clicked, in play mode: a stick lifted or laid.
    PlayFigureEdge(usize),
    /// Cancel, while a figure puzzle's answers are being worked out.
    CancelFigureSolve,
    /// A figure puzzle's answer was chosen (or unchosen) in the answers list, by its sticks.
    SelectFigureAnswer(Option<nimlab_core::shapes::sticks::Sticks>),
    /// The open figure puzzle's budget and the figure its answer shows were changed.
    FigureGoal {
        /// Move, add or remove; how many steps; up to or exactly.
        budget: nimlab_core::matchsticks::budget::Budget,
        /// The squares or triangles to show, or the target figure.
        figure: nimlab_core::shapes::record::FigureRecord,
    },
    /// The puzzle at this index is deleted from the file (the workbench).
    DeletePuzzle(usize),
    /// The puzzle at `index` moves up or down one place.
    MovePuzzle {
        /// Where it is.
        index: usize,
        /// Up (towards the first), or down.
        up: bool,
    },
    /// The puzzle at this index is copied, right after it.
    DuplicatePuzzle(usize),
    /// Sort the collection by these difficulties, one per puzzle in its order.
    SortByDifficulty(Vec<Option<u32>>),
    /// Check, in play mode.
    Check,
    /// Reveal, in play mode.
    Reveal,
    /// Hint, in play mode: one more hint, following the answer with this equation.
    Hint(Option<String>),
    /// Something was done to the sticks on the canvas.
    Edit(CanvasEdit),
    /// Reveal all, in classroom mode: the open puzzle's answers show.
    RevealAnswers,
    /// Hide all, in classroom mode: the answers are hidden again.
    HideAnswers,
    /// A file command (a button of the file bar or its shortcut).
    File(FileCommand),
    /// Export the puzzle (or its answer) as a figure.
    ExportPuzzle {
        /// The figure shows the nearest answer too.
        with_answer: bool,
        /// The figure's format, theme and language.
        look: Look,
    },
    /// Export the file's puzzles as a worksheet (PDF).
    ExportSheet {
        /// With the answer key.
        with_key: bool,
        /// The worksheet's language.
        language: Language,
        /// How it is printed, and where the key goes.
        choices: SheetChoices,
    },
    /// Export the survey's table, as it was last run, as CSV.
    ExportSurvey,
    /// The shell did something with the tab's file.
    FromShell(Handover),
}

/// What the shell did with the tab's file (or a link's puzzle), handed to the tab: the shell
/// reads, writes and asks; the tab only takes what came of it.
#[derive(Clone, Debug, PartialEq)]
pub enum Handover {
    /// A file the shell read and checked is opened.
    Opened {
        /// Where it was read from.
        path: PathBuf,
        /// What it holds.
        file: PuzzleFile,
    },
    /// The last run's file, read again at start (see `PuzzleSession::reopen`).
    Reopened {
        /// Where it was read from.
        path: PathBuf,
        /// What it holds now.
        file: PuzzleFile,
        /// Which of its puzzles was open.
        index: usize,
        /// That puzzle as it was left, unsaved edits included.
        working: PuzzleRecord,
    },
    /// The last run's file cannot be read again: the puzzle stays open, untitled and unsaved.
    FileLost,
    /// The file was written here.
    Saved(PathBuf),
    /// A new file with one blank puzzle, in design mode (unsaved changes dealt with).
    NewFile,
    /// A collection that has no file (the built-in samples): nothing to save until it changes,
    /// and Save asks where.
    Collection(PuzzleFile),
    /// The user chose Discard on closing: what is remembered for the next run is the file as
    /// last saved.
    ChangesDiscarded,
    /// A link's puzzle, opened as an untitled file (unsaved changes dealt with); the side
    /// panels keep their own work.
    Shared(SharedPuzzle),
}

impl From<Handover> for MatchEvent {
    fn from(handover: Handover) -> Self {
        Self::FromShell(handover)
    }
}

/// The one place where the tab changes and asks the shell for something.
impl Apply for MatchTab {
    type Event = MatchEvent;

    fn apply(&mut self, event: MatchEvent) -> Option<ShellAction> {
        let session = &mut self.session;
        match event {
            MatchEvent::TypeEquation(text) => session.set_equation(text),
            MatchEvent::LayOut => session.lay_out(),
            MatchEvent::Rules(settings) => session.set_rules(settings),
            MatchEvent::Texts { title, author, notes } => session.set_texts(title, author, notes),
            MatchEvent::SetMode(mode) => session.set_mode(mode),
            MatchEvent::TextsDone => session.end_texts_edit(),
            MatchEvent::Undo => session.undo(),
            MatchEvent::Redo => session.redo(),
            MatchEvent::Reset => session.reset(),
            MatchEvent::BackToPuzzle => session.back_to_puzzle(),
            MatchEvent::ChangeSlots(layout) => session.change_slots(layout),
            MatchEvent::SelectSlot(slot) => session.select_slot(slot),
            MatchEvent::SelectAnswer(answer) => session.select_answer(answer),
            MatchEvent::ApplyAnswer(layout) => session.apply_answer(layout),
            MatchEvent::AddGenerated(layouts, settings) => {
                session.add_generated(&layouts, settings);
            }
            MatchEvent::AddGeneratedFigures(puzzles) => {
                session.add_generated_figures(&puzzles);
            }
            MatchEvent::AdoptBoard => session.adopt_board(),
            MatchEvent::SwitchPuzzle(index) => session.switch_to(index),
            MatchEvent::AddPuzzle => session.add_puzzle(),
            MatchEvent::AddFigurePuzzle(lattice) => session.add_figure_puzzle(lattice),
            MatchEvent::ToggleFigureStick(stick) => session.toggle_figure_stick(stick),
            MatchEvent::PlayFigureEdge(edge) => {
                // A refused click is kept by the attempt and said over the board.
                let _refused = session.play_figure_edge(edge);
            }
            MatchEvent::SelectFigureAnswer(answer) => self.figure_selected = answer,
            MatchEvent::CancelFigureSolve => self.figure_answers.cancel(),
            MatchEvent::FigureGoal { budget, figure } => session.set_figure_goal(budget, figure),
            MatchEvent::MoveFigureStick { from, to } => session.move_figure_stick(from, to),
            MatchEvent::ToggleTargetStick(stick) => session.toggle_target_stick(stick),
            MatchEvent::FigureCanvas { width, height } => {
                // The canvas bar offers only sizes that keep every stick, and says why it goes
                // no smaller, so a refusal here has nothing more to say.
                let _refused = session.resize_figure_canvas(width, height);
            }
            MatchEvent::FigureLattice(lattice) => session.set_figure_lattice(lattice),
            MatchEvent::AddTargetPuzzle => session.add_target_puzzle(),
            MatchEvent::DeletePuzzle(index) => session.delete_puzzle(index),
            MatchEvent::MovePuzzle { index, up } => session.move_puzzle(index, up),
            MatchEvent::DuplicatePuzzle(index) => session.duplicate_puzzle(index),
            MatchEvent::SortByDifficulty(difficulties) => session.sort_by_difficulty(&difficulties),
            MatchEvent::Check => session.check(),
            MatchEvent::Reveal => session.reveal(),
            MatchEvent::Hint(followed) => session.hint(followed),
            MatchEvent::Edit(edit) => {
                if session.edit_sticks(edit).is_err() {
                    self.canvas.send_back();
                }
            }
            MatchEvent::RevealAnswers => self.classroom.reveal_open(session),
            MatchEvent::HideAnswers => self.classroom.hide(),
            MatchEvent::File(command) => return Some(ShellAction::File(command)),
            MatchEvent::ExportPuzzle { with_answer, look } => {
                // A figure puzzle is drawn as itself, never as the equation editor behind it.
                if let Some(figure) = session.record().figure() {
                    let puzzle = figure.ok()?;
                    if with_answer && self.classroom.hides_open(session) {
                        return None;
                    }
                    let request = exports::figure_puzzle(&session.record().title, puzzle, with_answer, look);
                    return Some(ShellAction::Export(request));
                }
                // The menu offers no answer while classroom mode hides it; nor does this.
                if with_answer && self.classroom.hides(session.editor().puzzle()) {
                    return None;
                }
                let (title, layout) = (session.record().title, session.editor().puzzle().clone());
                let request = exports::puzzle(&title, layout, session.settings(), with_answer, look);
                return Some(ShellAction::Export(request));
            }
            MatchEvent::ExportSheet {
                with_key,
                language,
                choices,
            } => {
                if with_key && self.classroom.hides(session.editor().puzzle()) {
                    return None;
                }
                let path = session.document().path.as_deref();
                let puzzles = session.file_to_save().puzzles;
                let request = exports::sheet(path, &puzzles, with_key, language, choices);
                return Some(ShellAction::Export(request));
            }
            MatchEvent::ExportSurvey => return self.side.survey_export().map(ShellAction::Export),
            MatchEvent::SaveList { shape, file } => {
                let name = crate::ui::export::file_name(&["generated", &shape], "ron");
                return Some(ShellAction::Export(ExportRequest::PuzzleList { name, file }));
            }
            MatchEvent::FromShell(handover) => self.take_over(handover),
        }
        None
    }
}

/// Ctrl+Z, Ctrl+Shift+Z and Ctrl+Y, unless a text field has the keyboard (it has its own undo).
pub(super) fn shortcuts(ui: &Ui) -> Option<MatchEvent> {
    if ui.ctx().text_edit_focused() {
        return None;
    }
    // The shift variant first: Ctrl+Z also matches Ctrl+Shift+Z.
    let (redo, undo) = ui.ctx().input_mut(|i| {
        let redo = keys::consume(i, KeyAction::Redo);
        (redo, !redo && keys::consume(i, KeyAction::Undo))
    });
    if redo {
        Some(MatchEvent::Redo)
    } else if undo {
        Some(MatchEvent::Undo)
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
