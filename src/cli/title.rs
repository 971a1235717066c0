//! A title typed on the command line is held to the length a puzzle file's title may have, so a
//! figure or worksheet never prints what a saved puzzle could not hold.

use nimlab_core::puzzle_file::MAX_TITLE_CHARS;

/// Refuses a `--title` longer than a puzzle's title may be, saying the limit (and not repeating
/// the text, which may be long enough to flood the terminal).
pub(crate) fn check(title: Option<&str>) -> anyhow::Result<()> {
    let count = title.map_or(0, |t| t.chars().count());
    if count > MAX_TITLE_CHARS {
        anyhow::bail!(
            "--title: a title has at most {MAX_TITLE_CHARS} characters, as in a puzzle file; this one has {count}"
        );
    }
    Ok(())
}
