//! What `Cargo.toml` promises to whoever installs or packages tablier (issue 31, item 4):
//! `cargo install tablier` builds the game alone, crates.io can file the crate, and the Debian
//! package and the AppStream entry name the same version.

use std::path::Path;

/// The manifest, read.
fn manifest() -> toml::Table {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
    let text = std::fs::read_to_string(&path).expect("Cargo.toml");
    text.parse().expect("Cargo.toml is TOML")
}

/// The strings of the array at `value`, none when it is absent.
fn strings(value: Option<&toml::Value>) -> Vec<String> {
    value
        .and_then(toml::Value::as_array)
        .map(|a| {
            a.iter()
                .filter_map(|v| v.as_str().map(str::to_owned))
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn cargo_install_builds_only_tablier_and_every_other_program_needs_a_feature_not_default() {
    let manifest = manifest();
    let defaults = strings(manifest["features"].get("default"));
    let bins = manifest["bin"].as_array().expect("[[bin]] targets");
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/bin");
    for entry in std::fs::read_dir(folder).expect("src/bin") {
        let path = entry.expect("an entry of src/bin").path();
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let name = path.file_stem().and_then(|s| s.to_str()).expect("a name");
        let bin = bins
            .iter()
            .find(|b| b.get("name").and_then(toml::Value::as_str) == Some(name))
            .unwrap_or_else(|| panic!("src/bin/{name}.rs has no [[bin]] naming its feature"));
        let features = strings(bin.get("required-features"));
        assert!(
            !features.is_empty() && features.iter().all(|f| !defaults.contains(f)),
            "{name} would be installed with tablier: {features:?}"
        );
    }
    let tablier = bins
        .iter()
        .find(|b| b.get("name").and_then(toml::Value::as_str) == Some("tablier"))
        .expect("the tablier binary");
    assert!(tablier.get("required-features").is_none());
}

#[test]
fn the_package_has_at_most_five_keywords_and_categories_crates_io_knows() {
    let manifest = manifest();
    let package = &manifest["package"];
    let keywords = strings(package.get("keywords"));
    assert!((1..=5).contains(&keywords.len()), "{keywords:?}");
    for keyword in &keywords {
        assert!(
            keyword.len() <= 20
                && keyword.starts_with(|c: char| c.is_ascii_alphabetic())
                && keyword
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
            "{keyword}"
        );
    }
    // Slugs of https://crates.io/category_slugs that fit a game for blind players.
    let known = ["games", "accessibility", "command-line-utilities"];
    let categories = strings(package.get("categories"));
    assert!(
        !categories.is_empty() && categories.len() <= 5,
        "{categories:?}"
    );
    for category in &categories {
        assert!(known.contains(&category.as_str()), "{category}");
    }
    assert!(package.get("documentation").is_some());
}

#[test]
fn the_debian_changelog_and_the_appstream_entry_name_the_version_of_the_manifest() {
    let manifest = manifest();
    let version = manifest["package"]["version"].as_str().expect("a version");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let changelog = std::fs::read_to_string(root.join("packaging/changelog")).expect("changelog");
    // The latest entry comes first: `tablier (0.1.0-1) unstable; urgency=medium`.
    let first = changelog.lines().next().unwrap_or_default();
    assert!(
        first.starts_with(&format!("tablier ({version}-")),
        "packaging/changelog: {first}"
    );
    let entry = std::fs::read_to_string(root.join("packaging/org.tablier.tablier.metainfo.xml"))
        .expect("the AppStream entry");
    // Its releases, the latest first.
    let latest = entry
        .split("<release ")
        .nth(1)
        .and_then(|r| r.split("version=\"").nth(1))
        .and_then(|r| r.split('"').next());
    assert_eq!(
        latest,
        Some(version),
        "the AppStream entry's latest release"
    );
}
