//! A figure asked for by the window, as data: what to draw, in which format. It runs as
//! background work (a thread natively, a web worker on the web), because drawing a worksheet
//! solves every puzzle for its key and lays out every page.

use serde::{Deserialize, Serialize};

use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::watch::Unwatched;

use super::dp_table::DpTableFigure;
use super::grundy::GrundyFigure;
use super::matchsticks::{Answers, PuzzleFigure};
use super::theme::Theme;
use super::tree::TreeFigure;
use super::worksheet::{Paper, Sheet, SheetPuzzle};
use super::{Format, bytes, pages_pdf};
use crate::ui::i18n::Language;
use nimlab_core::games::CoinGame;
use nimlab_core::games::recursive::Evaluation;

/// How many answers a figure names before saying how many more there are.
pub const NAMED_ANSWERS: usize = 3;

/// A figure to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FigureRequest {
    /// One puzzle, or with `with_answer` its first answer marked on it.
    Puzzle {
        /// The heading.
        title: String,
        /// The puzzle's sticks.
        layout: Layout,
        /// Its goal, budget and rules.
        settings: Settings,
        /// Whether to draw and name the answer.
        with_answer: bool,
        /// Light or dark.
        theme: Theme,
        /// The words' language.
        language: Language,
        /// SVG, PNG or PDF.
        format: Format,
        /// A PNG's width in pixels.
        png_width: u32,
    },
    /// Seed 000's game tree, to a depth.
    Tree {
        /// The game.
        game: CoinGame,
        /// Coins at the root.
        coins: u32,
        /// Levels below the root, or as deep as fits a slide.
        depth: Option<u32>,
        /// Every move, or the stop at the first winning move.
        evaluation: Evaluation,
        /// Light or dark.
        theme: Theme,
        /// The words' language.
        language: Language,
        /// SVG, PNG or PDF.
        format: Format,
        /// A PNG's width in pixels.
        png_width: u32,
    },
    /// Seed 000's DP table, from 0 coins to `coins`.
    DpTable {
        /// The game.
        game: CoinGame,
        /// The largest pile.
        coins: u32,
        /// Light or dark.
        theme: Theme,
        /// The words' language.
        language: Language,
        /// SVG, PNG or PDF.
        format: Format,
        /// A PNG's width in pixels.
        png_width: u32,
    },
    /// A figure of the Grundy tab: a table, a chart, a mex worked out or a sum's XOR table.
    Grundy {
        /// What it shows.
        figure: GrundyFigure,
        /// Light or dark.
        theme: Theme,
        /// The words' language.
        language: Language,
        /// SVG, PNG or PDF.
        format: Format,
        /// A PNG's width in pixels.
        png_width: u32,
    },
    /// A worksheet of puzzles (PDF), with or without its key.
    Sheet {
        /// The title on every page.
        title: String,
        /// The puzzles, as a file holds them.
        puzzles: Vec<PuzzleRecord>,
        /// A4 or Letter.
        paper: Paper,
        /// Puzzles a page.
        per_page: usize,
        /// The words' language.
        language: Language,
        /// Whether the key follows.
        with_key: bool,
    },
}

/// A puzzle's answers for a figure: the first few named, all counted.
fn answers_of(layout: &Layout, settings: Settings) -> Result<solve::Solutions, String> {
    solve::solve_within(
        layout,
        settings.rules,
        settings.goal,
        settings.steps,
        NAMED_ANSWERS,
        &mut Unwatched,
    )
    .map_err(|e| e.to_string())
}

impl SheetPuzzle {
    /// A puzzle of a file on a worksheet, solved with the budget it states for the key.
    pub fn solved(record: &PuzzleRecord) -> Result<Self, String> {
        let layout = record.layout()?;
        let settings = Settings {
            goal: record.goal,
            steps: record.steps,
            rules: record.rules,
        };
        let key = if (1..=solve::MAX_STEPS).contains(&record.steps) {
            answers_of(&layout, settings).map(|solved| super::worksheet::SheetAnswers {
                first: solved.answers.first().map(|a| a.layout.clone()),
                equations: solved.answers.iter().map(|a| a.equation.clone()).collect(),
                total: solved.total(),
            })
        } else {
            Err(format!(
                "its budget of {} is outside 1 to {}",
                record.steps,
                solve::MAX_STEPS
            ))
        };
        Ok(Self {
            title: record.title.clone(),
            layout,
            goal: record.goal,
            steps: record.steps,
            key,
        })
    }
}

/// A puzzle's figure, with its answers drawn and named when `with_answer`.
fn puzzle_scene(
    title: &str,
    layout: &Layout,
    settings: Settings,
    with_answer: bool,
    language: Language,
    theme: Theme,
) -> Result<super::Scene, String> {
    let solved = if with_answer {
        Some(answers_of(layout, settings)?)
    } else {
        None
    };
    let equations: Vec<String> = solved
        .iter()
        .flat_map(|s| s.answers.iter().map(|a| a.equation.clone()))
        .collect();
    let figure = PuzzleFigure {
        title,
        layout,
        goal: settings.goal,
        steps: settings.steps,
        answer: solved.as_ref().map(|s| Answers {
            first: s.answers.first().map(|a| &a.layout),
            equations: &equations,
            total: s.total(),
        }),
        language,
        theme,
    };
    Ok(figure.scene())
}

impl FigureRequest {
    /// The file's bytes, or why it could not be drawn.
    pub fn draw(&self) -> Result<Vec<u8>, String> {
        match self {
            Self::Puzzle {
                title,
                layout,
                settings,
                with_answer,
                theme,
                language,
                format,
                png_width,
            } => {
                let scene = puzzle_scene(title, layout, *settings, *with_answer, *language, *theme)?;
                bytes(&scene, *format, *png_width).map_err(|e| e.to_string())
            }
            Self::Tree {
                game,
                coins,
                depth,
                evaluation,
                theme,
                language,
                format,
                png_width,
            } => {
                let solution = game.solve(*coins);
                let figure = TreeFigure {
                    solution: &solution,
                    coins: *coins,
                    depth: *depth,
                    evaluation: *evaluation,
                    language: *language,
                    theme: *theme,
                };
                bytes(&figure.scene(), *format, *png_width).map_err(|e| e.to_string())
            }
            Self::DpTable {
                game,
                coins,
                theme,
                language,
                format,
                png_width,
            } => {
                let solution = game.solve(*coins);
                let figure = DpTableFigure {
                    solution: &solution,
                    coins: *coins,
                    language: *language,
                    theme: *theme,
                };
                bytes(&figure.scene(), *format, *png_width).map_err(|e| e.to_string())
            }
            Self::Grundy {
                figure,
                theme,
                language,
                format,
                png_width,
            } => {
                let scene = figure.scene(*language, *theme)?;
                bytes(&scene, *format, *png_width).map_err(|e| e.to_string())
            }
            Self::Sheet {
                title,
                puzzles,
                paper,
                per_page,
                language,
                with_key,
            } => {
                let puzzles = puzzles
                    .iter()
                    .map(SheetPuzzle::solved)
                    .collect::<Result<Vec<_>, _>>()?;
                let sheet = Sheet {
                    title: title.clone(),
                    puzzles,
                    per_page: *per_page,
                    paper: *paper,
                    language: *language,
                    with_key: *with_key,
                };
                pages_pdf(&sheet.pages(), title).map_err(|e| e.to_string())
            }
        }
    }
}
