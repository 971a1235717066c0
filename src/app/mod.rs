//! The shell: the window around the tabs. Tabs draw themselves and return a
//! [`ShellAction`](crate::ui::shell_action::ShellAction); the shell owns their persisted inputs
//! and does what they ask (files, dialogs, exports), each in a room of its own:
//!
//! - `window`: the app in eframe (the native window, or the page's canvas through `crate::web`);
//!   what it remembers between runs is the model's (`nimlab_model::app_state`).
//! - `tab_bar`, `classroom`: the bar across the top and classroom mode's switch (`quiz`: the
//!   class quiz's tally for the session); `present`:
//!   presentation mode (full screen, one thin bar, high contrast) and the window's zoom;
//!   `presenter`: the presenter's screen (a second window, or a notes panel);
//!   `tab_links`: the tree tab and the Grundy tab opening each other's games.
//! - `file_flow`: Open, Save, Save as, Export and their questions as one state machine (pure);
//!   `files` carries out what it says and is where a tab's request arrives; `file_questions`
//!   draws its questions; `exporting` captures a PNG first. Paths come from the dialog seam
//!   (`dialog_answer`, `native_dialog` or `web_dialog`) or nimlab's own `file_picker`.
//! - `share`: what a link to a view holds, written and read (pure); `sharing`: Copy link, a
//!   pasted link, and opening one through the file flow.
//! - `title`, `notice`, `notice_life`: the window's title and the notice in the top bar (whose
//!   tab it is, how long it stays); `icon`: the
//!   window's icon.

mod classroom;
mod dialog_answer;
mod exporting;
mod file_flow;
mod file_picker;
mod file_questions;
mod files;
// The keys of every tab and the help overlay.
mod help;
#[cfg(not(target_arch = "wasm32"))]
mod icon;
mod lesson;
mod lesson_files;
mod lesson_panel;
// The dialog seam: the platform's file dialog natively, the browser's picker on the web.
#[cfg(not(target_arch = "wasm32"))]
#[path = "native_dialog.rs"]
mod dialog_service;
#[cfg(target_arch = "wasm32")]
#[path = "web_dialog.rs"]
mod dialog_service;
mod notice;
mod notice_life;
mod notice_slot;
mod plan_notice;
mod present;
mod presenter;
mod quiz;
mod restore;
pub mod share;
mod sharing;
mod tab_bar;
mod tab_links;
mod title;
mod window;

pub use lesson::PlanPosition;
pub use lesson_files::PLAN_MARK;
pub use nimlab_model::app_state::{AppState, STATE_OVERRIDE_VAR, STATE_VERSION};
pub use nimlab_model::tabs::Tab;
pub use nimlab_model::window_zoom::WindowZoom;
pub use notice::Notice;
pub use notice_life::NOTICE_SECONDS;
pub use plan_notice::{PlanNotice, why as plan_refusal_why};
#[cfg(not(target_arch = "wasm32"))]
pub use window::run_window;

use crate::i18n::{Language, Strings};
use crate::ui::grundy_tab::GrundyTab;
use crate::ui::match_tab::MatchTab;
use crate::ui::tab::{Remember as _, TabPanel};
use crate::ui::tree_tab::TreeTab;

/// The whole app: the three tabs and the shell's own state.
pub struct NimlabApp {
    tab: Tab,
    language: Language,
    tree_tab: TreeTab,
    grundy_tab: GrundyTab,
    match_tab: MatchTab,
    classroom: bool,
    /// Presentation mode and the window's zoom.
    presentation: present::Presentation,
    /// The presenter's screen: the notes, clock and answers for the teacher's eyes.
    presenter: presenter::PresenterScreen,
    /// The file flow (open, save, export, their questions) and what it has under way.
    files: files::Files,
    /// A PNG export on its way from the screen to the Save dialog.
    capture: Option<exporting::Capture>,
    /// A figure being drawn for an export.
    drawing: Option<exporting::Drawing>,
    /// A worksheet's key to export as a file of its own once the worksheet is written.
    key_after: Option<crate::figure::FigureRequest>,
    /// What the last file operation came to, whose it is, and where it is drawn.
    notices: notice_life::Notices,
    /// The window's title as last sent.
    title: String,
    /// The help overlay is open.
    help: bool,
    /// The open lesson plan and the Lesson panel.
    lesson: lesson::Lesson,
    /// The class quiz's tally for the session (`quiz`).
    tally: crate::quiz::Tally,
}

