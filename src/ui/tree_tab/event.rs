//! What the user did in a panel or view, as a value: panels and views draw from the tab's model
//! and return a [`TreeEvent`]; [`TreeTab::apply`] is the one place that acts on it.

use nimlab_core::games::Outcome;
use nimlab_core::games::play::Player;
use nimlab_core::games::view_tree::{NodeId, NodePath};

use super::TreeTab;
use super::lesson::Toward;
use super::stepper::StepCommand;
use crate::figure::Format;
use crate::i18n::Language;
use crate::ui::quiz::QuizPress;
use crate::ui::shell_action::ShellAction;
use crate::ui::tab::Apply;
use nimlab_model::tabs::tree::inputs::TreeView;

/// How much one press of + or − zooms the canvas.
pub(super) const ZOOM_STEP: f32 = 1.25;

/// What the player did in Play: the play panel acts on it, through the tab's `apply`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayEvent {
    /// A new game, with this player to start (New game, or who starts changed).
    NewGame(Player),
    /// Take back the player's last move (and the computer's answer to it).
    Undo,
    /// Take this many coins.
    Take(u32),
    /// Show the finished game after this many moves.
    Replay(usize),
}

/// What the user did; the tab applies it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TreeEvent {
    /// A node of the tree was picked: it and the position it shows are selected.
    SelectNode {
        /// The node's takes from the root.
        path: NodePath,
        /// The position it shows.
        coins: u32,
    },
    /// A position was picked (in the DAG, the table, the formula or the pattern strip).
    SelectState(u32),
    /// Collapse the node at this path, or expand it if collapsed.
    ToggleFold(NodePath),
    /// Forget every collapse/expand choice.
    ResetFolds,
    /// Fit the view on show to its canvas.
    FitView,
    /// Stop the analysis being computed.
    CancelAnalysis,
    /// Classroom mode: the class's answer about a node, which reveals it.
    Answer {
        /// The node asked about.
        node: NodeId,
        /// Win or lose, as the class said.
        guess: Outcome,
    },
    /// Classroom mode: every value shows.
    RevealAll,
    /// Classroom mode: every value hides again.
    HideAll,
    /// The class quiz: Ask, Right or Wrong, or the tally's buttons.
    Quiz(QuizPress),
    /// A move, a new game, an undo or a replay in Play.
    Play(PlayEvent),
    /// Export PNG…: the view as drawn.
    ExportPng,
    /// Export CSV…: the coin-game article's DP table.
    ExportCsv,
    // What the view buttons, the step-through's buttons and the keys send.
    /// Show this view (its button, or its key).
    ShowView(TreeView),
    /// A step-through button or key.
    Step(StepCommand),
    /// `PageDown` or `PageUp`: along the lesson path (`lesson`).
    Lesson(Toward),
    /// Zoom the canvas on show in (+).
    ZoomIn,
    /// Zoom the canvas on show out (−).
    ZoomOut,
    /// Figure…: the tree drawn for the page.
    ExportFigure {
        /// PNG, SVG or PDF.
        format: Format,
        /// The language of its words.
        language: Language,
    },
    /// Figure… → Animation (GIF)…: the step-through of the tree or the DP as an animated GIF.
    ExportAnimation {
        /// The language of its words.
        language: Language,
    },
    /// Worksheet…: the tree and DP table, or the DP table alone, as a lesson sheet (PDF), blank
    /// or as the key.
    ExportSheet {
        /// The tree or the table alone.
        which: crate::figure::lesson_sheet::CoinSheet,
        /// The language of its words.
        language: Language,
    },
}

/// Applies what the user did: the one place the tab's model changes in answer to a panel or a
/// view, and the one place it asks the shell for something (an export).
impl Apply for TreeTab {
    type Event = TreeEvent;

