//! The collection under the puzzle's details (the workbench): one row per puzzle of
//! the file with its badge (nearest answer, unique or not, worked out in the background), the
//! open puzzle moved up or down, duplicated or deleted, the last change undone, and Check
//! collection, which solves every puzzle with its own budget as `nimlab match check` does and
//! shows each one's answers, with progress and Cancel.

use egui::{RichText, Ui};

use super::classroom;
use super::event::MatchEvent;
use crate::i18n::Strings;
use crate::jobs::Latest;
use crate::ui::task::Task;
use crate::ui::{style, widgets};
use crate::work::check::{CheckCollection, CheckRefusal, Checked};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::solve::Goal;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::shapes::canvas::Lattice;
use nimlab_model::tabs::matchsticks::document::ChangeKind;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;

/// The collection's own state: its badges and its last check.
#[derive(Default)]
pub struct CollectionPanel {
    badges: Latest<CheckCollection, Vec<Checked>>,
    check: Task<CheckCollection>,
    /// The file the check was started on ([`PuzzleSession::file_serial`]): its results are
    /// that file's, and go when another file opens.
    checked_file: u64,
}

/// What is checked of each puzzle: its layout and settings, not its texts (a title typed does
/// not check it again).
fn checked_part(puzzles: &[PuzzleRecord]) -> CheckCollection {
    CheckCollection {
        puzzles: puzzles
            .iter()
            // Everything but the words: a field the check reads (an exact budget, a figure's
            // lattice) is never dropped here, so a badge always says what Check collection says.
            .map(|p| PuzzleRecord {
                title: String::new(),
                author: String::new(),
                notes: String::new(),
                ..p.clone()
            })
            .collect(),
    }
}

/// A puzzle in a line: its equation, or a figure puzzle's canvas, sticks, budget and figure.
fn line_of(puzzle: &PuzzleRecord, strings: &Strings) -> String {
    match &puzzle.shapes {
        Some(shapes) => (strings.lattice.summary)(shapes, puzzle.budget()),
        None => puzzle
            .layout()
            .map(|layout| layout.text(puzzle.rules.variants))
            .unwrap_or_default(),
    }
}

/// A puzzle's badge in words: unique or not, and its nearest answer.
fn badge_text(checked: &Checked, goal: Goal, strings: &Strings) -> String {
    let (m, w) = (strings.matchsticks, strings.workbench);
    match checked {
        Checked::Solved { badge, .. } => match badge.nearest {
            None => w.badge_none.to_owned(),
            Some(nearest) => {
                let unique = if badge.unique {
                    w.badge_unique
                } else {
                    w.badge_not_unique
                };
                format!("{unique} · {}", (w.badge_nearest)(&(m.steps)(goal, nearest)))
            }
        },
        Checked::Refused(_) => w.badge_refused.to_owned(),
    }
}

/// Why a check did not solve a puzzle, in words.
fn refusal_text(refusal: CheckRefusal, strings: &Strings) -> String {
    let w = strings.workbench;
    match refusal {
        CheckRefusal::Layout => w.check_layout.to_owned(),
        CheckRefusal::Budget { steps, max } => (w.check_budget)(steps, max),
        CheckRefusal::Solve(refused) => strings.matchsticks.solve_error(refused),
    }
}

