#!/usr/bin/env bash
# Regenerates screenshots/ from the real window under a virtual X server.
#
# Needs Xvfb, ImageMagick and poppler-utils (Debian: apt-get install -y xvfb imagemagick
# poppler-utils); CI does not run this.
# Each shot starts the app with a chosen state (NIMLAB_STATE, see src/app/state.rs) and a fresh HOME,
# so nothing remembered from an earlier run leaks into the pictures.
set -euo pipefail
cd "$(dirname "$0")/.."

cargo build --quiet
app="$PWD/target/debug/nimlab"
import=$(command -v /usr/bin/import || command -v import)
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT

# shoot NAME STATE [ACTIONS]: ACTIONS (shell, e.g. xdotool clicks) run once the window is up.
shoot() {
    local name=$1 state=$2 actions=${3:-true}
    echo "screenshots/$name.png"
    HOME="$home" NIMLAB_STATE="$state" xvfb-run -a -s "-screen 0 1280x800x24" \
        sh -c "'$app' & app=\$!; sleep 5; $actions; sleep 1; '$import' -window root 'screenshots/$name.png'; kill \$app"
}

shoot tree-recursive '(tree: (coins: "6", view: Recursive))'
shoot tree-recursive-13 '(tree: (coins: "13", view: Recursive))'
shoot tree-short-circuit '(tree: (coins: "13", view: Recursive, evaluation: ShortCircuit))'
shoot tree-dp '(tree: (coins: "13", view: DynamicProgramming))'
shoot tree-formula '(tree: (coins: "13", view: Formula))'
shoot tree-pattern '(tree: (coins: "20", takes: "2,4,7", rule: Normal, view: Formula))'
shoot tree-korean '(language: Korean, tree: (coins: "7", view: Recursive))'
shoot grundy '(tab: Grundy, grundy: (selected: Some(6)))'
shoot grundy-kayles '(tab: Grundy, grundy: (kind: Octal, count: "120", selected: Some(9), heaps: [(game: "0.77", size: 9), (game: "1,3,4", size: 6), (game: "nim", size: 5)]))'
shoot grundy-korean '(language: Korean, tab: Grundy, grundy: (takes: "2,4,7", selected: Some(5)))'
# Clicks the answer in the Answers panel (its place in a 1280×800 window, under Copy).
shoot match-answer '(tab: Matchsticks)' 'xdotool mousemove 958 237 click 1 mousemove 640 780'
shoot match-korean '(language: Korean, tab: Matchsticks, matchsticks: (mode: Design, panel: Puzzle, equation: "5+7=2", puzzle: (title: "5+7=2", layout: [Digit("acdfg"), Operator("hv"), Digit("abc"), Equals, Digit("abdeg")], steps: 2)))'
# Runs the survey (a few seconds in a debug build) before the picture.
shoot match-survey '(tab: Matchsticks, matchsticks: (panel: Survey))' 'xdotool mousemove 1060 213 click 1; sleep 25'
# The step-through after seven steps: the Step through switch, then Step (their places at 1280×800).
shoot tree-step '(tree: (coins: "5", view: Recursive))' 'xdotool mousemove 54 153 click 1; sleep 0.5; for i in 1 2 3 4 5 6 7; do xdotool mousemove 280 153 click 1; sleep 0.3; done; xdotool mousemove 640 790'
shoot tree-classroom '(classroom: true, tree: (coins: "6", view: Recursive))'
shoot tree-growth '(tree: (coins: "13", view: Growth))'
# Heaps of a game: Nim 3,4,5's 48 positions, the start clicked (its mex worked out, its one winning move).
shoot tree-heaps '(tree: (kind: Heaps, view: DynamicProgramming, heaps: (sizes: "3,4,5", game: "nim", rule: Normal)))' 'xdotool mousemove 509 218 click 1; xdotool mousemove 640 790'
# Its recursive tree: the start and its moves, repeated positions marked with how often they occur.
shoot tree-heaps-recursive '(tree: (kind: Heaps, view: Recursive, heaps: (sizes: "3,4,5", game: "nim", rule: Normal)))'
# A sum of three games by the Sprague–Grundy theorem: each heap's value, their XOR in binary.
shoot tree-heaps-formula '(tree: (kind: Heaps, view: Formula, heaps: (sizes: "nim:3 + 0.77:5 + 1,3,4:6", game: "nim", rule: Normal)))'
# The recursion over Nim 1,2 after seven steps: the Step through switch, then Step (at 1280×800).
shoot tree-heaps-steps '(tree: (kind: Heaps, view: Recursive, heaps: (sizes: "1,2", game: "nim", rule: Normal)))' 'xdotool mousemove 54 145 click 1; sleep 0.5; for i in 1 2 3 4 5 6 7; do xdotool mousemove 280 145 click 1; sleep 0.3; done; xdotool mousemove 640 790'
shoot tree-heaps-korean '(language: Korean, tree: (kind: Heaps, view: Recursive, heaps: (sizes: "5", game: "0.77", rule: Misere)))'
# One take of one coin, and the computer's answer, with the hint on.
shoot tree-play '(tree: (coins: "13", view: Play))' 'xdotool mousemove 300 162 click 1; sleep 0.5; xdotool mousemove 44 324 click 1; sleep 0.5; xdotool mousemove 640 790'
shoot match-search '(tab: Matchsticks, matchsticks: (panel: Search, puzzle: (layout: [Digit("abcdef"), Operator("hv"), Digit("abcdg"), Equals, Digit("abcdef"), Digit("abcdfg")], steps: 2)))' 'xdotool mousemove 992 276 click 1; sleep 4'