    fn apply(&mut self, event: TreeEvent) -> Option<ShellAction> {
        let export = match event {
            TreeEvent::SelectNode { path, coins } => {
                self.selection.select_node(path, coins);
                None
            }
            TreeEvent::SelectState(coins) => {
                let tree = self.shown.as_deref().map(|analysis| &analysis.tree);
                self.selection.select_state(coins, tree);
                None
            }
            TreeEvent::ToggleFold(path) => {
                self.toggle_fold(path);
                None
            }
            TreeEvent::ResetFolds => {
                self.folds.clear();
                None
            }
            TreeEvent::FitView => {
                self.cameras.fit(self.inputs.view);
                None
            }
            TreeEvent::CancelAnalysis => {
                self.analysis.cancel();
                None
            }
            TreeEvent::Answer { node, guess } => {
                self.classroom.answer(node, guess);
                None
            }
            TreeEvent::RevealAll => {
                self.classroom.reveal_all();
                None
            }
            TreeEvent::HideAll => {
                self.classroom.forget();
                None
            }
            TreeEvent::Quiz(press) => return self.quiz_press(press),
            TreeEvent::Play(event) => {
                if let Some(analysis) = self.shown.as_deref() {
                    self.play.apply(event, analysis);
                }
                None
            }
            TreeEvent::ShowView(view) => {
                self.inputs.view = view;
                None
            }
            TreeEvent::Step(command) => {
                self.step(command);
                None
            }
            TreeEvent::Lesson(toward) => {
                self.lesson(toward);
                None
            }
            TreeEvent::ZoomIn => {
                self.cameras.zoom(self.inputs.view, ZOOM_STEP);
                None
            }
            TreeEvent::ZoomOut => {
                self.cameras.zoom(self.inputs.view, 1.0 / ZOOM_STEP);
                None
            }
            TreeEvent::ExportPng => self.shown.as_deref().and_then(|analysis| {
                self.export
                    .png(analysis, self.inputs.view, &mut self.cameras.tree)
            }),
            TreeEvent::ExportFigure { format, language } => self.shown.as_deref().map(|analysis| {
                let (view, evaluation) = (self.inputs.view, self.inputs.evaluation);
                self.export.figure(analysis, view, evaluation, format, language)
            }),
            TreeEvent::ExportCsv => self.shown.as_deref().map(|analysis| self.dp_csv(analysis)),
            TreeEvent::ExportAnimation { language } => self.shown.as_deref().and_then(|analysis| {
                let (view, evaluation) = (self.inputs.view, self.inputs.evaluation);
                let speed = self.step_through.speed();
                self.export.animation(analysis, view, evaluation, language, speed)
            }),
            TreeEvent::ExportSheet { which, language } => self.shown.as_deref().map(|analysis| {
                let hidden = self.classroom.revealed().is_some();
                self.export.sheet(which, analysis, language, hidden)
            }),
        };
        export.map(ShellAction::Export)
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;
    use crate::jobs::Stop;
    use crate::ui::export::ExportRequest;
    use crate::ui::tab::TabPanel;

    fn extension(name: &str) -> Option<&str> {
        std::path::Path::new(name).extension()?.to_str()
    }

    /// The default tab with its analysis in, polled with a deadline.
    fn analysed() -> TreeTab {
        let mut tab = TreeTab::default();
        let ctx = egui::Context::default();
        tab.start_job_if_needed(&ctx);
        let deadline = Instant::now() + Duration::from_mins(1);
        while tab.analysis().is_none() {
            assert!(Instant::now() < deadline, "the analysis never came");
            std::thread::yield_now();
            tab.poll_job();
        }
        tab
    }

    #[test]
    fn an_export_event_asks_the_shell_for_that_export() {
        let mut tab = analysed();
        let Some(ShellAction::Export(ExportRequest::Csv { name, text })) = tab.apply(TreeEvent::ExportCsv)
        else {
            panic!("Export CSV… asks for a CSV");
        };
        assert!(name.starts_with("nimlab-dp-table-6-coins"), "{name}");
        assert_eq!(extension(&name), Some("csv"), "{name}");
        assert!(!text.is_empty());
        // No picture before the view was drawn: there is nothing to capture.
        assert_eq!(tab.apply(TreeEvent::ExportPng), None);
        let region = egui::Rect::from_min_size(egui::pos2(10.0, 20.0), egui::vec2(300.0, 200.0));
        tab.export.view_rect = Some(region);
        let Some(ShellAction::Export(ExportRequest::Png {
            name, region: asked, ..
        })) = tab.apply(TreeEvent::ExportPng)
        else {
            panic!("Export PNG… asks for a picture of the view");
        };
        assert_eq!(asked, region);
        assert!(name.starts_with("nimlab-recursive-tree-6-coins"), "{name}");
        let figure = TreeEvent::ExportFigure {
            format: Format::Svg,
            language: Language::English,
        };
        let Some(ShellAction::Export(ExportRequest::Figure { name, .. })) = tab.apply(figure) else {
            panic!("Figure… asks for a figure");
        };
        assert!(name.starts_with("nimlab-tree-figure-6-coins"), "{name}");
        assert_eq!(extension(&name), Some("svg"), "{name}");
    }

    #[test]
    fn plays_moves_pass_through_apply_and_the_computer_answers() {
        use nimlab_core::games::play::Player;
        let mut tab = analysed();
        assert_eq!(
            tab.apply(TreeEvent::Play(PlayEvent::NewGame(Player::Human))),
            None
        );
        let start = tab.play_game().map(|game| (game.coins, game.moves.len()));
        assert_eq!(start, Some((6, 0)), "a new game on the pile on show");
        tab.apply(TreeEvent::Play(PlayEvent::Take(2)));
        let game = tab.play_game().expect("the game goes on");
        assert_eq!(game.moves.first(), Some(&(Player::Human, 2)));
        let answered: Vec<u32> = game.moves[1..]
            .iter()
            .map(|&(player, take)| {
                assert_eq!(player, Player::Computer);
                take
            })
            .collect();
        assert_eq!(answered.len(), 1, "the computer answers once: {:?}", game.moves);
        assert!((1..=3).contains(&answered[0]), "a legal take: {answered:?}");
        assert_eq!(game.coins, 6 - 2 - answered[0]);
        tab.apply(TreeEvent::Play(PlayEvent::Undo));
        let undone = tab.play_game().map(|game| (game.coins, game.moves.len()));
        assert_eq!(undone, Some((6, 0)), "Undo takes back the move and its answer");
    }

    #[test]
    fn other_events_ask_nothing_of_the_shell_and_cancel_stops_the_job() {
        let mut tab = analysed();
        assert_eq!(tab.apply(TreeEvent::SelectState(3)), None);
        assert_eq!(tab.selection.state, Some(3));
        tab.set_classroom(true);
        assert!(tab.classroom.is_hidden(NodeId(0)));
        let answer = TreeEvent::Answer {
            node: NodeId(0),
            guess: Outcome::Win,
        };
        assert_eq!(tab.apply(answer), None);
        assert!(!tab.classroom.is_hidden(NodeId(0)));
        assert!(tab.classroom.is_hidden(NodeId(1)));
        tab.apply(TreeEvent::RevealAll);
        assert!(tab.classroom.revealed().is_none());
        tab.apply(TreeEvent::HideAll);
        assert!(tab.classroom.is_hidden(NodeId(0)));
        tab.inputs.coins = "9".to_owned();
        tab.start_job_if_needed(&egui::Context::default());
        assert!(!tab.is_up_to_date());
        assert_eq!(tab.apply(TreeEvent::CancelAnalysis), None);
        assert!(!tab.analysis.is_running());
        assert_eq!(tab.analysis.stopped(), Some(&Stop::Cancelled));
    }

    #[test]
    fn a_fold_rebuilds_the_tree_on_show_but_never_the_analysis() {
        let mut tab = analysed();
        let before = std::sync::Arc::clone(&tab.analysis().expect("analysed").analysis);
        let nodes = tab.analysis().expect("analysed").tree.nodes.len();
        // 6 coins: 6 − 1 leaves 5, which has moves below it.
        let path: NodePath = vec![1];
        tab.apply(TreeEvent::ToggleFold(path.clone()));
        tab.poll_job();
        tab.start_job_if_needed(&egui::Context::default());
        assert!(tab.analysis.is_idle(), "the fold asked for no analysis");
        let shown = tab.analysis().expect("still analysed");
        let folded = shown.tree.find(&path).expect("6 − 1 is on show");
        assert!(shown.tree.node(folded).collapsed, "the fold shows at once");
        assert!(shown.tree.nodes.len() < nodes);
        assert!(
            std::sync::Arc::ptr_eq(&before, &shown.analysis),
            "the same analysis"
        );
        assert!(tab.is_up_to_date());
        tab.apply(TreeEvent::ResetFolds);
        tab.poll_job();
        assert_eq!(tab.analysis().expect("still analysed").tree.nodes.len(), nodes);
    }
}
