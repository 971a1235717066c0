//! The colours of a figure: light by default (paper, projectors in a lit room), dark on request.
//! The window's palette (`ui::style`) is for the screen; this one is for the page.

use super::scene::Colour;

/// Light or dark.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Theme {
    /// Dark on white.
    #[default]
    Light,
    /// Light on near-black.
    Dark,
}

/// What each part of a figure is drawn in.
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
    /// A stick that leaves, on an answer.
    pub leaves: Colour,
    /// A stick that arrives, on an answer.
    pub arrives: Colour,
    /// A position the player to move wins: its outline and its fill.
    pub win: Colour,
    /// Its fill.
    pub win_fill: Colour,
    /// A position the player to move loses: its outline.
    pub lose: Colour,
    /// Its fill.
    pub lose_fill: Colour,
    /// A winning take.
    pub winning: Colour,
    /// A chart's bars and a highlighted value.
    pub value: Colour,
}

impl Theme {
    /// The colours of this theme.
    pub fn palette(self) -> Palette {
        match self {
            Self::Light => Palette {
                background: Colour::rgb(255, 255, 255),
                ink: Colour::rgb(24, 24, 27),
                faint: Colour::rgb(96, 96, 104),
                rule: Colour::rgb(200, 200, 206),
                wood: Colour::rgb(214, 170, 110),
                head: Colour::rgb(178, 34, 34),
                leaves: Colour::rgb(204, 36, 36),
                arrives: Colour::rgb(22, 140, 64),
                win: Colour::rgb(22, 128, 60),
                win_fill: Colour::rgb(220, 242, 226),
                lose: Colour::rgb(190, 40, 40),
                lose_fill: Colour::rgb(252, 224, 224),
                winning: Colour::rgb(222, 130, 0),
                value: Colour::rgb(52, 101, 164),
            },
            Self::Dark => Palette {
                background: Colour::rgb(27, 27, 30),
                ink: Colour::rgb(236, 236, 240),
                faint: Colour::rgb(160, 160, 170),
                rule: Colour::rgb(70, 70, 78),
                wood: Colour::rgb(226, 190, 134),
                head: Colour::rgb(214, 60, 60),
                leaves: Colour::rgb(240, 90, 90),
                arrives: Colour::rgb(80, 200, 120),
                win: Colour::rgb(110, 210, 140),
                win_fill: Colour::rgb(30, 70, 44),
                lose: Colour::rgb(240, 110, 110),
                lose_fill: Colour::rgb(84, 34, 34),
                winning: Colour::rgb(245, 170, 40),
                value: Colour::rgb(110, 160, 230),
            },
        }
    }
}
