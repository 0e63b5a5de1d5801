//! The message catalogues are sound, French and English match, and every message id the
//! code names exists in both.
//!
//! Ids in the code are found by reading `src/**/*.rs` for string literals passed to `tr(`,
//! `tr_args(`, `tr_checked(`, `msg!(` and the renderer's `msg(` and `msg2(`; ids kept in
//! constants must be written with `msg!` to be found. Failures list every offender with
//! its file and line.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast;
use tablier::i18n::{Arg, FILES, Lang, Localizer, is_message_id};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn locale_dir(lang: Lang) -> PathBuf {
    root().join("locales").join(lang.code())
}

/// The `.ftl` files on disk for `lang`, by name.
fn files_on_disk(lang: Lang) -> BTreeSet<String> {
    fs::read_dir(locale_dir(lang))
        .unwrap_or_else(|e| panic!("reading {}: {e}", locale_dir(lang).display()))
        .map(|entry| {
            entry
                .expect("a directory entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".ftl"))
        .collect()
}

fn read(lang: Lang, file: &str) -> String {
    let path = locale_dir(lang).join(file);
    fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

/// What a message (or term) declares: where, its attributes, and the variables each part
/// uses (`""` for the value, the attribute name otherwise).
#[derive(Debug)]
struct Declared {
    file: String,
    line: usize,
    attributes: BTreeSet<String>,
    variables: BTreeMap<String, BTreeSet<String>>,
}

/// A language's catalogue, keyed by id (terms keep their leading `-`), and its problems.
#[derive(Debug, Default)]
struct Catalogue {
    entries: BTreeMap<String, Declared>,
    problems: Vec<String>,
}

fn line_of(source: &str, offset: usize) -> usize {
    source[..offset.min(source.len())].matches('\n').count() + 1
}

fn catalogue(lang: Lang) -> Catalogue {
    let mut catalogue = Catalogue::default();
    for file in files_on_disk(lang) {
        let source = read(lang, &file);
        let resource = match fluent_syntax::parser::parse(source.as_str()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for error in errors {
                    catalogue.problems.push(format!(
                        "locales/{}/{file}:{}: syntax error: {:?}",
                        lang.code(),
                        line_of(&source, error.pos.start),
                        error.kind
                    ));
                }
                resource
            }
        };
        for entry in &resource.body {
            let (id, value, attributes) = match entry {
                ast::Entry::Message(m) => (m.id.name.to_owned(), m.value.as_ref(), &m.attributes),
                ast::Entry::Term(t) => (format!("-{}", t.id.name), Some(&t.value), &t.attributes),
                ast::Entry::Junk { content } => {
                    let offset = content.as_ptr() as usize - source.as_ptr() as usize;
                    catalogue.problems.push(format!(
                        "locales/{}/{file}:{}: unparsable entry {:?}",
                        lang.code(),
                        line_of(&source, offset),
                        content.lines().next().unwrap_or_default()
                    ));
                    continue;
                }
                _ => continue,
            };
            let name = match entry {
                ast::Entry::Message(m) => m.id.name,
                ast::Entry::Term(t) => t.id.name,
                _ => continue,
            };
            let line = line_of(&source, name.as_ptr() as usize - source.as_ptr() as usize);
            let place = format!("locales/{}/{file}:{line}", lang.code());
            if !is_message_id(id.trim_start_matches('-')) {
                catalogue.problems.push(format!(
                    "{place}: id {id:?} does not read <area>-<kind>-<detail>"
                ));
            }
            let mut variables = BTreeMap::new();
            if let Some(value) = value {
                variables.insert(String::new(), variables_of(value));
            }
            for attribute in attributes {
                variables.insert(attribute.id.name.to_owned(), variables_of(&attribute.value));
            }
            let declared = Declared {
                file: file.clone(),
                line,
                attributes: attributes.iter().map(|a| a.id.name.to_owned()).collect(),
                variables,
            };
            if let Some(first) = catalogue.entries.get(&id) {
                catalogue.problems.push(format!(
                    "{place}: {id} already defined at locales/{}/{}:{}",
                    lang.code(),
                    first.file,
                    first.line
                ));
            } else {
                catalogue.entries.insert(id, declared);
            }
        }
    }
    catalogue
}

/// The `$variables` a pattern uses, selectors and nested placeables included.
fn variables_of(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    fn in_pattern(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                in_expression(expression, out);
            }
        }
    }
    fn in_expression(expression: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match expression {
            ast::Expression::Select { selector, variants } => {
                in_inline(selector, out);
                for variant in variants {
                    in_pattern(&variant.value, out);
                }
            }
            ast::Expression::Inline(inline) => in_inline(inline, out),
        }
    }
    fn in_inline(inline: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match inline {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_owned());
            }
            ast::InlineExpression::FunctionReference { arguments, .. }
            | ast::InlineExpression::TermReference {
                arguments: Some(arguments),
                ..
            } => {
                for argument in &arguments.positional {
                    in_inline(argument, out);
                }
                for argument in &arguments.named {
                    in_inline(&argument.value, out);
                }
            }
            ast::InlineExpression::Placeable { expression } => in_expression(expression, out),
            _ => {}
        }
    }
    let mut out = BTreeSet::new();
    in_pattern(pattern, &mut out);
    out
}

