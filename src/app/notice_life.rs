//! A notice's one lifetime: whose it is and how long it stays. A notice belongs to the tab that
//! raised it and is drawn only there. One about a finished action (saved, exported, a link
//! opened) leaves by itself after [`NOTICE_SECONDS`] on show, at the next press of a key or a
//! pointer button, or when its tab is left; an error stays, on its tab, until dismissed, as the
//! user must read it. Time is egui's input time, so the window wakes for it and a test steps
//! through it frame by frame.

use super::notice::{Notice, shown_text};
use super::notice_slot::{NoticeSlot, notice_ui};
use super::{NimlabApp, Tab};
use crate::i18n::Strings;

/// How long a notice about a finished action stays on show, in seconds: time to read a path,
/// not time to linger over the next thing the teacher does.
pub const NOTICE_SECONDS: f64 = 8.0;

/// A notice, the tab it belongs to, and when it was first on show.
#[derive(Clone, Debug)]
struct Posted {
    /// What happened.
    pub notice: Notice,
    /// The tab that raised it: the only one it is drawn on.
    pub tab: Tab,
    /// The pass and the input time at which it was first drawn.
    shown: Option<(u64, f64)>,
}

impl Posted {
    /// `notice`, raised by `tab`, not yet on show.
    pub fn new(notice: Notice, tab: Tab) -> Self {
        Self {
            notice,
            tab,
            shown: None,
        }
    }

    /// Whether it stays through this frame, with `open` the tab on show. Its time starts when
    /// its tab first shows it (an export that ends while another tab is open waits for its own).
    pub fn stays(&mut self, ctx: &egui::Context, open: Tab) -> bool {
        if self.notice.is_error() {
            return true;
        }
        let (pass, now) = (ctx.cumulative_pass_nr(), ctx.input(|i| i.time));
        let Some((first, since)) = self.shown else {
            if open == self.tab {
                self.shown = Some((pass, now));
                ctx.request_repaint_after_secs(NOTICE_SECONDS as f32);
            }
            return true;
        };
        // The press that finished the action came before the notice: only a later one counts.
        if open != self.tab || (pass > first && acted(ctx)) {
            return false;
        }
        let left = NOTICE_SECONDS - (now - since);
        if left <= 0.0 {
            return false;
        }
        ctx.request_repaint_after_secs(left as f32);
        true
    }
}

/// This frame has the user's next action: a pointer button or a key pressed.
fn acted(ctx: &egui::Context) -> bool {
    ctx.input(|input| {
        input.pointer.any_pressed()
            || input
                .events
                .iter()
                .any(|event| matches!(event, egui::Event::Key { pressed: true, .. }))
    })
}

/// The shell's notice: the one on show or waiting, the tab the next one is about, and where the
/// bar across the top leaves room for it.
#[derive(Debug)]
pub(super) struct Notices {
    /// The notice raised last, if it has not left.
    posted: Option<Posted>,
    /// The tab whose action the next notice is about (the one that asked for a file operation,
    /// an export, a link).
    acting: Tab,
    /// Where the notice goes this frame (`notice_slot` chooses).
    slot: NoticeSlot,
    /// The text the slot was chosen for: a notice raised after the bar was drawn, or put into
    /// other words since (a language switch), waits a frame for a slot of its own.
    measured: Option<String>,
}

impl Notices {
    /// No notice; the next one is about `tab`'s action.
    pub fn new(tab: Tab) -> Self {
        Self {
            posted: None,
            acting: tab,
            slot: NoticeSlot::InBar(egui::Rect::NOTHING),
            measured: None,
        }
    }

    /// The next notice is about `tab`'s action.
    pub fn act_for(&mut self, tab: Tab) {
        self.acting = tab;
    }

    /// The notice goes into `slot` this frame, chosen for `notice` (the one on show, if any).
    pub fn place_in(&mut self, slot: NoticeSlot, notice: Option<&Notice>, strings: &Strings) {
        self.slot = slot;
        self.measured = notice.map(|notice| shown_text(notice, strings));
    }

    /// The notice to show on `open`, the tab on show, if any.
    pub fn on_show(&self, open: Tab) -> Option<&Notice> {
        self.posted
            .as_ref()
            .filter(|posted| posted.tab == open)
            .map(|posted| &posted.notice)
    }

    /// Raises `notice` for the tab whose action it is about (replacing any other).
    pub fn raise(&mut self, notice: Notice) {
        let tab = match notice {
            Notice::LinkOpened { tab, .. } => tab,
            _ => self.acting,
        };
        log::info!("notice: {}", notice.text(&crate::i18n::ENGLISH));
        self.posted = Some(Posted::new(notice, tab));
    }

    /// The notice waiting or on show, if any.
    pub fn current(&self) -> Option<&Notice> {
        self.posted.as_ref().map(|posted| &posted.notice)
    }

    /// The notice waiting or on show, to change in place.
    pub fn current_mut(&mut self) -> Option<&mut Notice> {
        self.posted.as_mut().map(|posted| &mut posted.notice)
    }

    /// Takes the notice away.
    pub fn dismiss(&mut self) {
        self.posted = None;
    }

    /// Takes the notice away, returning it.
    pub fn take(&mut self) -> Option<Notice> {
        self.posted.take().map(|posted| posted.notice)
    }

    /// Each frame, after the bar across the top, with `open` the tab on show: the notice leaves
    /// when its time is up, and is drawn on its own tab.
    pub fn frame(&mut self, ctx: &egui::Context, open: Tab, strings: &Strings) {
        let measured = std::mem::take(&mut self.measured);
        if let Some(posted) = &mut self.posted
            && !posted.stays(ctx, open)
        {
            self.posted = None;
            // The bar gives its room back (a notice's own row goes).
            ctx.request_repaint();
        }
        let Some(posted) = self.posted.as_ref().filter(|posted| posted.tab == open) else {
            return;
        };
        if measured != Some(shown_text(&posted.notice, strings)) {
            // Raised after the bar chose this frame's slot: next frame's is chosen for it.
            ctx.request_repaint();
        } else if notice_ui(ctx, self.slot, &posted.notice, strings) {
            self.posted = None;
            ctx.request_repaint();
        }
    }
}

impl NimlabApp {
    /// Raises `notice` for the tab whose action it is about (replacing any other).
    pub(super) fn notify(&mut self, notice: Notice) {
        self.notices.raise(notice);
    }
}
