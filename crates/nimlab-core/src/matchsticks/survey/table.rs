//! The survey's table as the app exports it: one row per shape with its counts and time, written
//! as CSV text.

use std::fmt::Write as _;

use super::SurveyCounts;

/// One shape's findings.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SurveyRow {
    /// The shape as written, e.g. `DD+DD=DD`.
    pub shape: String,
    /// The budget the shape was surveyed with.
    pub max_steps: u32,
    /// What the survey counted.
    pub counts: SurveyCounts,
    /// How long the survey took.
    pub milliseconds: u128,
}

/// The table as CSV: one row per shape, one column per figure.
pub fn survey_csv(rows: &[SurveyRow]) -> String {
    let steps = rows.iter().map(|row| row.max_steps).max().unwrap_or(0);
    let mut csv = String::from("shape,max_moves,layouts,already_true");
    // Writing to a String cannot fail.
    for k in 1..=steps {
        let _ = write!(csv, ",nearest_{k}");
    }
    csv.push_str(",unsolvable,unique,milliseconds\n");
    for row in rows {
        let c = &row.counts;
        let _ = write!(
            csv,
            "{},{},{},{}",
            row.shape, row.max_steps, c.layouts, c.already_true
        );
        for k in 0..steps as usize {
            let _ = write!(csv, ",{}", c.solvable.get(k).copied().unwrap_or(0));
        }
        let _ = writeln!(csv, ",{},{},{}", c.unsolvable, c.unique, row.milliseconds);
    }
    csv
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(shape: &str, max_steps: u32, solvable: Vec<u64>) -> SurveyRow {
        SurveyRow {
            shape: shape.to_owned(),
            max_steps,
            counts: SurveyCounts {
                layouts: 2000,
                already_true: 30,
                solvable,
                unsolvable: 5,
                unique: 7,
            },
            milliseconds: 12,
        }
    }

    #[test]
    fn the_csv_has_a_column_per_step_of_the_largest_budget() {
        let csv = survey_csv(&[row("D+D=D", 1, vec![100]), row("D+D=DD", 2, vec![40, 60])]);
        assert_eq!(
            csv,
            "shape,max_moves,layouts,already_true,nearest_1,nearest_2,unsolvable,unique,milliseconds\n\
             D+D=D,1,2000,30,100,0,5,7,12\n\
             D+D=DD,2,2000,30,40,60,5,7,12\n"
        );
    }

    #[test]
    fn no_rows_is_the_header_alone() {
        assert_eq!(
            survey_csv(&[]),
            "shape,max_moves,layouts,already_true,unsolvable,unique,milliseconds\n"
        );
    }
}
