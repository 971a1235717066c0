//! The side panel of the Grundy tab: the period with its proof, and for the selected n the mex
//! worked out (options → values → set → smallest missing) with the Sprague–Grundy post's nested
//! action set. In classroom mode the period is held back until every value is revealed, and the mex
//! shows an option's value only once that value is revealed; its own result waits for the teacher's
//! Reveal, so the class works each g(n) out from the ones already on the board.

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::ui::style;
use nimlab_core::games::Rule;
use nimlab_core::games::grundy::{Certificate, MexOption, MexWorking};

use super::classroom::GrundyClassroom;
use super::event::GrundyEvent;
use crate::work::grundy_table::{GrundyKey, GrundyResult};

/// The most options listed in a worked mex; the rest are summarised.
const MAX_OPTION_ROWS: usize = 40;

/// The period with the theorem that proves it, and its repeating part.
pub fn period_ui(ui: &mut Ui, result: &GrundyResult, classroom: &GrundyClassroom, strings: &Strings) {
    ui.heading(strings.grundy.period_title);
    // Even "no period" says something about the values; the whole statement waits.
    if classroom.any() {
        ui.colored_label(style::HIDDEN_VALUE, strings.grundy.period_hidden);
        return;
    }
    let table = &result.table;
    if !result.misere_options.is_empty() {
        // Misère values of a game that splits: no theorem certifies a period.
        ui.label(strings.grundy.period_misere_none);
        return;
    }
    let Some(found) = table.period else {
        let uncertified = if table.work_exhausted {
            strings.grundy.period_work_exhausted
        } else {
            strings.grundy.period_uncertified
        };
        ui.colored_label(style::LOSE, uncertified(table.searched));
        return;
    };
    let period = found.period;
    ui.label(
        RichText::new((strings.grundy.period_found)(period.preperiod, period.period))
            .size(17.0)
            .strong(),
    );
    let proof = match found.certificate {
        Certificate::Window { width } => {
            (strings.grundy.certificate_window)(width, period.checked, period.preperiod, period.period)
        }
        Certificate::GuySmith { last_digit } => {
            (strings.grundy.certificate_guy_smith)(last_digit, period.checked)
        }
        Certificate::Powers { base } => (strings.grundy.certificate_powers)(base, period.checked),
        Certificate::PowersWindow { base, reach } => {
            (strings.grundy.certificate_powers_window)(base, reach, period.checked)
        }
    };
    ui.label(proof);
    ui.label(RichText::new((strings.grundy.period_searched)(table.searched)).weak());
    let cycle: Vec<String> = table.values[period.preperiod..period.preperiod + period.period.min(60)]
        .iter()
        .map(u32::to_string)
        .collect();
    ui.label(RichText::new((strings.grundy.period_cycle)(&cycle.join(","))).monospace());
}

/// The mex of the selected heap worked out, computed once per selection (Nim heaps have as many
/// options as tokens, too many to list again every frame).
#[derive(Clone, Debug)]
pub struct MexDetails {
    /// The table and heap it was worked out for.
    key: (u32, GrundyKey),
    working: MexWorking,
}

/// The mex of the selected n worked out, then its verdict and nested action set; returns the
/// teacher's Reveal.
pub fn mex_ui(
    ui: &mut Ui,
    result: &GrundyResult,
    selected: Option<u32>,
    cache: &mut Option<MexDetails>,
    classroom: &GrundyClassroom,
    strings: &Strings,
) -> Option<GrundyEvent> {
    let Some(n) = selected else {
        ui.weak(strings.grundy.mex_hint);
        return None;
    };
    if cache
        .as_ref()
        .is_none_or(|details| details.key.0 != n || details.key.1 != result.key)
    {
        *cache = Some(MexDetails {
            key: (n, result.key.clone()),
            working: match result.misere_options.get(n as usize) {
                // Misère values of a game that splits: each option's value was searched.
                Some(options) => {
                    MexWorking::with_option_values(&result.key.game, n, options, MAX_OPTION_ROWS)
                }
                None => MexWorking::new(&result.key.game, &result.table.values, n, MAX_OPTION_ROWS),
            },
        });
    }
    let details = &cache.as_ref()?.working;
    let values = &result.table.values;
    let g = values[n as usize];
    ui.heading((strings.grundy.mex_title)(n));
    if details.has_no_move() && classroom.hides(n) {
        ui.label(strings.grundy.mex_no_move_hidden);
    } else if details.has_no_move() {
        let rule_note = match result.key.rule {
            Rule::Normal => strings.grundy.mex_no_move_normal,
            Rule::Misere => strings.grundy.mex_no_move_misere,
        };
        ui.label(rule_note);
    } else {
        options_ui(ui, details, values, result.key.rule, classroom, strings);
        if result.key.rule == Rule::Misere && details.listed.iter().any(|o| o.left.len() > 1) {
            ui.weak(strings.grundy.mex_misere_sum_note);
        }
        if details.unlisted() > 0 {
            ui.weak((strings.grundy.mex_more_options)(details.unlisted()));
        }
        // The set gives the answer away as soon as it is complete: it shows when every
        // option's value does (and only the listed options can show theirs).
        let listed: Vec<String> = details.set.iter().map(u32::to_string).collect();
        let set_shows = options_show(details, classroom);
        // Revealing g(n) reveals g(n), not its options' values: the set names those.
        let listed = if set_shows {
            listed.join(", ")
        } else {
            // One entry per option, as the grid above lists them: a value the class may see,
            // a "?" for each one it must work out (one "?" for three options read as one).
            hidden_set(details, classroom)
        };
        ui.label(RichText::new((strings.grundy.mex_set)(&listed)).monospace());
    }
    if classroom.hides(n) {
        ui.label(
            RichText::new((strings.grundy.mex_result)(n, "?"))
                .size(18.0)
                .strong()
                .color(style::HIDDEN_VALUE),
        );
        let reveal = ui.button((strings.grundy.grundy_reveal)(n)).clicked();
        return reveal.then_some(GrundyEvent::Reveal(n));
    }
    ui.label(
        RichText::new((strings.grundy.mex_result)(n, &g.to_string()))
            .size(18.0)
            .strong(),
    );
    let verdict = if g == 0 {
        strings.grundy.mex_p_position
    } else {
        strings.grundy.mex_n_position
    };
    ui.colored_label(if g == 0 { style::LOSE } else { style::WIN }, verdict);

    // The notation writes the empty set as *0, so it matches normal-play values only; and it
    // names every option's value, so it waits until all of them show.
    if result.key.rule == Rule::Misere || !options_show(details, classroom) {
        return None;
    }
    if let Some(form) = result.action_sets.get(n as usize) {
        ui.separator();
        ui.strong(strings.grundy.action_set_title);
        ui.label(RichText::new(action_set_line(form, g)).monospace());
    } else if !result.action_sets.is_empty() {
        ui.separator();
        ui.weak(strings.grundy.action_set_too_long);
    }
    None
}

