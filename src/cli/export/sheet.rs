//! `nimlab export sheet tree|grundy|nim … --out F.pdf [--answers]`: the tree and Grundy tabs'
//! lesson sheets to print, blank to fill in or, with `--answers`, filled (the key). Language,
//! paper and `--force` as `nimlab match sheet` takes them; every size is bounded before any
//! work, and an existing file is replaced only with `--force`.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::cli::grundy::{GameArgs, parse_count};
use crate::cli::matchsticks::{PaperArg, ensure_new, ensure_pdf};
use crate::cli::output::{LanguageArg, write_new};
use crate::cli::parse_rule;
use crate::cli::tree::parse_coins;
use crate::figure::lesson_sheet::{LessonSheet, SheetPrint};
use crate::figure::pages_pdf;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

/// The arguments of `nimlab export sheet`.
#[derive(Debug, Args)]
pub struct ExportSheetArgs {
    /// Which sheet.
    #[command(subcommand)]
    pub kind: SheetKind,
}

/// The lesson sheets.
#[derive(Debug, Subcommand)]
pub enum SheetKind {
    /// The coin game's tree with a box at every position for W or L, and its DP table.
    Tree(TreeSheetArgs),
    /// g(0) … g(count − 1) with each mex worked out, and a sum of heaps to solve.
    Grundy(GrundySheetArgs),
    /// Nim heaps in binary: the XOR bit by bit, the outcome and a winning move.
    Nim(NimSheetArgs),
}

/// `nimlab export sheet tree`.
#[derive(Debug, Args)]
pub struct TreeSheetArgs {
    /// Coins at the root (the tree must fit one page: the refusal says how far it goes).
    #[arg(long, value_parser = parse_coins)]
    pub coins: u32,
    /// The takes allowed (1,2,3 unless told).
    #[arg(long, value_parser = crate::cli::parse_moves)]
    pub take: Option<MoveSet>,
    /// misere (whoever takes the last coin loses, the default) or normal.
    #[arg(long, default_value = "misere", value_parser = parse_rule)]
    pub rule: Rule,
    /// Where and how.
    #[command(flatten)]
    pub print: PrintArgs,
}

/// `nimlab export sheet grundy`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("game").required(true).args(["take", "octal", "powers", "any"])))]
pub struct GrundySheetArgs {
    /// The game.
    #[command(flatten)]
    pub game: GameArgs,
    /// How many values: g(0) … g(count − 1), at most 24.
    #[arg(long, default_value_t = 12, value_parser = parse_count)]
    pub count: usize,
    /// normal, or misere (seed 001's convention; no sum under misère).
    #[arg(long, default_value = "normal", value_parser = parse_rule)]
    pub rule: Rule,
    /// The heaps of the sum to solve, e.g. 3,5,11, each below --count (three the row covers
    /// unless told).
    #[arg(long, value_name = "SIZES", value_delimiter = ',', conflicts_with = "no_sum")]
    pub sum: Option<Vec<u32>>,
    /// No sum to solve.
    #[arg(long)]
    pub no_sum: bool,
    /// Where and how.
    #[command(flatten)]
    pub print: PrintArgs,
}

/// `nimlab export sheet nim`.
#[derive(Debug, Args)]
pub struct NimSheetArgs {
    /// The heap sizes, e.g. 3 4 5.
    #[arg(required = true)]
    pub heaps: Vec<u32>,
    /// Where and how.
    #[command(flatten)]
    pub print: PrintArgs,
}

/// Where a sheet goes and how it is printed, as `nimlab match sheet` takes them.
#[derive(Debug, Args)]
pub struct PrintArgs {
    /// The PDF to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Fill in every answer: the key.
    #[arg(long)]
    pub answers: bool,
    /// The language of the words: en or ko.
    #[arg(long, value_enum, default_value = "en")]
    pub language: LanguageArg,
    /// a4 or letter.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    /// Replace --out if it exists.
    #[arg(long)]
    pub force: bool,
}

pub(super) fn export_sheet(args: &ExportSheetArgs) -> anyhow::Result<String> {
    let (sheet, print) = match &args.kind {
        SheetKind::Tree(args) => (
            LessonSheet::Tree {
                game: CoinGame {
                    moves: args
                        .take
                        .clone()
                        .unwrap_or_else(|| MoveSet::one_to(3).expect("{1,2,3} is a move set")),
                    rule: args.rule,
                },
                coins: args.coins,
            },
            &args.print,
        ),
        SheetKind::Grundy(args) => {
            let game = args.game.game().expect("clap requires one game");
            let sum = match (&args.sum, args.no_sum || args.rule == Rule::Misere) {
                (Some(sum), _) => sum.clone(),
                (None, true) => Vec::new(),
                (None, false) => LessonSheet::default_sum(args.count),
            };
            (
                LessonSheet::Grundy {
                    game,
                    rule: args.rule,
                    count: args.count,
                    sum,
                },
                &args.print,
            )
        }
        SheetKind::Nim(args) => (
            LessonSheet::Nim {
                heaps: args.heaps.clone(),
            },
            &args.print,
        ),
    };
    ensure_pdf("--out", &print.out)?;
    ensure_new(&print.out, print.force)?;
    sheet.check().map_err(anyhow::Error::msg)?;
    let pages = sheet
        .pages(SheetPrint {
            paper: print.paper.into(),
            language: print.language.into(),
            answers: print.answers,
        })
        .map_err(anyhow::Error::msg)?;
    let title = pages.first().map(|page| page.title.clone()).unwrap_or_default();
    let pdf = pages_pdf(&pages, &title)?;
    Ok(format!(
        "{} ({} pages)",
        write_new(&print.out, &pdf, print.force)?,
        pages.len()
    ))
}