# Figure puzzles: the 3 × 3 grid's first answer drawn (New figure puzzle, then the answer in the
# Answers panel), the fish and its target in Korean, the fish in Play, squares generated.
shoot match-figure '(tab: Matchsticks, matchsticks: (panel: Puzzle))' 'xdotool mousemove 1078 310 click 1; sleep 1; xdotool mousemove 952 101 click 1; sleep 2; xdotool mousemove 1060 237 click 1; xdotool mousemove 640 790'
shoot match-figure-korean '(language: Korean, tab: Matchsticks, matchsticks: (panel: Answers, puzzle: ( title: "The fish turns round", author: "", notes: "", layout: [], goal: Move, steps: 3, exactly: false, rules: ( variants: (six: false, seven: false, nine: false), leading_zeros: true, times_divide: false, movable_equals: false, ), shapes: Some(( lattice: Triangular, width: 6, height: 5, sticks: [(from: (2, 2), to: (2, 1)), (from: (2, 1), to: (3, 2)), (from: (2, 2), to: (2, 3)), (from: (2, 3), to: (3, 2)), (from: (2, 2), to: (3, 2)), (from: (3, 2), to: (3, 1)), (from: (3, 2), to: (3, 3)), (from: (2, 1), to: (3, 1))], figure: Target(sticks: [(from: (3, 2), to: (2, 1)), (from: (2, 1), to: (2, 2)), (from: (3, 2), to: (2, 3)), (from: (2, 3), to: (2, 2)), (from: (3, 2), to: (2, 2)), (from: (2, 2), to: (1, 1)), (from: (2, 2), to: (1, 3)), (from: (2, 1), to: (1, 1))], orientation: Kept), )), )))'
shoot match-figure-play '(tab: Matchsticks, matchsticks: (panel: Answers, puzzle: ( title: "The fish turns round", author: "", notes: "", layout: [], goal: Move, steps: 3, exactly: false, rules: ( variants: (six: false, seven: false, nine: false), leading_zeros: true, times_divide: false, movable_equals: false, ), shapes: Some(( lattice: Triangular, width: 6, height: 5, sticks: [(from: (2, 2), to: (2, 1)), (from: (2, 1), to: (3, 2)), (from: (2, 2), to: (2, 3)), (from: (2, 3), to: (3, 2)), (from: (2, 2), to: (3, 2)), (from: (3, 2), to: (3, 1)), (from: (3, 2), to: (3, 3)), (from: (2, 1), to: (3, 1))], figure: Target(sticks: [(from: (3, 2), to: (2, 1)), (from: (2, 1), to: (2, 2)), (from: (3, 2), to: (2, 3)), (from: (2, 3), to: (2, 2)), (from: (3, 2), to: (2, 2)), (from: (2, 2), to: (1, 1)), (from: (2, 2), to: (1, 3)), (from: (2, 1), to: (1, 1))], orientation: Kept), )), )))' 'xdotool mousemove 91 67 click 1; sleep 1; xdotool mousemove 983 219 click 1; xdotool mousemove 640 790'
shoot match-figure-generator '(tab: Matchsticks, matchsticks: (panel: Generator, generator: (kind: Squares)))' 'xdotool mousemove 955 318 click 1; sleep 4; xdotool mousemove 640 790'

