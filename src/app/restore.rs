//! Bringing the last run back, and saying what could not be: the remembered state is read part
//! by part (a part that no longer reads starts afresh, the rest is kept), and the parts that
//! could not be read, or whose games the engines refused to replay, are named in a notice.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};

use ron::value::RawValue;

use super::{AppState, NimlabApp, Notice};
use crate::ui::forgotten::Forgotten;

/// One field of the remembered state as its RON text, if the state has it.
#[derive(Default)]
struct Part(Option<Box<RawValue>>);

impl<'de> Deserialize<'de> for Part {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Box::<RawValue>::deserialize(deserializer).map(|raw| Self(Some(raw)))
    }
}

/// The remembered state's fields, each kept as its RON text to read on its own.
#[derive(Default, Deserialize)]
#[serde(default)]
struct Parts {
    tab: Part,
    language: Part,
    tree: Part,
    grundy: Part,
    matchsticks: Part,
    classroom: Part,
    tree_progress: Part,
    sum_game: Part,
    grundy_revealed: Part,
    presenting: Part,
    zoom: Part,
    chooser_folder: Part,
    lesson: Part,
}

/// Reads `raw` into `field`; a part that does not read keeps the default and is named.
fn read_part<T: DeserializeOwned>(raw: Part, field: &mut T, part: Forgotten, forgotten: &mut Vec<Forgotten>) {
    let Part(Some(raw)) = raw else { return };
    match raw.into_rust::<T>() {
        Ok(value) => *field = value,
        Err(_) => forgotten.push(part),
    }
}

/// The state remembered as `text` (eframe's RON), and the parts of it that could not be read
/// and start afresh: all of it when it is not RON of a state at all.
pub fn read_remembered(text: &str) -> (AppState, Vec<Forgotten>) {
    if let Ok(state) = ron::from_str::<AppState>(text) {
        return (state, Vec::new());
    }
    let Ok(parts) = ron::from_str::<Parts>(text) else {
        return (AppState::default(), vec![Forgotten::Everything]);
    };
    let mut state = AppState::default();
    let mut forgotten = Vec::new();
    let found = &mut forgotten;
    read_part(parts.tab, &mut state.tab, Forgotten::Tab, found);
    read_part(parts.language, &mut state.language, Forgotten::Language, found);
    read_part(parts.tree, &mut state.tree, Forgotten::TreeInputs, found);
    read_part(parts.grundy, &mut state.grundy, Forgotten::GrundyInputs, found);
    read_part(
        parts.matchsticks,
        &mut state.matchsticks,
        Forgotten::Matchsticks,
        found,
    );
    read_part(parts.classroom, &mut state.classroom, Forgotten::Classroom, found);
    read_part(
        parts.tree_progress,
        &mut state.tree_progress,
        Forgotten::SavedTreeProgress,
        found,
    );
    read_part(parts.sum_game, &mut state.sum_game, Forgotten::SumGame, found);
    read_part(
        parts.grundy_revealed,
        &mut state.grundy_revealed,
        Forgotten::GrundyInputs,
        found,
    );
    read_part(
        parts.presenting,
        &mut state.presenting,
        Forgotten::Presentation,
        found,
    );
    read_part(parts.zoom, &mut state.zoom, Forgotten::Presentation, found);
    read_part(parts.lesson, &mut state.lesson, Forgotten::LessonPlan, found);
    // Only where the chooser opens: if it does not read, the chooser starts where it would have
    // anyway, and that is not worth a notice.
    if let Part(Some(raw)) = parts.chooser_folder
        && let Ok(folder) = raw.into_rust()
    {
        state.chooser_folder = folder;
    }
    // Every part used read (only the version, which is rewritten anyway, did not): nothing
    // was reset.
    (state, forgotten)
}

impl NimlabApp {
    /// The app from the state remembered as `text` (eframe's RON), read part by part: what could
    /// not be read starts afresh and is named in the notice under the tab bar, as is a game the
    /// engines refuse to replay.
    pub fn from_remembered(text: &str) -> Self {
        let (state, forgotten) = read_remembered(text);
        let mut app = Self::from_state(state);
        app.note_forgotten(forgotten);
        app
    }

    /// The app afresh when eframe found a remembered state file but could read nothing of it
    /// (not even its own RON around the state): the notice says everything was reset.
    pub fn from_unreadable_file() -> Self {
        let mut app = Self::from_state(AppState::default());
        app.note_forgotten(vec![Forgotten::Everything]);
        app
    }

    /// Names `parts` in the notice, with any already named there.
    fn note_forgotten(&mut self, parts: Vec<Forgotten>) {
        if parts.is_empty() {
            return;
        }
        if let Some(Notice::NotRestored(named)) = self.notices.current_mut() {
            for part in parts {
                if !named.contains(&part) {
                    named.push(part);
                }
            }
        } else {
            // About the tab open when it was found.
            self.notices.act_for(self.tab);
            self.notify(Notice::NotRestored(parts));
        }
    }

    /// Each frame: what a tab could not bring back since the last frame (a game refused at
    /// start, a step-through position that did not fit its first analysis) goes to the notice.
    pub(super) fn forgotten_ui(&mut self) {
        let mut parts = Vec::new();
        for tab in self.tabs_mut() {
            parts.extend(tab.take_forgotten());
        }
        self.note_forgotten(parts);
    }
}
