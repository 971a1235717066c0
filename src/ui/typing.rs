//! Typing that comes faster than frames: a person typing fast, a held key, or a tool pasting key
//! by key may bring hundreds of characters into one frame.
//!
//! egui's `TextEdit` lays its whole text out again after every event that changes it, and keeps
//! every layout of the frame until the next one: a run of n typed characters into a field of
//! 4,000 characters made n layouts of 4,000 glyphs in one frame. A slow frame let more keys
//! queue up for the next, so a flood of typing into the takes box took hundreds of megabytes.
//! Joined into one event, a run of typed characters is one insertion and one layout,
//! however many keys it held.

use egui::Event;

/// Joins each run of typed text in this frame's input into one event, before any widget reads
/// it: the same characters in the same order, laid out once. Called first thing in a frame.
pub fn join_typed_text(ctx: &egui::Context) {
    ctx.input_mut(|input| join_text_events(&mut input.events));
}

/// Joins the [`Event::Text`] events of a run into its first. A run goes on past the key events
/// that come with typing (the press and release of the key that typed a character), and ends at
/// anything else: a key that edits or moves in text (Backspace, an arrow, a shortcut), a click,
/// so what typing does around them is unchanged.
fn join_text_events(events: &mut Vec<Event>) {
    let mut joined: Vec<Event> = Vec::with_capacity(events.len());
    // Where the run being joined is in `joined`.
    let mut run: Option<usize> = None;
    for event in events.drain(..) {
        match (run, event) {
            (Some(at), Event::Text(more)) => {
                if let Event::Text(text) = &mut joined[at] {
                    text.push_str(&more);
                }
            }
            (None, event @ Event::Text(_)) => {
                run = Some(joined.len());
                joined.push(event);
            }
            (_, event) => {
                if !comes_with_typing(&event) {
                    run = None;
                }
                joined.push(event);
            }
        }
    }
    *events = joined;
}

/// A key event that only comes with typing a character: a release, or the press of a key that
/// neither edits nor moves in text, with no modifier but Shift.
fn comes_with_typing(event: &Event) -> bool {
    use egui::Key;
    let Event::Key {
        key,
        pressed,
        modifiers,
        ..
    } = event
    else {
        return false;
    };
    let edits = matches!(
        key,
        Key::ArrowDown
            | Key::ArrowLeft
            | Key::ArrowRight
            | Key::ArrowUp
            | Key::Escape
            | Key::Tab
            | Key::Backspace
            | Key::Enter
            | Key::Insert
            | Key::Delete
            | Key::Home
            | Key::End
            | Key::PageUp
            | Key::PageDown
            | Key::Copy
            | Key::Cut
            | Key::Paste
    );
    let shortcut = modifiers.alt || modifiers.ctrl || modifiers.command || modifiers.mac_cmd;
    !pressed || !(edits || shortcut)
}

#[cfg(test)]
mod tests {
    use egui::{Key, Modifiers};

    use super::*;

    fn text(text: &str) -> Event {
        Event::Text(text.to_owned())
    }

    fn key(key: Key) -> Event {
        Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: Modifiers::NONE,
        }
    }

    fn release(key: Key) -> Event {
        Event::Key {
            key,
            physical_key: None,
            pressed: false,
            repeat: false,
            modifiers: Modifiers::NONE,
        }
    }

    #[test]
    fn runs_of_typed_text_become_one_event_in_order() {
        let mut events = vec![
            text("1"),
            text(","),
            text("2"),
            key(Key::Backspace),
            text("3"),
            text("가"),
        ];
        join_text_events(&mut events);
        assert_eq!(
            events,
            vec![text("1,2"), key(Key::Backspace), text("3가")],
            "a key that edits stays between the runs it separates"
        );
    }

    #[test]
    fn the_keys_that_type_the_characters_do_not_end_a_run() {
        // What the window gets from X11 for "1,": each key's press, its text, its release.
        let mut events = vec![
            key(Key::Num1),
            text("1"),
            release(Key::Num1),
            key(Key::Comma),
            text(","),
            release(Key::Comma),
        ];
        join_text_events(&mut events);
        assert_eq!(
            events,
            vec![
                key(Key::Num1),
                text("1,"),
                release(Key::Num1),
                key(Key::Comma),
                release(Key::Comma),
            ]
        );
    }

    #[test]
    fn a_shortcut_or_a_click_ends_a_run() {
        let select_all = Event::Key {
            key: Key::A,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: Modifiers::COMMAND,
        };
        let click = Event::PointerButton {
            pos: egui::pos2(1.0, 2.0),
            button: egui::PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        };
        let mut events = vec![text("a"), select_all.clone(), text("b"), click.clone(), text("c")];
        join_text_events(&mut events);
        assert_eq!(events, vec![text("a"), select_all, text("b"), click, text("c")]);
    }

    #[test]
    fn a_frame_without_typing_is_left_alone() {
        let mut events = vec![key(Key::A), key(Key::Enter)];
        join_text_events(&mut events);
        assert_eq!(events, vec![key(Key::A), key(Key::Enter)]);
        let mut none = Vec::new();
        join_text_events(&mut none);
        assert!(none.is_empty());
    }
}
