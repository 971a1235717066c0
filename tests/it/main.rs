//! The one integration-test binary: engines against reference data and brute force, the command
//! line as a user runs it, and the window driven through `egui_kittest` as a person would.

mod cli;
mod engine_properties;
mod export_ui;
mod grundy_properties;
mod grundy_robustness_ui;
mod grundy_tab_ui;
mod lesson_ui;
mod match_snapshots;
mod match_tab_ui;
mod matchstick_properties;
mod puzzle_files;
mod support;
mod tree_tab_ui;
