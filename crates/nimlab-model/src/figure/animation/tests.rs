//! Animations planned and encoded: the frames a step-through makes, the cap, the refusal of a
//! frame too large, Cancel, and the GIF decoded back (by the `gif` crate) frame by frame.

use super::*;
use nimlab_core::games::{CoinGame, MoveSet, Rule};

fn game() -> CoinGame {
    CoinGame {
        moves: MoveSet::new(vec![1, 2, 3]).expect("a move set"),
        rule: Rule::Misere,
    }
}

fn request(stepped: Stepped, width: u32) -> AnimationRequest {
    AnimationRequest {
        stepped,
        theme: Theme::Light,
        language: Language::English,
        width,
        delay_ms: 200,
        slide: None,
    }
}

fn tree(coins: u32, depth: Option<u32>, evaluation: Evaluation) -> Stepped {
    Stepped::Tree {
        game: game(),
        coins,
        depth,
        evaluation,
    }
}

/// The frames of a GIF, each as a viewer shows it (drawn over the ones before), RGBA.
pub(crate) fn decoded_frames(bytes: &[u8]) -> (usize, usize, Vec<Vec<u8>>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::RGBA);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (width, height) = (usize::from(decoder.width()), usize::from(decoder.height()));
    let mut screen = vec![0u8; width * height * 4];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().expect("a frame") {
        let (left, top, w) = (
            usize::from(frame.left),
            usize::from(frame.top),
            usize::from(frame.width),
        );
        for y in 0..usize::from(frame.height) {
            let to = ((top + y) * width + left) * 4;
            screen[to..to + w * 4].copy_from_slice(&frame.buffer[y * w * 4..(y + 1) * w * 4]);
        }
        frames.push(screen.clone());
    }
    (width, height, frames)
}

/// How many pixels of `rgba` are `colour`, give or take what the quantizer moves a colour by.
fn count(rgba: &[u8], colour: super::super::scene::Colour) -> usize {
    let wanted = [colour.red, colour.green, colour.blue];
    rgba.chunks_exact(4)
        .filter(|p| (0..3).all(|i| p[i].abs_diff(wanted[i]) <= 6))
        .count()
}

#[test]
fn a_frame_per_step_from_nothing_called_to_every_value_known() {
    // 5 coins, takes 1–3: the whole tree, a call and a return per node, and the start.
    let animation = request(tree(5, None, Evaluation::Full), 600);
    let plan = animation.plan().expect("small");
    let nodes = {
        let solution = game().solve(5);
        nimlab_core::games::view_tree::ViewTree::build(
            &solution,
            5,
            &std::collections::HashMap::default(),
            10_000,
        )
        .nodes
        .len()
    };
    assert_eq!(plan.frames(), 2 * nodes + 1);
    assert!(!plan.sampling.is_sampled());
    assert_eq!(plan.width, 600);
    let bytes = animation
        .encode(&mut |_, _| true)
        .expect("not cancelled")
        .expect("encoded");
    let (width, height, frames) = decoded_frames(&bytes);
    assert_eq!((width as u32, height as u32), (plan.width, plan.height));
    assert_eq!(frames.len(), plan.frames());
    let palette = Theme::Light.palette();
    let (first, last) = (&frames[0], &frames[frames.len() - 1]);
    assert_eq!(
        count(first, palette.win) + count(first, palette.lose),
        0,
        "no value yet"
    );
    assert!(count(last, palette.win) > 100 && count(last, palette.lose) > 100);
    // Thin lines take what the quantizer leaves them: orange, if not exactly the palette's.
    let orange = last
        .chunks_exact(4)
        .filter(|p| p[0] > 200 && (100..170).contains(&p[1]) && p[2] < 110)
        .count();
    assert!(orange > 50, "the winning takes in orange: {orange}");
}

#[test]
fn the_dp_fills_one_state_a_frame() {
    let animation = request(
        Stepped::Dp {
            game: game(),
            coins: 5,
        },
        900,
    );
    let plan = animation.plan().expect("small");
    assert_eq!(plan.frames(), 7, "nothing filled, then 0 to 5");
    let bytes = animation.encode(&mut |_, _| true).expect("run").expect("encoded");
    let (_, _, frames) = decoded_frames(&bytes);
    assert_eq!(frames.len(), 7);
    let fill = Theme::Light.palette().lose;
    assert_eq!(count(&frames[0], fill), 0);
    assert!(count(&frames[6], fill) > count(&frames[2], fill));
}

