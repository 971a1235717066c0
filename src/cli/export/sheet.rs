//! `nimlab export sheet tree|dp|grundy|nim|sum … --out F.pdf [--answers]`: the tree and Grundy
//! tabs' lesson sheets to print, blank to fill in or, with `--answers`, filled (the key).
//! Language, paper and `--force` as `nimlab match sheet` takes them; every size is bounded
//! before any work (a refusal says the size asked and the limit), and an existing file is
//! replaced only with `--force`.

use std::path::PathBuf;

use clap::{Args, Subcommand};

use crate::cli::grundy::{GameArgs, parse_count, parse_sum_heap};
use crate::cli::matchsticks::{PaperArg, ensure_new, ensure_pdf};
use crate::cli::output::{LanguageArg, write_new};
use crate::cli::parse_rule;
use crate::cli::tree::parse_coins;
use crate::figure::grundy::SumHeap;
use crate::figure::lesson_sheet::{LessonSheet, SheetPrint};
use crate::figure::pages_pdf;
use nimlab_core::games::sums::Heap;
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
    /// The coin game's tree with a box at every position for W or L, and its DP table (a few
    /// coins: as many as keep its boxes 6 mm wide on the paper; `dp` goes further).
    Tree(CoinSheetArgs),
    /// The coin game's DP table alone, win[n] and a winning take from 1 coin up to 100 coins
    /// (seed 000's 13 coins on one page).
    Dp(CoinSheetArgs),
    /// g(0) … g(count − 1) with each mex worked out, and a sum of heaps to solve.
    Grundy(GrundySheetArgs),
    /// Nim heaps in binary: the XOR bit by bit, the outcome and a winning move.
    Nim(NimSheetArgs),
    /// A sum of heaps, each of its own game (as the tree tab's heaps): each heap's Grundy
    /// value, their XOR, the outcome and a winning move, under normal play.
    Sum(SumSheetArgs),
}

/// `nimlab export sheet tree` and `nimlab export sheet dp`.
#[derive(Debug, Args)]
pub struct CoinSheetArgs {
    /// Coins at the root, or the table's last pile (a refusal says how far the sheet goes).
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

/// `nimlab export sheet sum`.
#[derive(Debug, Args)]
pub struct SumSheetArgs {
    /// One heap as GAME:SIZE (nim:3, 1,3,4:6, 0.77:5, "powers 2:9"); repeat it for each heap,
    /// 1 to 6.
    #[arg(long = "heap", value_name = "GAME:SIZE", value_parser = parse_sum_heap, required = true)]
    pub heap: Vec<SumHeap>,
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

impl CoinSheetArgs {
    /// The game asked for: the takes (1,2,3 unless told) and the rule.
    fn game(&self) -> CoinGame {
        CoinGame {
            moves: self
                .take
                .clone()
                .unwrap_or_else(|| MoveSet::one_to(3).expect("{1,2,3} is a move set")),
            rule: self.rule,
        }
    }
}

pub(super) fn export_sheet(args: &ExportSheetArgs) -> anyhow::Result<String> {
    let (sheet, print) = match &args.kind {
        SheetKind::Tree(args) => (
            LessonSheet::Tree {
                game: args.game(),
                coins: args.coins,
            },
            &args.print,
        ),
        SheetKind::Dp(args) => (
            LessonSheet::Dp {
                game: args.game(),
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
        SheetKind::Sum(args) => (
            LessonSheet::Sum {
                heaps: (args.heap.iter())
                    .map(|heap| Heap {
                        game: heap.game.clone(),
                        size: heap.size,
                    })
                    .collect(),
            },
            &args.print,
        ),
        SheetKind::Nim(args) => (
            LessonSheet::Nim {
                heaps: args.heaps.clone(),
            },
            &args.print,
        ),
    };
    ensure_pdf("--out", &print.out)?;
    ensure_new(&print.out, print.force)?;
    sheet.check(print.paper.into())?;
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