# A lesson plan of six steps for the 13-coin game, its third step on show, the Lesson panel open.
shoot lesson-plan '(tree: (coins: "13", view: DynamicProgramming), lesson: (plan: Some((title: "Seed 000: the 13-coin game", steps: [(note: "Whoever takes the last coin loses. Who wins from 13?", view: (tab: GameTree, tree: (coins: "13", view: Recursive))), (note: "The same piles again and again: count the repeated subtrees.", view: (tab: GameTree, tree: (coins: "6", view: Recursive))), (note: "Each pile once: fill the table from 1 coin up.", view: (tab: GameTree, tree: (coins: "13", view: DynamicProgramming))), (note: "The pattern: (coins - 1) % 4.", view: (tab: GameTree, tree: (coins: "13", view: Formula))), (note: "Class, your turn: W or L?", view: (tab: GameTree, classroom: true, tree: (coins: "6", view: Recursive))), (note: "Take 1, 3 or 4: Grundy values repeat every 7.", view: (tab: Grundy))])), current: Some(2), panel: true))'
# The presenter's notes under the view (as on the web or by choice): the step, its note, the next
# one's, the clock and, in classroom mode, the answers the projector hides.
shoot presenter-notes '(classroom: true, tree: (coins: "13", view: DynamicProgramming), presenter: (open: true, place: MainWindow), lesson: (plan: Some((title: "Seed 000: the 13-coin game", steps: [(note: "Whoever takes the last coin loses. Who wins from 13?", view: (tab: GameTree, tree: (coins: "13", view: Recursive))), (note: "The same piles again and again: count the repeated subtrees.", view: (tab: GameTree, tree: (coins: "6", view: Recursive))), (note: "Each pile once: fill the table from 1 coin up.", view: (tab: GameTree, tree: (coins: "13", view: DynamicProgramming))), (note: "The pattern: (coins - 1) % 4.", view: (tab: GameTree, tree: (coins: "13", view: Formula))), (note: "Class, your turn: W or L?", view: (tab: GameTree, classroom: true, tree: (coins: "6", view: Recursive))), (note: "Take 1, 3 or 4: Grundy values repeat every 7.", view: (tab: Grundy))])), current: Some(2), panel: false))'
# The class quiz: classroom mode, Ask (A) picks a hidden pile and asks the class.
shoot quiz '(classroom: true, tree: (coins: "6", view: Recursive))' 'xdotool windowfocus $(xdotool search --name nimlab | head -1); sleep 0.5; xdotool key a; sleep 0.5; xdotool mousemove 640 790'

# Figures and a worksheet drawn for the page (not the window), as a reader sees them: the PDF
# through poppler's pdftoppm (Debian: poppler-utils), not through nimlab.
figures=$(mktemp -d)
"$app" export match "0+3=09" --moves 2 --answer --width 1200 --out screenshots/figure-answer.png --force
"$app" export tree --coins 13 --view dp --width 1200 --out screenshots/figure-dp.png --force
"$app" export tree --coins 13 --view growth --width 1200 --out screenshots/figure-growth.png --force
"$app" export tree --heaps 3,4,5 --any --width 1200 --out screenshots/figure-positions.png --force
"$app" export tree --heaps 1,2,2 --any --view tree --width 1200 --out screenshots/figure-position-tree.png --force
"$app" match sheet assets/puzzles/classics.ron --answers --title "Classic matchstick puzzles" --out "$figures/sheet.pdf"
pdftoppm -png -r 70 -f 1 -l 1 -singlefile "$figures/sheet.pdf" screenshots/worksheet-page
pdftoppm -png -r 70 -f 5 -l 5 -singlefile "$figures/sheet.pdf" screenshots/worksheet-key
# The book of every kind, as a school prints it: in grey.
"$app" match sheet assets/puzzles/book.ron --answers --title "A book of every kind" --out "$figures/book.pdf"
pdftoppm -png -gray -r 70 -f 3 -l 3 -singlefile "$figures/book.pdf" screenshots/worksheet-figures
pdftoppm -png -gray -r 70 -f 5 -l 5 -singlefile "$figures/book.pdf" screenshots/worksheet-figures-key
# Lesson sheets, printed in grey: seed 000's tree to fill in, seed 001's Grundy key.
"$app" export sheet tree --coins 5 --take 1,2,3 --rule misere --out "$figures/tree-sheet.pdf"
pdftoppm -png -gray -r 70 -singlefile "$figures/tree-sheet.pdf" screenshots/sheet-tree
"$app" export sheet grundy --take 1,3,4 --count 12 --answers --out "$figures/grundy-key.pdf"
pdftoppm -png -gray -r 70 -singlefile "$figures/grundy-key.pdf" screenshots/sheet-grundy-key
rm -rf "$figures"
echo "screenshots/figure-{answer,dp,growth,positions,position-tree}.png screenshots/worksheet-{page,key,figures,figures-key}.png screenshots/sheet-{tree,grundy-key}.png"
