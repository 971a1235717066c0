//! One thing a person does to the window, as a sequence of input events, and how the action log
//! prints it (short enough to read, exact enough to do again by hand).

use std::fmt;

use egui::{Event, Key, Modifiers, PointerButton, Pos2, Vec2};

/// One action; every position is in points, in the window as it was when the action was chosen.
#[derive(Clone, Debug)]
pub enum Action {
    /// A click on a widget found on screen (`target` names it), at `at`.
    Click { target: String, at: Pos2 },
    /// A click where nothing in particular was aimed at.
    ClickAnywhere { at: Pos2 },
    /// Click into a text field, optionally select everything (Ctrl+A), type, and optionally
    /// press Enter (which some fields wait for).
    Type {
        target: String,
        at: Pos2,
        replace: bool,
        text: String,
        enter: bool,
    },
    /// Press at `from`, move in steps to `to`, let go.
    Drag { what: String, from: Pos2, to: Pos2 },
    /// A key with modifiers, pressed and released.
    Key { key: Key, modifiers: Modifiers },
    /// The mouse wheel at `at`, with Ctrl held to zoom when `zoom`.
    Scroll { at: Pos2, delta: Vec2, zoom: bool },
    /// The window takes a new size.
    Resize { size: Vec2 },
    /// The hands rest until background work catches up (or a time cap passes).
    Wait,
}

/// What [`Action::events`] turns into: one frame per entry, in order.
pub enum Input {
    Event(Event),
    /// Hold these modifiers from now on (Ctrl for Ctrl+Z, for example).
    Modifiers(Modifiers),
    Resize(Vec2),
    /// Frames until the app is up to date, within the wait cap.
    Settle,
}

impl Action {
    /// The frames of this action, one input each (so each frame can be timed on its own).
    pub fn inputs(&self) -> Vec<Input> {
        let pointer = |pos, pressed| {
            Input::Event(Event::PointerButton {
                pos,
                button: PointerButton::Primary,
                pressed,
                modifiers: Modifiers::NONE,
            })
        };
        let moved = |pos| Input::Event(Event::PointerMoved(pos));
        let click = |at| vec![moved(at), pointer(at, true), pointer(at, false)];
        match self {
            Self::Click { at, .. } | Self::ClickAnywhere { at } => click(*at),
            Self::Type {
                at,
                replace,
                text,
                enter,
                ..
            } => {
                let mut inputs = click(*at);
                if *replace {
                    inputs.extend(key_inputs(Key::A, Modifiers::COMMAND));
                }
                inputs.push(Input::Event(Event::Text(text.clone())));
                if *enter {
                    inputs.extend(key_inputs(Key::Enter, Modifiers::NONE));
                }
                inputs
            }
            Self::Drag { from, to, .. } => {
                let mut inputs = vec![moved(*from), pointer(*from, true)];
                inputs.extend((1..=4).map(|step| moved(from.lerp(*to, step as f32 / 4.0))));
                inputs.push(pointer(*to, false));
                inputs
            }
            Self::Key { key, modifiers } => key_inputs(*key, *modifiers),
            Self::Scroll { at, delta, zoom } => {
                let modifiers = if *zoom {
                    Modifiers::COMMAND
                } else {
                    Modifiers::NONE
                };
                vec![
                    moved(*at),
                    Input::Modifiers(modifiers),
                    Input::Event(Event::MouseWheel {
                        unit: egui::MouseWheelUnit::Point,
                        delta: *delta,
                        phase: egui::TouchPhase::Move,
                        source: egui::MouseWheelSource::Wheel,
                        modifiers,
                    }),
                    Input::Modifiers(Modifiers::NONE),
                ]
            }
            Self::Resize { size } => vec![Input::Resize(*size)],
            Self::Wait => vec![Input::Settle],
        }
    }
}

fn key_inputs(key: Key, modifiers: Modifiers) -> Vec<Input> {
    let event = |pressed| {
        Input::Event(Event::Key {
            key,
            physical_key: None,
            pressed,
            repeat: false,
            modifiers,
        })
    };
    vec![
        Input::Modifiers(modifiers),
        event(true),
        event(false),
        Input::Modifiers(Modifiers::NONE),
    ]
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let at = |pos: &Pos2| format!("({:.0}, {:.0})", pos.x, pos.y);
        match self {
            Self::Click { target, at: pos } => write!(f, "click {target} at {}", at(pos)),
            Self::ClickAnywhere { at: pos } => write!(f, "click at {}", at(pos)),
            Self::Type {
                target,
                at: pos,
                replace,
                text,
                enter,
            } => {
                let how = if *replace { "replace with" } else { "type" };
                let then = if *enter { ", Enter" } else { "" };
                write!(f, "{how} {} in {target} at {}{then}", shown(text), at(pos))
            }
            Self::Drag { what, from, to } => {
                write!(f, "drag {what} from {} to {}", at(from), at(to))
            }
            Self::Key { key, modifiers } => {
                let ctrl = if modifiers.command { "Ctrl+" } else { "" };
                write!(f, "key {ctrl}{}", key.name())
            }
            Self::Scroll { at: pos, delta, zoom } => {
                let how = if *zoom { "Ctrl+wheel" } else { "wheel" };
                write!(f, "{how} {:.0},{:.0} at {}", delta.x, delta.y, at(pos))
            }
            Self::Resize { size } => write!(f, "resize to {:.0}×{:.0}", size.x, size.y),
            Self::Wait => write!(f, "wait for background work"),
        }
    }
}

/// Text as the log shows it: escaped, and long text cut with its length.
fn shown(text: &str) -> String {
    const SHOWN_CHARS: usize = 48;
    let count = text.chars().count();
    if count <= SHOWN_CHARS {
        format!("{text:?}")
    } else {
        let start: String = text.chars().take(SHOWN_CHARS).collect();
        format!("{start:?}… ({count} chars)")
    }
}
