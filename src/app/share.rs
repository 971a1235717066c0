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
//! `base` says where links point (the page, or the desktop's rule); `percent` writes and reads
//! the escapes.

mod base;
mod percent;
#[cfg(test)]
mod tests;

pub use base::{DEFAULT_WEB_URL, WEB_URL_VAR, base_address};

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::{AppState, STATE_VERSION, Tab};
use crate::ui::forgotten::Forgotten;
use crate::ui::grundy_tab::GrundyInputs;
use crate::ui::match_tab::{SavedMatchTab, SharedPuzzle};
use nimlab_model::tabs::tree::inputs::TreeInputs;

/// The longest link Copy link makes, and the most a pasted link or state may hold, in
/// characters (whitespace not counted). The part after `#` never reaches a server, so only
/// what carries the link limits it: browsers take far longer addresses, mail programs wrap
/// them (reading skips the line breaks), and chat apps carry a few thousand characters whole.
/// The matchstick paper's `0+3=09` takes 502, with a title and a note in Korean 880, each further
/// symbol of an equation about 28.
pub const MAX_LINK_CHARS: usize = 4_000;

/// What comes between the page's address and the state.
pub const STATE_MARK: &str = "#state=";

/// What a link opens: each part is replaced when present and left as it is when absent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SharedView {
    /// The tab to show.
    pub tab: Option<Tab>,
    /// The game-tree tab's inputs (pile, takes, rule, view, evaluation).
    pub tree: Option<TreeInputs>,
    /// The Grundy tab's inputs (game, rule, count, the sum's heaps, the selected n).
    pub grundy: Option<GrundyInputs>,
    /// The matchstick tab's puzzle, Equation box, mode and side panel.
    pub matchsticks: Option<SharedPuzzle>,
    /// Classroom mode.
    pub classroom: Option<bool>,
}

/// Why a pasted link (or state) was not opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LinkRefusal {
    /// The text is neither a link with `#state=` nor a state in RON.
    NotALink,
    /// It holds more than [`MAX_LINK_CHARS`] characters.
    TooLong,
    /// Its `%` escapes do not spell text.
    NotText,
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

/// The state as a link writes it: only the parts present, each as [`AppState`] writes it.
#[derive(Serialize)]
struct Written {
    version: u32,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    tab: Option<Tab>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    tree: Option<TreeInputs>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    grundy: Option<GrundyInputs>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    matchsticks: Option<SharedPuzzle>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    classroom: Option<bool>,
}

/// A present part written as its value (not `Some(…)`), as [`AppState`] has it.
#[expect(
    clippy::ref_option,
    reason = "serde's serialize_with hands over the field itself"
)]
fn inner<T: Serialize, S: Serializer>(part: &Option<T>, serializer: S) -> Result<S::Ok, S::Error> {
    match part {
        Some(value) => value.serialize(serializer),
        None => serializer.serialize_none(),
    }
}

/// A link's state as read: the parts it has (anything else, such as a whole remembered
/// state's language or recent files, is passed over).
#[derive(Default, Deserialize)]
#[serde(default)]
struct Read {
    #[serde(deserialize_with = "present")]
    tab: Option<Tab>,
    #[serde(deserialize_with = "present")]
    tree: Option<TreeInputs>,
    #[serde(deserialize_with = "present")]
    grundy: Option<GrundyInputs>,
    #[serde(deserialize_with = "present")]
    matchsticks: Option<SharedPuzzle>,
    #[serde(deserialize_with = "present")]
    classroom: Option<bool>,
}

/// A part that is there, read as its value.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

impl SharedView {
    /// The state as RON: a part of an [`AppState`], the parts present only.
    pub fn state_text(&self) -> String {
        let written = Written {
            version: STATE_VERSION,
            tab: self.tab,
            tree: self.tree.clone(),
            grundy: self.grundy.clone(),
            matchsticks: self.matchsticks.clone(),
            classroom: self.classroom,
        };
        ron::to_string(&written).expect("plain data always writes as RON")
    }

    /// The link to this view on the page at `base`, unless it would be too long to carry.
    pub fn link(&self, base: &str) -> Result<String, LinkTooLong> {
        let link = format!("{base}{STATE_MARK}{}", percent::encode(&self.state_text()));
        let chars = link.chars().count();
        if chars > MAX_LINK_CHARS {
            return Err(LinkTooLong(chars));
        }
        Ok(link)
    }

    /// The view a pasted `text` opens: a link (anything up to `#state=`, then the state
    /// percent-encoded or written plainly), or a state in RON, checked as a remembered
    /// state is checked and refused whole if anything of it is not valid.
    pub fn read(text: &str) -> Result<Self, LinkRefusal> {
        if too_long(text) {
            return Err(LinkRefusal::TooLong);
        }
        let text = text.trim();
        // Plain-text mail writes a link as <…>.
        let text = text
            .strip_prefix('<')
            .and_then(|inner| inner.strip_suffix('>'))
            .unwrap_or(text);
        let state = match text.split_once(STATE_MARK) {
            Some((_, encoded)) => percent::decode(encoded).map_err(|_| LinkRefusal::NotText)?,
            None if text.starts_with('(') => text.to_owned(),
            None => return Err(LinkRefusal::NotALink),
        };
        let read: Read = ron::from_str(&state).map_err(|error| LinkRefusal::Unreadable {
            line: error.span.start.line,
            column: error.span.start.col,
        })?;
        Self {
            tab: read.tab,
            tree: read.tree,
            grundy: read.grundy,
            matchsticks: read.matchsticks,
            classroom: read.classroom,
        }
        .checked()
    }

    /// The view if each part it has passes [`AppState::sanitized`] unchanged.
    fn checked(self) -> Result<Self, LinkRefusal> {
        if self == Self::default() {
            return Err(LinkRefusal::NothingToOpen);
        }
        let state = AppState {
            tree: self.tree.clone().unwrap_or_default(),
            grundy: self.grundy.clone().unwrap_or_default(),
            matchsticks: self
                .matchsticks
                .as_ref()
                .map_or_else(SavedMatchTab::default, SharedPuzzle::saved_tab),
            ..AppState::default()
        };
        let sane = state.clone().sanitized();
        if self.tree.is_some() && sane.tree != state.tree {
            return Err(LinkRefusal::OutOfBounds(Forgotten::TreeInputs));
        }
        if self.grundy.is_some() && sane.grundy != state.grundy {
            return Err(LinkRefusal::OutOfBounds(Forgotten::GrundyInputs));
        }
        if self.matchsticks.is_some() && sane.matchsticks != state.matchsticks {
            return Err(LinkRefusal::OutOfBounds(Forgotten::Matchsticks));
        }
        Ok(self)
    }

    /// The view holds a puzzle, which would replace the open one.
    pub fn has_puzzle(&self) -> bool {
        self.matchsticks.is_some()
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
