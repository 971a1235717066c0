//! The notice: what the last file operation (or pasted link) came to. It floats in the room the
//! bar across the top leaves free, or, when it does not fit there, on a row of its own under the
//! bar (`notice_slot` chooses), so it covers nothing; a long path in it is shortened in the
//! middle on screen (whole on hover and to a screen reader). How long it stays and on which tab
//! is `notice_life`'s.
//!
//! It is kept as what happened (with its paths and reasons, a file's as a [`FileProblem`]) and
//! put into words as it is drawn, so it follows a language switch. Only a panic's message, and
//! the system's words for an error of no kind nimlab knows, are shown as they came.

use std::path::{Path, PathBuf};

use super::plan_notice::PlanNotice;
use super::share::{LinkRefusal, MAX_LINK_CHARS, MAX_UNPACKED_BYTES};
use super::tab_bar::tab_name;
use super::{NimlabApp, Tab};
use crate::i18n::Strings;
use crate::storage::{FileProblem, Special};
use crate::ui::forgotten::Forgotten;

/// What the last file operation came to, shown in the bar across the top (see `notice_life`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// The open puzzle file was saved here.
    Saved(PathBuf),
    /// An export was written here.
    Exported(PathBuf),
    /// The system's file dialog cannot open, so nimlab's own chooser is shown.
    DialogUnavailable,
    /// This file could not be opened, and why (with the line and column, if about its text).
    OpenFailed {
        /// The file asked for.
        path: PathBuf,
        /// Why it was refused.
        problem: FileProblem,
    },
    /// The puzzle file could not be saved to this file, and why.
    SaveFailed {
        /// Where it was to be saved.
        path: PathBuf,
        /// Why it could not be.
        problem: FileProblem,
    },
    /// An export could not be written to this file.
    WriteFailed {
        /// Where the export was to go.
        path: PathBuf,
        /// Why it could not be written.
        problem: FileProblem,
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
    LinkNotCopied {
        /// Its length.
        chars: usize,
        /// It was the link to the whole lesson plan (whose notes are what to shorten).
        plan: bool,
    },
    /// These parts of what the last run remembered could not be read or replayed, so they
    /// started afresh.
    NotRestored(Vec<Forgotten>),
    /// What came of a lesson plan.
    Plan(PlanNotice),
}

impl Notice {
    /// Something went wrong (drawn in the warning colour).
    pub fn is_error(&self) -> bool {
        match self {
            Self::Plan(notice) => notice.is_error(),
            _ => !matches!(
                self,
                Self::Saved(_) | Self::Exported(_) | Self::DialogUnavailable | Self::LinkOpened { .. }
            ),
        }
    }

    /// The notice in the language of `strings`.
    pub fn text(&self, strings: &Strings) -> String {
        match self {
            Self::Saved(path) => (strings.saved_to)(path),
            Self::Exported(path) => (strings.exported_to)(path),
            Self::DialogUnavailable => strings.dialog_unavailable.to_owned(),
            Self::OpenFailed { path, problem } => {
                (strings.file_open_failed)(&path.display().to_string(), &strings.file_problem(problem))
            }
            Self::SaveFailed { path, problem } => {
                (strings.file_save_failed)(&path.display().to_string(), &strings.file_problem(problem))
            }
            Self::WriteFailed { path, problem } => {
                (strings.file_export_failed)(&path.display().to_string(), &strings.file_problem(problem))
            }
            Self::FigureFailed(reason) => (strings.save_failed)(reason),
            Self::NotAPuzzleFile(path) => (strings.not_a_puzzle_file)(path),
            Self::NotAFile { path, kind } => (strings.not_a_file)(path, strings.special_kind(*kind)),
            Self::InternalError(message) => (strings.job_failed)(message),
            Self::LinkOpened { tab, saved } => {
                let opened = (strings.link_opened)(tab_name(*tab, strings));
                match saved {
                    Some(path) => format!("{}. {opened}", (strings.saved_to)(path)),
                    None => opened,
                }
            }
            Self::LinkRefused(refusal) => (strings.link_refused)(&refusal_text(*refusal, strings)),
            Self::LinkNotCopied { chars, plan } => (strings.link_not_copied)(*chars, MAX_LINK_CHARS, *plan),
            Self::NotRestored(parts) => {
                let names: Vec<&str> = parts.iter().map(|part| part.name(strings)).collect();
                (strings.not_restored)(&names.join(", "))
            }
            Self::Plan(notice) => notice.text(strings),
        }
    }
}

