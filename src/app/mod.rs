//! The shell: the window, the tab bar, the language switch, files and what is remembered between
//! runs. Tabs draw themselves; the shell owns their persisted inputs and does their file work.

mod file_picker;
mod files;
mod notice;

use serde::{Deserialize, Serialize};

pub use notice::Notice;

use crate::ui::fonts::install_fonts;
use crate::ui::grundy_tab::{GrundyInputs, GrundyTab};
use crate::ui::i18n::{Language, Strings};
use crate::ui::match_tab::{MatchInputs, MatchTab};
use crate::ui::tree_tab::{TreeInputs, TreeTab};
use crate::ui::widgets;

/// The tabs of the window.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Tab {
    #[default]
    GameTree,
    Grundy,
    Matchsticks,
}

/// The version of [`AppState`]'s layout, for a future migration.
pub const STATE_VERSION: u32 = 1;

/// Everything remembered between runs (eframe persistence): plain data, every field defaulted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct AppState {
    pub version: u32,
    pub tab: Tab,
    pub language: Language,
    pub tree: TreeInputs,
    pub grundy: GrundyInputs,
    pub matchsticks: MatchInputs,
    /// Classroom mode: values hidden until asked, everything larger.
    pub classroom: bool,
}

impl Default for AppState {
    fn default() -> Self {
        Self {
            version: STATE_VERSION,
            tab: Tab::default(),
            language: Language::default(),
            tree: TreeInputs::default(),
            grundy: GrundyInputs::default(),
            matchsticks: MatchInputs::default(),
            classroom: false,
        }
    }
}

impl AppState {
    /// The state as remembered, checked like typed input before anything uses it: whatever is
    /// out of bounds or invalid falls back to its default, so a corrupt, huge or hostile state
    /// starts cleanly (no crash, no hang, no giant allocation). Each tab bounds its own inputs
    /// here as its fields bound typed text, and validates them on use as it does typed text.
    #[must_use]
    pub fn sanitized(self) -> Self {
        Self {
            version: STATE_VERSION,
            tab: self.tab,
            language: self.language,
            tree: self.tree.bounded(),
            grundy: self.grundy.validated(),
            matchsticks: self.matchsticks.sanitized(),
            classroom: self.classroom,
        }
    }
}

/// Environment variable holding an [`AppState`] in RON that replaces the remembered one, so the
/// screenshot script can open the window on a chosen view.
pub const STATE_OVERRIDE_VAR: &str = "NIMLAB_STATE";

pub struct NimlabApp {
    tab: Tab,
    language: Language,
    tree_tab: TreeTab,
    grundy_tab: GrundyTab,
    match_tab: MatchTab,
    files: files::Files,
    classroom: bool,
    /// The classroom setting the window's style was last set for.
    styled_for: Option<bool>,
}

impl NimlabApp {
    /// The app as eframe starts it: fonts installed, state restored.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        install_fonts(&cc.egui_ctx);
        let remembered = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, eframe::APP_KEY));
        let state = std::env::var(STATE_OVERRIDE_VAR)
            .ok()
            .and_then(|text| ron::from_str(&text).ok())
            .or(remembered)
            .unwrap_or_default();
        Self::from_state(state)
    }

    /// The app from a remembered state, which is checked first ([`AppState::sanitized`]).
    pub fn from_state(state: AppState) -> Self {
        let state = state.sanitized();
        let reopen = state.matchsticks.path.clone();
        let (index, working) = (state.matchsticks.puzzle_index, state.matchsticks.puzzle.clone());
        let mut app = Self {
            tab: state.tab,
            language: state.language,
            tree_tab: TreeTab::new(state.tree),
            grundy_tab: GrundyTab::new(state.grundy),
            match_tab: MatchTab::new(state.matchsticks),
            files: files::Files::default(),
            classroom: state.classroom,
            styled_for: None,
        };
        if let Some(path) = reopen {
            app.reopen(&path, index, working);
        }
        app
    }

    /// What would be remembered if the app closed now.
    pub fn state(&self) -> AppState {
        AppState {
            version: STATE_VERSION,
            tab: self.tab,
            language: self.language,
            tree: self.tree_tab.inputs.clone(),
            grundy: self.grundy_tab.inputs.clone(),
            matchsticks: self.match_tab.inputs(),
            classroom: self.classroom,
        }
    }

    pub fn tree_tab(&self) -> &TreeTab {
        &self.tree_tab
    }

    pub fn tree_tab_mut(&mut self) -> &mut TreeTab {
        &mut self.tree_tab
    }

    pub fn grundy_tab(&self) -> &GrundyTab {
        &self.grundy_tab
    }

    pub fn match_tab(&self) -> &MatchTab {
        &self.match_tab
    }

    pub fn match_tab_mut(&mut self) -> &mut MatchTab {
        &mut self.match_tab
    }

    /// The open tab's background work has caught up with its inputs (a tab computes only while
    /// it is open).
    pub fn is_up_to_date(&self) -> bool {
        match self.tab {
            Tab::GameTree => self.tree_tab.is_up_to_date(),
            Tab::Grundy => self.grundy_tab.is_up_to_date(),
            Tab::Matchsticks => self.match_tab.is_up_to_date(),
        }
    }

    /// Draws the whole window into `ui`.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        let strings = self.language.strings();
        egui::Panel::top("tab_bar").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.heading(egui::RichText::new("nimlab").strong());
                ui.separator();
                ui.selectable_value(&mut self.tab, Tab::GameTree, strings.tab_game_tree);
                ui.selectable_value(&mut self.tab, Tab::Grundy, strings.tab_grundy);
                ui.selectable_value(&mut self.tab, Tab::Matchsticks, strings.tab_matchsticks);
                // The settings sit at the right end, or start a row of their own when the tabs
                // leave no room (a narrow window, classroom zoom, longer Korean names).
                // Their width as drawn last frame (an estimate on the first).
                let id = ui.scope_id().with("settings_width");
                let needed = ui
                    .data(|d| d.get_temp::<f32>(id))
                    .unwrap_or_else(|| settings_width(ui, strings));
                let room = ui.available_size_before_wrap().x;
                if room < needed {
                    ui.end_row();
                } else {
                    ui.add_space(room - needed);
                }
                let drawn = ui
                    .horizontal(|ui| self.settings_ui(ui, strings))
                    .response
                    .rect
                    .width();
                if (drawn - needed).abs() > 0.5 {
                    ui.data_mut(|d| d.insert_temp(id, drawn));
                    ui.ctx().request_repaint();
                }
            });
        });
        if self.styled_for != Some(self.classroom) {
            classroom_style(ui.ctx(), self.classroom);
            self.styled_for = Some(self.classroom);
        }
        self.tree_tab.set_classroom(self.classroom);
        self.grundy_tab.set_classroom(self.classroom);
        self.match_tab.set_classroom(self.classroom);
        self.files_ui(ui, strings);
        let action = egui::CentralPanel::default()
            .show(ui, |ui| match self.tab {
                Tab::GameTree => self.tree_tab.ui(ui, strings),
                Tab::Grundy => self.grundy_tab.ui(ui, strings),
                Tab::Matchsticks => self.match_tab.ui(ui, strings),
            })
            .inner;
        if let Some(action) = action {
            self.act(action);
        }
    }
}

