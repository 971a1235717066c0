//! What the app exports for slides and spreadsheets, as bytes: the coin-game article's DP table, a
//! Grundy table, the matchstick paper's survey and the class quiz's tally as CSV, and pictures as
//! PNG. The shell asks where and writes them.
//!
//! Every CSV has one shape (`csv_file`): the column names first, as a spreadsheet reads its
//! first row, one row per line, then a blank line and `#` lines that say what it holds (the
//! game, the rule, the range).
//!
//! In classroom mode a CSV holds what the window shows: values not revealed yet are left
//! blank (a header line says so), which makes it a worksheet for the class to fill in.

use std::fmt::Write as _;

use nimlab_core::games::grundy::HeapGame;
use nimlab_core::games::{Rule, Solution};
use nimlab_core::matchsticks::layout::Rules;
use nimlab_core::matchsticks::survey::{SurveyRow, survey_csv};

use crate::i18n::ENGLISH;

mod csv_file;
mod positions;
mod quiz;
use csv_file::csv_file;
pub use csv_file::{CsvFile, read_csv};
pub use positions::positions_csv;
pub use quiz::{QUIZ_COLUMNS, quiz_csv};

/// The header line said when classroom mode leaves values out.
const CLASSROOM_LINE: &str = "classroom mode: values not revealed yet are left blank";

/// A move set's runs of consecutive takes, first and last: {1, 2, 3, 5} is `[(1, 3), (5, 5)]`.
/// How a CSV line and a file name write a move set both start here.
fn take_runs(takes: &[u32]) -> Vec<(u32, u32)> {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &take in takes {
        match runs.last_mut() {
            Some((_, last)) if last.checked_add(1) == Some(take) => *last = take,
            _ => runs.push((take, take)),
        }
    }
    runs
}

/// Takes in a CSV header line, in words without commas: `1 2 3`, runs of four or more as
/// `5 to 9`; every take is said, as the line is read by people.
fn takes_words(takes: &[u32]) -> String {
    let words: Vec<String> = take_runs(takes)
        .iter()
        .map(|&(first, last)| match last - first {
            0 => first.to_string(),
            1 => format!("{first} {last}"),
            2 => format!("{first} {} {last}", first + 1),
            _ => format!("{first} to {last}"),
        })
        .collect();
    words.join(" ")
}

/// How many runs of a move set a file name lists before it says `etc`.
const NAME_RUNS: usize = 6;

/// Takes in a file name, short and without spaces: `take-1to3` for {1, 2, 3}, `take-1-3-4` for
/// {1, 3, 4}, `take-1to3-5-…-etc` past a few runs, so a long set cannot make a long name.
pub fn takes_in_file_name(takes: &[u32]) -> String {
    let runs = take_runs(takes);
    let mut words = vec!["take".to_owned()];
    for &(first, last) in runs.iter().take(NAME_RUNS) {
        words.push(match last - first {
            0 => first.to_string(),
            1 => format!("{first}-{last}"),
            _ => format!("{first}to{last}"),
        });
    }
    if runs.len() > NAME_RUNS {
        words.push("etc".to_owned());
    }
    words.join("-")
}

/// A heap game in words without commas.
fn heap_game_words(game: &HeapGame) -> String {
    match game {
        HeapGame::Subtraction(set) => format!("subtraction game: take {} a turn", takes_words(set.takes())),
        HeapGame::Nim => "nim: take any number a turn".to_owned(),
        HeapGame::Powers(base) => format!(
            "powers of {base}: take 1 {base} {} ... a turn",
            base.saturating_mul(*base)
        ),
        // The CSV is in English, whatever the window's language.
        HeapGame::Octal(code) => match ENGLISH.octal_name(code) {
            Some(name) => format!("octal game {code} ({name})"),
            None => format!("octal game {code}"),
        },
    }
}

/// The coin-game article's table: per position, whether the player to move wins and the winning
/// takes; where `hides(coins)` (classroom mode), both left blank, and a take is listed only once
/// the position it leaves is shown ([`take_shown`]).
pub fn dp_table_csv(solution: &Solution, hides: impl Fn(u32) -> bool) -> String {
    let last = solution.max_coins();
    let rule = match solution.game.rule {
        Rule::Misere => "misere (whoever takes the last coin loses)",
        Rule::Normal => "normal (whoever cannot move loses)",
    };
    let mut lines = vec![
        "nimlab: seed 000's DP table (GenerateNimTable) of the coin game".to_owned(),
        format!(
            "game: take {} coins a turn",
            takes_words(solution.game.moves.takes())
        ),
        format!("rule: {rule}"),
        format!("piles: 0 to {last} coins"),
    ];
    if (0..=last).any(&hides) {
        lines.push(CLASSROOM_LINE.to_owned());
    }
    let mut csv = "coins,outcome,winning_takes\n".to_owned();
    for coins in 0..=last {
        if hides(coins) {
            let _ = writeln!(csv, "{coins},,");
            continue;
        }
        let takes: Vec<String> = solution
            .winning_moves(coins)
            .into_iter()
            .filter(|&take| take_shown(coins, take, &hides))
            .map(|take| take.to_string())
            .collect();
        let _ = writeln!(
            csv,
            "{coins},{},\"{}\"",
            solution.outcome(coins).as_str(),
            takes.join(" ")
        );
    }
    csv_file(&csv, &lines)
}

