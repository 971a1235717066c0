//! The window's drawing code: thin over the engines in [`nimlab_core::games`].

pub mod camera;
pub mod copy;
pub mod export;
pub mod fonts;
pub mod forgotten;
pub mod grundy_tab;
pub mod keys;
pub mod layout;
pub mod lesson_sheet_menu;
pub mod match_tab;
pub mod numbers;
pub mod quiz;
pub mod shell_action;
pub mod style;
pub mod tab;
pub mod task;
pub mod tree_tab;
pub mod typing;
pub mod widgets;
