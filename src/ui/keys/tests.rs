//! The key table's rules: no key does two things where it works, every key acted on elsewhere
//! is listed, the digits.

use super::*;

#[test]
fn no_key_does_two_things_where_it_works() {
    // A key of a tab must not also be a key that works everywhere, nor a second key of it.
    let mut seen: Vec<(Scope, KeyboardShortcut)> = Vec::new();
    for binding in BINDINGS {
        for &shortcut in binding.keys {
            let clash = seen.iter().find(|(scope, other)| {
                *other == shortcut
                    && (*scope == binding.scope
                        || *scope == Scope::Everywhere
                        || binding.scope == Scope::Everywhere
                        || matches!(
                            (*scope, binding.scope),
                            (Scope::Lesson, Scope::GameTree) | (Scope::GameTree, Scope::Lesson)
                        ))
            });
            assert!(clash.is_none(), "{shortcut:?} is bound twice: {clash:?}");
            seen.push((binding.scope, shortcut));
        }
    }
}

#[test]
fn every_key_acted_on_elsewhere_is_in_the_table() {
    for binding in BINDINGS.iter().filter(|b| listed_only(b.action)) {
        assert_eq!(shortcuts(binding.action), binding.keys);
    }
    assert_eq!(
        shortcuts(KeyAction::Redo),
        [command_shift(Key::Z), command(Key::Y)]
    );
}

#[test]
fn digits_take_one_to_nine() {
    assert_eq!(digit(Key::Num1), Some(1));
    assert_eq!(digit(Key::Num9), Some(9));
    assert_eq!(digit(Key::Num0), None);
    assert_eq!(digit(Key::A), None);
}

#[test]
fn a_key_that_acts_is_read_once_and_one_that_does_not_is_left() {
    let ctx = Context::default();
    let mut input = egui::RawInput::default();
    input.events.push(egui::Event::Key {
        key: Key::PageDown,
        physical_key: None,
        pressed: true,
        repeat: false,
        modifiers: Modifiers::NONE,
    });
    let (mut ignored, mut got, mut again) = (Vec::new(), Vec::new(), Vec::new());
    let mut output = ctx.run_pass(input, |ctx| {
        ignored = pressed(ctx, Scope::Lesson, |action| action != KeyAction::LessonOn);
        got = pressed(ctx, Scope::Lesson, |_| true);
        again = pressed(ctx, Scope::Lesson, |_| true);
    });
    output.textures_delta.clear();
    assert_eq!(ignored, vec![]);
    assert_eq!(got, vec![(KeyAction::LessonOn, Key::PageDown)]);
    assert_eq!(again, vec![], "consumed");
}