impl CollectionPanel {
    /// Draws the collection; returns what the user did. `hidden` (classroom mode) keeps the
    /// badges and the check's answers back.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        session: &PuzzleSession,
        hidden: bool,
        strings: &Strings,
    ) -> Vec<MatchEvent> {
        let (m, w) = (strings.matchsticks, strings.workbench);
        let mut events = Vec::new();
        let puzzles = session.document().puzzles_with(&session.record());
        let wanted = checked_part(&puzzles);
        self.badges.poll();
        let ctx = ui.ctx().clone();
        self.badges.want(wanted.clone(), move || ctx.request_repaint());
        let badges = self
            .badges
            .result()
            .filter(|(key, _)| **key == wanted)
            .map(|(_, badges)| badges.clone());
        ui.heading((m.collection)(puzzles.len()));
        let open = session.document().index();
        events.extend(actions_ui(ui, session, &puzzles, strings));
        events.extend(sort_ui(ui, badges.as_ref().map(|b| b.as_slice()), strings));
        let start = ui
            .add_enabled(!self.check.is_running(), egui::Button::new(w.check_collection))
            .on_hover_text(w.check_collection_hint);
        if self.checked_file != session.file_serial() {
            self.check = Task::default();
            self.checked_file = session.file_serial();
        }
        if start.clicked() {
            // With the titles, which name the rows of what it finds.
            let puzzles = CheckCollection {
                puzzles: puzzles.clone(),
            };
            self.check.start(ui.ctx(), puzzles);
        }
        self.check.ui(ui, strings);
        // Above the rows, so a long collection never hides what the check found.
        self.check_ui(ui, &wanted, hidden, strings);
        ui.separator();
        for (index, puzzle) in puzzles.iter().enumerate() {
            let selected = index == open;
            let equation = line_of(puzzle, strings);
            let title = if puzzle.title.is_empty() {
                m.untitled
            } else {
                &puzzle.title
            };
            let name = format!("{}. {title}", index + 1);
            ui.horizontal_wrapped(|ui| {
                // Drawn as the fonts can; named in full for screen readers.
                let row = ui.selectable_label(selected, widgets::drawable(ui, &name));
                widgets::describe_selectable(&row, selected, &name);
                if row.clicked() && !selected {
                    events.push(MatchEvent::SwitchPuzzle(index));
                }
                ui.label(RichText::new(equation).monospace().weak());
                if hidden {
                    classroom::hidden_cell(ui);
                } else if let Some(checked) = badges.as_ref().and_then(|b| b.get(index)) {
                    let color = match checked {
                        Checked::Solved { badge, .. } if badge.unique => style::WIN,
                        _ => ui.visuals().weak_text_color(),
                    };
                    ui.label(
                        RichText::new(badge_text(checked, puzzle.goal, strings))
                            .small()
                            .color(color),
                    )
                    .on_hover_text(w.unique_hint);
                    if let Checked::Solved {
                        difficulty: Some(figure),
                        ..
                    } = checked
                    {
                        let rating = difficulty::stars_text(*figure);
                        ui.label(RichText::new(&rating).small())
                            .on_hover_text((w.difficulty_of)(&rating, *figure));
                    }
                } else {
                    ui.spinner();
                }
            });
        }
        events
    }

    /// What Check collection found, puzzle by puzzle.
    fn check_ui(&mut self, ui: &mut Ui, wanted: &CheckCollection, hidden: bool, strings: &Strings) {
        let w = strings.workbench;
        let Some((checked_for, results)) = self.check.result() else {
            return;
        };
        ui.separator();
        // The summary first; classroom mode keeps back what would tell the answers.
        let summary = if hidden {
            (w.checked)(results.len())
        } else {
            let unique = results
                .iter()
                .filter(|c| matches!(c, Checked::Solved { badge, .. } if badge.unique))
                .count();
            let refused = results
                .iter()
                .filter(|c| matches!(c, Checked::Refused(_)))
                .count();
            let none = results
                .iter()
                .filter(|c| matches!(c, Checked::Solved { badge, .. } if badge.nearest.is_none()))
                .count();
            (w.check_summary)(results.len(), unique, none, refused)
        };
        ui.label(RichText::new(summary).strong());
        if checked_part(&checked_for.puzzles) != *wanted {
            ui.colored_label(style::LOSE, w.check_out_of_date);
        }
        Self::check_rows(ui, checked_for, results, hidden, strings);
    }

    /// What Check collection found, one row a puzzle.
    fn check_rows(
        ui: &mut Ui,
        checked_for: &CheckCollection,
        results: &[Checked],
        hidden: bool,
        strings: &Strings,
    ) {
        let (m, w) = (strings.matchsticks, strings.workbench);
        // One block a puzzle, its results indented under its line: a table's columns left a
        // figure puzzle's long line no room and its results a column one letter wide.
        for (index, (checked, record)) in results.iter().zip(&checked_for.puzzles).enumerate() {
            if index > 0 {
                ui.separator();
            }
            ui.horizontal_wrapped(|ui| {
                let title = title_of(record, m.untitled);
                ui.label(widgets::drawable(ui, &format!("{}. {title}", index + 1)));
                ui.label(RichText::new(line_of(record, strings)).monospace());
            });
            ui.indent(("collection_check", index), |ui| {
                if hidden {
                    classroom::hidden_cell(ui);
                    return;
                }
                ui.label(badge_text(checked, record.goal, strings))
                    .on_hover_text(w.unique_hint);
                match checked {
                    Checked::Solved { badge, answers, .. } => {
                        let listed: Vec<String> = answers
                            .iter()
                            .map(|a| {
                                let shown = a.line(record, strings.language());
                                format!("{shown} ({})", a.steps)
                            })
                            .collect();
                        let more = badge.answers.saturating_sub(answers.len() as u128);
                        let mut line = listed.join(", ");
                        if more > 0 {
                            line = format!("{line} {}", (w.more_answers)(more));
                        }
                        ui.label(RichText::new(line).monospace().weak());
                    }
                    Checked::Refused(refusal) => {
                        ui.colored_label(style::LOSE, refusal_text(*refusal, strings));
                    }
                }
            });
        }
    }
}

