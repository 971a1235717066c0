//! Image snapshots of the matchstick canvas alone (rendered with wgpu on the CPU): as laid out,
//! with a stick in the hand over its drop target, and with an answer's red and green sticks. A
//! change in drawing shows up as a failing diff image beside `tests/snapshots/`.
//!
//! wgpu is `egui_kittest`'s built-in renderer (it has none for glow); the app ships eframe's glow
//! renderer. Both draw the same shapes egui tessellates, but through different shaders, so these
//! pixels are wgpu's, not the window's (`scripts/screenshots.sh` shoots the real window, with
//! glow).

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use nimlab::i18n::Language;
use nimlab::ui::fonts::install_fonts;
use nimlab::ui::match_tab::canvas::{CanvasState, CanvasView, canvas_ui};
use nimlab_core::matchsticks::layout::Layout;

use crate::support::matchsticks::{leaving, stick, stick_on};
use crate::support::{assert_shows, press_and_move};

/// What the canvas harness draws: the layout, an answer to highlight, and the canvas's memory.
struct Scene {
    layout: Layout,
    answer: Option<Layout>,
    canvas: CanvasState,
    sign_positions: u32,
}

fn canvas_harness(answer: Option<&str>) -> Harness<'static, Scene> {
    canvas_harness_in(answer, egui::Theme::Dark)
}

fn canvas_harness_in(answer: Option<&str>, theme: egui::Theme) -> Harness<'static, Scene> {
    let scene = Scene {
        layout: Layout::parse("0+3=09").expect("valid"),
        answer: answer.map(|text| Layout::parse(text).expect("valid")),
        canvas: CanvasState::default(),
        sign_positions: 2,
    };
    let mut harness = Harness::builder()
        .with_size(egui::vec2(760.0, 300.0))
        .with_theme(theme)
        .with_context_setup(install_fonts)
        .build_ui_state(
            |ui, scene: &mut Scene| {
                egui::CentralPanel::default().show(ui, |ui| {
                    let view = CanvasView {
                        layout: &scene.layout,
                        answer: scene.answer.as_ref(),
                        design: false,
                        tray: None,
                        sign_positions: scene.sign_positions,
                    };
                    canvas_ui(
                        ui,
                        &mut scene.canvas,
                        &view,
                        Language::English.strings().matchsticks,
                    );
                });
            },
            scene,
        );
    harness.run();
    harness
}

#[test]
fn the_canvas_as_laid_out() {
    let mut harness = canvas_harness(None);
    harness.snapshot("match_canvas");
}

#[test]
fn the_canvas_in_the_light_theme_shows_its_empty_positions() {
    // Seen in the real window: the empty positions' light grey vanished on white.
    let mut harness = canvas_harness_in(None, egui::Theme::Light);
    harness.snapshot("match_canvas_light");
}

#[test]
fn the_canvas_while_a_stick_is_dragged() {
    let mut harness = canvas_harness(None);
    let from = harness.get_by_label(&stick("0+3=09", 0, 1, true)).rect().center();
    let to = harness
        .get_by_label(&stick("0+3=09", 0, 6, false))
        .rect()
        .center();
    press_and_move(&mut harness, from, to);
    harness.snapshot("match_canvas_dragging");
}

#[test]
fn the_canvas_with_an_answer_highlighted() {
    // 6+3=09: slot 0's b leaves (red), its g arrives (green).
    let mut harness = canvas_harness(Some("6+3=09"));
    assert_shows(&harness, &leaving("0+3=09", 0, 1));
    harness.snapshot("match_canvas_answer");
}

/// ×, ÷ and an '=' made of sticks, every sign position on offer (the diagonals' empty
/// places drawn as thin lines).
#[test]
fn the_canvas_with_times_divide_and_a_movable_equals() {
    let mut harness = canvas_harness(None);
    let layout = Layout::parse("8×2=4÷1").expect("valid");
    let rules = nimlab_core::matchsticks::layout::Rules {
        times_divide: true,
        movable_equals: true,
        ..Default::default()
    };
    harness.state_mut().layout = layout.for_rules(rules);
    harness.state_mut().sign_positions = 5;
    harness.run();
    // The signs of 8×2=4÷1 with a movable '=': × (slot 1), = (slot 3), ÷ (slot 5).
    let layout = &harness.state().layout.clone();
    assert_shows(&harness, &stick_on(layout, 3, 2, true));
    assert_shows(&harness, &stick_on(layout, 1, 3, true));
    harness.snapshot("match_canvas_symbols");
}
