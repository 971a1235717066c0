//! The inputs row of the Grundy tab: the game, the rule, how many values, the job's progress,
//! the Export menu and the classroom controls; under it, what is wrong with the inputs, whose values
//! are on show, and how the game is played. The inputs' widgets edit the inputs in place; every
//! other wish is returned as a [`GrundyEvent`].

use egui::{RichText, Ui};

use crate::i18n::Strings;
use crate::jobs::{Progress, Stop};
use crate::ui::{style, widgets};
use nimlab_core::games::Rule;

use super::classroom::GrundyClassroom;
use super::event::GrundyEvent;
use super::export_menu::{ExportMenu, MenuView};
use crate::work::grundy_table::{GrundyKey, GrundyResult};
use nimlab_model::tabs::grundy::game_kind::GameKind;
use nimlab_model::tabs::grundy::inputs::{self, GrundyInputs};

/// What the inputs row shows besides the inputs themselves.
pub struct RowView<'a> {
    /// What the Export menu can draw from.
    pub menu: MenuView<'a>,
    /// The computation under way, if any.
    pub progress: Option<&'a Progress>,
    /// Classroom mode, for its controls.
    pub classroom: &'a GrundyClassroom,
}

/// What the messages under the inputs row need to know.
pub struct Messages<'a> {
    /// What the inputs ask for, if they describe a valid game and count.
    pub wanted: Option<&'a GrundyKey>,
    /// The values on show, if any.
    pub shown: Option<&'a GrundyResult>,
    /// Why the last computation stopped, if it was cancelled or failed.
    pub stopped: Option<&'a Stop>,
}

/// A label and its text field in a wrapping row: they move to the next row together (a nested
/// `ui.horizontal` would not wrap, but overflow the window), and the field grows with its text up
/// to `MAX_FIELD_WIDTH`, then scrolls. A field that is full says so, rather than silently refusing
/// what is typed next.
fn labelled_field(ui: &mut Ui, label: &str, text: &mut String, width: f32, id: &str, strings: &Strings) {
    let galley = |ui: &Ui, text: &str| widgets::unwrapped_width(ui, text);
    let spacing = ui.spacing().item_spacing.x;
    let margins = 2.0 * ui.spacing().button_padding.x;
    let content = galley(ui, text) + margins;
    let field = content.max(width).min(MAX_FIELD_WIDTH);
    let needed = galley(ui, label) + spacing + field;
    if ui.available_size_before_wrap().x < needed {
        ui.end_row();
    }
    let label = ui.label(label);
    ui.add(
        egui::TextEdit::singleline(text)
            .desired_width(field)
            .clip_text(content > field)
            .char_limit(inputs::MAX_FIELD_CHARS)
            .id_salt(id),
    )
    .labelled_by(label.id);
    if text.chars().count() >= inputs::MAX_FIELD_CHARS {
        ui.colored_label(style::LOSE, (strings.grundy.field_full)(inputs::MAX_FIELD_CHARS));
    }
}

/// The widest a text field of the inputs row grows.
const MAX_FIELD_WIDTH: f32 = 360.0;

/// The inputs row; returns what the user asked for besides editing the inputs.
pub fn row_ui(
    ui: &mut Ui,
    inputs: &mut GrundyInputs,
    view: &RowView<'_>,
    menu: &mut ExportMenu,
    strings: &Strings,
) -> Vec<GrundyEvent> {
    let mut events = Vec::new();
    ui.horizontal_wrapped(|ui| {
        ui.label(strings.grundy.grundy_game);
        for kind in GameKind::ALL {
            ui.selectable_value(&mut inputs.kind, kind, kind.label(strings));
        }
        let (field, width) = match inputs.kind {
            GameKind::Takes => (Some(&mut inputs.takes), 110.0),
            GameKind::OneToK => (Some(&mut inputs.k), 50.0),
            GameKind::Powers => (Some(&mut inputs.base), 50.0),
            GameKind::Nim => (None, 0.0),
            GameKind::Octal => (Some(&mut inputs.octal), 80.0),
        };
        if let Some(text) = field {
            labelled_field(
                ui,
                inputs.kind.field_label(strings),
                text,
                width,
                "grundy_game_field",
                strings,
            );
        }
        ui.separator();
        ui.label(strings.rule);
        for rule in [Rule::Normal, Rule::Misere] {
            ui.selectable_value(&mut inputs.rule, rule, strings.rule(rule))
                .on_hover_text(strings.rule_play(rule));
        }
        ui.separator();
        labelled_field(
            ui,
            strings.grundy.grundy_count,
            &mut inputs.count,
            70.0,
            "grundy_count",
            strings,
        );
        if let Some(progress) = view.progress
            && widgets::job_ui(ui, progress, strings)
        {
            events.push(GrundyEvent::CancelJob);
        }
        ui.separator();
        if let Some(request) = menu.ui(ui, &view.menu, strings) {
            events.push(GrundyEvent::Export(request));
        }
        events.extend(view.classroom.controls_ui(ui, strings));
    });
    events
}

/// Under the inputs: what is wrong with them, whose results are on show, and how the game is
/// played; returns the wish to go back to the default game.
pub fn messages_ui(
    ui: &mut Ui,
    inputs: &GrundyInputs,
    messages: &Messages<'_>,
    strings: &Strings,
) -> Option<GrundyEvent> {
    let game = inputs.game();
    if let Err(error) = &game {
        ui.colored_label(style::LOSE, strings.grundy_error(error));
    }
    if let Err(error) = inputs.count(game.as_ref().ok()) {
        ui.colored_label(style::LOSE, (strings.grundy.grundy_count_error)(error.max));
    }
    widgets::stopped_ui(ui, messages.stopped, strings);
    // Under an invalid input, and while a new one is computed or after its work was
    // cancelled, the last values computed stay on show (clearing them on every half-typed set
    // would make the tab flicker); say whose they are.
    if let Some(result) = messages.shown
        && messages.wanted != Some(&result.key)
    {
        let key = &result.key;
        let name = strings.game_name(&key.game);
        let rule = strings.rule(key.rule);
        let text = if messages.wanted.is_some() {
            (strings.grundy.grundy_previous)(&name, rule, key.count)
        } else {
            (strings.grundy.grundy_stale)(&name, rule, key.count)
        };
        ui.colored_label(style::LOSE, text);
    }
    // Nothing valid yet (a remembered game that is not valid, say): offer a way back
    // instead of a blank tab.
    let mut event = None;
    if messages.wanted.is_none() && messages.shown.is_none() {
        ui.horizontal_wrapped(|ui| {
            ui.label(RichText::new(strings.grundy.grundy_nothing_yet).weak());
            if ui.button(strings.grundy.grundy_default_game).clicked() {
                event = Some(GrundyEvent::DefaultGame);
            }
        });
    }
    if let Ok(game) = &game {
        // One line (all of it on hover): at 800×600 in classroom mode it took two of the few
        // the values and the chart have.
        let description = RichText::new(strings.game_description(game, inputs.rule)).weak();
        ui.add(egui::Label::new(description).truncate());
    }
    event
}
