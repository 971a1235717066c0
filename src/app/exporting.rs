//! Exports a tab asked for: a CSV goes to the file flow as given; a PNG is a screenshot of the
//! window cropped to the view (taken before any dialog covers it) and encoded off the UI thread
//! first. For these the file flow then asks where (and before replacing a file), writes it and
//! says where. A figure or an animation is asked where first, then drawn in the background (an
//! animation's cost planned before the question, and shown with its progress and Cancel while it
//! draws), then written.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use egui::ColorImage;

use super::NimlabApp;
use super::file_flow::{Drawn, Event};
use super::notice::Notice;
use crate::figure::FigureRequest;
use crate::figure::animation::{AnimationRequest, Plan};
use crate::figure::steps::MAX_FRAMES;
use crate::i18n::Strings;
use crate::jobs::{Job, Poll, Progress};
use crate::ui::export::ExportRequest;
use crate::work::png::EncodePng;

/// What a drawing draws: a figure, or a step-through as an animated GIF.
enum Draw {
    Figure(FigureRequest),
    Animation(AnimationRequest),
}

/// A figure waiting for its path, then being drawn for an export.
pub(super) struct Drawing {
    /// What to draw, until the file flow says where it goes ([`NimlabApp::start_drawing`]).
    request: Option<Draw>,
    job: Option<Job<Result<Vec<u8>, String>>>,
    /// An animation's frames and size, shown with its progress and Cancel.
    plan: Option<Plan>,
}

/// A picture of part of the window on its way to a file.
pub(super) struct Capture {
    /// The file name the Save dialog offers.
    name: String,
    /// The part of the window to keep, in points.
    region: egui::Rect,
    /// Frames still to wait before asking for the screenshot.
    delay_frames: u32,
    /// Where the screenshot arrives, once asked for.
    image: Option<Receiver<Arc<ColorImage>>>,
    /// Encoding the cropped screenshot, in the background.
    encoding: Option<Job<Result<Vec<u8>, String>>>,
}

/// The part of `image` (a screenshot at `pixels_per_point`) inside `region`, still premultiplied:
/// row copies only, cheap enough for the UI thread; the job does the per-pixel work.
fn crop(image: &ColorImage, region: egui::Rect, pixels_per_point: f32) -> EncodePng {
    let [width, height] = image.size;
    let to_pixels = |v: f32, max: usize| ((v * pixels_per_point).round().max(0.0) as usize).min(max);
    let (x0, x1) = (to_pixels(region.min.x, width), to_pixels(region.max.x, width));
    let (y0, y1) = (to_pixels(region.min.y, height), to_pixels(region.max.y, height));
    let raw = image.as_raw();
    let mut premultiplied = Vec::with_capacity((x1 - x0) * (y1 - y0) * 4);
    for y in y0..y1 {
        premultiplied.extend_from_slice(&raw[(y * width + x0) * 4..(y * width + x1) * 4]);
    }
    EncodePng {
        width: (x1 - x0) as u32,
        height: (y1 - y0) as u32,
        premultiplied,
    }
}

/// The animation being drawn: its frames and size (and, past the frame cap, which steps are
/// drawn), its progress and Cancel. True when Cancel was clicked.
fn animation_window(ctx: &egui::Context, plan: &Plan, progress: &Progress, strings: &Strings) -> bool {
    let t = strings.tree;
    let mut cancelled = false;
    egui::Window::new(t.animation_title)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .show(ctx, |ui| {
            ui.label((t.animation_plan)(plan.frames(), plan.width, plan.height));
            if plan.sampling.is_sampled() {
                ui.label((t.animation_sampled)(
                    plan.sampling.steps,
                    plan.sampling.every,
                    MAX_FRAMES,
                ));
            }
            ui.horizontal(|ui| {
                cancelled = crate::ui::widgets::job_ui(ui, progress, strings);
            });
        });
    cancelled
}

