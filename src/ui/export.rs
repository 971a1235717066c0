//! What a tab asks the shell to export: a CSV text, or a picture of part of the window (the
//! shell captures the window, crops it to `region` and encodes a PNG); and the default names
//! the tabs give exports, which say what each holds (view, pile, game), so one export never
//! takes another's name.

use egui::Rect;

use crate::figure::slide::Slide;
use crate::i18n::Strings;
use nimlab_core::games::CoinGame;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::octal::NamedOctal;

use crate::export::takes_in_file_name;

/// An export a tab asks for (inside [`ShellAction::Export`](crate::ui::shell_action::ShellAction)).
#[derive(Clone, Debug, PartialEq)]
pub enum ExportRequest {
    /// A table as CSV text, written as given.
    Csv {
        /// The file name the Save dialog offers.
        name: String,
        /// The file's contents.
        text: String,
    },
    /// A figure drawn for the page (SVG, PNG or PDF), drawn in the background.
    Figure {
        /// The file name the Save dialog offers.
        name: String,
        /// What to draw.
        request: crate::figure::FigureRequest,
    },
    /// A worksheet, then its answer key in a file of its own: the key's path is asked for once
    /// the worksheet is written (the dialog offering the worksheet's name with `-key`); nothing
    /// follows a worksheet that was cancelled or failed.
    FigureThenKey {
        /// The file name the Save dialog offers for the worksheet.
        name: String,
        /// The worksheet.
        request: crate::figure::FigureRequest,
        /// Its key.
        key: crate::figure::FigureRequest,
    },
    /// A step-through drawn as an animated GIF, in the background with progress and Cancel.
    Animation {
        /// The file name the Save dialog offers.
        name: String,
        /// What to draw.
        request: crate::figure::animation::AnimationRequest,
    },
    /// A list of puzzles written as one puzzle file (the generator's list); the file
    /// flow asks where and before replacing a file, as for every export.
    PuzzleList {
        /// The file name the Save dialog offers.
        name: String,
        /// The collection.
        file: nimlab_core::puzzle_file::PuzzleFile,
    },
    /// A picture of part of the window, as a PNG.
    Png {
        /// The file name the Save dialog offers.
        name: String,
        /// The part of the window to keep, in points.
        region: Rect,
        /// Frames to wait before capturing, so a view can refit itself first.
        delay_frames: u32,
    },
}

/// The longest a default export name's stem may be (before the extension): short enough for
/// every file system and dialog, long enough to say what the file holds.
const MAX_STEM: usize = 96;

/// A tree figure menu's depth below the root (0: as deep as fits a slide).
pub fn depth_ui(ui: &mut egui::Ui, depth: &mut u32, strings: &Strings) {
    let t = strings.tree;
    ui.horizontal(|ui| {
        let label = ui.label(t.export_depth);
        ui.add(egui::DragValue::new(depth).range(0..=crate::figure::tree::MAX_DEPTH))
            .labelled_by(label.id)
            .on_hover_text(t.export_depth_hint);
    });
}

/// A figure menu's Animation (GIF)… under a separator, with its frame delay (0: the
/// step-through's own pace); true when the user asked for it.
pub fn animation_ui(ui: &mut egui::Ui, delay_ms: &mut u32, strings: &Strings) -> bool {
    let t = strings.tree;
    ui.separator();
    let asked = ui
        .button(t.export_animation)
        .on_hover_text(t.export_animation_hint)
        .clicked();
    ui.horizontal(|ui| {
        let label = ui.label(t.animation_delay);
        let delays = 0..=*crate::figure::animation::DELAYS_MS.end();
        ui.add(egui::DragValue::new(delay_ms).range(delays))
            .labelled_by(label.id)
            .on_hover_text(t.animation_delay_hint);
    });
    asked
}

/// The figure menus' choice of page: the figure's own size, or a slide it fills.
pub fn page_ui(ui: &mut egui::Ui, slide: &mut Option<Slide>, strings: &Strings) {
    ui.horizontal(|ui| {
        ui.label(strings.export_page)
            .on_hover_text(strings.export_page_hint);
        ui.radio_value(slide, None, strings.export_own_size);
        for shape in Slide::ALL {
            ui.radio_value(slide, Some(shape), (strings.export_slide)(shape.name()));
        }
    });
}