/// Every option's value shows (so texts that name them all, the set and the nested action set,
/// may): every option is listed and none leaves a heap whose value is hidden.
fn options_show(details: &MexWorking, classroom: &GrundyClassroom) -> bool {
    details.unlisted() == 0
        && details
            .listed
            .iter()
            .all(|option| classroom.shows_all(&option.left))
}

/// The set of the options' values while the class works it out: each listed option's value if
/// it shows, else "?", in the grid's order; "…" for options not listed.
fn hidden_set(details: &MexWorking, classroom: &GrundyClassroom) -> String {
    let mut each: Vec<String> = details
        .listed
        .iter()
        .map(|option| {
            if classroom.shows_all(&option.left) {
                option.value.to_string()
            } else {
                "?".to_owned()
            }
        })
        .collect();
    if details.unlisted() > 0 {
        each.push("…".to_owned());
    }
    each.join(", ")
}

/// A heap's nested action set and the nimber it is worth, said once. The Sprague–Grundy post writes
/// a set that is a nimber by its definition, `*2 = {*0,*1}`, and any other set as equivalent to its
/// nimber, `{*2,*3,{*1,*2,*3}} ≈ *1`; "*2 ≈ *2" said nothing.
fn action_set_line(form: &str, g: u32) -> String {
    let nimber = format!("*{g}");
    if form != nimber {
        return format!("{form} ≈ {nimber}");
    }
    let members: Vec<String> = match g {
        0..=4 => (0..g).map(|k| format!("*{k}")).collect(),
        _ => vec![
            "*0".to_owned(),
            "*1".to_owned(),
            "…".to_owned(),
            format!("*{}", g - 1),
        ],
    };
    format!("{nimber} = {{{}}}", members.join(","))
}

/// The options of a worked mex, one row each: the move, what it leaves, and that position's
/// value (a "?" while classroom mode hides it).
fn options_ui(
    ui: &mut Ui,
    details: &MexWorking,
    values: &[u32],
    rule: Rule,
    classroom: &GrundyClassroom,
    strings: &Strings,
) {
    egui::Grid::new("mex_options")
        .striped(true)
        .spacing([16.0, 3.0])
        .show(ui, |ui| {
            ui.strong(strings.grundy.mex_move);
            ui.strong(strings.grundy.mex_leaves);
            ui.strong(strings.grundy.mex_value);
            ui.end_row();
            for MexOption { take, left, value } in &details.listed {
                let shows = classroom.shows_all(left);
                ui.label(format!("−{take}"));
                let leaves: Vec<String> = left.iter().map(u32::to_string).collect();
                ui.label(if leaves.is_empty() {
                    // An emptied heap is a heap of 0, as in the sum's move labels (and no
                    // font the app ships has a glyph for ∅).
                    "0".to_owned()
                } else {
                    leaves.join(" + ")
                });
                let parts: Vec<String> = left.iter().map(|&h| format!("g({h})")).collect();
                // Under misère two heaps are a sum, worth its own searched value.
                let sum = left.iter().map(u32::to_string).collect::<Vec<_>>().join("+");
                let formula = match parts.len() {
                    // The option is named, its value left for the class to look up.
                    0 if !shows => "g(0) = ?".to_owned(),
                    2.. if rule == Rule::Misere && !shows => format!("g({sum}) = ?"),
                    2.. if rule == Rule::Misere => format!("g({sum}) = {value}"),
                    _ if !shows => format!("{} = ?", parts.join(" xor ")),
                    // Nothing left is a heap of 0: worth 1, not 0, under misère.
                    0 => format!("g(0) = {value}"),
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
}

#[cfg(test)]
mod tests {
    use super::action_set_line;

    #[test]
    fn a_nimber_is_written_once_with_the_set_it_stands_for() {
        // The Sprague–Grundy post: *0 = {}, *2 = {*0,*1}; a set that is not a nimber is ≈ its
        // value.
        assert_eq!(action_set_line("*0", 0), "*0 = {}");
        assert_eq!(action_set_line("*2", 2), "*2 = {*0,*1}");
        assert_eq!(action_set_line("*9", 9), "*9 = {*0,*1,…,*8}");
        assert_eq!(
            action_set_line("{*2,*3,{*1,*2,*3}}", 1),
            "{*2,*3,{*1,*2,*3}} ≈ *1"
        );
    }
}