impl NimlabApp {
    /// Exports a CSV at once (asking where), or captures the window for a PNG; nothing starts
    /// while another file operation is under way.
    pub(super) fn export(&mut self, request: ExportRequest) {
        if self.is_filing() || self.capture.is_some() || self.drawing.is_some() {
            return;
        }
        match request {
            ExportRequest::Csv { name, text } => self.start_export(name, text.into_bytes()),
            ExportRequest::PuzzleList { name, file } => {
                self.start_export(name, nimlab_core::puzzle_file::to_text(&file).into_bytes());
            }
            ExportRequest::Figure { name, request } => self.export_drawing(name, request),
            ExportRequest::FigureThenKey { name, request, key } => {
                self.key_after = Some(key);
                self.export_drawing(name, request);
            }
            // The cost is known before any frame is drawn: refused at once when too large.
            ExportRequest::Animation { name, request } => match request.plan() {
                Ok(plan) => {
                    self.drawing = Some(Drawing {
                        request: Some(Draw::Animation(request)),
                        job: None,
                        plan: Some(plan),
                    });
                    self.feed(Event::ExportDrawing { name });
                }
                Err(refusal) => self.notify(Notice::FigureFailed(refusal.to_string())),
            },
            ExportRequest::Png {
                name,
                region,
                delay_frames,
            } => {
                self.capture = Some(Capture {
                    name,
                    region,
                    delay_frames,
                    image: None,
                    encoding: None,
                });
            }
        }
    }

    /// Asks where the figure goes; it is drawn once the path is chosen.
    fn export_drawing(&mut self, name: String, request: FigureRequest) {
        self.drawing = Some(Drawing {
            request: Some(Draw::Figure(request)),
            job: None,
            plan: None,
        });
        self.feed(Event::ExportDrawing { name });
    }

    /// Once the file flow has come to rest: a worksheet's key waiting for its worksheet is
    /// exported in its turn if the worksheet was written (`exported`, from this last step's
    /// effects), the dialog offering the worksheet's name with `-key` beside it; it is dropped
    /// if the worksheet was cancelled or failed.
    pub(super) fn export_key_after(&mut self, exported: Option<PathBuf>) {
        if self.is_filing() {
            return;
        }
        let Some(key) = self.key_after.take() else {
            return;
        };
        if let Some(sheet) = exported {
            self.export_drawing(key_file_name(&sheet), key);
        }
    }

    fn start_export(&mut self, name: String, bytes: Vec<u8>) {
        self.feed(Event::Export {
            name,
            bytes: Arc::new(bytes),
        });
    }

    /// The file flow chose where the waiting figure goes: draw it now, in the background.
    pub(super) fn start_drawing(&mut self) {
        let waker = self.ctx_for_dialogs();
        let Some(drawing) = &mut self.drawing else {
            return;
        };
        let Some(request) = drawing.request.take() else {
            return;
        };
        let wake = move || waker.request_repaint();
        drawing.job = Some(match request {
            Draw::Figure(request) => Job::spawn(wake, request),
            Draw::Animation(request) => Job::spawn(wake, request),
        });
    }

    /// Hands a drawn figure to the file flow, which writes it where the user said. A figure whose
    /// question was cancelled (the flow went back to idle before drawing) is dropped undrawn.
    pub(super) fn drawing_ui(&mut self, ctx: &egui::Context) {
        let Some(drawing) = &mut self.drawing else {
            return;
        };
        let Some(job) = &drawing.job else {
            if !self.is_filing() {
                self.drawing = None;
            }
            return;
        };
        let drawn = match job.poll() {
            Poll::Running => {
                if let Some(plan) = drawing.plan
                    && animation_window(ctx, &plan, job.progress(), self.language.strings())
                {
                    // Cancel: dropping the job stops it.
                    self.drawing = None;
                    self.feed(Event::Drawn(Drawn::Cancelled));
                }
                return;
            }
            Poll::Done(Ok(bytes)) => Drawn::Bytes(Arc::new(bytes)),
            Poll::Done(Err(error)) => Drawn::Failed(Notice::FigureFailed(error)),
            Poll::Stopped => Drawn::Cancelled,
            Poll::Failed(message) => Drawn::Failed(Notice::InternalError(message)),
        };
        self.drawing = None;
        self.feed(Event::Drawn(drawn));
    }

