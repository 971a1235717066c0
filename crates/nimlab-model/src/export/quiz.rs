//! The class quiz's tally as CSV: one row per question marked, one column per field (the time
//! in ISO 8601, the tab, what kind of question, the position, the true answer, right or wrong),
//! so a spreadsheet sorts and counts it as it stands.

use std::fmt::Write as _;

use super::comment_lines;
use crate::quiz::{Asked, Marked, Tab, TrueAnswer, iso_utc};

/// The column names, in English as every CSV of the app has them.
pub const QUIZ_COLUMNS: &str = "question,time_utc,tab,asked,position,answer,right";

/// The tally `marked` as CSV, oldest question first.
pub fn quiz_csv(marked: &[Marked]) -> String {
    let right = marked.iter().filter(|marked| marked.right).count();
    let lines = vec![
        "nimlab: the class quiz's tally".to_owned(),
        format!("questions: {} right: {right}", marked.len()),
    ];
    let mut csv = comment_lines(&lines);
    csv.push_str(QUIZ_COLUMNS);
    csv.push('\n');
    for (number, marked) in marked.iter().enumerate() {
        let question = &marked.question;
        let tab = match question.tab {
            Tab::GameTree => "game_tree",
            Tab::Grundy => "grundy",
        };
        let (asked, position) = match &question.asked {
            Asked::Coins(coins) => ("outcome_of_coins", coins.to_string()),
            Asked::Heaps { position, tagged } => {
                // A position's commas would split it: quoted, as CSV quotes a cell.
                ("outcome_of_heaps", format!("\"{}\"", position.written(*tagged)))
            }
            Asked::GrundyValue(n) => ("grundy_value_of_heap", n.to_string()),
        };
        let answer = match question.answer {
            TrueAnswer::Outcome(outcome) => outcome.as_str().to_owned(),
            TrueAnswer::Value(value) => value.to_string(),
        };
        let _ = writeln!(
            csv,
            "{},{},{tab},{asked},{position},{answer},{}",
            number + 1,
            iso_utc(marked.at),
            marked.right
        );
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::quiz::Question;
    use nimlab_core::games::Outcome;
    use nimlab_core::games::positions::{Heap, Position};

    /// The cells of a CSV line, quotes taken off (a quoted cell may hold commas).
    fn cells(line: &str) -> Vec<String> {
        let (mut cells, mut cell, mut quoted) = (Vec::new(), String::new(), false);
        for c in line.chars() {
            match c {
                '"' => quoted = !quoted,
                ',' if !quoted => cells.push(std::mem::take(&mut cell)),
                c => cell.push(c),
            }
        }
        cells.push(cell);
        cells
    }

    #[test]
    fn each_question_is_a_row_a_spreadsheet_reads_back() {
        let heaps = Position::new([3, 4, 5].map(|size| Heap { game: 0, size }));
        let marked = [
            Marked {
                at: 1_796_015_341,
                question: Question {
                    tab: Tab::GameTree,
                    asked: Asked::Coins(7),
                    answer: TrueAnswer::Outcome(Outcome::Win),
                },
                right: true,
            },
            Marked {
                at: 1_796_015_400,
                question: Question {
                    tab: Tab::GameTree,
                    asked: Asked::Heaps {
                        position: heaps,
                        tagged: false,
                    },
                    answer: TrueAnswer::Outcome(Outcome::Win),
                },
                right: false,
            },
            Marked {
                at: 1_796_015_461,
                question: Question {
                    tab: Tab::Grundy,
                    asked: Asked::GrundyValue(9),
                    answer: TrueAnswer::Value(2),
                },
                right: true,
            },
        ];
        let csv = quiz_csv(&marked);
        let mut lines = csv.lines().filter(|line| !line.starts_with('#'));
        assert_eq!(cells(lines.next().expect("the column names")).len(), 7);
        let rows: Vec<Vec<String>> = lines.map(cells).collect();
        let expected = [
            [
                "1",
                "2026-11-30T05:09:01Z",
                "game_tree",
                "outcome_of_coins",
                "7",
                "win",
                "true",
            ],
            [
                "2",
                "2026-11-30T05:10:00Z",
                "game_tree",
                "outcome_of_heaps",
                "(3,4,5)",
                "win",
                "false",
            ],
            [
                "3",
                "2026-11-30T05:11:01Z",
                "grundy",
                "grundy_value_of_heap",
                "9",
                "2",
                "true",
            ],
        ];
        assert_eq!(rows, expected.map(|row| row.map(str::to_owned)));
        assert!(csv.contains("# questions: 3 right: 2\n"), "{csv}");
    }
}