/// Classroom mode makes everything larger and the text full black or white, for projectors.
fn classroom_style(ctx: &egui::Context, on: bool) {
    ctx.set_zoom_factor(if on { CLASSROOM_ZOOM } else { 1.0 });
    for theme in [egui::Theme::Dark, egui::Theme::Light] {
        ctx.style_mut_of(theme, |style| {
            let ink = match theme {
                egui::Theme::Dark => egui::Color32::WHITE,
                egui::Theme::Light => egui::Color32::BLACK,
            };
            style.visuals.override_text_color = on.then_some(ink);
        });
    }
}

/// How much larger classroom mode draws everything.
const CLASSROOM_ZOOM: f32 = 1.3;

/// Light or dark: a light theme reads better on a classroom projector.
/// About how wide the tab bar's settings group is (five buttons with their padding, two
/// separators and the gaps between the seven), until it has been drawn once.
fn settings_width(ui: &egui::Ui, strings: &Strings) -> f32 {
    let spacing = ui.spacing();
    let buttons: f32 = [strings.classroom, strings.theme_light, strings.theme_dark]
        .into_iter()
        .chain(Language::ALL.into_iter().map(Language::name))
        .map(|text| widgets::unwrapped_width(ui, text) + 2.0 * spacing.button_padding.x)
        .sum();
    let separators = 2.0 * SEPARATOR_WIDTH;
    buttons + separators + 6.0 * spacing.item_spacing.x
}

/// The room egui's separator takes in a row.
const SEPARATOR_WIDTH: f32 = 6.0;

impl NimlabApp {
    /// Language, classroom mode and theme, left to right.
    fn settings_ui(&mut self, ui: &mut egui::Ui, strings: &Strings) {
        // The two names say what they are; the word "Language" is their hover text, which keeps
        // the bar on one row at 800×600.
        for language in Language::ALL {
            ui.selectable_value(&mut self.language, language, language.name())
                .on_hover_text(strings.language);
        }
        ui.separator();
        ui.toggle_value(&mut self.classroom, strings.classroom)
            .on_hover_text(strings.classroom_hint);
        ui.separator();
        theme_ui(ui, strings);
    }
}

fn theme_ui(ui: &mut egui::Ui, strings: &Strings) {
    let mut theme = ui.ctx().theme();
    for (choice, name) in [
        (egui::Theme::Light, strings.theme_light),
        (egui::Theme::Dark, strings.theme_dark),
    ] {
        ui.selectable_value(&mut theme, choice, name);
    }
    if theme != ui.ctx().theme() {
        ui.ctx().set_theme(theme);
    }
}

/// How often the window's state is written while it runs: a crash or a pulled plug loses at
/// most this much of a lesson.
const AUTO_SAVE: std::time::Duration = std::time::Duration::from_secs(5);

impl eframe::App for NimlabApp {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        // eframe saves only during a frame; an idle window draws none, so wake it to save.
        ui.ctx().request_repaint_after(AUTO_SAVE);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.state());
    }

    fn auto_save_interval(&self) -> std::time::Duration {
        AUTO_SAVE
    }
}

/// Opens the window and runs until it is closed.
pub fn run_window() -> anyhow::Result<()> {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("nimlab")
            .with_app_id("nimlab")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([720.0, 480.0]),
        ..Default::default()
    };
    eframe::run_native("nimlab", options, Box::new(|cc| Ok(Box::new(NimlabApp::new(cc)))))
        .map_err(|err| anyhow::anyhow!("could not open the window: {err}"))
}