    /// Asks for the screenshot once the capture's delay is over, and turns it into a PNG.
    pub(super) fn capture_ui(&mut self, ctx: &egui::Context) {
        let Some(capture) = &mut self.capture else {
            return;
        };
        ctx.request_repaint();
        if capture.delay_frames > 0 {
            capture.delay_frames -= 1;
            return;
        }
        let Some(receiver) = &capture.image else {
            let (sender, receiver) = mpsc::channel();
            let waker = ctx.clone();
            let callback = egui::ScreenshotCallback::new(move |image| {
                let _ = sender.send(image);
                waker.request_repaint();
            });
            ctx.send_viewport_cmd(egui::ViewportCommand::Screenshot(callback));
            capture.image = Some(receiver);
            return;
        };
        let Some(job) = &capture.encoding else {
            let Ok(image) = receiver.try_recv() else { return };
            let (region, pixels_per_point) = (capture.region, ctx.pixels_per_point());
            let waker = ctx.clone();
            let work = crop(&image, region, pixels_per_point);
            capture.encoding = Some(Job::spawn(move || waker.request_repaint(), work));
            return;
        };
        let encoded = match job.poll() {
            Poll::Running => return,
            Poll::Done(encoded) => encoded,
            // Nothing cancels it, but say what failed should it ever stop.
            Poll::Stopped => Err("PNG".to_owned()),
            Poll::Failed(message) => {
                self.capture = None;
                self.notify(Notice::InternalError(message));
                return;
            }
        };
        let capture = self.capture.take().expect("checked above");
        match encoded {
            Ok(bytes) => self.start_export(capture.name, bytes),
            Err(error) => self.notify(Notice::FigureFailed(error)),
        }
    }
}

/// The name offered for a worksheet's key: the worksheet's own with `-key`
/// (`lesson.pdf` → `lesson-key.pdf`).
fn key_file_name(sheet: &Path) -> String {
    let stem = sheet
        .file_stem()
        .map_or_else(String::new, |stem| stem.to_string_lossy().into_owned());
    format!("{stem}-key.pdf")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::jobs::Work as _;

    #[test]
    fn a_keys_name_is_its_worksheets_with_key() {
        let cases = [
            ("/home/t/lesson.pdf", "lesson-key.pdf"),
            ("week 3.PDF", "week 3-key.pdf"),
            (
                "nimlab-matchsticks-worksheet-classics.pdf",
                "nimlab-matchsticks-worksheet-classics-key.pdf",
            ),
        ];
        for (sheet, key) in cases {
            assert_eq!(key_file_name(Path::new(sheet)), key, "{sheet}");
        }
    }

    #[test]
    fn the_png_work_unmultiplies_every_pixel_as_egui_does() {
        // The work layer does egui's arithmetic without egui: every channel at every alpha.
        let pixel = |i: usize| {
            [
                (i % 256) as u8,
                (i % 256 / 2) as u8,
                255 - (i % 256) as u8,
                (i / 256) as u8,
            ]
        };
        let premultiplied: Vec<u8> = (0..256 * 256).flat_map(pixel).collect();
        let expected: Vec<u8> = (0..256 * 256)
            .flat_map(|i| {
                let [r, g, b, a] = pixel(i);
                egui::Color32::from_rgba_premultiplied(r, g, b, a).to_srgba_unmultiplied()
            })
            .collect();
        let bytes = EncodePng {
            width: 256,
            height: 256,
            premultiplied,
        }
        .run(&crate::jobs::Progress::default())
        .expect("never cancelled")
        .expect("encodes");
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        reader.next_frame(&mut pixels).expect("one frame");
        assert!(
            pixels == expected,
            "the PNG's pixels are egui's unmultiplied colours"
        );
    }
}
