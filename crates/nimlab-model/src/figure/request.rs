//! A figure asked for by the window, as data: what to draw, in which format. It runs as
//! background work (a thread natively, a web worker on the web), because drawing a worksheet
//! solves every puzzle for its key and lays out every page.

use serde::{Deserialize, Serialize};

use super::dp::DpFigure;
use super::formula::FormulaFigure;
use super::growth::GrowthFigure;
use super::grundy::GrundyFigure;
use super::heap_subjects::{HeapFigure, heaps_scene};
use super::matchsticks::{Answers, PuzzleFigure};
use super::slide::{Slide, framed};
use super::theme::Theme;
use super::tree::TreeFigure;
use super::worksheet::{DRAWN_ANSWERS, Sheet, SheetAnswers, SheetLook, SheetPart, SheetPuzzle};
use super::{DEFAULT_PNG_WIDTH, Format, Scene, bytes, pages_pdf};
use crate::i18n::Language;
use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::pattern::Pattern;
use nimlab_core::games::recursive::Evaluation;
use nimlab_core::games::{CoinGame, Rule};
use nimlab_core::matchsticks::difficulty;
use nimlab_core::matchsticks::editor::Settings;
use nimlab_core::matchsticks::layout::Layout;
use nimlab_core::matchsticks::solve;
use nimlab_core::puzzle_file::PuzzleRecord;
use nimlab_core::watch::Unwatched;

/// How many answers a figure names before saying how many more there are.
pub const NAMED_ANSWERS: usize = 3;

// A worksheet's key draws only answers the solve listed.
const _: () = assert!(DRAWN_ANSWERS <= NAMED_ANSWERS);

/// How a figure is drawn and written: its colours, its words' language, its file format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Look {
    /// Light or dark.
    pub theme: Theme,
    /// The words' language.
    pub language: Language,
    /// SVG, PNG or PDF.
    pub format: Format,
    /// A PNG's width in pixels.
    pub png_width: u32,
    /// The slide the figure fills, or its own size.
    pub slide: Option<Slide>,
}

impl Look {
    /// The window's look: `dark` or light, a PNG [`DEFAULT_PNG_WIDTH`] wide, at its own size.
    pub fn window(dark: bool, language: Language, format: Format) -> Self {
        Self {
            theme: if dark { Theme::Dark } else { Theme::Light },
            language,
            format,
            png_width: DEFAULT_PNG_WIDTH,
            slide: None,
        }
    }

    /// This look, filling `slide` (`None`: the figure's own size).
    #[must_use]
    pub fn on(self, slide: Option<Slide>) -> Self {
        Self { slide, ..self }
    }
}

/// What a one-page figure shows.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Subject {
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
    },
    /// The coin-game article's game tree, to a depth.
    Tree {
        /// The game.
        game: CoinGame,
        /// Coins at the root.
        coins: u32,
        /// Levels below the root, or as deep as fits a slide.
        depth: Option<u32>,
        /// Every move, or the stop at the first winning move.
        evaluation: Evaluation,
    },
    /// The coin-game article's dynamic programming from 0 coins to `coins`: its DAG and its table.
    Dp {
        /// The game.
        game: CoinGame,
        /// The largest pile.
        coins: u32,
    },
    /// The closed formula with the coin-game article's Table 1, or the certified pattern of other
    /// move sets.
    Formula {
        /// The game.
        game: CoinGame,
        /// The pile the formula is worked out for.
        coins: u32,
    },
    /// Calls of the naive recursion against DP's states as the pile grows.
    Growth {
        /// The game.
        game: CoinGame,
        /// The pile marked on the chart.
        coins: u32,
    },
    /// Any heap game's DP DAG from a start: every position once, in layers by tokens.
    PositionDag {
        /// Each heap's game and size, in the order typed.
        start: Vec<(HeapGame, u32)>,
        /// Normal play or misère.
        rule: Rule,
    },
    /// Any heap game's recursive tree from a start, to a depth, the rest counted.
    PositionTree {
        /// Each heap's game and size, in the order typed.
        start: Vec<(HeapGame, u32)>,
        /// Normal play or misère.
        rule: Rule,
        /// Levels below the root, or as deep as fits a slide.
        depth: Option<u32>,
        /// Every move, or the stop at the first winning move.
        evaluation: Evaluation,
    },
    /// A figure of the Grundy tab: a table, a chart, a mex worked out or a sum's XOR table.
    Grundy(GrundyFigure),
    /// A figure puzzle on a lattice, or with `with_answer` its first answer marked on it.
    FigurePuzzle {
        /// The heading.
        title: String,
        /// The puzzle, its budget and figure (boxed: the other subjects are smaller).
        puzzle: Box<nimlab_core::shapes::puzzle::Puzzle>,
        /// Whether to draw the answer.
        with_answer: bool,
    },
}

/// A figure to draw.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum FigureRequest {
    /// One page: a puzzle, a tree, a table or a chart.
    Figure {
        /// What it shows.
        subject: Subject,
        /// How it is drawn and written.
        look: Look,
    },
    /// A worksheet of puzzles (PDF): the puzzles, with or without the key after them, or the key
    /// alone.
    Sheet {
        /// The title on every page.
        title: String,
        /// The puzzles, as a file holds them.
        puzzles: Vec<PuzzleRecord>,
        /// The paper, puzzles a page, whether difficulty and titles are printed.
        look: SheetLook,
        /// The words' language.
        language: Language,
        /// Which part of the sheet the file holds.
        part: SheetPart,
    },
    /// A lesson sheet of the tree or Grundy tab (PDF) printed so: blank, or filled (the key).
    Lesson(super::lesson_sheet::LessonSheet, super::lesson_sheet::SheetPrint),
}

