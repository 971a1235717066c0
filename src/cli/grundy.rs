//! `nimlab grundy` and `nimlab nim`: Grundy values with their certified period, and sums of Nim
//! heaps.

use clap::Args;
use serde::Serialize;

use super::{parse_moves, parse_rule};
use crate::i18n::Language;
use nimlab_core::games::grundy::{Certificate, GrundyTable, HeapGame, MAX_COUNT, OCTAL_QUICK_SEARCH_STEPS};
use nimlab_core::games::octal::OctalCode;
use nimlab_core::games::period::Period;
use nimlab_core::games::sums::{self, Heap, SumMethod};
use nimlab_core::games::{MoveSet, Rule};

/// Which heap game: shared by `nimlab grundy` and `nimlab export grundy`.
#[derive(Debug, Args)]
pub struct GameArgs {
    /// A subtraction game: the allowed takes, e.g. 1,3,4.
    #[arg(long, value_parser = parse_moves)]
    pub take: Option<MoveSet>,
    /// An octal game by code, e.g. 0.77 (Kayles), 0.07 (Dawson's Kayles), 0.137 (Dawson's chess).
    #[arg(long, value_parser = parse_octal_code)]
    pub octal: Option<OctalCode>,
    /// Take 1, b, b², … tokens.
    #[arg(long, value_name = "B")]
    pub powers: Option<u32>,
    /// Nim: take any positive number of tokens.
    #[arg(long)]
    pub any: bool,
}

impl GameArgs {
    /// The game named, if one was (clap's group allows one at most).
    pub fn game(&self) -> Option<HeapGame> {
        match (&self.take, &self.octal, self.powers, self.any) {
            (Some(set), ..) => Some(HeapGame::Subtraction(set.clone())),
            (_, Some(code), ..) => Some(HeapGame::Octal(code.clone())),
            (_, _, Some(base), _) => Some(HeapGame::Powers(base)),
            (.., true) => Some(HeapGame::Nim),
            _ => None,
        }
    }
}

