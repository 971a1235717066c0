//! `nimlab match sheet FILE.ron --out F.pdf`: a printable worksheet of a puzzle collection, and
//! with `--answers` its answer key (each puzzle solved with the budget it states).

use std::path::PathBuf;

use clap::Args;

use crate::cli::output::{LanguageArg, write_new};
use crate::figure::pages_pdf;
use crate::figure::worksheet::{MAX_SHEET_PUZZLES, PER_PAGE, Paper, Sheet, SheetPuzzle};

/// The arguments of `nimlab match sheet`.
#[derive(Debug, Args)]
pub struct SheetArgs {
    /// The puzzle file (.ron).
    pub file: PathBuf,
    /// The PDF to write.
    #[arg(long)]
    pub out: PathBuf,
    /// Add the answer key after the puzzles.
    #[arg(long)]
    pub answers: bool,
    /// The language of the instructions: en or ko.
    #[arg(long, value_enum, default_value = "en")]
    pub language: LanguageArg,
    /// a4 or letter.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    /// Puzzles on a page (1 to 8).
    #[arg(long, default_value_t = 4,
          value_parser = clap::value_parser!(u64).range(*PER_PAGE.start() as u64..=*PER_PAGE.end() as u64))]
    pub per_page: u64,
    /// The title on every page (the file's name unless given).
    #[arg(long)]
    pub title: Option<String>,
    /// Replace --out if it exists.
    #[arg(long)]
    pub force: bool,
}

/// A paper size on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PaperArg {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 in.
    Letter,
}

pub(super) fn match_sheet(args: &SheetArgs) -> anyhow::Result<String> {
    anyhow::ensure!(
        args.out
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pdf")),
        "--out {} must end in .pdf: a worksheet is for printing",
        args.out.display()
    );
    crate::cli::title::check(args.title.as_deref())?;
    anyhow::ensure!(
        args.force || !args.out.exists(),
        "{} exists: pass --force to replace it",
        args.out.display()
    );
    let file = crate::storage::load(&args.file)?;
    anyhow::ensure!(
        !file.puzzles.is_empty(),
        "{} holds no puzzles",
        args.file.display()
    );
    anyhow::ensure!(
        file.puzzles.len() <= MAX_SHEET_PUZZLES,
        "{} holds {} puzzles; a worksheet takes at most {MAX_SHEET_PUZZLES}",
        args.file.display(),
        file.puzzles.len()
    );
    let puzzles = file
        .puzzles
        .iter()
        .map(SheetPuzzle::solved)
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| anyhow::anyhow!(e))?;
    let title = args.title.clone().unwrap_or_else(|| {
        args.file
            .file_stem()
            .map_or_else(String::new, |s| s.to_string_lossy().into_owned())
    });
    let sheet = Sheet {
        title,
        puzzles,
        per_page: args.per_page as usize,
        paper: match args.paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        },
        language: args.language.into(),
        with_key: args.answers,
    };
    let pages = sheet.pages();
    let pdf = pages_pdf(&pages, &sheet.title)?;
    Ok(format!(
        "{} ({} pages)",
        write_new(&args.out, &pdf, args.force)?,
        pages.len()
    ))
}