/// Whether a winning `take` from `coins` may be named while `hides` keeps values back: a
/// winning take says the position it leaves is lost, so it waits until that position is shown.
/// The one rule for the window's verdicts and the exported table alike.
pub fn take_shown(coins: u32, take: u32, hides: impl Fn(u32) -> bool) -> bool {
    !hides(coins - take)
}

/// g(n) for n = 0, 1, … of `game` under `rule`, with the P-positions (g = 0) marked; where
/// `hides(n)` (classroom mode), both left blank.
pub fn grundy_csv(game: &HeapGame, rule: Rule, values: &[u32], hides: impl Fn(u32) -> bool) -> String {
    let rule = match rule {
        Rule::Normal => "normal (whoever cannot move loses)",
        Rule::Misere => "misere (seed 001's convention: a heap with no move has value 1)",
    };
    let mut lines = vec![
        "nimlab: Grundy values g(n)".to_owned(),
        format!("game: {}", heap_game_words(game)),
        format!("rule: {rule}"),
        format!(
            "values: {} (n = 0 to {})",
            values.len(),
            values.len().saturating_sub(1)
        ),
    ];
    let shown = |n: usize| u32::try_from(n).map_or(true, |n| !hides(n));
    if !(0..values.len()).all(shown) {
        lines.push(CLASSROOM_LINE.to_owned());
    }
    let mut csv = "n,grundy,p_position\n".to_owned();
    for (n, g) in values.iter().enumerate() {
        if shown(n) {
            let _ = writeln!(csv, "{n},{g},{}", *g == 0);
        } else {
            let _ = writeln!(csv, "{n},,");
        }
    }
    csv_file(&csv, &lines)
}

/// The matchstick paper's survey (every layout of each shape, moving up to `steps` sticks) under
/// `rules`.
pub fn survey_table_csv(rows: &[SurveyRow], rules: Rules, steps: u32) -> String {
    let variants = rules.variants;
    let named: Vec<&str> = [
        (variants.six, "6 without its top"),
        (variants.seven, "7 with f"),
        (variants.nine, "9 without its bottom"),
    ]
    .into_iter()
    .filter_map(|(on, name)| on.then_some(name))
    .collect();
    let shapes: Vec<&str> = rows.iter().map(|row| row.shape.as_str()).collect();
    let lines = [
        "nimlab: seed 004's survey of matchstick equations (every layout of each shape)".to_owned(),
        format!("shapes: {}", shapes.join(" ")),
        format!(
            "goal: move up to {steps} {}",
            if steps == 1 { "stick" } else { "sticks" }
        ),
        format!(
            "glyph variants: {}",
            if named.is_empty() {
                "none".to_owned()
            } else {
                named.join(" / ")
            }
        ),
        format!(
            "leading zeros: {}",
            if rules.leading_zeros {
                "allowed"
            } else {
                "not allowed"
            }
        ),
    ];
    csv_file(&survey_csv(rows), &lines)
}

