//! The heaps' Formula view: the Sprague–Grundy theorem at work for the start and for the clicked
//! position. Each heap's value is read from its game (Nim's g(n) = n, a certified period's
//! pattern, or the table), the XOR of the values is worked in binary column by column as the Grundy tab
//! shows a sum, and the verdict names the winning moves. Misère Nim says Bouton's rule, in the
//! headline too; misère sums of other games say plainly that no XOR rule holds. In classroom mode a position's working
//! shows once the class has answered for it, its winning moves once it has for where they lead.

use egui::{RichText, Ui};

use super::super::classroom::HiddenStates;
use super::classroom::winning_moves_name;
use crate::i18n::Strings;
use crate::ui::grundy_tab::sum_values::binary_grid;
use crate::ui::style;
use nimlab_core::games::positions::{PositionGraph, PositionId};
use nimlab_core::games::{Outcome, Rule};
use nimlab_model::tabs::tree::formula_headline::Headline;
use nimlab_model::tabs::tree::heaps_formula::{GameReading, HeapsFormula, Reading, Verdict};

/// The most values of a period's pattern written out; longer patterns end in "…".
const PATTERN_SHOWN: usize = 24;

/// The view: the theorem, the start worked out, and the clicked position when it is another.
pub fn formula_ui(
    ui: &mut Ui,
    graph: &PositionGraph,
    readings: &[GameReading],
    start: &HeapsFormula,
    selected: Option<(PositionId, &HeapsFormula)>,
    hidden: &HiddenStates<PositionId>,
    strings: &Strings,
) {
    let words = strings.heap_tree;
    egui::ScrollArea::vertical().auto_shrink(false).show(ui, |ui| {
        let (title, intro) = Headline::of(graph).words(strings);
        ui.heading(title);
        ui.label(intro);
        ui.add_space(8.0);
        let root = graph.root();
        let title = (words.formula_start)(&written(graph, root));
        section_ui(
            ui,
            title.trim_end(),
            (graph, root),
            readings,
            start,
            hidden,
            strings,
        );
        if let Some((id, formula)) = selected.filter(|&(id, _)| id != root) {
            ui.separator();
            let title = (words.formula_selected)(&written(graph, id));
            section_ui(
                ui,
                title.trim_end(),
                (graph, id),
                readings,
                formula,
                hidden,
                strings,
            );
        }
    });
}

/// A position as the DAG writes it, `(3,4,5)`, for a sum of one game; nothing for several games,
/// whose heaps the DAG writes by their games' numbers: the line under the title names them.
fn written(graph: &PositionGraph, id: PositionId) -> String {
    if graph.games().len() == 1 {
        graph.written(id)
    } else {
        String::new()
    }
}

