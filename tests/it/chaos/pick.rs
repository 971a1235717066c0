//! Choosing the next action: mostly aimed at what is on screen (so the walk reaches deep into
//! every tab), sometimes blind, with text drawn from ordinary input and from hostile input.

use egui::{Key, Modifiers, Rect, Vec2, vec2};

use super::action::Action;
use super::rng::Rng;
use super::screen::{Kind, Target};

/// The tab bar's buttons in both languages: clicked more often than their share, so that every
/// tab gets its turn in each run.
const TAB_LABELS: [&str; 6] = [
    "Game tree",
    "Grundy numbers",
    "Matchsticks",
    "게임 트리",
    "그런디 수",
    "성냥개비",
];

/// The smallest and largest windows a classroom PC shows the app in.
pub const SMALLEST: Vec2 = vec2(800.0, 600.0);
pub const LARGEST: Vec2 = vec2(1920.0, 1080.0);

/// The next action in `window`, given what is on screen.
pub fn next_action(rng: &mut Rng, targets: &[Target], window: Rect, avoid: &[String]) -> Action {
    let allowed = |t: &&Target| !avoid.iter().any(|a| t.label.contains(a.as_str()));
    let of = |kind| targets.iter().filter(allowed).filter(move |t| t.kind == kind);
    let clickable: Vec<&Target> = of(Kind::Clickable).collect();
    let inputs: Vec<&Target> = of(Kind::TextInput).collect();
    let sliders: Vec<&Target> = of(Kind::Slider).collect();
    let roll = rng.below(100);
    let tab_label = *rng.pick(&TAB_LABELS);
    if roll < 4
        && let Some(tab) = targets.iter().find(|t| t.label == tab_label)
    {
        return click(rng, tab);
    }
    if roll < 42 && !clickable.is_empty() {
        let target = *rng.pick(&clickable);
        return click(rng, target);
    }
    if roll < 66 && !inputs.is_empty() {
        let target = *rng.pick(&inputs);
        return Action::Type {
            target: target.name(),
            at: target.rect.center(),
            replace: rng.chance(80),
            text: text(rng),
            enter: rng.chance(50),
        };
    }
    if roll < 70 && !sliders.is_empty() {
        let target = *rng.pick(&sliders);
        let from = target.rect.center();
        let to = from + vec2(rng.between(0, 400) as f32 - 200.0, 0.0);
        return Action::Drag {
            what: target.name(),
            from,
            to: window.clamp(to),
        };
    }
    if roll < 77 {
        // From a widget (a stick, a node, a plot) or from anywhere, to anywhere.
        let (what, from) = if !clickable.is_empty() && rng.chance(70) {
            let target = *rng.pick(&clickable);
            (target.name(), target.rect.center())
        } else {
            ("nothing".to_owned(), rng.point_in(window))
        };
        let to = rng.point_in(window);
        return Action::Drag { what, from, to };
    }
    if roll < 87 {
        let (key, modifiers) = *rng.pick(&KEYS);
        return Action::Key { key, modifiers };
    }
    if roll < 91 {
        let delta = vec2(0.0, rng.between(0, 600) as f32 - 300.0);
        return Action::Scroll {
            at: rng.point_in(window),
            delta,
            zoom: rng.chance(30),
        };
    }
    if roll < 94 {
        return Action::Resize {
            size: window_size(rng),
        };
    }
    if roll < 97 {
        return Action::Wait;
    }
    Action::ClickAnywhere {
        at: rng.point_in(window),
    }
}

fn click(rng: &mut Rng, target: &Target) -> Action {
    // Anywhere on the widget, as a hand would, not only its exact centre.
    let inner = target.rect.shrink2(target.rect.size() * 0.25);
    Action::Click {
        target: target.name(),
        at: rng.point_in(inner),
    }
}

/// A size from 800×600 to 1920×1080, often one of the two ends.
pub fn window_size(rng: &mut Rng) -> Vec2 {
    match rng.below(4) {
        0 => SMALLEST,
        1 => LARGEST,
        _ => vec2(
            rng.between(SMALLEST.x as u32, LARGEST.x as u32) as f32,
            rng.between(SMALLEST.y as u32, LARGEST.y as u32) as f32,
        ),
    }
}

const CTRL: Modifiers = Modifiers::COMMAND;
const NONE: Modifiers = Modifiers::NONE;

const KEYS: [(Key, Modifiers); 13] = [
    (Key::Z, CTRL),
    (Key::Y, CTRL),
    (Key::Z, Modifiers::COMMAND.plus(Modifiers::SHIFT)),
    (Key::ArrowLeft, NONE),
    (Key::ArrowRight, NONE),
    (Key::ArrowUp, NONE),
    (Key::ArrowDown, NONE),
    (Key::Space, NONE),
    (Key::Enter, NONE),
    (Key::Escape, NONE),
    (Key::Tab, NONE),
    (Key::S, CTRL),
    (Key::O, CTRL),
];

/// Text a student might type: numbers (small, and the sizes that stress a view), lists,
/// equations (short, and long sums), ordinary strings, and hostile text.
fn text(rng: &mut Rng) -> String {
    match rng.below(20) {
        0..=2 => rng.between(0, 30).to_string(),
        3 | 4 => rng.pick(&SIZES).to_string(),
        5..=7 => {
            let terms = rng.between(1, 5);
            (0..terms)
                .map(|_| rng.between(0, 9).to_string())
                .collect::<Vec<_>>()
                .join(",")
        }
        8..=10 => {
            let (a, b) = (rng.between(0, 99), rng.between(0, 99));
            let c = rng.between(0, 199);
            format!("{a}{}{b}={c}", rng.pick(&["+", "-", "×", "*"]))
        }
        11 => {
            let terms = rng.between(5, 40) as usize;
            format!("{}={}", vec!["1"; terms].join("+"), rng.between(0, 60))
        }
        12 | 13 => rng.pick(&ORDINARY).to_string(),
        _ => hostile(rng),
    }
}

/// Sizes that make a view large: deep trees, long tables, many values.
const SIZES: [u32; 8] = [13, 20, 40, 100, 300, 1000, 5000, 99_999];

const ORDINARY: [&str; 12] = [
    "0.3", "0.07", "4.007", "1,2", "1-3", "6+3=09", "0+3=09", "D+D=D", "DD+D=DD", "13", "6", "",
];

/// Hostile inputs: long, huge, empty, odd characters.
fn hostile(rng: &mut Rng) -> String {
    match rng.below(12) {
        0 => "1".repeat(10_000),
        1 => "a".repeat(10_000),
        2 => "99999999999999999999".to_owned(),
        3 => format!("{}=40", vec!["1"; 40].join("+")),
        4 => "99999999999999999999+1=1".to_owned(),
        5 => "\u{0}\u{7}\t\r\n\u{1b}\u{7f}\u{200b}".to_owned(),
        6 => "가나다 성냥개비 님".to_owned(),
        7 => "🎲🧮👍🏽".to_owned(),
        8 => ",,,".to_owned(),
        9 => "-1".to_owned(),
        10 => "DDD+DD=DDD".to_owned(),
        _ => "1e308".to_owned(),
    }
}
