//! The crate's layers point one way (issue 34): each top module of `src/` may use only the
//! modules of the layers below it, never one above, nor another of its own layer.
//!
//! Read from the sources themselves: every `crate::…` path (plain, in a `use` group, or a
//! `super::` chain that climbs to the crate's root) outside comments and test code. Test
//! modules may reach above their module (a save round trip in a session test), and doc
//! comments may name what uses a module: neither is a dependency of the program.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// The layers, lowest first. Within a layer the modules are independent of each other.
const LAYERS: &[&[&str]] = &[
    &["rules"],
    &["notation"],
    &["i18n"],
    &["ai", "speech"],
    &["engine"],
    &["session"],
    &["presentation"],
    &["save"],
    &["net"],
    &["server"],
    &["repl"],
    &["online"],
    &["cli"],
];

/// Names at the crate's root that belong to a module: the macros it exports.
const ROOT_ITEMS: &[(&str, &str)] = &[("msg", "i18n")];

fn layer(module: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&module))
}

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("a source folder") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of `file` below `src/`: `["session", "input"]` for `session/input.rs`.
fn module_path(file: &Path) -> Vec<String> {
    let mut parts: Vec<String> = file
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" {
        parts.push(stem.to_owned());
    }
    parts
}

/// The text of `source` that is program code: no comments, nothing from the first
/// `#[cfg(test)]` module on (test modules close every file here).
fn program_text(source: &str) -> String {
    let mut out = String::new();
    let mut lines = source.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("#[cfg(test)]")
            && lines.peek().is_some_and(|next| {
                let next = next.trim_start();
                next.starts_with("mod ") || next.starts_with("pub") && next.contains(" mod ")
            })
        {
            break;
        }
        let code = match line.find("//") {
            Some(at) => &line[..at],
            None => line,
        };
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// The top modules `text` (a file of module `path`) names through `crate::` or `super::`.
fn named_modules(text: &str, path: &[String]) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let ident = |s: &str| -> String {
        s.chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
            .collect()
    };
    for (at, _) in text.match_indices("crate::") {
        let rest = &text[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // `use crate::{a, b::c, d::{e, f}}`: the names at the group's first depth.
            let mut depth = 0;
            let mut start = true;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && depth == 0 && !c.is_whitespace() => {
                        found.insert(ident(&group[i..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            found.insert(ident(rest));
        }
    }
    // A chain of `super::` as long as the module's depth reaches the root.
    let climb = "super::".repeat(path.len());
    if !climb.is_empty() {
        for (at, _) in text.match_indices(&climb) {
            let rest = &text[at + climb.len()..];
            if !rest.starts_with("super::") {
                found.insert(ident(rest));
            }
        }
    }
    found
        .into_iter()
        .filter(|m| !m.is_empty())
        .map(|m| {
            ROOT_ITEMS
                .iter()
                .find(|(item, _)| *item == m)
                .map_or(m.clone(), |(_, owner)| (*owner).to_owned())
        })
        .collect()
}

/// Every use of a module that its layer does not allow, as `file: module uses other`.
fn breaches(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    sources(src, &mut files);
    files.sort();
    let mut out = Vec::new();
    for file in files {
        let relative = file.strip_prefix(src).expect("under src");
        let path = module_path(relative);
        let Some(top) = path.first() else { continue };
        // The binaries are crates of their own, over the library's public API.
        if top == "bin" || top == "main" || top == "lib" {
            continue;
        }
        if relative.to_string_lossy().ends_with("tests.rs") {
            continue;
        }
        let own = layer(top).unwrap_or_else(|| panic!("{top} is in no layer: add it to LAYERS"));
        let text = program_text(&std::fs::read_to_string(&file).expect("a source file"));
        for used in named_modules(&text, &path) {
            if &used == top {
                continue;
            }
            match layer(&used) {
                Some(theirs) if theirs < own => {}
                Some(_) => out.push(format!("{}: {top} uses {used}", relative.display())),
                // Items of the root that are no module (`test_size`, for tests).
                None => {}
            }
        }
    }
    out
}

#[test]
fn each_module_uses_only_the_layers_below_it() {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let breaches = breaches(&src);
    assert!(
        breaches.is_empty(),
        "modules using a layer above theirs or beside it:\n{}",
        breaches.join("\n")
    );
}

#[test]
fn the_layer_check_sees_every_way_of_naming_a_module() {
    let path = vec!["session".to_owned(), "input".to_owned()];
    let text = program_text(
        "use crate::{rules::Side, save::{self, x}};\n\
         let r = crate::presentation::Renderer::new();\n\
         // crate::cli in a comment is no use\n\
         use super::super::repl::Screen;\n\
         use super::event::Event;\n\
         crate::msg!(\"id\");\n\
         #[cfg(test)]\n\
         pub(super) mod tests { use crate::cli; }\n",
    );
    let named = named_modules(&text, &path);
    let expected: BTreeSet<String> = ["rules", "save", "presentation", "repl", "i18n"]
        .map(str::to_owned)
        .into_iter()
        .collect();
    assert_eq!(named, expected);
}

#[test]
fn a_rule_that_names_the_session_or_a_session_that_names_the_repl_is_a_breach() {
    let src = crate::common::scratch("layers");
    std::fs::create_dir_all(src.join("rules")).expect("a folder");
    std::fs::create_dir_all(src.join("session")).expect("a folder");
    std::fs::write(
        src.join("rules/dice.rs"),
        "use crate::notation::x;\nfn f() -> crate::session::Player { todo!() }\n",
    )
    .expect("written");
    std::fs::write(
        src.join("session/mod.rs"),
        "use crate::rules::Side;\nuse super::repl::Screen;\n",
    )
    .expect("written");
    assert_eq!(
        breaches(&src),
        [
            "rules/dice.rs: rules uses notation",
            "rules/dice.rs: rules uses session",
            "session/mod.rs: session uses repl",
        ]
    );
}
