//! nimlab's own file chooser, for when the platform's file dialog cannot open (on Linux with no
//! desktop portal and no `zenity`: a bare X server, a kiosk session; see `native_dialog`).
//! Saving must still have a way. Choosing a file that exists is not yet agreeing to replace it:
//! the file flow asks that next, naming it.
//!
//! A small chooser of our own rather than the `egui_file` crate: that one titles its window and
//! marks files with emoji that nimlab's fonts (and egui's since 0.37) cannot draw; and
//! `egui-file-dialog` (0.15, its newest) is built for egui 0.36, not nimlab's 0.37. The shell
//! reaches it through [`Picker`] alone: made for a kind of path, shown each frame until chosen.

use std::path::{Path, PathBuf};

use egui::{RichText, Ui};

use super::file_flow::Kind;
use crate::i18n::Strings;
use crate::storage::FileProblem;
use crate::ui::style;

/// What the chooser came to this frame.
pub(super) enum Outcome {
    /// Still open.
    Waiting,
    /// The user chose this path.
    Chosen(PathBuf),
    /// The user closed the chooser without choosing.
    Cancelled,
}

/// The most entries of a folder listed: a huge folder must not stall the window.
const MAX_ENTRIES: usize = 2000;

/// A folder's listing: subfolders, then files with the wanted extension, then the other files
/// (shown greyed, so a folder never looks empty when it is not), each by name.
struct Listing {
    folders: Vec<String>,
    files: Vec<String>,
    others: Vec<String>,
    /// Entries past [`MAX_ENTRIES`], not listed.
    more: usize,
}

/// The in-app chooser's state: the folder on show, the name typed, the listing.
pub(super) struct Picker {
    kind: Kind,
    /// It opens or saves a lesson plan, not puzzles (its title says which).
    plan: bool,
    folder: PathBuf,
    /// The folder field as typed.
    folder_text: String,
    /// The file name field (a relative or absolute path works too).
    name: String,
    /// The extension files must have (lowercase, no dot); empty for any.
    extension: String,
    listing: Result<Listing, FileProblem>,
}

fn list(folder: &Path, extension: &str) -> Result<Listing, FileProblem> {
    let entries = std::fs::read_dir(folder).map_err(|e| FileProblem::from_io(&e))?;
    let (mut folders, mut files, mut others, mut more) = (Vec::new(), Vec::new(), Vec::new(), 0);
    for entry in entries.filter_map(Result::ok) {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with('.') {
            continue;
        }
        if folders.len() + files.len() + others.len() >= MAX_ENTRIES {
            more += 1;
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            folders.push(name);
        } else if extension.is_empty()
            || path
                .extension()
                .is_some_and(|e| e.to_string_lossy().eq_ignore_ascii_case(extension))
        {
            files.push(name);
        } else {
            others.push(name);
        }
    }
    for names in [&mut folders, &mut files, &mut others] {
        names.sort_by_key(|n| n.to_lowercase());
    }
    Ok(Listing {
        folders,
        files,
        others,
        more,
    })
}

