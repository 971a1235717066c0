//! Links that open a view: `<web page>#state=<state>`, the state percent-encoded RON of what
//! matters for the view on show — the open tab, that tab's inputs (on the matchstick tab the
//! puzzle as authored, its mode and side panel) and classroom mode — and nothing of the user's
//! own: not the language, recent files, paths, undo history, the rest of a collection or a game
//! in progress. Its RON is a part of an [`AppState`], so a link's state is also a state that
//! `NIMLAB_STATE` reads, and a remembered state pasted whole opens as a link.
//!
//! A link read back is untrusted. It is bounded before it is read ([`MAX_LINK_CHARS`]), its
//! parts are checked exactly as a remembered state's are ([`AppState::sanitized`]), and where
//! those checks would change anything the link is refused whole, with one reason
//! ([`LinkRefusal`]): a link opens what it says or nothing.
//!
//! A link's text travels packed (`packed`: deflated, then base64url, after a mark of its own)
//! when that is shorter than percent-encoded RON, as it is for all but the smallest views; links
//! written before packing (plain percent-encoded RON, or RON typed into an address bar) still
//! open, as reading tells the two apart by the mark.
//!
//! `base` says where links point (the page, or the desktop's rule); `percent` writes and reads
//! the escapes.

mod base;
mod packed;
mod percent;
#[cfg(test)]
mod tests;

pub use base::{DEFAULT_WEB_URL, WEB_URL_VAR, base_address};
pub use packed::{MAX_UNPACKED_BYTES, PACKED_MARK};

pub use nimlab_model::shared_view::SharedView;

use crate::ui::forgotten::Forgotten;
use nimlab_model::shared_view::{ViewPart, ViewProblem};

/// The longest link Copy link makes, and the most a pasted link or state may hold, in
/// characters (whitespace not counted). The part after `#` never reaches a server, so only
/// what carries the link limits it: browsers take far longer addresses, mail programs wrap
/// them (reading skips the line breaks), and chat apps carry a few thousand characters whole.
/// Packed, the matchstick paper's `0+3=09` takes 339 characters (568 percent-encoded), seed
/// 000's six-step lesson plan 726 (4,105, which did not fit), and with a 600-character Korean
/// note 1,244 (8,119).
pub const MAX_LINK_CHARS: usize = 4_000;

/// What comes between the page's address and the state.
pub const STATE_MARK: &str = "#state=";

/// Why a pasted link (or state) was not opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkRefusal {
    /// The text is neither a link with `#state=` nor a state in RON.
    NotALink,
    /// It holds more than [`MAX_LINK_CHARS`] characters.
    TooLong,
    /// Its `%` escapes, or its packed text, do not spell text.
    NotText,
    /// Its packed text is cut or changed (its base64url, deflate stream or checksum is broken).
    Damaged,
    /// Its packed text would unpack to more than [`MAX_UNPACKED_BYTES`].
    TooLarge,
    /// Its state does not read as RON of nimlab's state, from here on.
    Unreadable {
        /// The line of the state where reading stopped (from 1).
        line: usize,
        /// The column (from 1).
        column: usize,
    },
    /// This part is not valid or is past nimlab's limits.
    OutOfBounds(Forgotten),
    /// It names no tab and no part of one.
    NothingToOpen,
}

/// Where a link came from, which decides whether opening it is announced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkFrom {
    /// Pasted into the window: the notice says what it opened.
    Pasted,
    /// The web page's own address at start: what opens is what the page was asked for.
    PageAddress,
}

/// Copy link's link would be longer than [`MAX_LINK_CHARS`]: this many characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LinkTooLong(pub usize);

/// A view as a link: written to one, and read from a pasted one.
pub trait ViewLink: Sized {
    /// The link to this view on the page at `base`, unless it would be too long to carry.
    fn link(&self, base: &str) -> Result<String, LinkTooLong>;

    /// The view a pasted `text` opens: a link (anything up to `#state=`, then the state
    /// percent-encoded or written plainly), or a state in RON, checked as a remembered
    /// state is checked and refused whole if anything of it is not valid.
    fn read(text: &str) -> Result<Self, LinkRefusal>;
}

impl ViewLink for SharedView {
    fn link(&self, base: &str) -> Result<String, LinkTooLong> {
        marked_link(base, STATE_MARK, &self.state_text())
    }

    fn read(text: &str) -> Result<Self, LinkRefusal> {
        let state = match after_mark(text, STATE_MARK)? {
            Some(state) => state,
            None if text.trim().starts_with('(') => text.trim().to_owned(),
            None => return Err(LinkRefusal::NotALink),
        };
        Self::from_state_text(&state).map_err(LinkRefusal::from)
    }
}

/// `base`, `mark` and `text` packed or percent-encoded, whichever is shorter (packed for all but
/// the smallest texts), unless longer than [`MAX_LINK_CHARS`].
pub fn marked_link(base: &str, mark: &str, text: &str) -> Result<String, LinkTooLong> {
    let plain = percent::encode(text);
    let body = match packed::pack(text) {
        Some(packed) if packed.len() < plain.len() => packed,
        _ => plain,
    };
    let link = format!("{base}{mark}{body}");
    let chars = link.chars().count();
    if chars > MAX_LINK_CHARS {
        return Err(LinkTooLong(chars));
    }
    Ok(link)
}

/// The text after `mark` in a pasted `text` (a link, bounded, perhaps in mail's `<…>`), decoded
/// and unpacked if packed; `None` when `text` has no `mark`.
pub fn after_mark(text: &str, mark: &str) -> Result<Option<String>, LinkRefusal> {
    if too_long(text) {
        return Err(LinkRefusal::TooLong);
    }
    let text = text.trim();
    // Plain-text mail writes a link as <…>.
    let text = text
        .strip_prefix('<')
        .and_then(|inner| inner.strip_suffix('>'))
        .unwrap_or(text);
    let Some((_, encoded)) = text.split_once(mark) else {
        return Ok(None);
    };
    // A packed text has no escapes, but something carrying it may have added some (`~` as `%7E`).
    let decoded = percent::decode(encoded).map_err(|_| LinkRefusal::NotText)?;
    match decoded.strip_prefix(PACKED_MARK) {
        // Bounded already: the whole link is at most MAX_LINK_CHARS characters.
        Some(packed) => packed::unpack(packed).map(Some).map_err(|why| match why {
            packed::Unpacking::Damaged => LinkRefusal::Damaged,
            packed::Unpacking::TooLarge => LinkRefusal::TooLarge,
            packed::Unpacking::NotText => LinkRefusal::NotText,
        }),
        None => Ok(Some(decoded)),
    }
}

impl From<ViewProblem> for LinkRefusal {
    fn from(problem: ViewProblem) -> Self {
        match problem {
            ViewProblem::Unreadable { line, column } => Self::Unreadable { line, column },
            ViewProblem::NothingToOpen => Self::NothingToOpen,
            ViewProblem::OutOfBounds(part) => Self::OutOfBounds(match part {
                ViewPart::TreeInputs => Forgotten::TreeInputs,
                ViewPart::TreeProgress => Forgotten::SavedTreeProgress,
                ViewPart::GrundyInputs => Forgotten::GrundyInputs,
                ViewPart::Matchsticks => Forgotten::Matchsticks,
            }),
        }
    }
}

/// `text` holds more than [`MAX_LINK_CHARS`] characters that are not whitespace (counted no
/// further than that).
fn too_long(text: &str) -> bool {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .nth(MAX_LINK_CHARS)
        .is_some()
}
