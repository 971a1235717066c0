//! `nimlab match sheet FILE.ron --out F.pdf`: a printable worksheet of a puzzle collection, with
//! `--answers` its answer key after the puzzles, with `--key-out KEY.pdf` the key in a file of
//! its own (each puzzle solved with the budget it states). Each puzzle's difficulty is printed as
//! stars unless `--no-difficulty`, its title unless `--no-titles`; `--per-page` is the figures'
//! size too.

use std::path::{Path, PathBuf};

use clap::Args;

use crate::cli::output::{LanguageArg, write_new};
use crate::figure::pages_pdf;
use crate::figure::worksheet::{
    MAX_SHEET_PUZZLES, PER_PAGE, Paper, Sheet, SheetLook, SheetPart, SheetPuzzle,
};

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
    /// Write the answer key to this PDF of its own too (numbered from its first page).
    #[arg(long, value_name = "KEY.pdf")]
    pub key_out: Option<PathBuf>,
    /// The language of the instructions: en or ko.
    #[arg(long, value_enum, default_value = "en")]
    pub language: LanguageArg,
    /// How the pages look.
    #[command(flatten)]
    pub look: LookArgs,
    /// The title on every page (the file's name unless given).
    #[arg(long)]
    pub title: Option<String>,
    /// Replace --out (and --key-out) if it exists.
    #[arg(long)]
    pub force: bool,
}

/// How a worksheet's pages look, on the command line.
#[derive(Debug, Args)]
pub struct LookArgs {
    /// a4 or letter.
    #[arg(long, value_enum, default_value = "a4")]
    pub paper: PaperArg,
    /// Puzzles on a page (1 to 8): fewer draws each larger.
    #[arg(long, default_value_t = 4,
          value_parser = clap::value_parser!(u64).range(*PER_PAGE.start() as u64..=*PER_PAGE.end() as u64))]
    pub per_page: u64,
    /// Leave each puzzle's difficulty (stars beside its number) off.
    #[arg(long)]
    pub no_difficulty: bool,
    /// Leave each puzzle's title off.
    #[arg(long)]
    pub no_titles: bool,
}

impl From<PaperArg> for Paper {
    fn from(paper: PaperArg) -> Self {
        match paper {
            PaperArg::A4 => Self::A4,
            PaperArg::Letter => Self::Letter,
        }
    }
}

impl LookArgs {
    /// The look the flags ask for.
    fn look(&self) -> SheetLook {
        SheetLook {
            paper: self.paper.into(),
            per_page: self.per_page as usize,
            difficulty: !self.no_difficulty,
            titles: !self.no_titles,
        }
    }
}

/// A paper size on the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum PaperArg {
    /// 210 × 297 mm.
    A4,
    /// 8.5 × 11 in.
    Letter,
}

/// `path` ends in `.pdf`, or the refusal names `flag`.
pub(crate) fn ensure_pdf(flag: &str, path: &Path) -> anyhow::Result<()> {
    anyhow::ensure!(
        path.extension().is_some_and(|e| e.eq_ignore_ascii_case("pdf")),
        "{flag} {} must end in .pdf: a worksheet is for printing",
        path.display()
    );
    Ok(())
}

/// `path` is new, or `--force` says to replace it.
pub(crate) fn ensure_new(path: &Path, force: bool) -> anyhow::Result<()> {
    anyhow::ensure!(
        force || !path.exists(),
        "{} exists: pass --force to replace it",
        path.display()
    );
    Ok(())
}

pub(super) fn match_sheet(args: &SheetArgs) -> anyhow::Result<String> {
    ensure_pdf("--out", &args.out)?;
    if let Some(key) = &args.key_out {
        ensure_pdf("--key-out", key)?;
        anyhow::ensure!(
            key != &args.out,
            "--key-out and --out name the same file: the key would replace the sheet"
        );
    }
    crate::cli::title::check(args.title.as_deref())?;
    // Both files are checked before any work, so neither is written when the other is refused.
    ensure_new(&args.out, args.force)?;
    if let Some(key) = &args.key_out {
        ensure_new(key, args.force)?;
    }
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
        .map(|record| SheetPuzzle::solved(record, args.language.into()))
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
        look: args.look.look(),
        language: args.language.into(),
    };
    let part = if args.answers {
        SheetPart::QuestionsAndKey
    } else {
        SheetPart::Questions
    };
    let mut said = written(&sheet, part, &args.out, args.force)?;
    if let Some(key) = &args.key_out {
        said = format!("{said}; {}", written(&sheet, SheetPart::Key, key, args.force)?);
    }
    Ok(said)
}

/// Writes `part` of `sheet` to `path`; what was written, with its pages.
fn written(sheet: &Sheet, part: SheetPart, path: &Path, force: bool) -> anyhow::Result<String> {
    let pages = sheet.pages(part);
    let pdf = pages_pdf(&pages, &sheet.title)?;
    Ok(format!(
        "{} ({} pages)",
        write_new(path, &pdf, force)?,
        pages.len()
    ))
}
