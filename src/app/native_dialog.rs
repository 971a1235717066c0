//! The native side of the dialog seam: the platform's file dialog (rfd), run as a job on a
//! thread of its own so the window keeps drawing while it is open, and the stand-ins tests put
//! in its place; and file work run off the UI thread, as jobs too.
//!
//! Whether the platform's dialog can open at all is asked of the system once per run, on the
//! first dialog's thread ([`can_open`]), never guessed from how fast a dialog returned: a
//! dialog that returns nothing is a cancel, however quick the Esc.

use std::path::Path;
use std::sync::OnceLock;

use super::dialog_answer::{Answer, DialogSource};
use super::file_flow::Kind;
use crate::jobs::Job;
use crate::storage;

/// Shows a `kind` dialog offering the file `name` (whose extension filters the listing) as a
/// job on a thread of its own, answered by `source`; `ctx` is woken when it closes (the job
/// stops without an answer should the dialog's thread fail).
pub(super) fn spawn_dialog(
    ctx: &egui::Context,
    kind: Kind,
    name: String,
    source: DialogSource,
) -> Job<Answer> {
    off_the_ui_thread("file-dialog", ctx, move || ask(kind, name, source))
}

/// Runs `work` (reading or writing a file, a dialog) as a job on a thread of its own; `ctx` is
/// woken when it is done. It is no [`crate::jobs::Work`] request: it touches the disk or the
/// desktop, which only the native side has, and never crosses to a web worker.
pub(super) fn off_the_ui_thread<T: Send + 'static>(
    name: &'static str,
    ctx: &egui::Context,
    work: impl FnOnce() -> T + Send + 'static,
) -> Job<T> {
    let ctx = ctx.clone();
    Job::on_thread(name, move || ctx.request_repaint(), move |_| Some(work()))
}

/// A dropped file natively has its path: the answer is ready at once (what it holds is looked
/// up, from its metadata, on the thread that reads it).
#[expect(
    clippy::needless_pass_by_value,
    reason = "the same signature as the web side, which keeps the handle while it reads"
)]
pub(super) fn read_dropped(_ctx: &egui::Context, file: egui::DroppedFileHandle) -> Job<Answer> {
    Job::done(Answer::Chosen {
        path: file.path().to_owned(),
        found: storage::Found::Nothing,
        confirmed: false,
    })
}

/// The system save dialogs of macOS (`NSSavePanel`) and Windows (`IFileSaveDialog`, whose
/// overwrite prompt rfd leaves on) ask before choosing an existing file, naming it. The desktop
/// portal on Linux and the BSDs leaves that to whichever backend runs, so there nimlab asks.
const DIALOG_ASKS_BEFORE_REPLACING: bool = cfg!(any(target_os = "macos", target_os = "windows"));

/// Shows the dialog and waits for it (or answers as `source` says).
fn ask(kind: Kind, name: String, source: DialogSource) -> Answer {
    match source {
        DialogSource::Scripted(answer) => return answer.map_or(Answer::Cancelled, Answer::chosen),
        DialogSource::Unavailable(_) => return Answer::Unavailable,
        DialogSource::Native => {}
    }
    if !can_open() {
        return Answer::Unavailable;
    }
    let dialog = rfd::FileDialog::new();
    let extension = Path::new(&name)
        .extension()
        .map(|e| e.to_string_lossy().into_owned())
        .unwrap_or_default();
    let path = match kind {
        Kind::Open => dialog.add_filter("nimlab puzzles", &["ron"]).pick_file(),
        Kind::Save => dialog
            .add_filter("nimlab puzzles", &["ron"])
            .set_file_name(name)
            .save_file(),
        Kind::Export => dialog
            .add_filter(extension.to_uppercase(), &[extension.as_str()])
            .set_file_name(name)
            .save_file(),
    };
    match path {
        Some(path) => Answer::Chosen {
            found: storage::what_is_at(&path),
            path,
            confirmed: kind != Kind::Open && DIALOG_ASKS_BEFORE_REPLACING,
        },
        None => Answer::Cancelled,
    }
}