#[test]
fn past_the_cap_every_kth_step_is_a_frame_and_the_caption_says_so() {
    // 13 coins to depth 5: hundreds of nodes, so more than 400 steps.
    let animation = request(tree(13, Some(5), Evaluation::Full), 400);
    let plan = animation.plan().expect("fits");
    assert!(plan.sampling.steps >= MAX_FRAMES, "{}", plan.sampling.steps);
    assert!(plan.sampling.is_sampled());
    assert!(plan.frames() <= MAX_FRAMES);
    let every = plan.sampling.every;
    let caption = animation
        .with_steps(|_, draw| {
            draw(every, every)
                .shapes
                .iter()
                .find_map(|shape| match shape {
                    super::super::scene::Shape::Text { text, .. } if text.starts_with("Step ") => {
                        Some(text.clone())
                    }
                    _ => None,
                })
                .expect("a caption")
        })
        .expect("drawn");
    let steps = plan.sampling.steps;
    assert!(
        caption.starts_with(&format!(
            "Step {every} of {steps} (a frame every {every} steps) · Call: "
        )),
        "{caption}"
    );
}

#[test]
fn a_frame_too_large_is_refused_before_any_is_drawn() {
    // A thousand coins' table is 26 columns wide: 8,000 pixels across make it ~13 million.
    let animation = request(
        Stepped::Dp {
            game: game(),
            coins: 1000,
        },
        8000,
    );
    let Err(refusal) = animation.plan() else {
        panic!("refused");
    };
    assert!(
        refusal.to_string().contains("choose a smaller width"),
        "{refusal}"
    );
    let encoded = animation.encode(&mut |_, _| panic!("no frame is drawn"));
    assert!(matches!(encoded, Some(Err(_))));
}

#[test]
fn cancel_stops_after_the_frame_under_way() {
    let animation = request(tree(5, None, Evaluation::ShortCircuit), 200);
    let mut seen = Vec::new();
    let encoded = animation.encode(&mut |done, total| {
        seen.push((done, total));
        done < 2
    });
    assert_eq!(encoded, None);
    let frames = animation.plan().expect("small").frames();
    assert_eq!(seen, [(0, frames), (1, frames), (2, frames)]);
}

#[test]
fn short_circuit_frames_end_with_the_passed_by_nodes_faded_and_in_korean() {
    let mut animation = request(tree(7, None, Evaluation::ShortCircuit), 200);
    animation.language = Language::Korean;
    let frames = animation
        .with_steps(|steps, draw| {
            let last = draw(steps, 1);
            let texts: Vec<String> = last
                .shapes
                .iter()
                .filter_map(|s| match s {
                    super::super::scene::Shape::Text { text, .. } => Some(text.clone()),
                    _ => None,
                })
                .collect();
            (steps, texts)
        })
        .expect("drawn");
    let (steps, texts) = frames;
    assert!(
        texts
            .iter()
            .any(|t| t.starts_with(&format!("{steps}단계 중 {steps}단계 · "))),
        "{texts:?}"
    );
    assert!(texts.iter().any(|t| t == "승") && texts.iter().any(|t| t == "패"));
}

#[test]
fn a_heap_games_recursion_animates_and_a_huge_start_is_refused_before_any_frame() {
    use nimlab_core::games::grundy::HeapGame;
    let heaps = |sizes: &[u32]| Stepped::PositionTree {
        start: sizes.iter().map(|&size| (HeapGame::Nim, size)).collect(),
        rule: Rule::Normal,
        depth: None,
        evaluation: Evaluation::Full,
    };
    // Nim (1,2): 10 nodes by hand, a call and a return each, and the frame before the first.
    let animation = request(heaps(&[1, 2]), 400);
    assert_eq!(animation.plan().expect("small").frames(), 21);
    let bytes = animation
        .encode(&mut |_, _| true)
        .expect("not stopped")
        .expect("encoded");
    let (_, _, frames) = decoded_frames(&bytes);
    assert_eq!(frames.len(), 21);
    let huge = request(heaps(&[100, 100, 100, 100, 100, 100]), 400);
    let Err(Refusal::Refused(said)) = huge.plan() else {
        panic!("refused");
    };
    assert!(said.contains("limit is 300000"), "{said}");
}
