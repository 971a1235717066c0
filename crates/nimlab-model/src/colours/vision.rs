//! How colour-blind readers see two colours (for the tests of the window's and the figures'
//! palettes): Machado, Oliveira and Fernandes's (2009) simulation of protanopia and
//! deuteranopia, and the CIE76 difference of what is seen.

use super::{Rgb, linear};

/// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
pub const PROTANOPIA: [[f32; 3]; 3] = [
    [0.152_286, 1.052_583, -0.204_868],
    [0.114_503, 0.786_281, 0.099_216],
    [-0.003_882, -0.048_116, 1.051_998],
];
/// Machado, Oliveira and Fernandes (2009), severity 1.0, on linear RGB.
pub const DEUTERANOPIA: [[f32; 3]; 3] = [
    [0.367_322, 0.860_646, -0.227_968],
    [0.280_085, 0.672_501, 0.047_413],
    [-0.011_820, 0.042_940, 0.968_881],
];
/// Seeing every colour.
pub const TYPICAL: [[f32; 3]; 3] = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

/// `color` as seen with the deficiency `matrix`, in linear RGB.
fn simulated(color: Rgb, matrix: &[[f32; 3]; 3]) -> [f32; 3] {
    let rgb = color.map(linear);
    matrix.map(|row| (row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]).clamp(0.0, 1.0))
}

/// CIELAB (D65) of a linear RGB colour.
fn lab([red, green, blue]: [f32; 3]) -> [f32; 3] {
    let cie_x = (0.412_456_4 * red + 0.357_576_1 * green + 0.180_437_5 * blue) / 0.950_47;
    let cie_y = 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175 * blue;
    let cie_z = (0.019_333_9 * red + 0.119_192 * green + 0.950_304_1 * blue) / 1.088_83;
    let curve = |t: f32| {
        if t > 0.008_856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (curve(cie_x), curve(cie_y), curve(cie_z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// CIE76 colour difference of `a` and `b` seen through `matrix`.
pub fn difference(a: Rgb, b: Rgb, matrix: &[[f32; 3]; 3]) -> f32 {
    let (la, lb) = (lab(simulated(a, matrix)), lab(simulated(b, matrix)));
    la.iter()
        .zip(lb)
        .map(|(x, y)| (x - y).powi(2))
        .sum::<f32>()
        .sqrt()
}

/// Colours told apart at a glance are this far apart or more (2.3 is just noticeable).
pub const DISTINGUISHABLE: f32 = 25.0;

#[test]
fn the_shared_colours_stay_distinguishable_for_colour_blind_readers() {
    use super::{ARRIVING, LEAVING, LOSE, RUNNING, WIN};
    for (who, matrix) in [
        ("typical vision", &TYPICAL),
        ("deuteranopia", &DEUTERANOPIA),
        ("protanopia", &PROTANOPIA),
    ] {
        for (a, b, names) in [
            (WIN, LOSE, "WIN and LOSE"),
            (LEAVING, ARRIVING, "LEAVING and ARRIVING"),
            (RUNNING, WIN, "RUNNING and WIN"),
            (RUNNING, LOSE, "RUNNING and LOSE"),
        ] {
            let apart = difference(a, b, matrix);
            assert!(apart >= DISTINGUISHABLE, "{who}: {names} are {apart:.1} apart");
        }
    }
    // The green and red of before are what the check is for: under deuteranopia they come
    // close, far closer than the blue and vermillion.
    let (green, red) = ([46, 139, 87], [200, 60, 60]);
    for matrix in [&DEUTERANOPIA, &PROTANOPIA] {
        let before = difference(green, red, matrix);
        assert!(before < DISTINGUISHABLE, "{before}");
    }
    // So are the matchsticks' red and green of before.
    let (left, arrived) = ([225, 80, 70], [70, 190, 100]);
    let before = difference(left, arrived, &DEUTERANOPIA);
    assert!(before < DISTINGUISHABLE, "{before}");
}
