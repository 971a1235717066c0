//! The right-hand panel: play controls in play mode; otherwise the answers, the puzzle's details
//! and collection, the generator, the survey and the search, one at a time. It keeps the state of
//! its panels (which is on show, the generator's, the survey's and the search's work) and returns
//! what the user did, as events.

use egui::{RichText, Ui};

use super::classroom::{self, MatchClassroom};
use super::collection_panel::CollectionPanel;
use super::event::MatchEvent;
use super::figure_counts::FigureSolve;
use super::generator_panel::GeneratorPanel;
use super::search_panel::SearchPanel;
use super::survey_panel::SurveyPanel;
use super::{play, puzzle_panel};
use crate::i18n::Strings;
use crate::ui::copy::{copy_button, tab_separated};
use crate::ui::export::ExportRequest;
use crate::ui::{style, widgets};
use crate::work::figure_solve::listed_figures;
use crate::work::match_solve::listed;
use crate::work::search::SearchRequest;
use nimlab_core::matchsticks::solve::{Answer, Goal, Solutions, SolveError};
use nimlab_core::shapes::sticks::Sticks;
use nimlab_model::tabs::matchsticks::generator_choices::GeneratorChoices;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;
use nimlab_model::tabs::matchsticks::saved_tab::MatchPanel;

/// What the side panel shows: the open puzzle and its live answers.
pub(super) struct Shown<'a> {
    /// The open puzzle.
    pub session: &'a PuzzleSession,
    /// The live answers of the layout on trial, once computed.
    pub solved: Option<&'a Result<Solutions, SolveError>>,
    /// Where the open figure puzzle's live solve stands.
    pub figure: FigureSolve<'a>,
    /// The figure puzzle's answer drawn on the board.
    pub figure_selected: Option<Sticks>,
}

/// The side panel's own state.
pub(super) struct SidePanels {
    /// The panel on show.
    panel: MatchPanel,
    generator: GeneratorPanel,
    /// The collection's badges and check (the workbench).
    collection: CollectionPanel,
    survey: SurveyPanel,
    search: SearchPanel,
}

impl SidePanels {
    /// The panels, with `panel` on show and the generator's choices as remembered.
    pub fn new(panel: MatchPanel, generator: GeneratorChoices) -> Self {
        Self {
            panel,
            generator: GeneratorPanel::with_choices(generator),
            collection: CollectionPanel::default(),
            survey: SurveyPanel::default(),
            search: SearchPanel::default(),
        }
    }

    /// The panel on show (remembered between runs).
    pub fn panel(&self) -> MatchPanel {
        self.panel
    }

    /// The generator's kind and controls (remembered between runs).
    pub fn generator_choices(&self) -> &GeneratorChoices {
        self.generator.choices()
    }

    /// Shows `panel` (a link chose it).
    pub fn show(&mut self, panel: MatchPanel) {
        self.panel = panel;
    }

    /// The survey's table as it was last run, as CSV, if it has run.
    pub fn survey_export(&self) -> Option<ExportRequest> {
        self.survey.export()
    }

    /// Draws the panel; returns what the user did.
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        shown: &Shown<'_>,
        classroom: &MatchClassroom,
        strings: &Strings,
    ) -> Vec<MatchEvent> {
        let m = strings.matchsticks;
        let session = shown.session;
        // Hints wait while classroom mode hides the answers.
        let hints = !classroom.hides_open(session);
        if let Some(play) = session.figure_play() {
            let answers = shown.figure.solved.map(listed_figures);
            return super::figure_play_panel::figure_play_ui(ui, play, answers, hints, strings);
        }
        if let Some(play) = session.play() {
            let mut events: Vec<MatchEvent> = play::play_ui(ui, play, shown.solved, m).into_iter().collect();
            if hints {
                ui.add_space(8.0);
                events.extend(super::hints::hints_ui(ui, play, shown.solved, m));
            }
            return events;
        }
        // Above the panels and outside their scrolling, so the teacher always finds it.
        let mut events: Vec<MatchEvent> = classroom.controls_ui(ui, session, strings).into_iter().collect();
        // Play mode is off here: only classroom mode hides the answers.
        let hidden = classroom.hides_open(session);
        ui.horizontal_wrapped(|ui| {
            for (panel, name) in [
                (MatchPanel::Answers, m.panel_answers),
                (MatchPanel::Puzzle, m.panel_puzzle),
                (MatchPanel::Generator, m.panel_generator),
                (MatchPanel::Survey, m.panel_survey),
                (MatchPanel::Search, m.panel_search),
            ] {
                ui.selectable_value(&mut self.panel, panel, name);
            }
        });
        ui.separator();
        let settings = session.settings();
        // Both ways: a wide table scrolls inside the panel instead of widening it.
        egui::ScrollArea::both()
            .auto_shrink(false)
            .show(ui, |ui| match self.panel {
                MatchPanel::Answers if session.open_puzzle().figure().is_some() => {
                    match super::live_figure_answers::open_figure(session) {
                        Some(puzzle) => events.extend(super::figure_answers::figure_answers_ui(
                            ui,
                            &puzzle,
                            shown.figure,
                            shown.figure_selected,
                            hidden,
                            strings,
                        )),
                        // A record that no longer reads as a puzzle has nothing to solve.
                        None => {
                            ui.label(strings.lattice.no_answers_yet);
                        }
                    }
                }
                MatchPanel::Answers => events.extend(answers_ui(ui, shown, hidden, strings)),
                MatchPanel::Puzzle => {
                    events.extend(puzzle_panel::puzzle_ui(ui, session, m));
                    ui.separator();
                    events.extend(self.collection.ui(ui, session, hidden, strings));
                }
                MatchPanel::Generator => {
                    let chosen =
                        self.generator
                            .ui(ui, settings.rules, settings.goal, session.room(), hidden, strings);
                    events.extend(chosen);
                }
                MatchPanel::Survey => events.extend(self.survey.ui(ui, settings.rules, strings)),
                MatchPanel::Search => {
                    let layout = session.solved_layout().clone();
                    let request = SearchRequest::new(layout, settings.rules, settings.goal, settings.steps);
                    self.search.ui(ui, &request, hidden, strings);
                }
            });
        events
    }
}

