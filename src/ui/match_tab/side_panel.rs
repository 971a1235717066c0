//! The right-hand panel: play controls in play mode; otherwise the answers, the puzzle's details
//! and collection, the generator and the survey, one at a time.

use egui::{RichText, Ui};

use super::{MatchTab, Mode, SidePanel, classroom, play, puzzle_panel, search_panel};
use crate::ui::i18n::{Strings, fill};
use crate::ui::shell_action::ShellAction;
use crate::ui::widgets;
use nimlab_core::matchsticks::solve::Answer;

pub(super) fn side_ui(
    ui: &mut Ui,
    tab: &mut MatchTab,
    answers: Option<&[Answer]>,
    strings: &Strings,
) -> Option<ShellAction> {
    let m = strings.matchsticks;
    if let Some(play) = &mut tab.play {
        play::play_ui(ui, play, answers, m);
        return None;
    }
    // Above the panels and outside their scrolling, so the teacher always finds it.
    let puzzle = tab.editor.original().clone();
    tab.classroom.controls_ui(ui, &puzzle, strings);
    ui.horizontal_wrapped(|ui| {
        for (panel, name) in [
            (SidePanel::Answers, m.panel_answers),
            (SidePanel::Puzzle, m.panel_puzzle),
            (SidePanel::Generator, m.panel_generator),
            (SidePanel::Survey, m.panel_survey),
            (SidePanel::Search, m.panel_search),
        ] {
            ui.selectable_value(&mut tab.inputs.panel, panel, name);
        }
    });
    ui.separator();
    let mut action = None;
    // Both ways: a wide table scrolls inside the panel instead of widening it.
    egui::ScrollArea::both()
        .auto_shrink(false)
        .show(ui, |ui| match tab.inputs.panel {
            SidePanel::Answers => answers_ui(ui, tab, answers, strings),
            SidePanel::Puzzle => puzzle_panel::puzzle_ui(ui, tab, m),
            SidePanel::Generator => {
                let hidden = tab.hides_answers();
                let rules = tab.inputs.puzzle.rules;
                if let Some(layout) = tab
                    .generator
                    .ui(ui, rules, tab.inputs.puzzle.goal, hidden, strings)
                {
                    tab.editor.relayout(layout);
                    tab.inputs.equation = tab.editor.current().text(tab.inputs.puzzle.rules.variants);
                    tab.inputs.mode = Mode::Move;
                    tab.selected_answer = None;
                    tab.selected_slot = None;
                }
            }
            SidePanel::Survey => action = tab.survey.ui(ui, tab.inputs.puzzle.rules, strings),
            SidePanel::Search => {
                let hidden = tab.hides_answers();
                let puzzle = &tab.inputs.puzzle;
                let layout = tab.editor.current().clone();
                let request = search_panel::Request::new(layout, puzzle.rules, puzzle.goal, puzzle.steps);
                tab.search.ui(ui, &request, hidden, strings);
            }
        });
    action
}

/// Every answer within the budget, nearest first; clicking one highlights it on the canvas.
fn answers_ui(ui: &mut Ui, tab: &mut MatchTab, answers: Option<&[Answer]>, strings: &Strings) {
    let m = strings.matchsticks;
    let puzzle = &tab.inputs.puzzle;
    ui.heading(m.answers_heading);
    if let Some(note) = tab.results_note(m) {
        ui.colored_label(crate::ui::style::LOSE, note);
    }
    if tab.hides_answers() {
        // Not even "no answer": that too is something the class is to find out. Reveal all
        // is at the top of this panel.
        classroom::hidden_note(ui, strings);
        return;
    }
    ui.label(RichText::new(m.answer_hint).weak());
    let Some(answers) = answers else {
        ui.spinner();
        return;
    };
    let within: Vec<&Answer> = answers.iter().filter(|a| a.moves <= puzzle.steps).collect();
    if within.is_empty() {
        ui.label(m.no_answers);
        return;
    }
    if let Some(Ok(solved)) = tab.solutions().map(AsRef::as_ref)
        && !solved.is_complete()
    {
        let total: u128 = solved.counts.iter().take(puzzle.steps as usize).sum();
        let listed = within.len();
        ui.label(RichText::new(fill(m.answers_listed, &[&listed, &total])).weak());
    }
    let goal = puzzle.goal;
    let mut apply = None;
    for answer in within {
        let selected = tab.selected_answer.as_ref() == Some(&answer.equation);
        ui.horizontal(|ui| {
            let text = RichText::new(&answer.equation).monospace().size(16.0);
            let row = ui.selectable_label(selected, text);
            widgets::describe_selectable(&row, selected, &answer.equation);
            if row.clicked() {
                tab.selected_answer = if selected {
                    None
                } else {
                    Some(answer.equation.clone())
                };
            }
            ui.label(RichText::new(m.steps(goal, answer.moves)).weak());
            if selected && ui.button(m.apply).clicked() {
                apply = Some(answer.layout.clone());
            }
        });
    }
    if let Some(layout) = apply {
        tab.editor.set_layout(layout);
        tab.selected_answer = None;
    }
}
