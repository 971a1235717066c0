//! The colours of a figure: light by default (paper, projectors in a lit room), dark on request.
//! The window's palette (`ui::style`) is for the screen; this one is for the page, with the
//! same colours for what means something (`crate::colours`).

use super::scene::Colour;
use crate::colours;

/// Light or dark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Dark on white.
    #[default]
    Light,
    /// Light on near-black.
    Dark,
}

/// What each part of a figure is drawn in. The colours that mean something are the window's
/// (`crate::colours`), so slides and worksheets look like the lesson's window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    /// The page.
    pub background: Colour,
    /// Titles and the main text.
    pub ink: Colour,
    /// Captions, instructions, page numbers.
    pub faint: Colour,
    /// Rules and frames.
    pub rule: Colour,
    /// A matchstick's wood.
    pub wood: Colour,
    /// A matchstick's head.
    pub head: Colour,
    /// A stick that leaves, on an answer; a P-position's value (also as text).
    pub leaves: Colour,
    /// A stick that arrives, on an answer; a winning move (also as text).
    pub arrives: Colour,
    /// A position the player to move wins: its outline (and its W, as text).
    pub win: Colour,
    /// Its fill.
    pub win_fill: Colour,
    /// A position the player to move loses: its outline (and its L, as text).
    pub lose: Colour,
    /// Its fill.
    pub lose_fill: Colour,
    /// A winning take.
    pub winning: Colour,
    /// A chart's bars and a highlighted value (also as text).
    pub value: Colour,
    /// A call on the stack in the step-through, waiting for its value.
    pub running: Colour,
    /// The position the newest step is about, and the current n: its ring and marks.
    pub current: Colour,
    /// A tree node whose position occurs once (a repeated one has its state's colour): light
    /// in both themes, as in the window.
    pub node: Colour,
    /// The coins on a node's fill, which is always light.
    pub node_ink: Colour,
    /// A value badge's letter, on the win or lose colour.
    pub badge_ink: Colour,
}

/// A repeated position's own colour, as the window's.
pub fn state(coins: u32) -> Colour {
    shared(colours::state(coins))
}

/// A shared colour as a figure's.
const fn shared([red, green, blue]: colours::Rgb) -> Colour {
    Colour::rgb(red, green, blue)
}

impl Theme {
    /// The colours of this theme.
    pub fn palette(self) -> Palette {
        let meaning = Palette {
            background: Colour::rgb(255, 255, 255),
            ink: Colour::rgb(24, 24, 27),
            faint: Colour::rgb(96, 96, 104),
            rule: Colour::rgb(200, 200, 206),
            wood: Colour::rgb(214, 170, 110),
            head: Colour::rgb(178, 34, 34),
            leaves: shared(colours::LOSE),
            arrives: shared(colours::ARRIVING_ON_LIGHT),
            win: shared(colours::WIN),
            win_fill: Colour::rgb(190, 222, 246),
            lose: shared(colours::LOSE),
            lose_fill: Colour::rgb(250, 210, 180),
            winning: shared(colours::WINNING),
            value: shared(colours::WIN),
            running: shared(colours::RUNNING),
            current: shared(colours::SELECTED),
            node: Colour::rgb(235, 235, 235),
            node_ink: Colour::rgb(20, 20, 20),
            badge_ink: Colour::rgb(255, 255, 255),
        };
        match self {
            Self::Light => meaning,
            // On black, as the window's dark theme: the state colours read on it as on white.
            Self::Dark => Palette {
                background: Colour::rgb(0, 0, 0),
                ink: Colour::rgb(236, 236, 240),
                faint: Colour::rgb(160, 160, 170),
                rule: Colour::rgb(70, 70, 78),
                wood: Colour::rgb(226, 190, 134),
                head: Colour::rgb(214, 60, 60),
                leaves: shared(colours::LEAVING),
                arrives: shared(colours::ARRIVING),
                win_fill: Colour::rgb(0, 44, 72),
                lose_fill: Colour::rgb(72, 30, 0),
                ..meaning
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Colour, Theme};
    use crate::colours::contrast_ratio;
    use crate::colours::vision::{DEUTERANOPIA, DISTINGUISHABLE, PROTANOPIA, difference};

    fn rgb(colour: Colour) -> [u8; 3] {
        [colour.red, colour.green, colour.blue]
    }

    #[test]
    fn every_text_colour_reads_at_4_5_to_1_on_the_page() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = theme.palette();
            let texts = [
                ("ink", p.ink),
                ("faint", p.faint),
                ("leaves", p.leaves),
                ("arrives", p.arrives),
                ("win", p.win),
                ("lose", p.lose),
                ("value", p.value),
            ];
            for (name, colour) in texts {
                let ratio = contrast_ratio(rgb(colour), rgb(p.background));
                assert!(ratio >= 4.5, "{theme:?}: {name} is {ratio:.2}:1");
            }
            for fill in [p.win_fill, p.lose_fill, p.background] {
                let ratio = contrast_ratio(rgb(p.ink), rgb(fill));
                assert!(ratio >= 4.5, "{theme:?}: ink on a fill is {ratio:.2}:1");
            }
        }
    }

    #[test]
    fn the_states_are_the_windows_and_stay_apart_for_colour_blind_readers() {
        for theme in [Theme::Light, Theme::Dark] {
            let p = theme.palette();
            assert_eq!(rgb(p.win), crate::colours::WIN, "the window's win");
            assert_eq!(rgb(p.running), crate::colours::RUNNING);
            for matrix in [&DEUTERANOPIA, &PROTANOPIA] {
                for (a, b, names) in [
                    (p.win, p.lose, "win and lose"),
                    (p.leaves, p.arrives, "leaves and arrives"),
                    (p.win_fill, p.lose_fill, "the fills"),
                    (p.running, p.win, "running and win"),
                    (p.running, p.lose, "running and lose"),
                ] {
                    let apart = difference(rgb(a), rgb(b), matrix);
                    assert!(apart >= DISTINGUISHABLE, "{theme:?}: {names} {apart:.1}");
                }
            }
        }
    }
}
