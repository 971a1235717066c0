//! CPU cost of drawing the game tree, per frame, in a headless egui context (the bar: the full
//! n = 16 tree, 23,249 nodes, zoomed out to fit, under 8 ms; our goal for that frame is
//! under 2 ms on the 2-core development machine).
//!
//! Run with `cargo bench --bench tree_draw`. Each figure is the median over many frames of
//! `Context::run_ui` plus tessellation, the CPU work of a frame before the GPU sees it. The
//! baseline, run in the same process on the same tree and camera, paints every node as a circle
//! and every edge as a line with no culling or batching; the ratio says what the real painter's
//! culling, pixel de-duplication and single mesh buy. The fitted n = 16 figure also says where
//! its time goes: the tree painter (timed inside the UI pass), egui's tessellation, and the rest
//! of the pass. `TREE_DRAW_PROFILE=1` runs only that frame, 3,000 times, for `perf record`.

use std::hint::black_box;
use std::sync::Arc;
use std::time::{Duration, Instant};

use egui::{Color32, Pos2, RawInput, Rect, Sense, Shape, Stroke, pos2};
use nimlab::i18n::Language;
use nimlab::jobs::Progress;
use nimlab::ui::camera::{Camera, Stretch};
use nimlab::ui::fonts::install_fonts;
use nimlab::ui::style;
use nimlab::ui::tree_tab::{Overlay, tree_view_ui};
use nimlab::work::shown_tree::ShownTree;
use nimlab::work::tree_analysis::{Analysis, AnalysisKey};
use nimlab_core::games::CoinGame;
use nimlab_core::games::recursive::Evaluation;
use nimlab_model::tabs::tree::selection::Selection;

const FRAMES: usize = 60;
const SCREEN: Rect = Rect::from_min_max(Pos2::ZERO, pos2(1280.0, 800.0));

fn analysis(coins: u32) -> ShownTree {
    let key = AnalysisKey {
        game: CoinGame::seed_000(),
        coins,
    };
    let analysis = Analysis::compute(key, &Progress::default()).expect("never cancelled");
    ShownTree::new(Arc::new(analysis), Vec::new())
}

fn raw_input() -> RawInput {
    RawInput {
        screen_rect: Some(SCREEN),
        ..RawInput::default()
    }
}

/// Where the CPU time of a frame goes, each part the median over [`FRAMES`] frames.
#[derive(Clone, Copy)]
struct FrameTime {
    /// The whole frame: `Context::run_ui` plus `tessellate`.
    total: Duration,
    /// The tree painter alone, timed inside the UI pass.
    painter: Duration,
    /// egui's tessellation of the frame's shapes into meshes.
    tessellation: Duration,
    /// The rest of the UI pass: the panel, egui's own begin and end of a pass.
    rest: Duration,
}

/// Median CPU time of one frame drawn by `draw`, tessellation included, with its parts.
fn median_frame(ctx: &egui::Context, frames: usize, mut draw: impl FnMut(&mut egui::Ui)) -> FrameTime {
    let mut parts: Vec<[Duration; 4]> = (0..frames)
        .map(|_| {
            let start = Instant::now();
            let mut painter = Duration::ZERO;
            let output = ctx.run_ui(raw_input(), |ui| {
                egui::CentralPanel::default().show(ui, |ui| {
                    let painting = Instant::now();
                    draw(ui);
                    painter = painting.elapsed();
                });
            });
            let tessellating = Instant::now();
            black_box(ctx.tessellate(output.shapes, output.pixels_per_point));
            let tessellation = tessellating.elapsed();
            let total = start.elapsed();
            [
                total,
                painter,
                tessellation,
                total.saturating_sub(painter + tessellation),
            ]
        })
        .collect();
    // Each part's own median: the parts of one frame are noisy, their medians are not.
    let mut median = |part: usize| {
        parts.sort_by_key(|frame| frame[part]);
        parts[frames / 2][part]
    };
    FrameTime {
        total: median(0),
        painter: median(1),
        tessellation: median(2),
        rest: median(3),
    }
}

/// The baseline: every node a circle, every edge a line, nothing culled or batched.
fn naive_tree_ui(ui: &mut egui::Ui, analysis: &ShownTree, camera: &mut Camera) {
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

/// Times the real painter and the naive one on `analysis` at `zoom`, in one fresh context each
/// run; `naive` is `None` when only the real painter is wanted (the profiling run).
fn measure(analysis: &ShownTree, zoom: Zoom, frames: usize, naive: bool) -> (FrameTime, Option<FrameTime>) {
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
    let ours = median_frame(&ctx, frames, |ui| {
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
    let naive =
        naive.then(|| median_frame(&ctx, frames, |ui| naive_tree_ui(ui, analysis, &mut naive_camera)));
    (ours, naive)
}

/// Milliseconds, for printing.
fn ms(time: Duration) -> f64 {
    time.as_secs_f64() * 1e3
}

/// One line per view: the real painter beside the naive one.
fn print_line(label: &str, analysis: &ShownTree, zoom: Zoom) {
    let (ours, naive) = measure(analysis, zoom, FRAMES, true);
    let naive = naive.expect("asked for").total;
    println!(
        "{label:<44} {:>5} nodes   nimlab {:>7.2} ms/frame   naive {:>7.2} ms/frame   {:>5.1}× faster",
        analysis.tree.nodes.len(),
        ms(ours.total),
        ms(naive),
        naive.as_secs_f64() / ours.total.as_secs_f64(),
    );
}

fn main() {
    if cfg!(debug_assertions) {
        println!("note: a debug build; run `cargo bench --bench tree_draw` for the real figures");
    }
    let n16 = analysis(16);
    assert_eq!(n16.tree.nodes.len(), 23_249, "the full n = 16 tree is on show");
    if std::env::var_os("TREE_DRAW_PROFILE").is_some() {
        // For `perf record`: only the fitted n = 16 frame, long enough to sample well.
        let (ours, _) = measure(&n16, Zoom::Fitted, 3000, false);
        println!(
            "n = 16, fitted: CPU per frame {:.2} ms (profiling run)",
            ms(ours.total)
        );
        return;
    }
    // The figure that matters: the full n = 16 tree fitted, against its goal and the baseline.
    let (ours, naive) = measure(&n16, Zoom::Fitted, FRAMES, true);
    let naive = naive.expect("asked for").total;
    println!(
        "n = 16, fitted: CPU per frame {:>7.2} ms   goal < 2 ms   baseline (naive painter) {:.2} ms   {:.1}× faster",
        ms(ours.total),
        ms(naive),
        naive.as_secs_f64() / ours.total.as_secs_f64(),
    );
    println!(
        "  where the time goes: our painter {:.2} ms, tessellation {:.2} ms, rest {:.2} ms",
        ms(ours.painter),
        ms(ours.tessellation),
        ms(ours.rest),
    );
    print_line(
        "n = 16, zoomed to 14-point nodes (in detail)",
        &n16,
        Zoom::NodeRadius(14.0),
    );
    print_line(
        "n = 16, zoomed to 5-point nodes (as dots)",
        &n16,
        Zoom::NodeRadius(5.0),
    );
    let n20 = analysis(20);
    print_line("n = 20, fitted (node budget reached)", &n20, Zoom::Fitted);
}