/// Why a link was not opened, in the language of `strings`.
fn refusal_text(refusal: LinkRefusal, strings: &Strings) -> String {
    match refusal {
        LinkRefusal::NotALink => strings.link_not_a_link.to_owned(),
        LinkRefusal::TooLong => (strings.link_too_long)(MAX_LINK_CHARS),
        LinkRefusal::NotText => strings.link_not_text.to_owned(),
        LinkRefusal::Damaged => strings.link.damaged.to_owned(),
        LinkRefusal::TooLarge => (strings.link.too_large)(MAX_UNPACKED_BYTES / 1024),
        LinkRefusal::Unreadable { line, column } => (strings.link_unreadable)(line, column),
        LinkRefusal::OutOfBounds(part) => (strings.link_out_of_bounds)(part.name(strings)),
        LinkRefusal::NothingToOpen => strings.link_nothing.to_owned(),
    }
}

/// On screen, a path longer than this many characters is shortened in the middle.
const SHOWN_PATH_CHARS: usize = 60;

/// `path` as shown on screen: its start and its end (the file's name) around an ellipsis when
/// it is longer than `chars`.
fn shortened(path: &Path, chars: usize) -> PathBuf {
    let text = path.display().to_string();
    let count = text.chars().count();
    if count <= chars {
        return path.to_path_buf();
    }
    let head = chars / 3;
    let tail = chars - head - 1;
    let start: String = text.chars().take(head).collect();
    let end: String = text.chars().skip(count - tail).collect();
    PathBuf::from(format!("{start}…{end}"))
}

impl Notice {
    /// The notice with each path in it [`shortened`] to `chars`, as it is shown on screen.
    fn with_short_paths(&self, chars: usize) -> Self {
        let mut notice = self.clone();
        match &mut notice {
            Self::Saved(path)
            | Self::Exported(path)
            | Self::NotAPuzzleFile(path)
            | Self::OpenFailed { path, .. }
            | Self::SaveFailed { path, .. }
            | Self::WriteFailed { path, .. }
            | Self::NotAFile { path, .. }
            | Self::LinkOpened {
                saved: Some(path), ..
            } => *path = shortened(path, chars),
            _ => {}
        }
        notice
    }
}

/// The notice's text as shown on screen: long paths shortened in the middle.
pub(super) fn shown_text(notice: &Notice, strings: &Strings) -> String {
    notice.with_short_paths(SHOWN_PATH_CHARS).text(strings)
}

impl NimlabApp {
    /// The notice waiting or on show, if any (on show only on the tab that raised it).
    pub fn notice(&self) -> Option<&Notice> {
        self.notices.current()
    }

    /// The notice as it reads in the window's language, if any.
    pub fn notice_text(&self) -> Option<String> {
        let strings = self.language.strings();
        self.notice().map(|notice| notice.text(strings))
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    use super::{Notice, SHOWN_PATH_CHARS, shortened};

    #[test]
    fn a_long_path_is_shortened_in_the_middle_on_screen_only() {
        let short = Path::new("/home/teacher/lesson.ron");
        assert_eq!(
            shortened(short, SHOWN_PATH_CHARS),
            short,
            "a short path is shown whole"
        );
        let long = format!("/home/teacher/{}/lesson-13-coins.ron", "folder/".repeat(20));
        let shown = shortened(Path::new(&long), SHOWN_PATH_CHARS)
            .display()
            .to_string();
        assert_eq!(shown.chars().count(), SHOWN_PATH_CHARS);
        assert!(shown.starts_with("/home/teacher/"), "{shown}");
        assert!(
            shown.ends_with("/lesson-13-coins.ron"),
            "the file's name stays: {shown}"
        );
        assert!(shown.contains('…'));
        let notice = Notice::Saved(long.clone().into());
        let strings = crate::i18n::Language::English.strings();
        assert!(
            notice.text(strings).contains(&long),
            "the whole text keeps the whole path"
        );
        assert!(
            notice
                .with_short_paths(SHOWN_PATH_CHARS)
                .text(strings)
                .contains(&shown)
        );
    }
}
