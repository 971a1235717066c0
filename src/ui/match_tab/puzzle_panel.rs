//! The puzzle's details (title, author, notes); the collection of the file is drawn under them
//! (`collection_panel.rs`). It reads the open puzzle and returns what the user changed.

use egui::Ui;

use super::event::MatchEvent;
use crate::i18n::matchsticks::MatchStrings;
use nimlab_core::puzzle_file::TextField;
use nimlab_model::tabs::matchsticks::puzzle_session::PuzzleSession;

/// The details' fields.
pub(super) fn puzzle_ui(ui: &mut Ui, session: &PuzzleSession, m: &MatchStrings) -> Vec<MatchEvent> {
    let mut events = Vec::new();
    ui.heading(m.panel_puzzle);
    let details = session.record();
    let (mut title, mut author, mut notes) = (
        details.title.clone(),
        details.author.clone(),
        details.notes.clone(),
    );
    // Each field takes what a file may hold, no more: a paste is cut there as a file is refused.
    let mut let_go = false;
    egui::Grid::new("match_metadata").num_columns(2).show(ui, |ui| {
        for (name, text, field) in [
            (m.title, &mut title, TextField::Title),
            (m.author, &mut author, TextField::Author),
        ] {
            let label = ui.label(name);
            let edit = egui::TextEdit::singleline(text).char_limit(field.max_chars());
            let_go |= ui.add(edit).labelled_by(label.id).lost_focus();
            ui.end_row();
        }
        let label = ui.label(m.notes);
        let edit = egui::TextEdit::multiline(&mut notes)
            .desired_rows(3)
            .char_limit(TextField::Notes.max_chars());
        let_go |= ui.add(edit).labelled_by(label.id).lost_focus();
        ui.end_row();
    });
    // Emoji the fonts lack are said, not left as boxes; the file keeps them.
    let shown = crate::ui::widgets::drawable(ui, &title);
    if shown != title {
        ui.label(egui::RichText::new((m.hints.title_undrawable)(&shown)).weak());
    }
    if (&title, &author, &notes) != (&details.title, &details.author, &details.notes) {
        events.push(MatchEvent::Texts { title, author, notes });
    }
    // One edit of a field is one undo step: it ends when the field lets go of the keyboard.
    if let_go {
        events.push(MatchEvent::TextsDone);
    }
    events
}
