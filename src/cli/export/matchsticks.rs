//! `nimlab export match "0+3=09" --moves 1 [--answer] --out F`: a puzzle drawn for the page, or
//! its answer with the sticks that move marked.

use clap::Args;

use crate::cli::matchsticks::{PuzzleRules, parse_layout};
use crate::cli::output::Output;
use crate::figure::request::Subject;
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::Layout;

/// The arguments of `nimlab export match`.
#[derive(Debug, Args)]
pub struct ExportMatchArgs {
    /// The puzzle as an equation, e.g. "0+3=09".
    #[arg(value_parser = parse_layout)]
    pub puzzle: Layout,
    /// The most steps (moves, additions or removals).
    #[arg(long, default_value_t = 1)]
    pub moves: u32,
    /// The goal and the glyph rules (the answers are the fast solver's, whatever --algorithm).
    #[command(flatten)]
    pub rules: PuzzleRules,
    /// Draw the answer over the puzzle: sticks that leave dashed vermillion, sticks that arrive
    /// green; the figure's answer lines are also printed.
    #[arg(long)]
    pub answer: bool,
    /// The heading (the puzzle's equation unless given).
    #[arg(long)]
    pub title: Option<String>,
    /// Where and how.
    #[command(flatten)]
    pub output: Output,
}

pub(super) fn export_match(args: &ExportMatchArgs) -> anyhow::Result<String> {
    args.output.format()?;
    crate::cli::title::check(args.title.as_deref())?;
    args.output.check_free()?;
    args.rules.check_budget(args.moves)?;
    args.rules.check_layout(&args.puzzle)?;
    let rules = args.rules.rules();
    // The same request the window's Export menu sends, so both draw the same figure.
    let subject = Subject::Puzzle {
        title: args
            .title
            .clone()
            .unwrap_or_else(|| args.puzzle.text(rules.variants)),
        layout: args.puzzle.clone(),
        settings: Settings {
            goal: args.rules.goal,
            steps: args.moves,
            exactly: args.rules.exactly,
            rules,
        },
        with_answer: args.answer,
    };
    let (mut wrote, scene) = args.output.write_scene(&subject)?;
    if args.answer {
        // The key's words as the figure draws them (after its title, however many lines, and
        // its instruction), so what was printed can be read without opening it.
        let language: crate::i18n::Language = args.output.language.into();
        let instruction = (language.strings().figure.instruction)(args.rules.budget(args.moves));
        for line in scene.texts().skip_while(|line| *line != instruction).skip(1) {
            wrote.push_str("\n  ");
            wrote.push_str(line);
        }
    }
    // A character the figure's fonts lack is drawn as '?', and said so.
    let title = args.title.as_deref().unwrap_or_default();
    if crate::fonts::drawable(title, crate::fonts::figures_have) != title {
        return Ok(format!(
            "{wrote}\nnote: the title has characters no embedded font has (newer emoji); the figure draws each as '{}'",
            crate::fonts::REPLACEMENT
        ));
    }
    Ok(wrote)
}
