//! The side panel of the Grundy tab: the period with its proof, and for the selected n the mex
//! worked out (options → values → set → smallest missing) with seed 001's nested action set.

use egui::{RichText, Ui};

use crate::games::Rule;
use crate::games::grundy::Certificate;
use crate::ui::i18n::{Strings, fill};
use crate::ui::style;

use super::GrundyResult;

/// The most options listed in a worked mex; the rest are summarised.
const MAX_OPTION_ROWS: usize = 40;

pub fn period_ui(ui: &mut Ui, result: &GrundyResult, strings: &Strings) {
    ui.heading(strings.period_title);
    let table = &result.table;
    let Some(found) = table.period else {
        ui.colored_label(style::LOSE, fill(strings.period_uncertified, &[&table.searched]));
        return;
    };
    let period = found.period;
    ui.label(
        RichText::new(fill(strings.period_found, &[&period.preperiod, &period.period]))
            .size(17.0)
            .strong(),
    );
    let proof = match found.certificate {
        Certificate::Window { width } => fill(strings.certificate_window, &[&width, &period.checked]),
        Certificate::GuySmith { last_digit } => {
            fill(strings.certificate_guy_smith, &[&last_digit, &period.checked])
        }
        Certificate::Powers { base } => fill(strings.certificate_powers, &[&base, &period.checked]),
    };
    ui.label(proof);
    ui.label(RichText::new(fill(strings.period_searched, &[&table.searched])).weak());
    let cycle: Vec<String> = table.values[period.preperiod..period.preperiod + period.period.min(60)]
        .iter()
        .map(u32::to_string)
        .collect();
    ui.label(RichText::new(fill(strings.period_cycle, &[&cycle.join(",")])).monospace());
}

pub fn mex_ui(ui: &mut Ui, result: &GrundyResult, selected: Option<u32>, strings: &Strings) {
    let Some(n) = selected else {
        ui.weak(strings.mex_hint);
        return;
    };
    let values = &result.table.values;
    let g = values[n as usize];
    ui.heading(fill(strings.mex_title, &[&n]));
    let moves = result.key.game.moves(n);
    if moves.is_empty() {
        let rule_note = match result.key.rule {
            Rule::Normal => strings.mex_no_move_normal,
            Rule::Misere => strings.mex_no_move_misere,
        };
        ui.label(rule_note);
    } else {
        egui::Grid::new("mex_options")
            .striped(true)
            .spacing([16.0, 3.0])
            .show(ui, |ui| {
                ui.strong(strings.mex_move);
                ui.strong(strings.mex_leaves);
                ui.strong(strings.mex_value);
                ui.end_row();
                for (take, left) in moves.iter().take(MAX_OPTION_ROWS) {
                    ui.label(format!("−{take}"));
                    let leaves: Vec<String> = left.iter().map(u32::to_string).collect();
                    ui.label(if leaves.is_empty() {
                        "∅".to_owned()
                    } else {
                        leaves.join(" + ")
                    });
                    let parts: Vec<String> = left.iter().map(|&h| format!("g({h})")).collect();
                    let value = left.iter().fold(0, |acc, &h| acc ^ values[h as usize]);
                    let formula = match parts.len() {
                        0 => "0".to_owned(),
                        1 => format!("{} = {value}", parts[0]),
                        _ => {
                            let each: Vec<String> =
                                left.iter().map(|&h| values[h as usize].to_string()).collect();
                            format!("{} = {} = {value}", parts.join(" xor "), each.join(" xor "))
                        }
                    };
                    ui.monospace(formula);
                    ui.end_row();
                }
            });
        if moves.len() > MAX_OPTION_ROWS {
            ui.weak(fill(
                strings.mex_more_options,
                &[&(moves.len() - MAX_OPTION_ROWS)],
            ));
        }
        let mut set: Vec<u32> = moves
            .iter()
            .map(|(_, left)| left.iter().fold(0, |acc, &h| acc ^ values[h as usize]))
            .collect();
        set.sort_unstable();
        set.dedup();
        let listed: Vec<String> = set.iter().map(u32::to_string).collect();
        ui.label(RichText::new(fill(strings.mex_set, &[&listed.join(", ")])).monospace());
    }
    ui.label(
        RichText::new(fill(strings.mex_result, &[&n, &g]))
            .size(18.0)
            .strong(),
    );
    let verdict = if g == 0 {
        strings.mex_p_position
    } else {
        strings.mex_n_position
    };
    ui.colored_label(if g == 0 { style::LOSE } else { style::WIN }, verdict);

    // The notation writes the empty set as *0, so it matches normal-play values only.
    if result.key.rule == Rule::Misere {
        return;
    }
    if let Some(form) = result.action_sets.get(n as usize) {
        ui.separator();
        ui.strong(strings.action_set_title);
        ui.label(RichText::new(format!("{form} ≈ *{g}")).monospace());
    } else if !result.action_sets.is_empty() {
        ui.separator();
        ui.weak(strings.action_set_too_long);
    }
}
