//! `nimlab match generate --save FILE.ron`: every puzzle generated as one puzzle collection, as
//! the window's *Save list as collection…* writes it, at most `MAX_COLLECTION` of them.

use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use crate::cli::output::write_new;
use nimlab_core::matchsticks::budget::Budget;
use nimlab_core::matchsticks::generate::Generated;
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::survey::Shape;
use nimlab_core::puzzle_file::{MAX_COLLECTION, PuzzleFile, to_text};

/// Where `nimlab match generate` saves its list.
#[derive(Debug, Args)]
pub struct SaveArgs {
    /// Save every puzzle found (not only those --limit lists) as one puzzle collection (.ron),
    /// with the goal, budget and rules they were generated for; at most 1000 puzzles.
    #[arg(long, value_name = "FILE.ron")]
    pub save: Option<PathBuf>,
    /// Replace --save's file if it exists.
    #[arg(long)]
    pub force: bool,
}

/// What a generation was: what the collection records.
pub struct Generation<'a> {
    /// The shape generated from.
    pub shape: &'a Shape,
    /// Move, add or remove sticks, how many, up to or exactly.
    pub budget: Budget,
    /// The rules asked for.
    pub rules: Rules,
    /// The filters that were on, as flags ("" for none).
    pub filters: &'a str,
}

/// The collection `--save` wrote, for the JSON.
#[derive(Debug, Serialize)]
pub struct Saved {
    file: String,
    puzzles: usize,
    bytes: usize,
}

impl Saved {
    /// The line the text output ends with.
    pub fn line(&self) -> String {
        format!(
            "wrote {} ({} bytes): the {} puzzle(s) as one collection",
            self.file, self.bytes, self.puzzles
        )
    }
}

impl SaveArgs {
    /// Checked before any work: a `.ron` name, no file in the way without --force, and no
    /// --force without --save.
    pub fn check(&self) -> anyhow::Result<()> {
        let Some(path) = &self.save else {
            // Refused rather than ignored: a --force meant for a file is a --save left out.
            anyhow::ensure!(
                !self.force,
                "--force replaces the file --save names: give --save FILE.ron"
            );
            return Ok(());
        };
        anyhow::ensure!(
            path.extension().is_some_and(|e| e.eq_ignore_ascii_case("ron")),
            "--save {} must end in .ron: it is written as a puzzle collection",
            path.display()
        );
        anyhow::ensure!(
            self.force || !path.exists(),
            "{} exists: pass --force to replace it",
            path.display()
        );
        Ok(())
    }

    /// How many puzzles the generation keeps to list `limit` of them: a collection is saved
    /// whole, so as many as one holds when saving.
    pub fn keep(&self, limit: usize) -> usize {
        if self.save.is_some() {
            limit.max(MAX_COLLECTION)
        } else {
            limit
        }
    }

    /// Writes every puzzle generated as one collection, if asked to; refuses, writing nothing,
    /// when there are none or more than a collection holds.
    pub fn save(&self, generation: &Generation<'_>, generated: &Generated) -> anyhow::Result<Option<Saved>> {
        let Some(path) = &self.save else {
            return Ok(None);
        };
        anyhow::ensure!(
            generated.total > 0,
            "no puzzle was found{}: nothing to save, {} not written",
            if generation.filters.is_empty() {
                String::new()
            } else {
                format!(" that passes {}", generation.filters)
            },
            path.display()
        );
        anyhow::ensure!(
            generated.total <= MAX_COLLECTION,
            "{} puzzles were found, more than a collection holds (at most {MAX_COLLECTION}): \
             narrow the filters (--digits, --difficulty, --operator-flip, --no-leading-zero-anywhere); \
             {} not written",
            generated.total,
            path.display()
        );
        anyhow::ensure!(
            generated.puzzles.len() == generated.total,
            "only {} of the {} puzzles found were kept: nothing to save",
            generated.puzzles.len(),
            generated.total
        );
        let file = PuzzleFile::generated_within(
            generation.shape,
            &generated.puzzles,
            generation.budget,
            generation.rules,
        );
        let text = to_text(&file);
        write_new(path, text.as_bytes(), self.force)?;
        Ok(Some(Saved {
            file: path.display().to_string(),
            puzzles: file.puzzles.len(),
            bytes: text.len(),
        }))
    }
}