/// Every answer within the budget, nearest first; clicking one highlights it on the canvas.
fn answers_ui(ui: &mut Ui, shown: &Shown<'_>, hidden: bool, strings: &Strings) -> Vec<MatchEvent> {
    let m = strings.matchsticks;
    let session = shown.session;
    let puzzle = session.settings();
    let mut events = Vec::new();
    ui.heading(m.answers_heading);
    if let Some(shown) = session.unlaid_equation() {
        ui.colored_label(style::LOSE, (m.results_for_last)(&shown));
    }
    if hidden {
        // Not even "no answer": that too is something the class is to find out. Reveal all
        // is at the top of this panel.
        classroom::hidden_note(ui, strings);
        return events;
    }
    ui.label(RichText::new(m.answer_hint).weak());
    let Some(solved) = shown.solved else {
        ui.spinner();
        return events;
    };
    let within: Vec<&Answer> = listed(solved)
        .iter()
        .filter(|a| a.moves <= puzzle.steps)
        .collect();
    if within.is_empty() {
        ui.label(m.no_answers);
        return events;
    }
    // When the list is cut, it says so on screen and in what Copy puts on the clipboard.
    let mut cut = None;
    if let Ok(solved) = solved
        && !solved.is_complete()
    {
        let total: u128 = solved.counts.iter().take(puzzle.steps as usize).sum();
        let listed = within.len();
        cut = Some((m.answers_listed)(listed, total));
        ui.label(RichText::new(cut.as_deref().unwrap_or_default()).weak());
    }
    let goal = puzzle.goal;
    ui.horizontal(|ui| {
        copy_button(ui, strings, || {
            let layout = session.solved_layout().text(puzzle.rules.variants);
            answers_text(&layout, &within, goal, cut.as_deref(), strings)
        });
    });
    for answer in within {
        let selected = session.selection().answer.as_ref() == Some(&answer.equation);
        ui.horizontal(|ui| {
            let text = RichText::new(&answer.equation).monospace().size(16.0);
            let row = ui.selectable_label(selected, text);
            widgets::describe_selectable(&row, selected, &answer.equation);
            if row.clicked() {
                let chosen = (!selected).then(|| answer.equation.clone());
                events.push(MatchEvent::SelectAnswer(chosen));
            }
            ui.label(RichText::new((m.steps)(goal, answer.moves)).weak());
            if selected && ui.button(m.apply).clicked() {
                events.push(MatchEvent::ApplyAnswer(answer.layout.clone()));
            }
        });
    }
    events
}

/// The answers listed as text for the clipboard: which layout they answer (and `cut`, when the
/// list is not all of them), then each answer and how far it is, a line each.
pub(super) fn answers_text(
    layout: &str,
    answers: &[&Answer],
    goal: Goal,
    cut: Option<&str>,
    strings: &Strings,
) -> String {
    let m = strings.matchsticks;
    let rows = answers
        .iter()
        .map(|answer| [answer.equation.clone(), (m.steps)(goal, answer.moves)]);
    let mut header = (m.copy_answers_header)(layout);
    if let Some(cut) = cut {
        header = format!("{header} ({cut})");
    }
    tab_separated(&header, rows)
}