impl NimlabApp {
    /// The app from a remembered state, which is checked first ([`AppState::sanitized`]).
    pub fn from_state(state: AppState) -> Self {
        let state = state.sanitized();
        // Last run's file is reread off the UI thread from the first frame on.
        let files = match state.matchsticks.path.clone() {
            Some(path) => {
                let (index, working) = (state.matchsticks.puzzle_index, state.matchsticks.puzzle.clone());
                files::Files::reopening(path, index, working)
            }
            None => files::Files::default(),
        }
        .in_folder(state.chooser_folder);
        let mut app = Self {
            tab: state.tab,
            language: state.language,
            tree_tab: TreeTab::restore((state.tree, state.tree_progress)),
            grundy_tab: GrundyTab::restore((state.grundy, state.sum_game, state.grundy_revealed)),
            match_tab: MatchTab::restore(state.matchsticks),
            classroom: state.classroom,
            presentation: present::Presentation::new(state.presenting, state.zoom),
            presenter: presenter::PresenterScreen::new(state.presenter),
            files,
            capture: None,
            drawing: None,
            key_after: None,
            notices: notice_life::Notices::new(state.tab),
            title: String::new(),
            help: false,
            lesson: lesson::Lesson::restore(state.lesson),
            tally: crate::quiz::Tally::default(),
        };
        app.seed_quiz(crate::quiz::now_unix_seconds());
        app
    }

    /// What would be remembered if the app closed now.
    pub fn state(&self) -> AppState {
        let (tree, tree_progress) = self.tree_tab.saved();
        let (grundy, sum_game, grundy_revealed) = self.grundy_tab.saved();
        AppState {
            version: STATE_VERSION,
            tab: self.tab,
            language: self.language,
            tree,
            grundy,
            matchsticks: self.match_tab.saved(),
            classroom: self.classroom,
            tree_progress,
            sum_game,
            grundy_revealed,
            presenting: self.presentation.on,
            zoom: self.presentation.zoom,
            chooser_folder: self.files.chooser_folder(),
            lesson: self.lesson.saved(),
            presenter: self.presenter.saved,
        }
    }

    /// The game-tree tab.
    pub fn tree_tab(&self) -> &TreeTab {
        &self.tree_tab
    }

    /// The game-tree tab, to change.
    pub fn tree_tab_mut(&mut self) -> &mut TreeTab {
        &mut self.tree_tab
    }

    /// The Grundy tab.
    pub fn grundy_tab(&self) -> &GrundyTab {
        &self.grundy_tab
    }

    /// The matchstick tab.
    pub fn match_tab(&self) -> &MatchTab {
        &self.match_tab
    }

    /// The open tab's background work has caught up with its inputs (a tab computes only while
    /// it is open), and no file is being read or written.
    pub fn is_up_to_date(&self) -> bool {
        !self.files.is_working() && self.open_tab().is_up_to_date()
    }

    /// Presentation mode is on.
    pub fn is_presenting(&self) -> bool {
        self.presentation.on
    }

    /// The window's zoom in and out of presentation mode.
    pub fn zoom(&self) -> WindowZoom {
        self.presentation.zoom
    }

    /// The tab on show.
    fn open_tab(&self) -> &dyn TabPanel {
        match self.tab {
            Tab::GameTree => &self.tree_tab,
            Tab::Grundy => &self.grundy_tab,
            Tab::Matchsticks => &self.match_tab,
        }
    }

    /// The tab on show, to draw.
    fn open_tab_mut(&mut self) -> &mut dyn TabPanel {
        match self.tab {
            Tab::GameTree => &mut self.tree_tab,
            Tab::Grundy => &mut self.grundy_tab,
            Tab::Matchsticks => &mut self.match_tab,
        }
    }

    /// Every tab, in the tab bar's order.
    fn tabs_mut(&mut self) -> [&mut dyn TabPanel; 3] {
        [&mut self.tree_tab, &mut self.grundy_tab, &mut self.match_tab]
    }

    /// Draws the whole window into `ui`: the tab bar, the shell's own work, then the open tab,
    /// whose request the shell carries out after it has drawn.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        crate::ui::typing::join_typed_text(ui.ctx());
        self.paste_ui(ui.ctx());
        let strings = self.language.strings();
        // The keys passed on from the presenter's window join this frame's before any is read.
        self.presenter_keys(ui.ctx());
        // The plan's, the tabs' and the help's keys before anything takes them.
        self.plan_keys(ui.ctx());
        self.global_keys(ui.ctx());
        self.apply_presentation(ui.ctx());
        self.tab_bar_ui(ui, strings);
        self.apply_classroom();
        self.shell_ui(ui, strings);
        self.lesson_panel_ui(ui, strings);
        // The notes panel, when it is the presenter's screen, takes its room before the tab.
        self.presenter_ui(ui, strings);
        let action = egui::CentralPanel::default()
            .show(ui, |ui| self.open_tab_mut().ui(ui, strings))
            .inner;
        if let Some(action) = action {
            self.act(action);
        }
        self.help_ui(ui.ctx(), strings);
        self.presentation.text_field_focused = ui.ctx().text_edit_focused();
    }

    /// A PNG capture, the file flow (answers, file work, dropped files, the close button, its
    /// questions), the title and the notice, in that order each frame.
    fn shell_ui(&mut self, ui: &mut egui::Ui, strings: &Strings) {
        let ctx = ui.ctx().clone();
        self.capture_ui(&ctx);
        self.drawing_ui(&ctx);
        self.files_ui(ui, strings);
        self.title_ui(&ctx, strings);
        self.forgotten_ui();
        self.notices.frame(&ctx, self.tab, strings);
    }
}
