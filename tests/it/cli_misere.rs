//! `nimlab grundy --rule misere` for games that split and `nimlab sum`: `CGSuite`'s
//! published values, and misère sums of mixed games as a user types them.

use crate::support::cli::{json, nimlab};

#[test]
fn misere_kayles_and_dawsons_kayles_match_cgsuite() {
    // CGSuite's misère Grundy values (published, and independent of our search), n = 0…20.
    let kayles = json(&[
        "grundy", "--octal", "0.77", "--rule", "misere", "--count", "21", "--json",
    ]);
    assert_eq!(
        kayles["values"],
        serde_json::json!([1, 0, 2, 3, 0, 1, 3, 2, 1, 0, 2, 4, 0, 1, 2, 5, 1, 6, 3, 2, 0])
    );
    assert_eq!(kayles["period"], serde_json::Value::Null, "no period is claimed");
    let dawson = json(&[
        "grundy", "--octal", "0.07", "--rule", "misere", "--count", "21", "--json",
    ]);
    assert_eq!(
        dawson["values"],
        serde_json::json!([1, 1, 0, 0, 2, 1, 3, 0, 0, 1, 1, 3, 0, 2, 1, 1, 0, 0, 2, 1, 3])
    );
    let text = nimlab(&["grundy", "--octal", "0.77", "--rule", "misere"]);
    let stdout = String::from_utf8_lossy(&text.stdout);
    assert!(text.status.success(), "{stdout}");
    assert!(stdout.contains("no period claimed"), "{stdout}");
}

#[test]
fn a_misere_sum_of_kayles_heaps_is_searched_not_xored() {
    // Two misère Kayles heaps of 1: each is worth 0, the XOR is 0, yet the player to move wins
    // (take one pin; the opponent must take the last).
    let sum = json(&[
        "sum", "--heap", "0.77:1", "--heap", "0.77:1", "--rule", "misere", "--json",
    ]);
    assert_eq!(sum["method"], "search");
    assert_eq!(sum["values"], serde_json::json!([0, 0]));
    assert_eq!(sum["nim_sum"], 0);
    assert_eq!(sum["outcome"], "win");
    assert_eq!(
        sum["winning_moves"],
        serde_json::json!([{"heap": 0, "from": 1, "to": 0}, {"heap": 1, "from": 1, "to": 0}])
    );
    // Nim heaps alone keep Bouton's rule; normal play keeps the XOR.
    let nim = json(&[
        "sum", "--heap", "nim:1", "--heap", "nim:1", "--rule", "misere", "--json",
    ]);
    assert_eq!(
        (nim["method"].as_str(), nim["outcome"].as_str()),
        (Some("bouton"), Some("win"))
    );
    let normal = json(&[
        "sum", "--heap", "nim:3", "--heap", "1,3,4:6", "--heap", "0.77:5", "--json",
    ]);
    assert_eq!(normal["method"], "xor");
    // 3 xor g(6) = 2 xor g(5) = 4 (the Sprague–Grundy post, OEIS A002186): 3 ^ 2 ^ 4 = 5.
    assert_eq!(normal["nim_sum"], 5);
}

#[test]
fn a_misere_sum_past_the_bound_is_refused_in_one_line() {
    let output = nimlab(&["sum", "--heap", "0.77:60", "--heap", "nim:2", "--rule", "misere"]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!output.status.success());
    assert!(stderr.contains("positions; the limit is"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
}
