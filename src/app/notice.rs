//! The notice under the tab bar: what the last file operation (or pasted link) came to. It is kept as what
//! happened (with its paths and reasons) and put into words as it is drawn, so it follows a
//! language switch. The reasons themselves (the system's or the file format's messages) are
//! shown as they came.

use std::path::PathBuf;

use egui::{RichText, Ui};

use super::share::{LinkRefusal, MAX_LINK_CHARS};
use super::{NimlabApp, Tab};
use crate::i18n::numbers::grouped;
use crate::i18n::{Strings, fill};
use crate::storage::Special;
use crate::ui::remembered::Forgotten;
use crate::ui::style;

/// What the last file operation came to, shown under the tab bar until dismissed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The open puzzle file was saved here.
    Saved(PathBuf),
    /// An export was written here.
    Exported(PathBuf),
    /// The system's file dialog cannot open, so nimlab's own chooser is shown.
    DialogUnavailable,
    /// This file could not be opened, and why (naming the file, line and column).
    OpenFailed {
        /// The file asked for.
        path: PathBuf,
        /// Why it was refused.
        reason: String,
    },
    /// The puzzle file could not be saved, and why (naming the file).
    SaveFailed(String),
    /// An export could not be written to this file.
    WriteFailed {
        /// Where the export was to go.
        path: PathBuf,
        /// Why it could not be written.
        reason: String,
    },
    /// The picture or figure for an export could not be made, and why.
    FigureFailed(String),
    /// A file dropped on the window is not a puzzle file.
    NotAPuzzleFile(PathBuf),
    /// This path is a folder, a FIFO, a device or a socket, not a file: refused before any read
    /// or write.
    NotAFile {
        /// The path asked for.
        path: PathBuf,
        /// What it is instead.
        kind: Special,
    },
    /// The shell's own background work panicked with this message.
    InternalError(String),
    /// A pasted link was opened on `tab`, after saving the open puzzle to `saved` if the user
    /// chose to.
    LinkOpened {
        /// The tab the link opened.
        tab: Tab,
        /// Where the puzzle was saved first.
        saved: Option<PathBuf>,
    },
    /// A pasted link (or state) was not opened, and why.
    LinkRefused(LinkRefusal),
    /// Copy link copied nothing: the link would have been this many characters.
    LinkNotCopied(usize),
    /// These parts of what the last run remembered could not be read or replayed, so they
    /// started afresh.
    NotRestored(Vec<Forgotten>),
}

impl Notice {
    /// Something went wrong (drawn in the warning colour).
    pub fn is_error(&self) -> bool {
        !matches!(
            self,
            Self::Saved(_) | Self::Exported(_) | Self::DialogUnavailable | Self::LinkOpened { .. }
        )
    }

    /// The notice in the language of `strings`.
    pub fn text(&self, strings: &Strings) -> String {
        match self {
            Self::Saved(path) => (strings.saved_to)(path),
            Self::Exported(path) => (strings.exported_to)(path),
            Self::DialogUnavailable => strings.dialog_unavailable.to_owned(),
            Self::OpenFailed { path, reason } => {
                format!("{}: {reason}", (strings.open_failed)(path))
            }
            Self::SaveFailed(reason) | Self::FigureFailed(reason) => (strings.save_failed)(reason),
            Self::WriteFailed { path, reason } => {
                (strings.save_failed)(&format!("{}: {reason}", path.display()))
            }
            Self::NotAPuzzleFile(path) => (strings.not_a_puzzle_file)(path),
            Self::NotAFile { path, kind } => {
                let kind = match kind {
                    Special::Folder => strings.special_folder,
                    Special::Fifo => strings.special_fifo,
                    Special::Device => strings.special_device,
                    Special::Socket => strings.special_socket,
                    Special::Other => strings.special_other,
                };
                (strings.not_a_file)(path, kind)
            }
            Self::InternalError(message) => fill(strings.job_failed, &[message]),
            Self::LinkOpened { tab, saved } => {
                let tab = match tab {
                    Tab::GameTree => strings.tab_game_tree,
                    Tab::Grundy => strings.tab_grundy,
                    Tab::Matchsticks => strings.tab_matchsticks,
                };
                let opened = fill(strings.link_opened, &[&tab]);
                match saved {
                    Some(path) => format!("{}. {opened}", (strings.saved_to)(path)),
                    None => opened,
                }
            }
            Self::LinkRefused(refusal) => fill(strings.link_refused, &[&refusal_text(*refusal, strings)]),
            Self::LinkNotCopied(chars) => fill(
                strings.link_not_copied,
                &[
                    &grouped(&chars.to_string()),
                    &grouped(&MAX_LINK_CHARS.to_string()),
                ],
            ),
            Self::NotRestored(parts) => {
                let names: Vec<&str> = parts.iter().map(|part| part.name(strings)).collect();
                fill(strings.not_restored, &[&names.join(", ")])
            }
        }
    }
}

/// Why a link was not opened, in the language of `strings`.
fn refusal_text(refusal: LinkRefusal, strings: &Strings) -> String {
    match refusal {
        LinkRefusal::NotALink => strings.link_not_a_link.to_owned(),
        LinkRefusal::TooLong => fill(strings.link_too_long, &[&grouped(&MAX_LINK_CHARS.to_string())]),
        LinkRefusal::NotText => strings.link_not_text.to_owned(),
        LinkRefusal::Unreadable { line, column } => fill(strings.link_unreadable, &[&line, &column]),
        LinkRefusal::OutOfBounds(part) => fill(strings.link_out_of_bounds, &[&part.name(strings)]),
        LinkRefusal::NothingToOpen => strings.link_nothing.to_owned(),
    }
}

/// Draws `notice` as a strip under the tab bar with a Dismiss button; true when dismissed.
pub(super) fn notice_ui(ui: &mut Ui, notice: &Notice, strings: &Strings) -> bool {
    let mut dismissed = false;
    egui::Panel::top("notice").show(ui, |ui| {
        ui.horizontal_wrapped(|ui| {
            let text = notice.text(strings);
            if notice.is_error() {
                ui.label(RichText::new(text).color(style::LOSE));
            } else {
                ui.label(text);
            }
            dismissed = ui.small_button(strings.dismiss).clicked();
        });
    });
    dismissed
}

impl NimlabApp {
    /// The notice under the tab bar, if any.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// The notice under the tab bar as it reads in the window's language, if any.
    pub fn notice_text(&self) -> Option<String> {
        let strings = self.language.strings();
        self.notice().map(|notice| notice.text(strings))
    }
}