fn fail_with(title: &str, problems: &[String]) {
    if !problems.is_empty() {
        let mut report = format!("{title} ({}):\n", problems.len());
        for problem in problems {
            let _ = writeln!(report, "  {problem}");
        }
        panic!("{report}");
    }
}

#[test]
fn every_file_parses_with_no_error_or_duplicate() {
    let problems: Vec<String> = Lang::ALL
        .into_iter()
        .flat_map(|lang| catalogue(lang).problems)
        .collect();
    fail_with("Fluent files with problems", &problems);
}

#[test]
fn french_and_english_have_the_same_files_as_the_code_embeds() {
    let embedded: BTreeSet<String> = FILES.iter().map(|f| (*f).to_owned()).collect();
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let on_disk = files_on_disk(lang);
        for file in on_disk.difference(&embedded) {
            problems.push(format!(
                "locales/{}/{file} is not listed in FILES (src/i18n/mod.rs)",
                lang.code()
            ));
        }
        for file in embedded.difference(&on_disk) {
            problems.push(format!(
                "locales/{}/{file} is listed but missing",
                lang.code()
            ));
        }
    }
    fail_with("Locale files out of step", &problems);
}

#[test]
fn french_and_english_have_the_same_messages_attributes_and_variables() {
    let fr = catalogue(Lang::Fr);
    let en = catalogue(Lang::En);
    let mut problems = Vec::new();
    for (this, other, lang, other_lang) in [(&fr, &en, "fr", "en"), (&en, &fr, "en", "fr")] {
        for (id, declared) in &this.entries {
            let place = format!("locales/{lang}/{}:{}", declared.file, declared.line);
            let Some(twin) = other.entries.get(id) else {
                problems.push(format!("{place}: {id} is missing in {other_lang}"));
                continue;
            };
            // Reported once, from the French side.
            if lang != "fr" {
                continue;
            }
            if twin.file != declared.file {
                problems.push(format!("{place}: {id} is in {} in en", twin.file));
            }
            if twin.attributes != declared.attributes {
                problems.push(format!(
                    "{place}: {id} has attributes {:?} in fr but {:?} in en",
                    declared.attributes, twin.attributes
                ));
            }
            for (part, variables) in &declared.variables {
                let name = if part.is_empty() {
                    id.clone()
                } else {
                    format!("{id}.{part}")
                };
                if let Some(twin_variables) = twin.variables.get(part)
                    && twin_variables != variables
                {
                    problems.push(format!(
                        "{place}: {name} uses variables {variables:?} in fr but {twin_variables:?} in en"
                    ));
                }
            }
        }
    }
    fail_with("French and English differ", &problems);
}

#[test]
fn every_message_formats_cleanly_when_given_its_variables() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let localizer = Localizer::new(lang);
        for (id, declared) in catalogue(lang).entries {
            if id.starts_with('-') {
                continue;
            }
            for (part, variables) in &declared.variables {
                let full = if part.is_empty() {
                    id.clone()
                } else {
                    format!("{id}.{part}")
                };
                let args: Vec<(&str, Arg)> =
                    variables.iter().map(|v| (v.as_str(), 2.into())).collect();
                if let Err(error) = localizer.tr_checked(&full, &args) {
                    problems.push(format!(
                        "locales/{}/{}:{}: {error}",
                        lang.code(),
                        declared.file,
                        declared.line
                    ));
                }
            }
        }
    }
    fail_with("Messages that do not format", &problems);
}

/// A message id named in the code, and where.
#[derive(Debug)]
struct Use {
    id: String,
    place: String,
}