/// One position worked out: its heaps read, their XOR in binary, the verdict and its moves.
fn section_ui(
    ui: &mut Ui,
    title: &str,
    (graph, id): (&PositionGraph, PositionId),
    readings: &[GameReading],
    formula: &HeapsFormula,
    hidden_states: &HiddenStates<PositionId>,
    strings: &Strings,
) {
    let words = strings.heap_tree;
    let rule = graph.rule();
    let hidden = hidden_states.hides(id);
    ui.label(RichText::new(title).size(17.0).strong());
    ui.label(RichText::new(formula.sum_words(readings, rule, hidden, strings)).monospace());
    for (index, &(game, size, value)) in formula.heaps.iter().enumerate() {
        let reading = &readings[game];
        let heap = (words.formula_heap)(index + 1, &strings.game_name(&reading.game), size);
        let how = if hidden {
            "g = ?".to_owned()
        } else {
            reading_words(&reading.reading, size, value, strings)
        };
        ui.label(format!("{heap} {how}"));
    }
    if hidden {
        ui.colored_label(style::HIDDEN_VALUE, words.formula_hidden);
        return;
    }
    let analysis = match &formula.verdict {
        Verdict::Xor(analysis) => analysis,
        Verdict::NoXorRule => {
            ui.colored_label(style::LOSE, words.misere_no_rule);
            ui.label((words.by_dp)(outcome_words(graph.outcome(id), strings)));
            return;
        }
    };
    // Bouton's rule XORs the sizes, as normal play XORs the values: the same column sums.
    let rows: Vec<(String, u32)> = formula
        .heaps
        .iter()
        .enumerate()
        .map(|(index, &(.., value))| (format!("#{}", index + 1), value))
        .collect();
    let nim_sum = rows.iter().fold(0, |acc, (_, value)| acc ^ value);
    let all_small = formula.heaps.iter().all(|&(_, size, _)| size <= 1);
    if rule == Rule::Misere && all_small {
        let ones = formula.heaps.iter().filter(|&&(_, size, _)| size == 1).count();
        ui.label((words.misere_nim_small)(ones));
    } else {
        if rule == Rule::Misere {
            ui.label(words.misere_nim_big);
        }
        ui.add_space(4.0);
        binary_grid(ui, ("heaps_formula_binary", id.0), &rows, nim_sum);
    }
    let verdict = match (rule, analysis.outcome) {
        (Rule::Normal, Outcome::Win) => (words.xor_wins)(nim_sum),
        (Rule::Normal, Outcome::Lose) => words.xor_loses.to_owned(),
        (Rule::Misere, outcome) => outcome_words(outcome, strings).to_owned(),
    };
    ui.label(
        RichText::new(verdict)
            .size(16.0)
            .strong()
            .color(style::outcome_color(analysis.outcome)),
    );
    if !hidden_states.shows_all(winning_moves_name(graph, id)) {
        // Where the winning moves lead, or that none wins, is for the class to answer first.
        ui.label(strings.tree.classroom_why_hidden);
        return;
    }
    if analysis.winning_moves.is_empty() {
        ui.label(words.no_winning_move);
        return;
    }
    // Bouton's move that leaves only heaps of 0 or 1 need not make the XOR 0.
    ui.label(match rule {
        Rule::Normal => words.xor_moves,
        Rule::Misere => words.winning_moves,
    });
    for played in &analysis.winning_moves {
        ui.label((strings.figure.sum_move)(
            played.number(),
            played.from,
            &played.left_text(),
        ));
    }
}

/// How one heap's value is read from its game.
fn reading_words(reading: &Reading, size: u32, value: u32, strings: &Strings) -> String {
    let words = strings.heap_tree;
    match reading {
        Reading::Nim => (words.reading_nim)(size),
        Reading::Periodic { preperiod, pattern } => {
            let mut shown: Vec<String> = pattern.iter().take(PATTERN_SHOWN).map(u32::to_string).collect();
            if pattern.len() > PATTERN_SHOWN {
                shown.push("…".to_owned());
            }
            let shown = format!("({})", shown.join(","));
            match (size as usize).checked_sub(*preperiod) {
                Some(past) => (words.reading_period)(*preperiod, &shown, size, past % pattern.len(), value),
                None => (words.reading_before_period)(*preperiod, &shown, size, value),
            }
        }
        Reading::Table { searched } => (words.reading_table)(*searched, size, value),
    }
}

/// "The player to move wins." or "… loses."
fn outcome_words(outcome: Outcome, strings: &Strings) -> &'static str {
    match outcome {
        Outcome::Win => strings.heap_tree.player_wins,
        Outcome::Lose => strings.heap_tree.player_loses,
    }
}

/// The start's answers for the presenter's screen, in the words this view says them with
/// nothing hidden: the sum of the heaps' values, the verdict, and each winning move.
pub fn start_answers(
    graph: &PositionGraph,
    readings: &[GameReading],
    start: &HeapsFormula,
    strings: &Strings,
) -> Vec<String> {
    let words = strings.heap_tree;
    let root = graph.root();
    let mut lines = vec![start.sum_words(readings, graph.rule(), false, strings)];
    lines.push(outcome_words(graph.outcome(root), strings).to_owned());
    if let Verdict::Xor(analysis) = &start.verdict {
        if analysis.winning_moves.is_empty() {
            lines.push(words.no_winning_move.to_owned());
        }
        lines.extend(
            analysis
                .winning_moves
                .iter()
                .map(|played| (strings.figure.sum_move)(played.number(), played.from, &played.left_text())),
        );
    }
    lines
}