/// The arguments of `nimlab grundy`.
#[derive(Debug, Args)]
#[command(group(clap::ArgGroup::new("game").required(true).args(["take", "octal", "powers", "any"])))]
pub struct GrundyArgs {
    /// The game.
    #[command(flatten)]
    pub game: GameArgs,
    /// How many values to print: g(0) … g(count − 1). The period search may compute more,
    /// within its bound (--search-steps for an octal game that splits heaps).
    #[arg(long, default_value_t = 20, value_parser = parse_count)]
    pub count: usize,
    /// The most steps the period search of an octal game that splits heaps takes past the
    /// values printed: 10⁹ unless told (2–5 s of a release build, whatever the code). The window's
    /// Grundy tab searches further, with progress and Cancel.
    #[arg(long, value_name = "STEPS", default_value_t = OCTAL_QUICK_SEARCH_STEPS)]
    pub search_steps: u64,
    /// normal, or misere (seed 001's convention: a position with no move is worth 1).
    #[arg(long, default_value = "normal", value_parser = parse_rule)]
    pub rule: Rule,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// The arguments of `nimlab nim`.
#[derive(Debug, Args)]
pub struct NimArgs {
    /// The heap sizes, e.g. 3 4 5.
    #[arg(required = true)]
    pub heaps: Vec<u32>,
    /// normal, or misere (Bouton's rule).
    #[arg(long, default_value = "normal", value_parser = parse_rule)]
    pub rule: Rule,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

pub(crate) fn parse_octal_code(text: &str) -> Result<OctalCode, String> {
    OctalCode::parse(text).map_err(|e| e.to_string())
}

pub(crate) fn parse_count(text: &str) -> Result<usize, String> {
    match text.trim().parse::<usize>() {
        Ok(count) if (1..=MAX_COUNT).contains(&count) => Ok(count),
        _ => Err(format!("the count must be a whole number from 1 to {MAX_COUNT}")),
    }
}

/// The JSON of `nimlab grundy`, fields in a fixed order that scripts may rely on.
#[derive(Debug, Serialize)]
struct GrundyReport<'a> {
    game: String,
    rule: &'static str,
    values: &'a [u32],
    preperiod: Option<usize>,
    period: Option<usize>,
}

pub(super) fn grundy(args: &GrundyArgs) -> anyhow::Result<String> {
    // clap's group makes sure exactly one game was named.
    let game = args.game.game().unwrap_or(HeapGame::Nim);
    let mut progress = super::progress::Progress::new("searching for a period");
    let table = GrundyTable::compute_within(&game, args.rule, args.count, args.search_steps, &mut progress)?
        .expect("a search that is never stopped finishes");
    let values = &table.values[..args.count];
    let certified = table.period.map(|p| p.period);
    if args.json {
        let report = GrundyReport {
            game: game.to_string(),
            rule: args.rule.as_str(),
            values,
            preperiod: certified.map(|p| p.preperiod),
            period: certified.map(|p| p.period),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let listed: Vec<String> = values.iter().map(u32::to_string).collect();
    let period = match table.period {
        // Misère values of a game that splits are searched, and no theorem certifies
        // a period for them.
        None if args.rule == Rule::Misere && nimlab_core::games::misere::bound::splits(&game) => {
            "no period claimed: no theorem certifies one for misère values of a game that splits heaps"
                .to_owned()
        }
        Some(found) => format!(
            "period {} from n = {}: {}",
            found.period.period,
            found.period.preperiod,
            certificate_text(found.certificate, found.period)
        ),
        None if table.work_exhausted => format!(
            "no period certified within {} values (the search stopped at its bound of {} steps past the values printed: --search-steps searches further)",
            table.searched, args.search_steps
        ),
        None => format!("no period certified within {} values", table.searched),
    };
    Ok(format!(
        "{game}, {rule} play\ng(0…{last}) = {values}\n{period}",
        rule = args.rule.as_str(),
        // The last value printed, as the figures and --help name a range: g(0…4) is five values.
        last = args.count - 1,
        values = listed.join(" "),
    ))
}

/// One line saying which theorem proves a period and how much it checked.
fn certificate_text(certificate: Certificate, period: Period) -> String {
    let checked = period.checked;
    match certificate {
        // Not "equal values in a row": what repeats is a window of values, p places later.
        Certificate::Window { width } => format!(
            "certified by a repeated window: the {checked} values from n = {n0} on reappear {p} places later, and each value depends only on the {width} before it",
            n0 = period.preperiod,
            p = period.period,
        ),
        Certificate::GuySmith { last_digit } => format!(
            "certified by Guy and Smith's theorem: g(n + p) = g(n) checked for the {checked} n with n0 ≤ n < 2·max(n0, 1) + p + t (t = {last_digit}), {values} values computed",
            values = 2 * period.preperiod.max(1) + 2 * period.period + last_digit,
        ),
        Certificate::Powers { base } => {
            format!("certified by the pattern of powers of {base}, checked on {checked} values")
        }
        Certificate::PowersWindow { base, reach } => format!(
            "certified by a window over the remainders of the powers of {base}: from n = {reach} on every remainder mod {p} of a power is a take, so g(n) depends only on n mod {p}; the {checked} values n < {reach} + {p} were checked",
            p = period.period,
        ),
    }
}

/// The JSON of one winning move in a sum: `to` is a number, or a list when the move splits.
#[derive(Debug, Serialize)]
struct MoveReport {
    heap: usize,
    from: u32,
    to: serde_json::Value,
}

#[derive(Debug, Serialize)]
struct NimReport<'a> {
    heaps: &'a [u32],
    nim_sum: u32,
    outcome: &'static str,
    winning_moves: Vec<MoveReport>,
}

pub(super) fn nim(args: &NimArgs) -> anyhow::Result<String> {
    let heaps: Vec<Heap> = args
        .heaps
        .iter()
        .map(|&size| Heap {
            game: HeapGame::Nim,
            size,
        })
        .collect();
    let analysis = sums::analyse(&heaps, args.rule)?;
    if args.json {
        let report = NimReport {
            heaps: &args.heaps,
            nim_sum: analysis.nim_sum,
            outcome: analysis.outcome.as_str(),
            winning_moves: move_reports(&analysis.winning_moves),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let width = args
        .heaps
        .iter()
        .map(|h| 32 - h.leading_zeros())
        .max()
        .unwrap_or(1)
        .max(1) as usize;
    let mut lines: Vec<String> = args
        .heaps
        .iter()
        .map(|h| format!("{h:>8}  {h:0width$b}"))
        .collect();
    lines.push(format!(
        "{:>8}  {:0width$b}  (nim-sum, {} rule)",
        "xor",
        analysis.nim_sum,
        args.rule.as_str()
    ));
    lines.push(format!("The player to move will {}.", analysis.outcome.as_str()));
    lines.extend(move_lines(&analysis.winning_moves));
    Ok(lines.join("\n"))
}

/// Each winning move on its own line, worded as the window words it: heaps counted from 1.
fn move_lines(moves: &[sums::SumMove]) -> impl Iterator<Item = String> + '_ {
    moves.iter().map(|m| {
        let said = (Language::English.strings().figure.sum_move)(m.number(), m.from, &m.left_text());
        format!("Winning move: {said}")
    })
}

// Misère sums of any heap games from the command line.

/// The arguments of `nimlab sum`.
#[derive(Debug, Args)]
pub struct SumArgs {
    /// One heap as GAME:SIZE (nim:3, 1,3,4:6, 0.77:5, "powers 2:9"); repeat it for each heap.
    #[arg(long = "heap", value_name = "GAME:SIZE", required = true, value_parser = parse_sum_heap)]
    pub heaps: Vec<crate::figure::grundy::SumHeap>,
    /// normal (the XOR of Grundy values), or misere (Bouton's rule for Nim heaps, else a bounded
    /// search over the multiset of heaps).
    #[arg(long, default_value = "normal", value_parser = parse_rule)]
    pub rule: Rule,
    /// Print one JSON object instead of text.
    #[arg(long)]
    pub json: bool,
}

/// A heap as `GAME:SIZE`, for `nimlab sum`, `nimlab tree` and `nimlab export grundy --heap` alike,
/// read by the rule the tree tab's heaps field reads a sum by ([`parse_game_heap`]). A size past
/// what a heap holds is refused with the largest heap of that game a sum takes.
///
/// [`parse_game_heap`]: nimlab_core::games::positions::parse_game_heap
pub(crate) fn parse_sum_heap(text: &str) -> Result<crate::figure::grundy::SumHeap, String> {
    use nimlab_core::games::positions::{GameHeapError, parse_game_heap};
    let (game, size) = parse_game_heap(text).map_err(|refused| match refused {
        GameHeapError::TooLarge { size, game } => {
            format!(
                "'{size}' is too large a heap of {game}: at most {}",
                sums::heap_limit(&game)
            )
        }
        refused => refused.to_string(),
    })?;
    Ok(crate::figure::grundy::SumHeap { game, size })
}

/// One heap in the JSON of `nimlab sum`.
#[derive(Debug, Serialize)]
struct HeapReport {
    game: String,
    size: u32,
}

#[derive(Debug, Serialize)]
struct SumReport {
    heaps: Vec<HeapReport>,
    rule: &'static str,
    method: &'static str,
    positions: Option<usize>,
    values: Vec<u32>,
    nim_sum: u32,
    outcome: &'static str,
    winning_moves: Vec<MoveReport>,
}

pub(super) fn sum(args: &SumArgs) -> anyhow::Result<String> {
    let heaps: Vec<Heap> = args
        .heaps
        .iter()
        .map(|h| Heap {
            game: h.game.clone(),
            size: h.size,
        })
        .collect();
    let analysis = sums::analyse(&heaps, args.rule)?;
    let (method, positions) = match analysis.method {
        SumMethod::Xor => ("xor", None),
        SumMethod::Bouton => ("bouton", None),
        SumMethod::Searched(positions) => ("search", Some(positions)),
    };
    if args.json {
        let report = SumReport {
            heaps: heaps
                .iter()
                .map(|h| HeapReport {
                    game: h.game.to_string(),
                    size: h.size,
                })
                .collect(),
            rule: args.rule.as_str(),
            method,
            positions,
            values: analysis.values,
            nim_sum: analysis.nim_sum,
            outcome: analysis.outcome.as_str(),
            winning_moves: move_reports(&analysis.winning_moves),
        };
        return Ok(serde_json::to_string(&report)?);
    }
    let named: Vec<String> = heaps.iter().map(|h| format!("{} {}", h.game, h.size)).collect();
    let listed: Vec<String> = analysis.values.iter().map(u32::to_string).collect();
    let how = match analysis.method {
        SumMethod::Xor => format!(
            "each heap's Grundy value: {}; their XOR {}",
            listed.join(" "),
            analysis.nim_sum
        ),
        SumMethod::Bouton => "misère Nim, by Bouton's rule".to_owned(),
        SumMethod::Searched(positions) => format!(
            "searched {positions} positions; each heap's misère value: {} (their XOR {} does not decide a misère sum)",
            listed.join(" "),
            analysis.nim_sum
        ),
    };
    let mut lines = vec![
        format!("{}, {} play", named.join(" + "), args.rule.as_str()),
        how,
        format!("The player to move will {}.", analysis.outcome.as_str()),
    ];
    lines.extend(move_lines(&analysis.winning_moves));
    Ok(lines.join("\n"))
}

/// The JSON of winning moves: `heap` the 0-based index the JSON has always given, `to` a number, or a
/// list when the move splits.
fn move_reports(moves: &[sums::SumMove]) -> Vec<MoveReport> {
    moves
        .iter()
        .map(|m| MoveReport {
            heap: m.heap,
            from: m.from,
            to: match m.to.as_slice() {
                [] => 0.into(),
                [one] => (*one).into(),
                many => many.into(),
            },
        })
        .collect()
}
