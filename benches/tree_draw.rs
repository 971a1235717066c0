//! CPU cost of drawing the game tree, per frame, in a headless egui context (SPEC §4: the full
//! n = 16 tree, 23,249 nodes, zoomed out to fit, under 8 ms).
//!
//! Run with `cargo bench --bench tree_draw`. Each figure is the median over many frames of
//! `Context::run_ui` plus tessellation, the CPU work of a frame before the GPU sees it. The
//! baseline, run in the same process on the same tree and camera, paints every node as a circle
//! and every edge as a line with no culling or batching; the ratio says what the real painter's
//! culling, pixel de-duplication and single mesh buy.

use std::hint::black_box;
use std::time::{Duration, Instant};

use egui::{Color32, Pos2, RawInput, Rect, Sense, Shape, Stroke, pos2};
use nimlab::jobs::Progress;
use nimlab::ui::camera::{Camera, Stretch};
use nimlab::ui::fonts::install_fonts;
use nimlab::ui::i18n::Language;
use nimlab::ui::style;
use nimlab::ui::tree_tab::{Analysis, AnalysisKey, Overlay, Selection, tree_view_ui};
use nimlab_core::games::CoinGame;
use nimlab_core::games::recursive::Evaluation;

const FRAMES: usize = 60;
const SCREEN: Rect = Rect::from_min_max(Pos2::ZERO, pos2(1280.0, 800.0));

fn analysis(coins: u32) -> Analysis {
    let key = AnalysisKey {
        game: CoinGame::seed_000(),
        coins,
        folds: Vec::new(),
    };
    Analysis::compute(key, &Progress::default()).expect("never cancelled")
}

fn raw_input() -> RawInput {
    RawInput {
        screen_rect: Some(SCREEN),
        ..RawInput::default()
    }
}

/// Median CPU time of one frame drawn by `draw`, tessellation included.
fn median_frame(ctx: &egui::Context, mut draw: impl FnMut(&mut egui::Ui)) -> Duration {
    let mut times: Vec<Duration> = (0..FRAMES)
        .map(|_| {
            let start = Instant::now();
            let output = ctx.run_ui(raw_input(), |ui| {
                egui::CentralPanel::default().show(ui, |ui| draw(ui));
            });
            black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
            start.elapsed()
        })
        .collect();
    times.sort();
    times[FRAMES / 2]
}

/// The baseline: every node a circle, every edge a line, nothing culled or batched.
fn naive_tree_ui(ui: &mut egui::Ui, analysis: &Analysis, camera: &mut Camera) {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let bounds = analysis.layout.bounds.expand(style::NODE_RADIUS * 2.0);
    camera.fit_if_needed(bounds, response.rect, 70.0, Stretch::ToFill);
    let radius = style::NODE_RADIUS * camera.scale();
    for id in analysis.tree.ids() {
        let at = camera.to_screen(analysis.layout.position(id));
        if let Some(parent) = analysis.tree.node(id).parent {
            let from = camera.to_screen(analysis.layout.position(parent));
            painter.add(Shape::line_segment([from, at], Stroke::new(1.0, style::EDGE)));
        }
        let fill = style::state_color(analysis.tree.node(id).coins);
        painter.add(Shape::circle_filled(at, radius.max(1.0), fill));
    }
    painter.rect_stroke(
        response.rect,
        0.0,
        Stroke::new(1.0, Color32::GRAY),
        egui::StrokeKind::Inside,
    );
}

/// How far in the measured view is zoomed.
#[derive(Clone, Copy)]
enum Zoom {
    Fitted,
    /// Zoomed about the canvas centre until nodes have this radius on screen.
    NodeRadius(f32),
}

fn measure(label: &str, analysis: &Analysis, zoom: Zoom) {
    let strings = Language::English.strings();
    let selection = Selection::default();
    let ctx = egui::Context::default();
    install_fonts(&ctx);
    let mut camera = Camera::default();
    let mut naive_camera = Camera::default();
    // One frame to fit, then zoom about the centre of the canvas for the zoomed cases.
    let fit = |camera: &mut Camera| {
        let _ = ctx.run_ui(raw_input(), |ui| {
            egui::CentralPanel::default().show(ui, |ui| {
                tree_view_ui(
                    ui,
                    analysis,
                    camera,
                    &selection,
                    Evaluation::Full,
                    Overlay::default(),
                    strings,
                );
            });
        });
        if let Zoom::NodeRadius(radius) = zoom {
            let factor = radius / (style::NODE_RADIUS * camera.scale());
            camera.zoom_around(factor, SCREEN.center());
        }
    };
    fit(&mut camera);
    fit(&mut naive_camera);
    let ours = median_frame(&ctx, |ui| {
        tree_view_ui(
            ui,
            analysis,
            &mut camera,
            &selection,
            Evaluation::Full,
            Overlay::default(),
            strings,
        );
    });
    let naive = median_frame(&ctx, |ui| naive_tree_ui(ui, analysis, &mut naive_camera));
    println!(
        "{label:<44} {:>5} nodes   nimlab {:>7.2} ms/frame   naive {:>7.2} ms/frame   {:>5.1}× faster",
        analysis.tree.nodes.len(),
        ours.as_secs_f64() * 1e3,
        naive.as_secs_f64() * 1e3,
        naive.as_secs_f64() / ours.as_secs_f64(),
    );
}

fn main() {
    if cfg!(debug_assertions) {
        println!("note: a debug build; run `cargo bench --bench tree_draw` for the real figures");
    }
    let n16 = analysis(16);
    assert_eq!(n16.tree.nodes.len(), 23_249, "the full n = 16 tree is on show");
    measure("n = 16, fitted (SPEC §4 bar: < 8 ms)", &n16, Zoom::Fitted);
    measure(
        "n = 16, zoomed to 14-point nodes (in detail)",
        &n16,
        Zoom::NodeRadius(14.0),
    );
    measure(
        "n = 16, zoomed to 5-point nodes (as dots)",
        &n16,
        Zoom::NodeRadius(5.0),
    );
    let n20 = analysis(20);
    measure("n = 20, fitted (node budget reached)", &n20, Zoom::Fitted);
}
