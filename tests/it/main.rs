//! The one integration-test binary: engines against reference data and brute force, the command
//! line as a user runs it, and the window driven through `egui_kittest` as a person would.

mod architecture;
mod chaos;
mod chaos_findings;
mod cli;
mod cli_edges;
mod cli_export;
mod cli_export_animation;
mod cli_export_grundy;
mod cli_export_position_tree;
mod cli_export_positions;
mod cli_log;
mod cli_match;
mod cli_match_figures;
mod cli_match_generate;
mod cli_match_rules;
mod cli_match_sheet;
mod cli_match_symbols;
mod cli_match_unique;
mod cli_misere;
mod cli_refusals;
mod cli_shapes;
mod cli_special_files;
mod cli_title_emoji;
mod cli_tree_any;
mod cli_wording;
mod clipboard_ui;
mod engine_properties;
mod export_chooser_ui;
mod export_ui;
mod file_chooser_ui;
mod grundy_classroom_ui;
mod grundy_export_ui;
mod grundy_misere_ui;
mod grundy_periods_ui;
mod grundy_properties;
mod grundy_robustness_ui;
mod grundy_room_ui;
mod grundy_slips_ui;
mod grundy_tab_ui;
mod keys_ui;
mod korean_register;
mod lesson_ui;
mod match_book_ui;
mod match_bounds_ui;
mod match_classroom_ui;
mod match_collection_ui;
mod match_exactly_ui;
mod match_export_ui;
mod match_figure_answers_ui;
mod match_figure_book_ui;
mod match_figure_design_ui;
mod match_figure_generator_ui;
mod match_figure_ui;
mod match_files_ui;
mod match_fit_ui;
mod match_hints_ui;
mod match_play_ui;
mod match_sheet_ui;
mod match_snapshots;
mod match_stale_ui;
mod match_symbols_ui;
mod match_tab_ui;
mod match_tray_ui;
mod match_window_sizes_ui;
mod match_workbench_ui;
mod matchstick_properties;
mod memory_flood;
mod notice_ui;
mod overwrite_ui;
mod presentation_lesson_ui;
mod presentation_ui;
mod projector_dp_ui;
mod projector_stack_ui;
mod projector_ui;
mod puzzle_files;
mod puzzle_not_board_ui;
mod restart_ui;
mod restore_games_ui;
mod share_link_ui;
mod support;
mod tab_bar_ui;
mod tree_animation_ui;
mod tree_classroom_reasons_ui;
mod tree_classroom_ui;
mod tree_code_ui;
mod tree_export_ui;
mod tree_heaps_export_ui;
mod tree_heaps_ui;
mod tree_play_ui;
mod tree_room_ui;
mod tree_slips_ui;
mod tree_small_window_ui;
mod tree_step_ui;
mod tree_tab_ui;
mod tree_wording_ui;
mod window_snapshots;

/// Counts every allocation of this binary (all threads), so the randomized UI test can hold the
/// app to its memory cap. The hard limit is far above that cap: it only stops a runaway
/// allocation from taking the shared machine down (the process then aborts with "memory
/// allocation failed"; the randomized test's action log on disk says what led there).
#[global_allocator]
static ALLOCATOR: cap::Cap<std::alloc::System> = cap::Cap::new(std::alloc::System, HARD_MEMORY_LIMIT);

const HARD_MEMORY_LIMIT: usize = 2 * 1024 * 1024 * 1024;
