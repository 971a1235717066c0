//! A flood of keystrokes into a box that starts a background job per change
//! ("1,2,…,1000" typed into the takes box one key at a time, at 300 coins) must keep the app
//! under its 512 MB cap, and once the takes are back to 1,2,3 and the jobs have settled, the
//! memory the flood took must be freed again. (That the memory goes back to the system too is
//! measured on the release build in the real window: see README's Limits.)
//!
//! The counting allocator (`crate::ALLOCATOR`) counts the whole process, and the other tests of
//! this binary run beside each other in threads; so each flood runs in a process of its own (this
//! same test binary, started again for that one test, `support::alone`), where the counts are its
//! alone.

use egui::{Event, Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::app::{AppState, NimlabApp, Tab};
use nimlab::ui::grundy_tab::GrundyInputs;
use nimlab::ui::tree_tab::{TreeInputs, TreeView};

use crate::ALLOCATOR;
use crate::chaos::MEMORY_LIMIT;
use crate::support::alone::in_own_process;
use crate::support::{app_harness, settle};

/// How much more than at the start may still be held once the flood has settled: room for what
/// egui keeps of the frames in between (text layouts, accessibility nodes), far below what the
/// flood held.
const SETTLED_SLACK: usize = 32 * 1024 * 1024;

/// Keys typed between two frames: half a second's worth at 1,000 keys a second. A flood slows the
/// frames down, so each frame finds more keys waiting (the window's frames had hundreds); before
/// typed text was joined, this many took the tree tab to 591 MB.
const KEYS_PER_FRAME: usize = 500;

/// Every take from 1 to 1000, as a teacher would type them.
fn every_take() -> String {
    (1..=1000)
        .map(|take| take.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

#[test]
fn a_flood_of_takes_on_the_tree_tab_stays_under_the_cap_and_is_freed() {
    in_own_process(
        "memory_flood::a_flood_of_takes_on_the_tree_tab_stays_under_the_cap_and_is_freed",
        || {
            let state = AppState {
                tree: TreeInputs {
                    coins: "300".to_owned(),
                    view: TreeView::Recursive,
                    ..TreeInputs::default()
                },
                ..AppState::default()
            };
            flood(state, "Allowed takes");
        },
    );
}

#[test]
fn a_flood_of_takes_on_the_grundy_tab_stays_under_the_cap_and_is_freed() {
    in_own_process(
        "memory_flood::a_flood_of_takes_on_the_grundy_tab_stays_under_the_cap_and_is_freed",
        || {
            let state = AppState {
                tab: Tab::Grundy,
                grundy: GrundyInputs {
                    count: "300".to_owned(),
                    ..GrundyInputs::default()
                },
                ..AppState::default()
            };
            flood(state, "Takes");
        },
    );
}

/// Types every take into the box labelled `field`, [`KEYS_PER_FRAME`] keys a frame, then replaces them
/// with 1,2,3; checks the peak and what is left once the jobs settle.
fn flood(state: AppState, field: &str) {
    let mut harness = app_harness(state);
    replace(&mut harness, field, "1,2,3");
    settle(&mut harness);
    let start = ALLOCATOR.allocated();
    select_all(&mut harness, field);
    let keys: Vec<char> = every_take().chars().collect();
    for frame in keys.chunks(KEYS_PER_FRAME) {
        for &character in frame {
            typed_as_x11_does(&mut harness, character);
        }
        harness.step();
    }
    let peak = ALLOCATOR.max_allocated();
    let state = harness.state().state();
    let typed = [state.tree.takes, state.grundy.takes];
    assert!(
        typed.contains(&every_take()),
        "the flood reached the box: {typed:?}"
    );
    replace(&mut harness, field, "1,2,3");
    settle(&mut harness);
    let end = ALLOCATOR.allocated();
    eprintln!(
        "{field}: {} MB at the start, {} MB at the peak, {} MB once settled",
        start >> 20,
        peak >> 20,
        end >> 20
    );
    assert!(
        peak < MEMORY_LIMIT,
        "the flood peaked at {} MB, over the cap of {} MB",
        peak >> 20,
        MEMORY_LIMIT >> 20
    );
    assert!(
        end < start + SETTLED_SLACK,
        "{} MB held once the jobs settled, {} MB at the start",
        end >> 20,
        start >> 20
    );
}

/// One typed character as the window gets it on X11: the key's press, its text, its release,
/// into the next frame's input (`Harness::event` would give each event a frame of its own).
fn typed_as_x11_does(harness: &mut Harness<'static, NimlabApp>, character: char) {
    let key = Key::from_name(&character.to_string()).expect("a digit or a comma has a key");
    let key_event = |pressed| Event::Key {
        key,
        physical_key: None,
        pressed,
        repeat: false,
        modifiers: Modifiers::NONE,
    };
    let events = &mut harness.input_mut().events;
    events.push(key_event(true));
    events.push(Event::Text(character.to_string()));
    events.push(key_event(false));
}

/// Clicks into the box labelled `field` and selects all its text, so typing replaces it.
fn select_all(harness: &mut Harness<'static, NimlabApp>, field: &str) {
    harness.get_by_label(field).click();
    harness.run_steps(2);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::A);
    harness.run_steps(2);
}

/// Replaces the text of the box labelled `field` by typing `text` over it.
fn replace(harness: &mut Harness<'static, NimlabApp>, field: &str, text: &str) {
    select_all(harness, field);
    harness.event(Event::Text(text.to_owned()));
    harness.run_steps(2);
}
