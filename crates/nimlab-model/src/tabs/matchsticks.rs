//! The matchstick tab's model: the open puzzle's session (its editors, undo book and document),
//! a student's attempt in play mode (at an equation, or at a figure puzzle with its hints), the
//! collection as a document, what is remembered between runs, and the words for an edit the
//! puzzle refuses.

pub mod canvas_edit;
pub mod document;
pub mod figure_hints;
pub mod figure_play;
pub mod generator_choices;
pub mod play;
pub mod puzzle_session;
pub mod refusal;
pub mod saved_session;
pub mod saved_tab;
pub mod sheet_choices;