/// Calls whose string-literal arguments are message ids.
const CALLS: [&str; 6] = ["tr(", "tr_args(", "tr_checked(", "msg!(", "msg(", "msg2("];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|entry| entry.expect("a directory entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literals in a call's argument list, with their offsets, except those that
/// open a tuple: in `tr_args("id", &[("count", n.into())])` that is the variable `count`.
fn literals_in_call(source: &str, open: usize) -> Vec<(usize, String)> {
    let bytes = source.as_bytes();
    let mut literals = Vec::new();
    let mut depth = 0usize;
    // The last byte that was not whitespace, to tell `("name", …)` tuples.
    let mut previous = b'(';
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            b'"' => {
                let start = i + 1;
                let mut end = start;
                while end < bytes.len() && bytes[end] != b'"' {
                    end += if bytes[end] == b'\\' { 2 } else { 1 };
                }
                let opens_tuple = previous == b'(' && source[..i].trim_end().len() != open + 1;
                if !opens_tuple {
                    literals.push((start, source[start..end.min(bytes.len())].to_owned()));
                }
                i = end + 1;
                previous = b'"';
                continue;
            }
            _ => {}
        }
        if !bytes[i].is_ascii_whitespace() {
            previous = bytes[i];
        }
        i += 1;
    }
    literals
}

/// Every message id named in `src/`, and every `tr` call whose first argument is a string
/// that is not an id.
fn ids_in_code() -> (Vec<Use>, Vec<String>) {
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut uses = Vec::new();
    let mut problems = Vec::new();
    for path in files {
        let source = fs::read_to_string(&path).expect("a readable source file");
        let shown = path
            .strip_prefix(root())
            .unwrap_or(&path)
            .display()
            .to_string();
        for call in CALLS {
            for (at, _) in source.match_indices(call) {
                // `tr(` must not be the end of `attr(` or `self.str(`.
                let preceded_by_name = source[..at]
                    .chars()
                    .next_back()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_');
                if preceded_by_name {
                    continue;
                }
                let open = at + call.len() - 1;
                let first_is_literal = source[open + 1..].trim_start().starts_with('"');
                for (index, (offset, literal)) in
                    literals_in_call(&source, open).into_iter().enumerate()
                {
                    let place = format!("{shown}:{}", line_of(&source, offset));
                    if is_message_id(&literal) {
                        uses.push(Use { id: literal, place });
                    } else if index == 0 && first_is_literal {
                        problems.push(format!(
                            "{place}: {call}\"{literal}\"…) is not a message id"
                        ));
                    }
                }
            }
        }
    }
    (uses, problems)
}

#[test]
fn every_message_id_in_the_code_exists_in_both_languages() {
    let (uses, mut problems) = ids_in_code();
    // The scan must see the ids this crate is known to use, or it is checking nothing.
    for known in [
        "speech-notice-unavailable",
        "speech-notice-timeout",
        "lang-name-fr",
        "app-name",
    ] {
        assert!(
            uses.iter().any(|u| u.id == known),
            "the scan of src/ no longer finds {known}: fix tests/library/locales.rs"
        );
    }
    for lang in Lang::ALL {
        let localizer = Localizer::new(lang);
        for Use { id, place } in &uses {
            if !localizer.has(id) {
                problems.push(format!(
                    "{place}: {id} is missing in locales/{}/",
                    lang.code()
                ));
            }
        }
    }
    fail_with("Message ids used in src/ but not defined", &problems);
}

#[test]
fn the_scan_tells_ids_from_variable_names() {
    let source = r#"loc.tr_args(
        "game-dice-rolled",
        &[("die-one", 6.into()), ("count", n.into())],
    ); tr(if x { "a-b" } else { "c-d" })"#;
    let open = source.find('(').expect("a call");
    let literals: Vec<String> = literals_in_call(source, open)
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    assert_eq!(literals, ["game-dice-rolled"]);
    let open = source.rfind("tr(").expect("a call") + 2;
    let literals: Vec<String> = literals_in_call(source, open)
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    assert_eq!(literals, ["a-b", "c-d"]);
}

#[test]
fn every_game_has_its_name_its_summary_and_its_rules_in_both_languages() {
    for lang in [Lang::Fr, Lang::En] {
        let loc = Localizer::new(lang);
        for &variant in tablier::rules::Variant::ALL {
            for id in [
                format!("game-name-{}", variant.name()),
                format!("game-summary-{}", variant.name()),
                format!("rules-{}", variant.name()),
            ] {
                assert!(loc.has(&id), "{id} is missing in {}", lang.code());
            }
        }
    }
}