impl Picker {
    /// A chooser for `kind` starting in `folder`, offering `name` when saving; only files with
    /// `name`'s extension can be picked (the others are listed greyed).
    pub(super) fn new(kind: Kind, plan: bool, folder: &Path, name: &str) -> Self {
        let extension = Path::new(name)
            .extension()
            .map(|e| e.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        let mut picker = Self {
            kind,
            plan,
            folder: PathBuf::new(),
            folder_text: String::new(),
            name: if kind == Kind::Open {
                String::new()
            } else {
                name.to_owned()
            },
            extension,
            // Listed at once by `go_to`.
            listing: Err(FileProblem::NotFound),
        };
        picker.go_to(folder.to_owned());
        picker
    }

    fn go_to(&mut self, folder: PathBuf) {
        self.listing = list(&folder, &self.extension);
        self.folder_text = folder.display().to_string();
        self.folder = folder;
    }

    /// The file the fields name, if it can be the answer: anything but a folder that exists, to
    /// open, or a name to save under (given the wanted extension when it has none).
    fn answer(&self) -> Option<PathBuf> {
        let name = self.name.trim();
        if name.is_empty() {
            return None;
        }
        let mut path = self.folder.join(name);
        if self.kind == Kind::Open {
            // A FIFO or a device is chosen too, so that opening it says why it is refused
            // (storage checks what is there before any read) instead of greying Open out.
            return (path.exists() && !path.is_dir()).then_some(path);
        }
        if self.makes_hidden_file() {
            return None;
        }
        if path.extension().is_none() && !self.extension.is_empty() {
            path.set_extension(&self.extension);
        }
        (!path.is_dir()).then_some(path)
    }

    /// Whether the typed name would save a hidden file: `.ron` alone would become `.ron.ron`,
    /// which no listing (ours included) shows.
    fn makes_hidden_file(&self) -> bool {
        Path::new(self.name.trim())
            .file_name()
            .is_some_and(|name| name.to_string_lossy().starts_with('.'))
    }

    /// Draws the chooser; says whether a file was chosen or the chooser closed.
    pub(super) fn show(&mut self, ctx: &egui::Context, strings: &Strings) -> Outcome {
        let mut outcome = Outcome::Waiting;
        let modal = egui::Modal::new(egui::Id::unique("nimlab_file_chooser")).show(ctx, |ui| {
            ui.set_width(520.0_f32.min(ctx.content_rect().width() - 40.0).max(200.0));
            ui.heading(match (self.kind, self.plan) {
                (Kind::Open, false) => strings.picker_open_title,
                (Kind::Open, true) => strings.lesson_plan.picker_open_title,
                (Kind::Save, false) => strings.picker_save_title,
                (Kind::Save, true) => strings.lesson_plan.picker_save_title,
                (Kind::Export, _) => strings.picker_export_title,
            });
            self.folder_ui(ui, strings.picker_folder, strings.picker_parent);
            self.listing_ui(ui, strings);
            ui.horizontal(|ui| {
                let label = ui.label(strings.picker_file);
                let field = ui
                    .add(egui::TextEdit::singleline(&mut self.name).desired_width(f32::INFINITY))
                    .labelled_by(label.id);
                let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                if entered && let Some(path) = self.answer() {
                    outcome = Outcome::Chosen(path);
                }
            });
            if self.kind != Kind::Open && self.makes_hidden_file() {
                ui.colored_label(style::LOSE, strings.picker_hidden_name);
            }
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                let confirm = if self.kind == Kind::Open {
                    strings.picker_open
                } else {
                    strings.picker_save
                };
                let answer = self.answer();
                if ui
                    .add_enabled(answer.is_some(), egui::Button::new(confirm))
                    .clicked()
                    && let Some(path) = answer
                {
                    outcome = Outcome::Chosen(path);
                }
                if ui.button(strings.cancel).clicked() {
                    outcome = Outcome::Cancelled;
                }
            });
        });
        if modal.should_close() && matches!(outcome, Outcome::Waiting) {
            outcome = Outcome::Cancelled;
        }
        outcome
    }

    fn folder_ui(&mut self, ui: &mut Ui, folder_label: &str, parent_label: &str) {
        ui.horizontal(|ui| {
            let parent = self.folder.parent().map(Path::to_owned);
            if ui
                .add_enabled(parent.is_some(), egui::Button::new(parent_label))
                .clicked()
                && let Some(parent) = parent
            {
                self.go_to(parent);
            }
            let label = ui.label(folder_label);
            let field = ui
                .add(egui::TextEdit::singleline(&mut self.folder_text).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            if field.lost_focus() {
                let typed = PathBuf::from(self.folder_text.trim());
                if typed.is_dir() {
                    self.go_to(typed);
                } else {
                    self.folder_text = self.folder.display().to_string();
                }
            }
        });
    }

    fn listing_ui(&mut self, ui: &mut Ui, strings: &Strings) {
        let mut go_into = None;
        // The list keeps one height whatever the folder holds: a modal is centred on its size, so a
        // list that shrank would move the buttons away from under the pointer, and the next click
        // would land outside and close the chooser.
        let height = (ui.ctx().content_rect().height() - 260.0).clamp(80.0, 260.0);
        egui::Frame::group(ui.style()).show(ui, |ui| {
            egui::ScrollArea::vertical()
                .min_scrolled_height(height)
                .max_height(height)
                .auto_shrink([false, false])
                .show(ui, |ui| match &self.listing {
                    Err(error) => {
                        ui.label(
                            RichText::new((strings.picker_unreadable)(&strings.file_problem(error)))
                                .color(style::LOSE),
                        );
                    }
                    Ok(listing) => {
                        for folder in &listing.folders {
                            // A trailing slash marks a folder, in every language.
                            if ui.selectable_label(false, format!("{folder}/")).clicked() {
                                go_into = Some(folder.clone());
                            }
                        }
                        for file in &listing.files {
                            let chosen = self.name == *file;
                            if ui.selectable_label(chosen, file).clicked() {
                                self.name.clone_from(file);
                            }
                        }
                        // Seen, not chosen: another kind of file is never the answer here.
                        for file in &listing.others {
                            ui.add_enabled(false, egui::Button::selectable(false, file));
                        }
                        if listing.more > 0 {
                            ui.label(RichText::new((strings.picker_more)(listing.more)).weak());
                        }
                    }
                });
        });
        if let Some(folder) = go_into {
            self.go_to(self.folder.join(folder));
        }
    }
}
