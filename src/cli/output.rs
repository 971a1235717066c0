//! What the commands that write figures share: where the file goes (never replacing one
//! without `--force`), its format from the extension, the PNG width, the theme, the language
//! of its words and the slide it fills.

use std::path::{Path, PathBuf};

use clap::{Args, ValueEnum};

use crate::figure::request::Subject;
use crate::figure::slide::Slide;
use crate::figure::theme::Theme;
use crate::figure::{self, Format};
use crate::i18n::Language;

/// The language of a figure's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum LanguageArg {
    /// English.
    En,
    /// Korean.
    Ko,
}

impl From<LanguageArg> for Language {
    fn from(language: LanguageArg) -> Self {
        match language {
            LanguageArg::En => Self::English,
            LanguageArg::Ko => Self::Korean,
        }
    }
}

/// Light or dark.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ThemeArg {
    /// Dark on white (the default).
    Light,
    /// Light on near-black.
    Dark,
}

impl From<ThemeArg> for Theme {
    fn from(theme: ThemeArg) -> Self {
        match theme {
            ThemeArg::Light => Self::Light,
            ThemeArg::Dark => Self::Dark,
        }
    }
}

/// A slide's shape for the figure to fill.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum SlideArg {
    /// 16:9.
    #[value(name = "16:9")]
    Wide,
    /// 4:3.
    #[value(name = "4:3")]
    Standard,
}

impl From<SlideArg> for Slide {
    fn from(slide: SlideArg) -> Self {
        match slide {
            SlideArg::Wide => Self::Wide,
            SlideArg::Standard => Self::Standard,
        }
    }
}

/// Where a figure goes and how it looks: shared by every `export` figure.
#[derive(Debug, Args)]
pub struct Output {
    /// The file to write: .svg, .png or .pdf.
    #[arg(long)]
    pub out: PathBuf,
    /// A PNG's width in pixels.
    #[arg(long, default_value_t = figure::DEFAULT_PNG_WIDTH,
          value_parser = clap::value_parser!(u32).range(i64::from(*figure::PNG_WIDTHS.start())..=i64::from(*figure::PNG_WIDTHS.end())))]
    pub width: u32,
    /// light or dark.
    #[arg(long, value_enum, default_value = "light")]
    pub theme: ThemeArg,
    /// The language of the figure's words: en or ko.
    #[arg(long, value_enum, default_value = "en")]
    pub language: LanguageArg,
    /// A slide to fill, 16:9 or 4:3 (the tree and the DP spread out to fill it, other figures
    /// are centred on it); without it, the figure's own size.
    #[arg(long, value_enum)]
    pub slide: Option<SlideArg>,
    /// Replace --out if it exists.
    #[arg(long)]
    pub force: bool,
}

impl Output {
    /// The format `--out` asks for, checked before any work.
    pub(crate) fn format(&self) -> anyhow::Result<Format> {
        Format::from_extension(&self.out).ok_or_else(|| {
            anyhow::anyhow!(
                "--out {} has no figure extension: end it in .svg, .png or .pdf",
                self.out.display()
            )
        })
    }

    /// The slide `--slide` asks for, if any.
    pub(crate) fn slide(&self) -> Option<Slide> {
        self.slide.map(Slide::from)
    }

    /// Refuses to replace a file without --force, before any work.
    pub(crate) fn check_free(&self) -> anyhow::Result<()> {
        anyhow::ensure!(
            self.force || !self.out.exists(),
            "{} exists: pass --force to replace it",
            self.out.display()
        );
        Ok(())
    }

    /// Draws `subject` as the window would, writes it to `--out` and says so; a missing
    /// extension or a file in the way is refused before any drawing.
    pub(crate) fn write(&self, subject: &Subject) -> anyhow::Result<String> {
        self.write_scene(subject).map(|(wrote, _)| wrote)
    }

    /// [`Output::write`], also handing back the figure that was written (for its words).
    pub(crate) fn write_scene(&self, subject: &Subject) -> anyhow::Result<(String, figure::scene::Scene)> {
        let format = self.format()?;
        self.check_free()?;
        let scene = subject
            .scene(self.language.into(), self.theme.into(), self.slide())
            .map_err(anyhow::Error::msg)?;
        let bytes = figure::bytes(&scene, format, self.width)?;
        Ok((write_new(&self.out, &bytes, self.force)?, scene))
    }
}

/// Writes `bytes` to `path` (atomically, refusing to replace it unless `force`) and says so.
pub(crate) fn write_new(path: &Path, bytes: &[u8], force: bool) -> anyhow::Result<String> {
    anyhow::ensure!(
        force || !path.exists(),
        "{} exists: pass --force to replace it",
        path.display()
    );
    crate::storage::write(path, bytes)?;
    Ok(format!("wrote {} ({} bytes)", path.display(), bytes.len()))
}
