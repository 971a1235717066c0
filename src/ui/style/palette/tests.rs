//! Every text colour against what it is drawn on, in both themes, in and out of presentation
//! mode; and the win and lose colours as colour-blind readers see them.

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
fn the_check_fails_on_the_grey_labels_of_issue_23() {
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

/// sRGB channel to linear light.
fn linear(channel: u8) -> f32 {
    let c = f32::from(channel) / 255.0;
    if c <= 0.040_45 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
const PROTANOPIA: [[f32; 3]; 3] = [
    [0.152_286, 1.052_583, -0.204_868],
    [0.114_503, 0.786_281, 0.099_216],
    [-0.003_882, -0.048_116, 1.051_998],
];
/// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
const DEUTERANOPIA: [[f32; 3]; 3] = [
    [0.367_322, 0.860_646, -0.227_968],
    [0.280_085, 0.672_501, 0.047_413],
    [-0.011_820, 0.042_940, 0.968_881],
];
/// Seeing every colour.
const TYPICAL: [[f32; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// `color` as seen with the deficiency `matrix`, in linear RGB.
fn simulated(color: Color32, matrix: &[[f32; 3]; 3]) -> [f32; 3] {
    let rgb = [linear(color.r()), linear(color.g()), linear(color.b())];
    matrix.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0))
}

/// CIELAB (D65) of a linear RGB colour.
fn lab([red, green, blue]: [f32; 3]) -> [f32; 3] {
    let cie_x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_47;
    let cie_y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175 * blue;
    let cie_z = (0.019_333_9 * red + 0.119_192 * green + 0.950_304_1 * blue) / 1.088_83;
    let curve = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (curve(cie_x), curve(cie_y), curve(cie_z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 colour difference of `a` and `b` seen through `matrix`.
fn difference(a: Color32, b: Color32, matrix: &[[f32; 3]; 3]) -> f32 {
    let (la, lb) = (lab(simulated(a, matrix)), lab(simulated(b, matrix)));
    la.iter()
        .zip(lb)
        .map(|(x, y)| (x - y).powi(2))
        .sum::<f32>()
        .sqrt()
}

/// Colours told apart at a glance are this far apart or more (2.3 is just noticeable).
const DISTINGUISHABLE: f32 = 25.0;

#[test]
fn win_and_lose_stay_distinguishable_for_colour_blind_readers() {
    for (who, matrix) in [
        ("typical vision", &TYPICAL),
        ("deuteranopia", &DEUTERANOPIA),
        ("protanopia", &PROTANOPIA),
    ] {
        let apart = difference(style::WIN, style::LOSE, matrix);
        assert!(
            apart >= DISTINGUISHABLE,
            "{who}: WIN and LOSE are {apart:.1} apart"
        );
        let apart = difference(style::LEAVING, style::ARRIVING, matrix);
        assert!(
            apart >= DISTINGUISHABLE,
            "{who}: LEAVING and ARRIVING are {apart:.1} apart"
        );
        for (name, other) in [("WIN", style::WIN), ("LOSE", style::LOSE)] {
            let apart = difference(style::RUNNING, other, matrix);
            assert!(
                apart >= DISTINGUISHABLE,
                "{who}: RUNNING and {name} are {apart:.1} apart"
            );
        }
    }
    // The green and red of before are what the check is for: under deuteranopia they come
    // close, far closer than the blue and vermillion.
    let (green, red) = (Color32::from_rgb(46, 139, 87), Color32::from_rgb(200, 60, 60));
    for matrix in [&DEUTERANOPIA, &PROTANOPIA] {
        let before = difference(green, red, matrix);
        assert!(before < DISTINGUISHABLE, "{before}");
    }
    // So are the matchsticks' red and green of before.
    let (left, arrived) = (Color32::from_rgb(225, 80, 70), Color32::from_rgb(70, 190, 100));
    let before = difference(left, arrived, &DEUTERANOPIA);
    assert!(before < DISTINGUISHABLE, "{before}");
}