/// The page a figure menu offers first: figures are drawn for slides first, 16:9 today's.
pub const DEFAULT_PAGE: Option<Slide> = Some(Slide::Wide);

/// A default export file name that says what the file holds: `nimlab-` and `parts` joined by
/// `-`, then `.extension`; in lowercase ASCII letters, digits and `-` only (anything else
/// becomes a `-`), so it is safe on every file system. A long name is cut at a `-`.
/// `file_name(&["play", "13-coins"], "png")` is `nimlab-play-13-coins.png`.
pub fn file_name(parts: &[&str], extension: &str) -> String {
    let mut stem = String::from("nimlab");
    for part in parts {
        let part = safe(part);
        if !part.is_empty() {
            stem.push('-');
            stem.push_str(&part);
        }
    }
    if stem.len() > MAX_STEM {
        let cut = stem[..MAX_STEM].rfind('-').unwrap_or(MAX_STEM);
        stem.truncate(cut);
    }
    format!("{stem}.{extension}")
}

/// `text` in lowercase ASCII letters and digits, every run of anything else one `-`.
fn safe(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_owned()
}

/// A coin game in a name: its takes and rule (`take-1to3-misere`).
pub fn coin_game_words(game: &CoinGame) -> String {
    format!(
        "{}-{}",
        takes_in_file_name(game.moves.takes()),
        game.rule.as_str()
    )
}

/// A heap game in a name: `take-1to3`, `nim`, `powers-of-2`, a named octal game's name
/// (`kayles`, `dawsons-chess`) or its code (`octal-0-6`).
pub fn heap_game_words(game: &HeapGame) -> String {
    match game {
        HeapGame::Subtraction(set) => takes_in_file_name(set.takes()),
        HeapGame::Nim => "nim".to_owned(),
        HeapGame::Powers(base) => format!("powers-of-{base}"),
        HeapGame::Octal(code) => {
            NamedOctal::of(code).map_or_else(|| format!("octal-{code}"), |named| named.as_str().to_owned())
        }
    }
}

/// An equation in a name, its signs in words: `6+3=09` is `6plus3eq09`.
pub fn equation_words(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        match c {
            '+' => out.push_str("plus"),
            '-' | '−' => out.push_str("minus"),
            '=' => out.push_str("eq"),
            c if c.is_ascii_digit() => out.push(c),
            // An unreadable slot, or a variant glyph.
            _ => out.push('x'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_say_what_they_hold_in_safe_characters() {
        assert_eq!(
            file_name(&["play", "13-coins"], "png"),
            "nimlab-play-13-coins.png"
        );
        assert_eq!(
            file_name(&["recursive-tree", "13 coins", "{1,3}/x"], "png"),
            "nimlab-recursive-tree-13-coins-1-3-x.png"
        );
        assert_eq!(file_name(&["grundy", "", "ÿ"], "csv"), "nimlab-grundy.csv");
        let long = file_name(&[&"1-".repeat(200)], "csv");
        let (stem, extension) = long.rsplit_once('.').expect("an extension");
        assert_eq!(extension, "csv");
        assert!(stem.len() <= MAX_STEM && !stem.ends_with('-'), "{long}");
    }

    #[test]
    fn games_and_equations_in_words() {
        let kayles = HeapGame::Octal(nimlab_core::games::octal::OctalCode::parse("0.77").expect("valid"));
        assert_eq!(heap_game_words(&kayles), "kayles");
        let chess = HeapGame::Octal(nimlab_core::games::octal::OctalCode::parse("0.137").expect("valid"));
        assert_eq!(heap_game_words(&chess), "dawsons-chess");
        let other = HeapGame::Octal(nimlab_core::games::octal::OctalCode::parse("0.6").expect("valid"));
        assert_eq!(safe(&heap_game_words(&other)), "octal-0-6");
        assert_eq!(heap_game_words(&HeapGame::Powers(2)), "powers-of-2");
        assert_eq!(coin_game_words(&CoinGame::seed_000()), "take-1to3-misere");
        assert_eq!(equation_words("6+3=09"), "6plus3eq09");
        assert_eq!(equation_words("9-5?=3"), "9minus5xeq3");
    }
}
