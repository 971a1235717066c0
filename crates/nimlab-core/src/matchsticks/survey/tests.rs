//! The survey checked against solving every layout one by one.

use super::*;
use crate::matchsticks::glyph::Variants;
use crate::matchsticks::solve::solve;

/// Every layout's finding, in layout order.
fn findings(shape: &Shape, rules: Rules, goal: Goal, steps: u32, near_misses: bool) -> Vec<Finding> {
    walk_blocks(
        shape,
        rules,
        goal,
        steps,
        near_misses,
        &mut crate::watch::Unwatched,
        |block| block.findings.to_vec(),
    )
    .expect("not stopped")
    .concat()
}

fn all_variants() -> Rules {
    Rules {
        variants: Variants {
            six: true,
            seven: true,
            nine: true,
        },
        ..Rules::default()
    }
}

#[test]
fn shapes_parse_and_count_their_layouts() {
    assert_eq!(Shape::parse("DD+DD=DD").map(|s| s.layout_count()), Ok(2_000_000));
    assert_eq!(Shape::parse("D±D=D").map(|s| s.layout_count()), Ok(2_000));
    assert_eq!(
        Shape::parse("DDD+DD=DDD").map(|s| s.layout_count()),
        Ok(200_000_000)
    );
    assert!(Shape::parse("D+=D").is_err());
    assert_eq!(
        Shape::parse("D+D=D").map(|s| s.example(2 * 100 + 1).text(Variants::default())),
        Ok("1+0=1".to_owned())
    );
}

#[test]
fn the_true_equations_are_the_true_layouts() {
    for text in ["D+D=D", "DD-D=D", "D=DD", "DD=D-D", "D+D+D=D"] {
        let shape = Shape::parse(text).expect("valid");
        for leading_zeros in [true, false] {
            let rules = Rules {
                leading_zeros,
                ..Rules::default()
            };
            let brute: Vec<String> = (0..shape.layout_count())
                .map(|index| shape.example(index))
                .filter(|layout| layout.is_true(rules))
                .map(|layout| layout.text(rules.variants))
                .collect();
            let mut sorted = brute.clone();
            sorted.sort();
            assert_eq!(shape.true_equations(rules), sorted, "{text} {leading_zeros}");
            assert!(!sorted.is_empty() || !leading_zeros, "{text}");
        }
    }
}

#[test]
fn every_finding_agrees_with_solving_its_layout() {
    let shape = Shape::parse("D+D=D").expect("valid");
    let equations = shape.true_equations(Rules::default());
    for rules in [Rules::default(), all_variants()] {
        for goal in Goal::ALL {
            for steps in [1, 2] {
                let found = findings(&shape, rules, goal, steps, true);
                assert_eq!(found.len(), shape.layout_count());
                for (index, finding) in found.iter().enumerate() {
                    let layout = shape.example(index);
                    let text = layout.text(rules.variants);
                    assert_eq!(finding.already_true, layout.is_true(rules), "{text}");
                    if finding.already_true {
                        continue;
                    }
                    let answers = solve(&layout, rules, goal, steps + 1).expect("solvable");
                    let (within, beyond): (Vec<_>, Vec<_>) = answers.iter().partition(|a| a.moves <= steps);
                    let context = format!("{text} {goal} {steps} {rules:?}");
                    assert_eq!(usize::from(finding.answers), within.len(), "{context}");
                    assert_eq!(finding.near_misses as usize, beyond.len(), "{context}");
                    assert_eq!(
                        u32::from(finding.nearest),
                        within.first().map_or(0, |a| a.moves),
                        "{context}"
                    );
                    assert_eq!(
                        equations.get(finding.first_answer as usize),
                        within.first().map(|a| &a.equation),
                        "{context}"
                    );
                }
            }
        }
    }
}

