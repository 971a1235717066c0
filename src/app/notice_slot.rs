//! Where and how the notice is drawn: its slot, chosen in one place for both bars across the top (the normal one
//! and presentation mode's): in the room the bar's first row leaves free when the notice fits
//! there whole on one line, as most do; otherwise on a row of its own under the bar, as wide as
//! the window, its text wrapped. So a notice never covers a button of the bar (at 1280×800 the
//! bar's free room had cut a notice to two words and put it over Present), nor the tab's own
//! controls, which the row pushes down while the notice is on show; and its whole text is read.

use egui::{Rect, RichText, Sense, Ui};

use super::notice::{Notice, shown_text};
use crate::i18n::Strings;
use crate::ui::{style, widgets};

/// The notice's frame's margin either side of its text and Dismiss button.
const NOTICE_MARGIN: f32 = 6.0;

/// Where the notice goes this frame.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) enum NoticeSlot {
    /// The room the bar's first row left free: one line, the text cut if it ever does not fit.
    InBar(Rect),
    /// A row of its own under the bar, as high as the text wrapped to its width needs.
    Row(Rect),
}

impl NoticeSlot {
    /// The room the notice is drawn in.
    pub fn rect(self) -> Rect {
        match self {
            Self::InBar(rect) | Self::Row(rect) => rect,
        }
    }
}

/// The width of the notice's frame besides its text: the margins, the Dismiss button and the
/// gap before it.
fn chrome_width(ui: &Ui, strings: &Strings) -> f32 {
    let dismiss = widgets::unwrapped_width(ui, strings.dismiss) + 2.0 * ui.spacing().button_padding.x;
    2.0 * NOTICE_MARGIN + dismiss + ui.spacing().item_spacing.x
}

/// The slot for `notice` (the one on show on this tab, if any), chosen after the bar's rows are
/// laid out in `ui`, the bar's panel, with `free` the room its first row left: there when the
/// notice fits whole on one line, else a row of its own taken from the panel's room.
pub(super) fn choose_slot(ui: &mut Ui, free: Rect, notice: Option<&Notice>, strings: &Strings) -> NoticeSlot {
    let Some(notice) = notice else {
        return NoticeSlot::InBar(free);
    };
    let text = shown_text(notice, strings);
    let chrome = chrome_width(ui, strings);
    if widgets::unwrapped_width(ui, text.as_str()) + chrome <= free.width() {
        return NoticeSlot::InBar(free);
    }
    let width = ui.available_width();
    let wrapped = egui::WidgetText::from(text)
        .into_galley(
            ui,
            Some(egui::TextWrapMode::Wrap),
            (width - chrome).max(1.0),
            egui::TextStyle::Body,
        )
        .size()
        .y;
    // As high as the bar's rows, so that Dismiss sits in it as in the bar.
    let height = wrapped.max(ui.spacing().interact_size.y) + 2.0 * ui.spacing().item_spacing.y;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, height), Sense::hover());
    NoticeSlot::Row(rect)
}

/// Draws `notice` in `slot` (`notice_slot` chooses it) with its Dismiss button; true when
/// dismissed. In the bar it is one line, cut with an ellipsis if it ever does not fit (the slot
/// was chosen for it to fit); on its own row it wraps. Long paths are shortened in the middle;
/// the hover text and the accessible label hold the whole notice.
pub(super) fn notice_ui(ctx: &egui::Context, slot: NoticeSlot, notice: &Notice, strings: &Strings) -> bool {
    let mut dismissed = false;
    let rect = slot.rect();
    egui::Area::new(egui::Id::unique("notice"))
        .order(egui::Order::Middle)
        .fixed_pos(rect.left_top())
        .show(ctx, |ui| {
            let room = rect.width() - chrome_width(ui, strings);
            egui::Frame::new()
                .fill(ui.visuals().extreme_bg_color)
                .corner_radius(4.0)
                .inner_margin(egui::Margin::symmetric(NOTICE_MARGIN as i8, 0))
                .show(ui, |ui| {
                    let inner = egui::vec2(rect.width() - 2.0 * NOTICE_MARGIN, rect.height());
                    ui.allocate_ui_with_layout(
                        inner,
                        egui::Layout::left_to_right(egui::Align::Center),
                        |ui| {
                            let whole = notice.text(strings);
                            let shown = shown_text(notice, strings);
                            let text = if notice.is_error() {
                                RichText::new(shown).color(style::LOSE)
                            } else {
                                RichText::new(shown)
                            };
                            let label = match slot {
                                NoticeSlot::InBar(_) => egui::Label::new(text).truncate(),
                                NoticeSlot::Row(_) => egui::Label::new(text).wrap(),
                            };
                            let response = ui
                                .scope(|ui| {
                                    ui.set_max_width(room.max(0.0));
                                    ui.add(label)
                                })
                                .inner;
                            response
                                .widget_info(|| egui::WidgetInfo::labeled(egui::Role::Label, true, &whole));
                            response.on_hover_text(whole);
                            dismissed = ui.small_button(strings.dismiss).clicked();
                        },
                    );
                });
        });
    dismissed
}

impl super::NimlabApp {
    /// Chooses this frame's slot for the notice on show, with `ui` the bar's panel after its
    /// rows and `free` the room its first row left.
    pub(super) fn place_notice(&mut self, ui: &mut Ui, free: Rect, strings: &Strings) {
        let notice = self.notices.on_show(self.tab).cloned();
        let slot = choose_slot(ui, free, notice.as_ref(), strings);
        self.notices.place_in(slot, notice.as_ref(), strings);
    }
}
