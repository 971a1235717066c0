//! A view of the window as a link carries it and a lesson plan's step restores it: the open
//! tab, that tab's inputs (on the matchstick tab the puzzle as authored, its mode and side
//! panel), classroom mode and, for a lesson's step, where the lesson had got to: the game-tree
//! tab's folds, step-through's step, classroom reveals and the part of each canvas on show, or
//! the Grundy tab's revealed values. Its RON is a part of an
//! `AppState`, each part written as the remembered state writes
//! it and only the parts present, so a view is also a state that `NIMLAB_STATE` reads.
//!
//! A view read back is untrusted: each part it has is checked exactly as a remembered state's
//! part is (`AppState::sanitized`), and where that would change anything the view is
//! refused whole, naming the part ([`ViewProblem`]): a view opens what it says or nothing.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::tabs::Tab;
use crate::tabs::grundy::inputs::GrundyInputs;
use crate::tabs::matchsticks::saved_tab::SharedPuzzle;
use crate::tabs::reveals::SavedReveals;
use crate::tabs::tree::inputs::TreeInputs;
use crate::tabs::tree::progress::SavedTreeProgress;

/// The version of the remembered state's layout (`AppState`'s), which a view's text carries
/// as a part of one. 2 added the games in progress and the step-through (`tree_progress`,
/// `sum_game`).
pub const STATE_VERSION: u32 = 2;

/// What a view opens: each part is replaced when present and left as it is when absent.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SharedView {
    /// The tab to show.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub tab: Option<Tab>,
    /// The game-tree tab's inputs (pile, takes, rule, view, evaluation).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub tree: Option<TreeInputs>,
    /// The Grundy tab's inputs (game, rule, count, the sum's heaps, the selected n).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub grundy: Option<GrundyInputs>,
    /// The matchstick tab's puzzle, Equation box, mode and side panel.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub matchsticks: Option<SharedPuzzle>,
    /// Classroom mode.
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub classroom: Option<bool>,
    /// The game-tree tab's folds and the step-through's step (a lesson's step holds them; a
    /// link to a view does not, as it holds nothing of a lesson in progress).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub tree_progress: Option<SavedTreeProgress>,
    /// The Grundy tab's values revealed in classroom mode (a lesson's step holds them).
    #[serde(
        skip_serializing_if = "Option::is_none",
        serialize_with = "inner",
        deserialize_with = "present"
    )]
    pub grundy_revealed: Option<SavedReveals<u32>>,
}

/// A part of a view that is not valid or is past nimlab's limits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewPart {
    /// The game-tree tab's inputs.
    TreeInputs,
    /// The game-tree tab's folds and step.
    TreeProgress,
    /// The Grundy tab's inputs.
    GrundyInputs,
    /// The matchstick tab's puzzle.
    Matchsticks,
}

/// Why a view's text was not opened.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewProblem {
    /// It does not read as RON of nimlab's state, from here on.
    Unreadable {
        /// The line where reading stopped (from 1).
        line: usize,
        /// The column (from 1).
        column: usize,
    },
    /// This part is not valid or is past nimlab's limits.
    OutOfBounds(ViewPart),
    /// It names no tab and no part of one.
    NothingToOpen,
}

/// The view as a state writes it: its version first, then the parts present.
#[derive(Serialize)]
struct Written<'a> {
    version: u32,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    tab: &'a Option<Tab>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    tree: &'a Option<TreeInputs>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    grundy: &'a Option<GrundyInputs>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    matchsticks: &'a Option<SharedPuzzle>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    classroom: &'a Option<bool>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    tree_progress: &'a Option<SavedTreeProgress>,
    #[serde(skip_serializing_if = "Option::is_none", serialize_with = "inner")]
    grundy_revealed: &'a Option<SavedReveals<u32>>,
}

/// A present part written as its value (not `Some(…)`), as `AppState` has it.
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

/// A part that is there, read as its value.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(deserializer: D) -> Result<Option<T>, D::Error> {
    T::deserialize(deserializer).map(Some)
}

impl SharedView {
    /// The view as RON: a part of an `AppState`, with its version and the parts present.
    pub fn state_text(&self) -> String {
        let written = Written {
            version: STATE_VERSION,
            tab: &self.tab,
            tree: &self.tree,
            grundy: &self.grundy,
            matchsticks: &self.matchsticks,
            classroom: &self.classroom,
            tree_progress: &self.tree_progress,
            grundy_revealed: &self.grundy_revealed,
        };
        ron::to_string(&written).expect("plain data always writes as RON")
    }

    /// The view a state's RON `text` holds (anything else in it, such as a whole remembered
    /// state's language or recent files, is passed over), checked part by part.
    pub fn from_state_text(text: &str) -> Result<Self, ViewProblem> {
        let read: Self = ron::from_str(text).map_err(|error| ViewProblem::Unreadable {
            line: error.span.start.line,
            column: error.span.start.col,
        })?;
        read.checked()
    }

