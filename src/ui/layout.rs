//! The window's one rule for its width: in a narrow window (a phone held upright, about 390
//! points) a tab's side panels leave the view's side and stack below it, each resizable, so the
//! view (the puzzle, the tree) keeps at least half the window's height instead of a sliver
//! beside them. Every side panel of every tab is placed through [`side_panel`], so no panel
//! checks the width on its own; a wide window gets each panel exactly as the panel asks.

use egui::{Context, Ui};

/// Narrower than this (in points) the side panels go below the view: the widest phones held
/// upright are about 430 points; a small projector's window, zoomed for the class, keeps more
/// (800 pixels at 150 % are 533 points, at 130 % of 615 pixels 473).
pub const NARROW_BELOW: f32 = 450.0;
/// The share of the window's height the view keeps at least, whatever the panels below it ask.
const VIEW_SHARE: f32 = 0.5;
/// The share of the window's height a panel below the view takes at first.
const BELOW_SHARE: f32 = 0.3;
/// The lowest a panel below the view may be: a heading and a few rows, even in a short window.
const BELOW_MIN: f32 = 100.0;

/// How the window lays a tab out this frame, from its width in points.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    /// The side panels go below the view.
    pub narrow: bool,
    /// The window's height in points.
    height: f32,
}

impl Layout {
    /// The layout for the window `ctx` draws this frame.
    pub fn of(ctx: &Context) -> Self {
        let window = ctx.content_rect();
        Self {
            narrow: window.width() < NARROW_BELOW,
            height: window.height(),
        }
    }

    /// The height the view keeps at least under the panels stacked below it.
    pub fn view_floor(self) -> f32 {
        self.height * VIEW_SHARE
    }
}

/// Which side of the view a panel takes in a wide window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Left of the view.
    Left,
    /// Right of the view.
    Right,
}

/// The panel `id` at `side` of the view, shaped by `wide` (its sizes, whether it resizes), in a
/// wide window; in a narrow one a resizable panel below the view, as high as the window leaves
/// it above [`Layout::view_floor`]. Its height below is remembered apart from its width beside.
pub fn side_panel(
    ui: &Ui,
    id: &'static str,
    side: Side,
    wide: impl FnOnce(egui::Panel) -> egui::Panel,
) -> egui::Panel {
    let layout = Layout::of(ui.ctx());
    if !layout.narrow {
        return wide(match side {
            Side::Left => egui::Panel::left(id),
            Side::Right => egui::Panel::right(id),
        });
    }
    // What the panels above it (and the tab's own rows) have taken is already gone from
    // `available_height`, so each panel below gets only what the view can spare.
    let most = (ui.available_height() - layout.view_floor()).max(BELOW_MIN);
    let first = (layout.height * BELOW_SHARE).clamp(BELOW_MIN, most);
    egui::Panel::bottom((id, "below"))
        .resizable(true)
        .default_size(first)
        .size_range(BELOW_MIN..=most)
}