/// An RGBA picture (`width × height` pixels, 4 bytes each, row by row) as a PNG file.
pub fn png_bytes(width: u32, height: u32, rgba: &[u8]) -> Result<Vec<u8>, png::EncodingError> {
    let mut bytes = Vec::new();
    let mut encoder = png::Encoder::new(&mut bytes, width, height);
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(rgba)?;
    writer.finish()?;
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::games::CoinGame;

    #[test]
    fn the_dp_table_names_its_columns_first_lists_every_position_then_says_what_it_holds() {
        let csv = dp_table_csv(&CoinGame::seed_000().solve(13), |_| false);
        assert!(
            csv.starts_with("coins,outcome,winning_takes\n0,win,\"\"\n"),
            "{csv}"
        );
        let read = read_csv(&csv);
        assert_eq!(read.columns, ["coins", "outcome", "winning_takes"]);
        assert_eq!(read.rows.len(), 14);
        assert_eq!(read.rows[1], ["1", "lose", ""]);
        assert_eq!(
            read.rows[3],
            ["3", "win", "2"],
            "3 coins: take 2, leave the last coin"
        );
        assert_eq!(read.rows[13], ["13", "lose", ""]);
        assert_eq!(
            read.notes,
            [
                "nimlab: seed 000's DP table (GenerateNimTable) of the coin game",
                "game: take 1 2 3 coins a turn",
                "rule: misere (whoever takes the last coin loses)",
                "piles: 0 to 13 coins",
            ]
        );
    }

    #[test]
    fn classroom_mode_leaves_the_hidden_values_blank_and_says_so() {
        let csv = dp_table_csv(&CoinGame::seed_000().solve(4), |coins| coins != 3);
        assert!(
            csv.starts_with("coins,outcome,winning_takes\n0,,\n1,,\n2,,\n3,win,\"\"\n4,,\n\n# "),
            "{csv}"
        );
        // Take 2 from 3 leaves 1, still hidden: the take would give 1's value away.
        assert_eq!(
            read_csv(&csv).notes.last().map(String::as_str),
            Some("classroom mode: values not revealed yet are left blank")
        );
        let csv = dp_table_csv(&CoinGame::seed_000().solve(4), |coins| coins != 3 && coins != 1);
        assert!(
            csv.contains("\n3,win,\"2\"\n"),
            "1 shown, the take to it may be named: {csv}"
        );
        let game = HeapGame::Subtraction(nimlab_core::games::MoveSet::parse("1,3,4").expect("valid"));
        let csv = grundy_csv(&game, Rule::Normal, &[0, 1, 0], |n| n == 1);
        assert!(
            csv.starts_with("n,grundy,p_position\n0,0,true\n1,,\n2,0,true\n\n# "),
            "{csv}"
        );
        assert!(
            csv.ends_with("# classroom mode: values not revealed yet are left blank\n"),
            "{csv}"
        );
    }

    #[test]
    fn the_notes_name_the_game_in_words_no_reader_splits() {
        let game = |text: &str| nimlab_core::games::grundy::parse_spec(text).expect("a game");
        let notes = |game: &HeapGame, rule| read_csv(&grundy_csv(game, rule, &[0, 1], |_| false)).notes;
        assert_eq!(
            notes(&game("1,3,4"), Rule::Normal),
            [
                "nimlab: Grundy values g(n)",
                "game: subtraction game: take 1 3 4 a turn",
                "rule: normal (whoever cannot move loses)",
                "values: 2 (n = 0 to 1)",
            ]
        );
        assert_eq!(
            notes(&game("0.77"), Rule::Normal)[1],
            "game: octal game 0.77 (Kayles)"
        );
        assert_eq!(
            notes(&game("0.137"), Rule::Normal)[1],
            "game: octal game 0.137 (Dawson's chess)"
        );
        assert_eq!(notes(&game("0.6"), Rule::Normal)[1], "game: octal game 0.6");
        assert_eq!(
            notes(&game("nim"), Rule::Normal)[1],
            "game: nim: take any number a turn"
        );
        assert_eq!(
            notes(&game("powers 2"), Rule::Normal)[1],
            "game: powers of 2: take 1 2 4 ... a turn"
        );
        assert_eq!(
            notes(&game("1,2,3"), Rule::Misere)[2],
            "rule: misere (seed 001's convention: a heap with no move has value 1)"
        );
        let every: Vec<u32> = (1..=1000).collect();
        assert_eq!(takes_words(&every), "1 to 1000");
        assert_eq!(takes_words(&[1, 2, 5, 6, 7, 9]), "1 2 5 6 7 9");
    }

    #[test]
    fn a_file_name_writes_a_move_set_short_and_a_csv_line_says_every_take() {
        assert_eq!(takes_in_file_name(&[1, 2, 3]), "take-1to3");
        assert_eq!(takes_words(&[1, 2, 3]), "1 2 3");
        assert_eq!(takes_in_file_name(&[1, 3, 4]), "take-1-3-4");
        assert_eq!(takes_words(&[1, 3, 4]), "1 3 4");
        assert_eq!(takes_in_file_name(&[2, 5, 6, 7]), "take-2-5to7");
        let odd: Vec<u32> = (1..100).step_by(2).collect();
        assert_eq!(takes_in_file_name(&odd), "take-1-3-5-7-9-11-etc");
        assert!(takes_words(&odd).ends_with("95 97 99"));
        let many: Vec<u32> = (1..=1200).collect();
        assert_eq!(takes_in_file_name(&many), "take-1to1200");
        assert_eq!(takes_words(&many), "1 to 1200");
    }

    #[test]
    fn a_png_decodes_to_the_same_size_and_pixels() {
        let (width, height) = (3, 2);
        let rgba: Vec<u8> = (0..width * height * 4).map(|i| i as u8).collect();
        let bytes = png_bytes(width, height, &rgba).expect("encodes");
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().expect("a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().expect("a size")];
        let info = reader.next_frame(&mut pixels).expect("one frame");
        assert_eq!((info.width, info.height), (width, height));
        assert_eq!(pixels, rgba);
    }
}
