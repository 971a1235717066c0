//! The class quiz's tally as CSV: one row per question marked, one column per field (the time
//! in ISO 8601, the tab, what kind of question, the position, the true answer, right or wrong),
//! so a spreadsheet sorts and counts it as it stands.

use std::fmt::Write as _;

use super::csv_file;
use crate::i18n::ENGLISH;
use crate::quiz::{Asked, Marked, Tab, TrueAnswer, iso_utc};

/// The column names, in English as every CSV of the app has them.
pub const QUIZ_COLUMNS: &str = "question,time_utc,tab,asked,position,answer,right";

/// The tally `marked` as CSV, oldest question first.
pub fn quiz_csv(marked: &[Marked]) -> String {
    let right = marked.iter().filter(|marked| marked.right).count();
    let notes = [
        "nimlab: the class quiz's tally".to_owned(),
        format!("questions: {} right: {right}", marked.len()),
    ];
    let mut csv = format!("{QUIZ_COLUMNS}\n");
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
            Asked::SumOutcome(heaps) => ("outcome_of_sum", format!("\"{}\"", ENGLISH.sum_words(heaps))),
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
    csv_file(&csv, &notes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::export::read_csv;
    use crate::quiz::Question;
    use nimlab_core::games::Outcome;
    use nimlab_core::games::positions::{Heap, Position};

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
        assert!(
            csv.starts_with(QUIZ_COLUMNS),
            "the header is the first row: {csv}"
        );
        let read = read_csv(&csv);
        assert_eq!(read.columns.len(), 7);
        let rows = read.rows;
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
        assert_eq!(read.notes[1], "questions: 3 right: 2");
    }
}
