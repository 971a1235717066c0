//! `nimlab export tree … --animate --out F.gif`: the step-through of the recursive,
//! short-circuit or DP view as an animated GIF; with `--heaps` or `--heap`, the recursion over
//! the heap game's tree (`--view tree` or `short-circuit`). Every combination that cannot make one is
//! refused in one line before any work.

use std::path::Path;

use anyhow::{bail, ensure};
use clap::ValueEnum as _;

use super::tree::{ExportTreeArgs, TreeFigureView};
use crate::cli::output::write_new;
use crate::figure::animation::{AnimationRequest, DEFAULT_DELAY_MS, DELAYS_MS, Stepped};
use crate::figure::steps::MAX_FRAMES;
use nimlab_core::games::Rule;
use nimlab_core::games::recursive::Evaluation;

/// Whether `path` names a GIF.
fn is_gif(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension.eq_ignore_ascii_case("gif"))
}

/// Whether `args` ask for an animation (or name a GIF, which only an animation writes).
pub(super) fn is_asked(args: &ExportTreeArgs) -> bool {
    args.animate || args.delay_ms.is_some() || is_gif(&args.output.out)
}

/// Draws the animation `args` ask for and writes it, or says in one line why not.
pub(super) fn export_animation(args: &ExportTreeArgs) -> anyhow::Result<String> {
    let out = &args.output.out;
    ensure!(
        args.animate,
        "--out {} is an animation: add --animate (or end --out in .svg, .png or .pdf)",
        out.display()
    );
    ensure!(
        is_gif(out),
        "--animate writes a GIF: end --out in .gif, not {}",
        out.display()
    );
    let delay_ms = args.delay_ms.unwrap_or(DEFAULT_DELAY_MS);
    ensure!(
        DELAYS_MS.contains(&delay_ms),
        "--delay-ms {delay_ms} is outside {} to {} milliseconds",
        DELAYS_MS.start(),
        DELAYS_MS.end()
    );
    let stepped = match args.coins {
        Some(_) => coin_stepped(args)?,
        None => heaps_stepped(args)?,
    };
    args.output.check_free()?;
    let request = AnimationRequest {
        stepped,
        theme: args.output.theme.into(),
        language: args.output.language.into(),
        width: args.output.width,
        delay_ms,
        slide: args.output.slide(),
    };
    let plan = request.plan().map_err(|refusal| anyhow::anyhow!("{refusal}"))?;
    let bytes = match request.encode(&mut |_, _| true) {
        Some(encoded) => encoded.map_err(anyhow::Error::msg)?,
        None => bail!("the animation stopped"),
    };
    let wrote = write_new(out, &bytes, args.output.force)?;
    let sampled = if plan.sampling.is_sampled() {
        format!(
            "; {} steps, a frame every {} (at most {MAX_FRAMES} frames)",
            plan.sampling.steps, plan.sampling.every
        )
    } else {
        String::new()
    };
    Ok(format!(
        "{wrote}: {} frames of {} × {} pixels{sampled}",
        plan.frames(),
        plan.width,
        plan.height
    ))
}

/// The coin game's step-through `args` ask for, or why that view has none.
fn coin_stepped(args: &ExportTreeArgs) -> anyhow::Result<Stepped> {
    let (game, coins) = args.coin_start()?;
    let tree = |evaluation| Stepped::Tree {
        game: game.clone(),
        coins,
        depth: args.depth,
        evaluation,
    };
    Ok(match args.view() {
        TreeFigureView::Recursive => tree(Evaluation::Full),
        TreeFigureView::ShortCircuit => tree(Evaluation::ShortCircuit),
        TreeFigureView::Dp if args.depth.is_some() => {
            bail!("--depth cuts the tree: --view dp animates every state, drop --depth")
        }
        TreeFigureView::Dp => Stepped::Dp {
            game: game.clone(),
            coins,
        },
        TreeFigureView::Formula | TreeFigureView::Growth => bail!(
            "--animate plays a step-through: use --view recursive, short-circuit or dp, not {}",
            args.view()
                .to_possible_value()
                .map_or_else(String::new, |value| value.get_name().to_owned())
        ),
    })
}

/// A heap game's recursion over its tree (`--view tree` or `short-circuit`), or why the view
/// asked for has no step-through.
fn heaps_stepped(args: &ExportTreeArgs) -> anyhow::Result<Stepped> {
    let evaluation = match args.view() {
        TreeFigureView::Recursive => Evaluation::Full,
        TreeFigureView::ShortCircuit => Evaluation::ShortCircuit,
        _ => bail!("--animate with --heaps or --heap plays the recursion: use --view tree or short-circuit"),
    };
    Ok(Stepped::PositionTree {
        start: args.heaps_start(),
        rule: args.rule.unwrap_or(Rule::Normal),
        depth: args.depth,
        evaluation,
    })
}