/// A puzzle's answers for a figure: the first few named, all counted.
fn answers_of(layout: &Layout, settings: Settings) -> Result<solve::Solutions, String> {
    solve::solve_budget(
        layout,
        settings.rules,
        settings.budget(),
        NAMED_ANSWERS,
        &mut Unwatched,
    )
    .map_err(|e| e.to_string())
}

impl SheetPuzzle {
    /// A puzzle of a file on a worksheet, solved with the budget it states for the key, and a
    /// step past it for its difficulty (one solve: the answers within the budget come first).
    pub fn solved(record: &PuzzleRecord, language: Language) -> Result<Self, String> {
        if let Some(figure) = record.figure() {
            return Ok(Self::of_figure(record, &figure?, language));
        }
        let layout = record.layout()?;
        let steps = record.steps;
        if !(1..=solve::MAX_STEPS).contains(&steps) {
            return Ok(Self {
                title: record.title.clone(),
                layout,
                goal: record.goal,
                steps,
                exactly: record.exactly,
                difficulty: None,
                key: Err(format!(
                    "its budget of {steps} is outside 1 to {}",
                    solve::MAX_STEPS
                )),
                figure: None,
            });
        }
        // At the solver's limit there is no step past the budget: no difficulty, the key as ever.
        let reach = (steps + 1).min(solve::MAX_STEPS);
        let settings = Settings {
            goal: record.goal,
            steps: reach,
            exactly: false,
            rules: record.rules,
        };
        let solved = answers_of(&layout, settings);
        // An exact budget's answers are those exactly its steps away, which the solve up to a
        // step past it does not list apart: its key is solved alone.
        let exact = record.exactly.then(|| {
            answers_of(
                &layout,
                Settings {
                    steps,
                    exactly: true,
                    ..settings
                },
            )
        });
        let difficulty = solved
            .as_ref()
            .ok()
            .and_then(|solved| difficulty::of_solved(&layout, record.rules, solved, steps));
        let key = exact.unwrap_or(solved).map(|solved| {
            let within: Vec<&solve::Answer> = solved.answers.iter().filter(|a| a.moves <= steps).collect();
            let total: u128 = solved.counts.iter().take(steps as usize).sum();
            let drawn = if total <= DRAWN_ANSWERS as u128 {
                within.len()
            } else {
                1
            };
            SheetAnswers {
                drawn: within.iter().take(drawn).map(|a| a.layout.clone()).collect(),
                equations: within.iter().map(|a| a.equation.clone()).collect(),
                total,
            }
        });
        Ok(Self {
            title: record.title.clone(),
            layout,
            goal: record.goal,
            steps,
            exactly: record.exactly,
            difficulty,
            key,
            figure: None,
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
) -> Result<Scene, String> {
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
        budget: settings.budget(),
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

impl Subject {
    /// The figure, in `theme` with its words in `language`, filling `slide` when one is asked
    /// for (the tree and the DP spread out to fill it; the others are centred on it), or why it
    /// cannot be drawn.
    pub fn scene(&self, language: Language, theme: Theme, slide: Option<Slide>) -> Result<Scene, String> {
        let scene = match self {
            Self::Puzzle {
                title,
                layout,
                settings,
                with_answer,
            } => puzzle_scene(title, layout, *settings, *with_answer, language, theme)?,
            Self::Tree {
                game,
                coins,
                depth,
                evaluation,
            } => TreeFigure {
                solution: &game.solve(*coins),
                coins: *coins,
                depth: *depth,
                evaluation: *evaluation,
                language,
                theme,
                slide,
            }
            .scene(),
            Self::Dp { game, coins } => DpFigure {
                solution: &game.solve(*coins),
                coins: *coins,
                language,
                theme,
                slide,
            }
            .scene(),
            Self::Formula { game, coins } => FormulaFigure {
                pattern: &Pattern::of(game),
                game,
                coins: *coins,
                language,
                theme,
            }
            .scene(),
            Self::Growth { game, coins } => GrowthFigure {
                game,
                coins: *coins,
                language,
                theme,
            }
            .scene(),
            Self::PositionDag { start, rule } => {
                heaps_scene(start, *rule, HeapFigure::Dag, (language, theme, slide))?
            }
            Self::PositionTree {
                start,
                rule,
                depth,
                evaluation,
            } => {
                let tree = HeapFigure::Tree(*depth, *evaluation);
                heaps_scene(start, *rule, tree, (language, theme, slide))?
            }
            Self::Grundy(figure) => figure.scene(language, theme)?,
            Self::FigurePuzzle {
                title,
                puzzle,
                with_answer,
            } => super::shapes::puzzle_scene(title, puzzle, *with_answer, language, theme)?,
        };
        Ok(framed(scene, slide))
    }
}

impl FigureRequest {
    /// The file's bytes, or why it could not be drawn.
    pub fn draw(&self) -> Result<Vec<u8>, String> {
        match self {
            Self::Figure { subject, look } => {
                let scene = subject.scene(look.language, look.theme, look.slide)?;
                bytes(&scene, look.format, look.png_width).map_err(|e| e.to_string())
            }
            Self::Sheet {
                title,
                puzzles,
                look,
                language,
                part,
            } => {
                let puzzles = puzzles
                    .iter()
                    .map(|record| SheetPuzzle::solved(record, *language))
                    .collect::<Result<Vec<_>, _>>()?;
                let sheet = Sheet {
                    title: title.clone(),
                    puzzles,
                    look: *look,
                    language: *language,
                };
                pages_pdf(&sheet.pages(*part), title).map_err(|e| e.to_string())
            }
            Self::Lesson(sheet, print) => sheet.pdf(*print),
        }
    }
}
