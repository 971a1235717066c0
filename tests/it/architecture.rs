//! ARCHITECTURE.md's rules about the code itself, checked on the source: no import circles
//! between modules, nor between a crate's top-level modules, no product file over 400 lines but
//! the string tables, no window crate under the model (asked of Cargo), no thread the window
//! starts itself (background work runs through `jobs`), and no comment that cites an issue or a
//! section of the old specification (`citations`).

use std::collections::BTreeMap;
use std::path::Path;

use crate::support::source::{manifest_dir, rust_files};

mod citations;

/// A module's path inside its crate (`["ui", "match_tab", "canvas"]`; the crate root is empty).
type ModulePath = Vec<String>;

/// The longest a product source file may be; string tables are exempt (one line per string), and
/// tests are not product code (a function's length is clippy's `too_many_lines`).
const MAX_LINES: usize = 400;

/// Each crate's sources, from the workspace root.
const CRATE_SOURCES: [&str; 3] = ["src", "crates/nimlab-model/src", "crates/nimlab-core/src"];

/// The string tables' module, exempt from the line cap.
const STRING_TABLES: &str = "crates/nimlab-model/src/i18n";

/// The module a file under `src` is (`a/b.rs` and `a/b/mod.rs` are both `a::b`).
fn module_of(src: &Path, file: &Path) -> ModulePath {
    let relative = file.strip_prefix(src).expect("under src").with_extension("");
    let mut path: ModulePath = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib" | "main")) {
        path.pop();
    }
    path
}