/// Add, move up, move down, duplicate and delete (acting on the open puzzle), and the undo of
/// the last of these.
fn actions_ui(
    ui: &mut Ui,
    session: &PuzzleSession,
    puzzles: &[PuzzleRecord],
    strings: &Strings,
) -> Vec<MatchEvent> {
    let (m, w) = (strings.matchsticks, strings.workbench);
    let mut events = Vec::new();
    let open = session.document().index();
    let count = puzzles.len();
    ui.horizontal_wrapped(|ui| {
        if ui.button(m.add_puzzle).clicked() {
            events.push(MatchEvent::AddPuzzle);
        }
        let l = strings.lattice;
        for (lattice, name, hint) in [
            (Lattice::Square, l.new_figure_puzzle, l.new_figure_puzzle_hint),
            (
                Lattice::Triangular,
                l.new_triangle_puzzle,
                l.new_triangle_puzzle_hint,
            ),
        ] {
            if ui.button(name).on_hover_text(hint).clicked() {
                events.push(MatchEvent::AddFigurePuzzle(lattice));
            }
        }
        if ui
            .button(l.new_target_puzzle)
            .on_hover_text(l.new_target_puzzle_hint)
            .clicked()
        {
            events.push(MatchEvent::AddTargetPuzzle);
        }
        let actions = [
            (
                open > 0,
                w.move_up,
                MatchEvent::MovePuzzle {
                    index: open,
                    up: true,
                },
            ),
            (
                open + 1 < count,
                w.move_down,
                MatchEvent::MovePuzzle {
                    index: open,
                    up: false,
                },
            ),
            (true, w.duplicate, MatchEvent::DuplicatePuzzle(open)),
        ];
        for (enabled, name, event) in actions {
            if ui.add_enabled(enabled, egui::Button::new(name)).clicked() {
                events.push(event);
            }
        }
        let delete = ui.add_enabled(count > 1, egui::Button::new(w.delete));
        if delete.on_hover_text(w.delete_hint).clicked() {
            events.push(MatchEvent::DeletePuzzle(open));
        }
    });
    // Named when it is what Undo takes back next: the same step as Undo and Ctrl+Z.
    if let Some(change) = session.next_undo_change() {
        let title = change
            .subject(session.document())
            .map_or_else(String::new, |record| title_of(record, m.untitled));
        let undo = match change.kind {
            ChangeKind::Added => (w.undo_add)(change.count),
            ChangeKind::Deleted => (w.undo_delete)(&title),
            ChangeKind::Moved => (w.undo_move)(&title),
            ChangeKind::Duplicated => (w.undo_duplicate)(&title),
            ChangeKind::Sorted => w.undo_sort.to_owned(),
        };
        let button = ui.button(widgets::drawable(ui, &undo));
        widgets::describe_selectable(&button, false, &undo);
        if button.clicked() {
            events.push(MatchEvent::Undo);
        }
    }
    events
}

/// Sort by difficulty, once every badge of the collection as it is has been worked out (a
/// puzzle the check refused, or with no answer, goes last).
fn sort_ui(ui: &mut Ui, badges: Option<&[Checked]>, strings: &Strings) -> Option<MatchEvent> {
    let w = strings.workbench;
    let button = ui.add_enabled(badges.is_some(), egui::Button::new(w.sort_by_difficulty));
    let button = button
        .on_hover_text(w.sort_by_difficulty_hint)
        .on_disabled_hover_text(w.sort_waits);
    if !button.clicked() {
        return None;
    }
    let difficulties = badges?
        .iter()
        .map(|checked| match checked {
            Checked::Solved { difficulty, .. } => *difficulty,
            Checked::Refused(_) => None,
        })
        .collect();
    Some(MatchEvent::SortByDifficulty(difficulties))
}

/// A puzzle's title, or `untitled`.
fn title_of(record: &PuzzleRecord, untitled: &str) -> String {
    if record.title.is_empty() {
        untitled.to_owned()
    } else {
        record.title.clone()
    }
}