/// Whether the platform's file dialog can open here, found out once per run (on a dialog's
/// thread: the answer may take a moment) and remembered.
fn can_open() -> bool {
    static CAN_OPEN: OnceLock<bool> = OnceLock::new();
    *CAN_OPEN.get_or_init(probe)
}

/// macOS and Windows always have their dialogs.
#[cfg(not(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
)))]
fn probe() -> bool {
    true
}

#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
use free_desktop::probe;

/// What rfd 0.17 does on Linux and the BSDs: it calls the desktop portal's `FileChooser` over the
/// D-Bus session bus (through libdbus), and if that fails in any way (no bus, no portal, no
/// `FileChooser`) it runs `zenity`; when neither exists it returns nothing at once, as a cancel
/// does. So the dialog can open when `zenity` is on the PATH or the portal answers for its
/// `FileChooser` (asking starts the portal if the bus can, as rfd's call would).
#[cfg(any(
    target_os = "linux",
    target_os = "freebsd",
    target_os = "dragonfly",
    target_os = "netbsd",
    target_os = "openbsd"
))]
mod free_desktop {
    use std::ffi::OsStr;

    use zbus::blocking::connection::Builder;

    /// libdbus, which rfd's call goes through, gives up on a call after 25 seconds; so does
    /// this question.
    const LIBDBUS_DEFAULT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(25);

    /// Whether rfd's dialog can open in this session.
    pub(super) fn probe() -> bool {
        zenity_in(std::env::var_os("PATH").as_deref())
            || Builder::session().is_ok_and(portal_has_file_chooser)
    }

    /// `zenity` is an executable file in one of the folders of `paths` (a PATH), as
    /// `Command::new` finds it.
    pub(super) fn zenity_in(paths: Option<&OsStr>) -> bool {
        use std::os::unix::fs::PermissionsExt as _;
        paths.is_some_and(|paths| {
            std::env::split_paths(paths).any(|folder| {
                std::fs::metadata(folder.join("zenity"))
                    .is_ok_and(|found| found.is_file() && found.permissions().mode() & 0o111 != 0)
            })
        })
    }

    /// The bus `bus` connects to has a desktop portal that answers for its `FileChooser`
    /// interface: its `version` property can be read.
    pub(super) fn portal_has_file_chooser(bus: Builder<'_>) -> bool {
        let Ok(bus) = bus.method_timeout(LIBDBUS_DEFAULT_TIMEOUT).build() else {
            return false;
        };
        bus.call_method(
            Some("org.freedesktop.portal.Desktop"),
            "/org/freedesktop/portal/desktop",
            Some("org.freedesktop.DBus.Properties"),
            "Get",
            &("org.freedesktop.portal.FileChooser", "version"),
        )
        .is_ok()
    }

    #[cfg(test)]
    mod tests {
        use std::os::unix::fs::PermissionsExt as _;

        use super::*;

        #[test]
        fn zenity_counts_only_as_an_executable_file_on_the_path() {
            let folder = std::env::temp_dir().join(format!("nimlab-zenity-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&folder);
            std::fs::create_dir_all(&folder).expect("a temporary folder");
            let paths = std::env::join_paths([folder.join("elsewhere"), folder.clone()]).expect("a PATH");
            assert!(!zenity_in(Some(&paths)), "not there");
            assert!(!zenity_in(None), "no PATH");
            let zenity = folder.join("zenity");
            std::fs::write(&zenity, "#!/bin/sh\n").expect("written");
            assert!(!zenity_in(Some(&paths)), "not executable");
            std::fs::set_permissions(&zenity, std::fs::Permissions::from_mode(0o755)).expect("chmod");
            assert!(zenity_in(Some(&paths)), "found in the second folder");
            std::fs::remove_dir_all(folder).expect("cleaned up");
        }

        #[test]
        fn no_bus_means_no_portal() {
            let nowhere = format!("unix:path=/nonexistent/nimlab-{}/bus", std::process::id());
            let bus = Builder::address(nowhere.as_str()).expect("a well-formed address");
            assert!(!portal_has_file_chooser(bus));
        }
    }
}
