//! Every text colour against what it is drawn on, in both themes, in and out of presentation
//! mode. (How colour-blind readers see the state colours: `crate::colours::vision`.)

use egui::{Color32, Style, Theme};

use super::{apply_palette, contrast_ratio};
use crate::ui::style;

/// WCAG AA for normal text.
const AA: f32 = 4.5;

/// Every theme and mode, with its style.
fn looks() -> Vec<(String, Style)> {
    let mut looks = Vec::new();
    for theme in [Theme::Light, Theme::Dark] {
        for presenting in [false, true] {
            let mut style = Style {
                visuals: theme.default_visuals(),
                ..Style::default()
            };
            apply_palette(&mut style, theme, presenting);
            looks.push((format!("{theme:?}, presenting {presenting}"), style));
        }
    }
    looks
}

#[track_caller]
fn assert_readable(look: &str, what: &str, text: Color32, on: Color32) {
    let ratio = contrast_ratio(text, on);
    assert!(
        ratio >= AA,
        "{look}: {what} {text:?} on {on:?} is {ratio:.2}:1, under {AA}:1"
    );
}

#[test]
fn the_check_fails_on_the_grey_labels_we_once_shipped() {
    // Labels #ABABAB on #F8F8F8 in Light before: about 2.2:1.
    let ratio = contrast_ratio(Color32::from_gray(0xAB), Color32::from_gray(0xF8));
    assert!((2.0..2.4).contains(&ratio), "{ratio}");
    assert!((contrast_ratio(Color32::BLACK, Color32::WHITE) - 21.0).abs() < 0.01);
}

#[test]
fn every_text_colour_reads_at_4_5_to_1_in_both_themes() {
    for (look, style) in looks() {
        let v = &style.visuals;
        let backgrounds = [
            ("a panel", v.panel_fill),
            ("a window", v.window_fill),
            ("a text field", v.text_edit_bg_color()),
        ];
        for (place, background) in backgrounds {
            assert_readable(&look, &format!("text on {place}"), v.text_color(), background);
            assert_readable(
                &look,
                &format!("weak text on {place}"),
                v.weak_text_color(),
                background,
            );
        }
        // The state colours are drawn as text (outcomes, errors, notices) on panels and windows.
        for (name, color) in [
            ("WIN", style::WIN),
            ("LOSE", style::LOSE),
            ("HIDDEN_VALUE", style::HIDDEN_VALUE),
            ("WINNING_TEXT", style::WINNING_TEXT),
        ] {
            assert_readable(&look, &format!("{name} text on a panel"), color, v.panel_fill);
            assert_readable(&look, &format!("{name} text on a window"), color, v.window_fill);
        }
        // Buttons, tabs and toggles in every state.
        let w = &v.widgets;
        for (state, widget) in [
            ("inactive", &w.inactive),
            ("hovered", &w.hovered),
            ("active", &w.active),
            ("open", &w.open),
        ] {
            let ink = v.override_text_color.unwrap_or(widget.fg_stroke.color);
            assert_readable(&look, &format!("{state} button text"), ink, widget.weak_bg_fill);
        }
        let selected = v.override_text_color.unwrap_or(v.selection.stroke.color);
        assert_readable(&look, "a selected tab's text", selected, v.selection.bg_fill);
    }
}

#[test]
fn text_drawn_on_state_fills_reads_at_4_5_to_1() {
    // Numbers and letters are white on win, lose and hidden discs and cells.
    for fill in [style::WIN, style::LOSE, style::HIDDEN_VALUE] {
        assert_readable("any theme", "white on a state's fill", Color32::WHITE, fill);
    }
    // A node's number is dark on its pastel fill.
    for coins in 0..200 {
        assert_readable(
            "any theme",
            "a node's number",
            style::NODE_TEXT,
            style::state_color(coins),
        );
    }
    assert_readable(
        "any theme",
        "a node's number",
        style::NODE_TEXT,
        style::UNIQUE_NODE,
    );
}
