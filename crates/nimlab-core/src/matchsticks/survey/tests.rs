//! The survey checked against solving every layout one by one.

use super::*;
use crate::matchsticks::solve::solve;

#[test]
fn shapes_parse_and_count_their_layouts() {
    assert_eq!(Shape::parse("DD+DD=DD").map(|s| s.layout_count()), Ok(2_000_000));
    assert_eq!(Shape::parse("D±D=D").map(|s| s.layout_count()), Ok(2_000));
    assert!(Shape::parse("D+=D").is_err());
    assert_eq!(
        Shape::parse("D+D=D").map(|s| s
            .example(2 * 100 + 1)
            .text(crate::matchsticks::glyph::Variants::default())),
        Ok("1+0=1".to_owned())
    );
}

#[test]
fn survey_agrees_with_solving_every_layout() {
    let shape = Shape::parse("D+D=D").expect("valid");
    for goal in Goal::ALL {
        let rules = Rules::default();
        let survey = Survey::run(&shape, rules, goal, 2, &mut crate::watch::Unwatched).expect("not stopped");
        for index in 0..shape.layout_count() {
            let layout = shape.example(index);
            let answers = solve(&layout, rules, goal, 2).expect("solvable");
            assert_eq!(
                survey.already_true[index],
                layout.is_true(rules),
                "{}",
                layout.text(rules.variants)
            );
            if survey.already_true[index] {
                continue;
            }
            assert_eq!(
                usize::from(survey.answers[index]),
                answers.len().min(255),
                "{}",
                layout.text(rules.variants)
            );
            let nearest = answers.first().map_or(0, |a| a.moves as u8);
            assert_eq!(survey.nearest[index], nearest, "{}", layout.text(rules.variants));
        }
    }
}

#[test]
fn seed004s_search_on_every_layout_counts_what_the_survey_counts() {
    let shape = Shape::parse("D+D=D").expect("valid");
    for goal in Goal::ALL {
        let rules = Rules::default();
        let survey = Survey::run(&shape, rules, goal, 2, &mut crate::watch::Unwatched).expect("not stopped");
        let by_solving =
            survey_by_solving(&shape, rules, goal, 2, &mut crate::watch::Unwatched).expect("not stopped");
        assert_eq!(by_solving, survey.counts(), "{goal}");
    }
}

#[test]
fn the_survey_by_solving_stops_when_told() {
    let shape = Shape::parse("D+D=D").expect("valid");
    let mut stop = |_done: f32| false;
    assert_eq!(
        survey_by_solving(&shape, Rules::default(), Goal::Move, 1, &mut stop),
        None
    );
}