/// The code of a file without comments and without its unit tests (tests may reach anywhere).
fn code_of(text: &str) -> String {
    let text = text.split("#[cfg(test)]\nmod tests {").next().unwrap_or(text);
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// `a::{b, c::{d, e}}` written out: `a::b`, `a::c::d`, `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    let tree = tree.trim();
    let Some(open) = tree.find('{') else {
        return vec![tree.to_owned()];
    };
    let prefix = &tree[..open];
    let inner = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
    let mut items = Vec::new();
    let (mut depth, mut start) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(&inner[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[start..]);
    items
        .into_iter()
        .filter(|item| !item.trim().is_empty())
        .flat_map(|item| {
            expand(item)
                .into_iter()
                .map(move |tail| format!("{prefix}{tail}"))
        })
        .collect()
}

/// Every path a module's code names: its `use` trees written out, and `crate::…`/`super::…`
/// paths written inline.
fn paths_named(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    for statement in code.split(';') {
        let statement = statement.trim();
        let statement = statement.strip_prefix("pub ").unwrap_or(statement);
        let statement = statement.strip_prefix("pub(crate) ").unwrap_or(statement);
        let statement = statement.strip_prefix("pub(super) ").unwrap_or(statement);
        if let Some(tree) = statement.strip_prefix("use ") {
            paths.extend(expand(&tree.replace(char::is_whitespace, "")));
        }
    }
    for start in ["crate::", "super::"] {
        for (at, _) in code.match_indices(start) {
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            let end = code[at..]
                .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
                .map_or(code.len(), |n| at + n);
            paths.push(code[at..end].trim_end_matches(':').to_owned());
        }
    }
    paths
}

/// The module of the crate a path names from `module`, if it names one of the crate's modules.
fn target(path: &str, module: &ModulePath, modules: &BTreeMap<ModulePath, String>) -> Option<ModulePath> {
    let mut parts: Vec<&str> = path.split("::").filter(|p| !p.is_empty()).collect();
    let mut base: ModulePath = match parts.first().copied() {
        Some("crate") => {
            parts.remove(0);
            Vec::new()
        }
        Some("super") => {
            let mut base = module.clone();
            while parts.first() == Some(&"super") {
                parts.remove(0);
                base.pop();
            }
            base
        }
        Some("self") => {
            parts.remove(0);
            module.clone()
        }
        Some(first) => {
            let mut child = module.clone();
            child.push(first.to_owned());
            if !modules.contains_key(&child) {
                return None; // another crate, or an item of this module
            }
            module.clone()
        }
        None => return None,
    };
    let mut found = modules.contains_key(&base).then(|| base.clone());
    for part in parts {
        base.push(part.to_owned());
        if modules.contains_key(&base) {
            found = Some(base.clone());
        }
    }
    found
}

/// Which modules each module of the crate at `src` imports. A module using its own room's
/// items (an ancestor's) is how rooms work and is left out.
fn imports(src: &Path) -> BTreeMap<ModulePath, Vec<ModulePath>> {
    let modules: BTreeMap<ModulePath, String> = rust_files(src)
        .iter()
        .map(|file| {
            let text = std::fs::read_to_string(file).expect("readable source");
            (module_of(src, file), code_of(&text))
        })
        .collect();
    modules
        .iter()
        .map(|(module, code)| {
            let mut targets: Vec<ModulePath> = paths_named(code)
                .iter()
                .filter_map(|path| target(path, module, &modules))
                .filter(|t| t != module && !module.starts_with(t))
                .collect();
            targets.sort();
            targets.dedup();
            (module.clone(), targets)
        })
        .collect()
}

/// A circle of imports, if there is one: the modules around it, the first repeated at the end.
fn find_circle(imports: &BTreeMap<ModulePath, Vec<ModulePath>>) -> Option<Vec<ModulePath>> {
    #[derive(Clone, Copy, PartialEq)]
    enum Mark {
        Open,
        Done,
    }
    fn visit(
        module: &ModulePath,
        imports: &BTreeMap<ModulePath, Vec<ModulePath>>,
        marks: &mut BTreeMap<ModulePath, Mark>,
        stack: &mut Vec<ModulePath>,
    ) -> Option<Vec<ModulePath>> {
        match marks.get(module) {
            Some(Mark::Done) => return None,
            Some(Mark::Open) => {
                let from = stack
                    .iter()
                    .position(|m| m == module)
                    .expect("open modules are on the stack");
                let mut circle = stack[from..].to_vec();
                circle.push(module.clone());
                return Some(circle);
            }
            None => {}
        }
        marks.insert(module.clone(), Mark::Open);
        stack.push(module.clone());
        for next in imports.get(module).into_iter().flatten() {
            if let Some(circle) = visit(next, imports, marks, stack) {
                return Some(circle);
            }
        }
        stack.pop();
        marks.insert(module.clone(), Mark::Done);
        None
    }
    let mut marks = BTreeMap::new();
    imports
        .keys()
        .find_map(|module| visit(module, imports, &mut marks, &mut Vec::new()))
}

#[test]
fn no_module_imports_one_that_imports_it_back() {
    for src in CRATE_SOURCES.map(|dir| manifest_dir().join(dir)) {
        let imports = imports(&src);
        assert!(imports.len() > 10, "{} has its modules", src.display());
        if let Some(circle) = find_circle(&imports) {
            let names: Vec<String> = circle
                .iter()
                .map(|m| format!("crate::{}", m.join("::")))
                .collect();
            panic!("import circle in {}: {}", src.display(), names.join(" → "));
        }
    }
}

#[test]
fn the_circle_finder_finds_a_circle() {
    let modules: BTreeMap<ModulePath, String> = [
        (
            vec!["a".to_owned()],
            "use crate::b::{Thing, other::More};".to_owned(),
        ),
        (vec!["b".to_owned()], String::new()),
        (
            vec!["b".to_owned(), "other".to_owned()],
            "fn f() { super::super::a::g() }".to_owned(),
        ),
    ]
    .into_iter()
    .collect();
    let imports: BTreeMap<ModulePath, Vec<ModulePath>> = modules
        .iter()
        .map(|(module, code)| {
            let targets = paths_named(code)
                .iter()
                .filter_map(|path| target(path, module, &modules))
                .collect();
            (module.clone(), targets)
        })
        .collect();
    let circle = find_circle(&imports).expect("a → b::other → a");
    assert_eq!(circle.first(), circle.last());
    assert_eq!(circle.len(), 3);
}

#[test]
fn no_product_file_is_longer_than_400_lines_but_the_string_tables() {
    let root = manifest_dir();
    let mut long = Vec::new();
    for dir in CRATE_SOURCES {
        for file in rust_files(&root.join(dir)) {
            let relative = file.strip_prefix(&root).expect("under the root");
            let is_string_table = relative.starts_with(STRING_TABLES)
                || relative == Path::new(STRING_TABLES).with_extension("rs");
            let lines = std::fs::read_to_string(&file).expect("readable").lines().count();
            if lines > MAX_LINES && !is_string_table {
                long.push(format!("{} ({lines} lines)", relative.display()));
            }
        }
    }
    assert!(long.is_empty(), "split these files by concept: {long:?}");
}

/// The top-level module each module imports (`ui::match_tab::canvas` → `work::check` is
/// `ui` → `work`), without a module's imports of itself.
fn top_level(imports: &BTreeMap<ModulePath, Vec<ModulePath>>) -> BTreeMap<ModulePath, Vec<ModulePath>> {
    let mut rooms: BTreeMap<ModulePath, Vec<ModulePath>> = BTreeMap::new();
    for (module, targets) in imports {
        let Some(room) = module.first() else { continue };
        let entry = rooms.entry(vec![room.clone()]).or_default();
        for to in targets.iter().filter_map(|t| t.first()) {
            if to != room {
                entry.push(vec![to.clone()]);
            }
        }
    }
    for targets in rooms.values_mut() {
        targets.sort();
        targets.dedup();
    }
    rooms
}

#[test]
fn no_two_top_level_modules_import_each_other() {
    for src in CRATE_SOURCES.map(|dir| manifest_dir().join(dir)) {
        if let Some(circle) = find_circle(&top_level(&imports(&src))) {
            let names: Vec<String> = circle.iter().map(|m| m.join("::")).collect();
            panic!(
                "the floors of {} import in a circle: {}",
                src.display(),
                names.join(" → ")
            );
        }
    }
}

#[test]
fn the_floor_check_sees_a_circle_between_rooms() {
    let imports: BTreeMap<ModulePath, Vec<ModulePath>> = [
        (
            vec!["work".to_owned(), "draw".to_owned()],
            vec![vec!["figure".to_owned(), "request".to_owned()]],
        ),
        (
            vec!["figure".to_owned(), "formula".to_owned()],
            vec![vec!["work".to_owned(), "analysis".to_owned()]],
        ),
    ]
    .into_iter()
    .collect();
    assert!(
        find_circle(&imports).is_none(),
        "no circle between the files themselves"
    );
    assert!(
        find_circle(&top_level(&imports)).is_some(),
        "work → figure → work"
    );
}

#[test]
fn the_model_builds_without_any_window_crate() {
    // Natively and for the web page, whose dependencies differ.
    for target in [None, Some("wasm32-unknown-unknown")] {
        let mut cargo = std::process::Command::new(env!("CARGO"));
        cargo.args(["tree", "-p", "nimlab-model", "-e", "normal", "--prefix", "none"]);
        if let Some(target) = target {
            cargo.args(["--target", target]);
        }
        let output = cargo.current_dir(manifest_dir()).output().expect("cargo runs");
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let tree = String::from_utf8(output.stdout).expect("UTF-8");
        assert!(
            tree.lines().any(|line| line.starts_with("nimlab-core ")),
            "the tree lists the engines:\n{tree}"
        );
        let window: Vec<&str> = tree
            .lines()
            .filter(|line| {
                ["egui", "eframe ", "winit "]
                    .iter()
                    .any(|name| line.starts_with(name))
            })
            .collect();
        assert!(
            window.is_empty(),
            "nimlab-model ({target:?}) depends on window crates: {window:?}"
        );
    }
}

#[test]
fn the_window_starts_no_thread_of_its_own() {
    // Dialogs, reads and writes included: background work is a job, which has one seam
    // between native and web and one way to report and end.
    let root = manifest_dir().join("src");
    let mut offenders = Vec::new();
    for room in ["app", "ui"] {
        for file in rust_files(&root.join(room)) {
            let code = code_of(&std::fs::read_to_string(&file).expect("readable source"));
            if code.contains("thread::spawn") || code.contains("thread::Builder") {
                offenders.push(file.strip_prefix(&root).expect("under src").display().to_string());
            }
        }
    }
    assert!(offenders.is_empty(), "start these through jobs: {offenders:?}");
}