#[test]
fn near_misses_are_left_uncounted_unless_asked_for() {
    let shape = Shape::parse("D+D=D").expect("valid");
    let with = findings(&shape, Rules::default(), Goal::Move, 1, true);
    let without = findings(&shape, Rules::default(), Goal::Move, 1, false);
    assert!(with.iter().any(|f| f.near_misses > 0));
    assert!(without.iter().all(|f| f.near_misses == 0));
    let strip = |f: &Finding| Finding { near_misses: 0, ..*f };
    assert_eq!(
        with.iter().map(strip).collect::<Vec<_>>(),
        without,
        "the rest is the same"
    );
}

#[test]
fn a_shape_of_many_blocks_counts_what_the_readme_shows() {
    // DD±DD=DD falls into 100 blocks of 20,000 layouts; the counts are the README's and the
    // first survey's (a single walk over all layouts, before blocks).
    let shape = Shape::parse("DD+DD=DD").expect("valid");
    let survey = Survey::run(
        &shape,
        Rules::default(),
        Goal::Move,
        2,
        &mut crate::watch::Unwatched,
    )
    .expect("not stopped");
    assert_eq!(
        survey.counts(),
        SurveyCounts {
            layouts: 2_000_000,
            already_true: 10_100,
            solvable: vec![193_440, 930_947],
            unsolvable: 865_513,
            unique: 471_939,
        }
    );
}

#[test]
fn seed004s_search_on_every_layout_counts_what_the_survey_counts() {
    // The matchstick paper's search is slow (a minute with glyph variants in a debug build):
    // standard glyphs only; the findings above are checked against the fast solver with variants
    // too.
    let shape = Shape::parse("D+D=D").expect("valid");
    let rules = Rules::default();
    for goal in Goal::ALL {
        let survey = Survey::run(&shape, rules, goal, 2, &mut crate::watch::Unwatched).expect("not stopped");
        let by_solving =
            survey_by_solving(&shape, rules, goal, 2, &mut crate::watch::Unwatched).expect("not stopped");
        assert_eq!(by_solving, survey.counts(), "{goal}");
    }
}

