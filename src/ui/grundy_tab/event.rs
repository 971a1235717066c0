//! What the user did on the Grundy tab. Panels draw from the tab's state and return events;
//! [`super::GrundyTab`] applies them in one place, so each piece of state has one owner.

use crate::ui::export::ExportRequest;
use crate::ui::quiz::QuizPress;
use nimlab_core::games::Rule;
use nimlab_core::games::sums::SumMove;

use super::sum_play::SumPlayEvent;
use nimlab_model::tabs::grundy::inputs::HeapInput;
use nimlab_model::tabs::tree::heaps::HeapInputs;

/// One thing the user asked for while a panel was drawn.
#[derive(Clone, Debug, PartialEq)]
pub enum GrundyEvent {
    /// Work out the mex of this n (a row or bar was clicked).
    Select(u32),
    /// Classroom mode: show g(n).
    Reveal(u32),
    /// Classroom mode: show every value.
    RevealAll,
    /// Classroom mode: hide every value again.
    HideAll,
    /// Classroom mode: show the values, outcome and winning moves of this sum under this rule.
    RevealSum(Vec<HeapInput>, Rule),
    /// Play a winning move on the sum as built.
    PlayWinningMove(SumMove),
    /// Something done in the game against the computer (a new game, a move).
    Game(SumPlayEvent),
    /// Stop the computation of values.
    CancelJob,
    /// Back to the default game, keeping the sum builder as it is.
    DefaultGame,
    /// Hand this export to the shell.
    Export(ExportRequest),
    /// Show these heaps in the tree tab (Show as a tree on the game, a value or the sum).
    ShowInTree(HeapInputs),
    /// The class quiz: Ask, Right or Wrong, or the tally's buttons.
    Quiz(QuizPress),
}

#[cfg(test)]
mod tests {
    use super::super::GrundyTab;
    use super::*;
    use crate::jobs::Stop;
    use crate::ui::shell_action::ShellAction;
    use crate::ui::tab::Apply as _;

    #[test]
    fn an_export_event_is_handed_to_the_shell_as_it_was_asked() {
        let mut tab = GrundyTab::default();
        let request = ExportRequest::Csv {
            name: "nimlab-grundy-nim-normal-10-values.csv".to_owned(),
            text: "n,g\n".to_owned(),
        };
        assert_eq!(
            tab.apply(GrundyEvent::Export(request.clone())),
            Some(ShellAction::Export(request))
        );
        assert_eq!(tab.apply(GrundyEvent::Select(4)), None);
        assert_eq!(tab.inputs.selected, Some(4));
    }

    #[test]
    fn a_game_on_the_sum_starts_and_moves_only_through_events() {
        let mut tab = GrundyTab::default();
        assert_eq!(tab.sum_position(), None);
        assert_eq!(tab.apply(GrundyEvent::Game(SumPlayEvent::Switch(true))), None);
        let sizes = |tab: &GrundyTab| {
            tab.sum_position()
                .map(|h| h.iter().map(|h| h.size).collect::<Vec<_>>())
        };
        assert_eq!(sizes(&tab), Some(vec![3, 4, 5]));
        let played = SumMove {
            heap: 0,
            from: 3,
            to: vec![2],
        };
        tab.apply(GrundyEvent::Game(SumPlayEvent::Move(played)));
        assert_eq!(sizes(&tab), Some(vec![2, 4, 5]));
        tab.apply(GrundyEvent::Game(SumPlayEvent::Switch(false)));
        assert_eq!(sizes(&tab), None);
        assert_eq!(
            tab.inputs.heaps.iter().map(|h| h.size).collect::<Vec<_>>(),
            [3, 4, 5]
        );
    }

    #[test]
    fn cancel_stops_the_computation_of_values() {
        let mut tab = GrundyTab::default();
        let key = tab.wanted_key().expect("the default game is valid");
        tab.result.want(key, || {});
        assert!(tab.result.is_running());
        assert_eq!(tab.apply(GrundyEvent::CancelJob), None);
        assert!(!tab.result.is_running());
        assert_eq!(tab.result.stopped(), Some(&Stop::Cancelled));
    }
}