    /// The view if each part it has passes its own `sanitized()` unchanged: the checks
    /// `AppState::sanitized` makes of a remembered
    /// state, part by part.
    pub fn checked(self) -> Result<Self, ViewProblem> {
        if self == Self::default() {
            return Err(ViewProblem::NothingToOpen);
        }
        let changed = |sane: bool, part| {
            if sane {
                Ok(())
            } else {
                Err(ViewProblem::OutOfBounds(part))
            }
        };
        let tree = self
            .tree
            .as_ref()
            .is_none_or(|tree| tree.clone().sanitized() == *tree);
        changed(tree, ViewPart::TreeInputs)?;
        let progress = self.tree_progress.as_ref();
        let progress = progress.is_none_or(|progress| progress.clone().sanitized() == *progress);
        changed(progress, ViewPart::TreeProgress)?;
        let grundy = self
            .grundy
            .as_ref()
            .is_none_or(|grundy| grundy.clone().sanitized() == *grundy);
        changed(grundy, ViewPart::GrundyInputs)?;
        // The reveals are a part of where the Grundy tab's lesson stands: named with its inputs.
        let revealed = self
            .grundy_revealed
            .as_ref()
            .is_none_or(|revealed| revealed.clone().sanitized_sizes() == *revealed);
        changed(revealed, ViewPart::GrundyInputs)?;
        let puzzle = self.matchsticks.as_ref().is_none_or(|shared| {
            let saved = shared.saved_tab();
            saved.clone().sanitized() == saved
        });
        changed(puzzle, ViewPart::Matchsticks)?;
        Ok(self)
    }

    /// The view holds a puzzle, which would replace the open one.
    pub fn has_puzzle(&self) -> bool {
        self.matchsticks.is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tabs::saved_camera::SavedCamera;
    use crate::tabs::tree::inputs::TreeView;
    use crate::tabs::tree::progress::SavedTreeCameras;

    #[test]
    fn a_view_with_a_step_comes_back_from_its_text_and_reads_as_a_state() {
        let view = SharedView {
            tab: Some(Tab::GameTree),
            tree: Some(TreeInputs {
                view: TreeView::DynamicProgramming,
                ..TreeInputs::default()
            }),
            classroom: Some(true),
            tree_progress: Some(SavedTreeProgress {
                steps: Some(4),
                revealed: SavedReveals::new(false, [vec![], vec![2, 1]]),
                cameras: SavedTreeCameras {
                    tree: Some(SavedCamera {
                        centre: (17.5, 3.25),
                        span: (12.0, 6.5),
                    }),
                    ..SavedTreeCameras::default()
                },
                ..SavedTreeProgress::default()
            }),
            grundy_revealed: Some(SavedReveals::new(false, [3, 0])),
            ..SharedView::default()
        };
        let text = view.state_text();
        assert!(text.starts_with("(version:2,tab:GameTree,"), "{text}");
        assert!(text.contains("revealed:(all:false,shown:[[],[2,1]])"), "{text}");
        assert!(
            !text.contains("heap_revealed"),
            "nothing revealed is not written: {text}"
        );
        assert_eq!(SharedView::from_state_text(&text), Ok(view));
    }

    #[test]
    fn a_part_past_the_limits_is_named() {
        let folds = format!("[{}]", "([1],Collapsed),".repeat(1_001));
        let text = format!("(tab:GameTree,tree_progress:(folds:{folds}))");
        assert_eq!(
            SharedView::from_state_text(&text),
            Err(ViewProblem::OutOfBounds(ViewPart::TreeProgress))
        );
        assert_eq!(SharedView::from_state_text("()"), Err(ViewProblem::NothingToOpen));
        let revealed = format!("[{}]", "[1],".repeat(1_001));
        let text = format!("(tab:GameTree,tree_progress:(revealed:(shown:{revealed})))");
        assert_eq!(
            SharedView::from_state_text(&text),
            Err(ViewProblem::OutOfBounds(ViewPart::TreeProgress)),
            "a thousand and one revealed nodes"
        );
        let nan = "(tab:GameTree,tree_progress:(cameras:(tree:Some((centre:(NaN,0.0),span:(1.0,1.0))))))";
        assert_eq!(
            SharedView::from_state_text(nan),
            Err(ViewProblem::OutOfBounds(ViewPart::TreeProgress))
        );
        let far = "(tab:Grundy,grundy_revealed:(shown:[4000000000]))";
        assert_eq!(
            SharedView::from_state_text(far),
            Err(ViewProblem::OutOfBounds(ViewPart::GrundyInputs))
        );
        assert!(matches!(
            SharedView::from_state_text("(tab:Nowhere)"),
            Err(ViewProblem::Unreadable { line: 1, .. })
        ));
    }
}