#[test]
fn a_survey_stops_when_told_and_reports_rising_progress() {
    let shape = Shape::parse("DD+DD=DD").expect("valid");
    let mut reports = Vec::new();
    let stopped = Survey::run(&shape, Rules::default(), Goal::Move, 1, &mut |done| {
        reports.push(done);
        done < 0.3
    });
    assert_eq!(stopped, None);
    assert!(reports.windows(2).all(|w| w[0] < w[1]), "{reports:?}");
    assert!(
        reports.len() > 2,
        "more than one report before stopping: {reports:?}"
    );
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

/// Shapes with × and ÷ (every sign slot any of +, −, ×, ÷) and with two '=' (a chain)
/// are surveyed exactly: each layout's finding is what solving it says.
#[test]
fn shapes_with_the_new_symbols_match_solving_each_layout() {
    assert_eq!(Shape::parse("D×D=D").map(|s| s.layout_count()), Ok(4_000));
    assert_eq!(Shape::parse("DD÷D=D").map(|s| s.layout_count()), Ok(40_000));
    assert_eq!(Shape::parse("D+D=D=D").map(|s| s.layout_count()), Ok(20_000));
    assert_eq!(
        Shape::parse("D*D=D").map(|s| s.example(2 * 100 + 3).text(Variants::default())),
        Ok("0×0=3".to_owned())
    );
    assert!(
        Shape::parse("DDDD*DDD=D").is_err(),
        "past the limit of shapes with ×"
    );
    for (text, steps) in [("D×D=D", 2), ("D/D=D", 1), ("D+D=D=D", 1)] {
        let shape = Shape::parse(text).expect("valid");
        let equations = shape.true_equations(shape.rules(Rules::default()));
        for goal in Goal::ALL {
            let rules = shape.rules(Rules::default());
            let found = findings(&shape, Rules::default(), goal, steps, true);
            assert_eq!(found.len(), shape.layout_count());
            for (index, finding) in found.iter().enumerate() {
                let layout = shape.example(index);
                let context = format!("{} {goal} {steps}", layout.text(rules.variants));
                assert_eq!(finding.already_true, layout.is_true(rules), "{context}");
                if finding.already_true {
                    continue;
                }
                let answers = solve(&layout, rules, goal, steps + 1).expect("solvable");
                let (within, beyond): (Vec<_>, Vec<_>) = answers.iter().partition(|a| a.moves <= steps);
                assert_eq!(usize::from(finding.answers), within.len(), "{context}");
                assert_eq!(finding.near_misses as usize, beyond.len(), "{context}");
                assert_eq!(
                    equations.get(finding.first_answer as usize).map(|e| shown(e)),
                    within.first().map(|a| a.equation.clone()),
                    "{context}"
                );
            }
        }
    }
}

/// With a budget of exactly k, a layout's answers are the equations some drawing of which lies k
/// away, as the solver lists them; near misses are still those whose nearest drawing is k + 1.
#[test]
fn every_finding_agrees_with_solving_its_layout_exactly() {
    use crate::matchsticks::solve::solve_budget;
    let shape = Shape::parse("D-D=D").expect("valid");
    let equations = shape.true_equations(Rules::default());
    let mut answered = 0;
    for rules in [Rules::default(), all_variants()] {
        for goal in Goal::ALL {
            for steps in [1, 2] {
                let budget = Budget::exactly(goal, steps);
                let mut found = Vec::new();
                fold_blocks(
                    &shape,
                    rules,
                    budget,
                    true,
                    &mut crate::watch::Unwatched,
                    |block| block.findings.to_vec(),
                    |block| found.extend(block),
                )
                .expect("not stopped");
                for (index, finding) in found.iter().enumerate() {
                    let layout = shape.example(index);
                    if finding.already_true {
                        assert!(layout.is_true(rules));
                        continue;
                    }
                    let exact =
                        solve_budget(&layout, rules, budget, usize::MAX, &mut |_| true).expect("solvable");
                    let further = solve(&layout, rules, goal, steps + 1).expect("solvable");
                    let context = format!("{} {budget:?} {rules:?}", layout.text(rules.variants));
                    assert_eq!(u128::from(finding.answers), exact.total(), "{context}");
                    let expected_nearest = if exact.answers.is_empty() { 0 } else { steps };
                    assert_eq!(u32::from(finding.nearest), expected_nearest, "{context}");
                    assert_eq!(
                        equations.get(finding.first_answer as usize),
                        exact.answers.first().map(|a| &a.equation),
                        "{context}"
                    );
                    let misses = further.iter().filter(|a| a.moves == steps + 1).count();
                    assert_eq!(finding.near_misses as usize, misses, "{context}");
                    answered += usize::from(finding.answers > 0);
                }
            }
        }
    }
    assert!(answered > 100, "layouts with answers to compare ({answered})");
}

#[test]
fn an_exact_survey_counts_what_the_papers_search_counts() {
    let shape = Shape::parse("D+D=D").expect("valid");
    // The paper's search at two moves is the slow part: once, with the variants that matter.
    let mut cases = vec![(all_variants(), Budget::exactly(Goal::Move, 2))];
    for rules in [Rules::default(), all_variants()] {
        cases.push((rules, Budget::exactly(Goal::Add, 2)));
        cases.push((rules, Budget::exactly(Goal::Remove, 2)));
    }
    for (rules, budget) in cases {
        let walked = Survey::run_budget(&shape, rules, budget, &mut crate::watch::Unwatched)
            .expect("not stopped")
            .counts();
        let searched = survey_by_solving_budget(&shape, rules, budget, &mut crate::watch::Unwatched)
            .expect("not stopped");
        assert_eq!(walked, searched, "{budget:?} {rules:?}");
        assert_eq!(walked.solvable[0], 0, "nothing is listed nearer than exactly 2");
        assert!(
            walked.solvable[1] > 0,
            "{budget:?} {rules:?}: something to compare"
        );
    }
}
