//! The Debian package and the AppStream entry (issue 31, items 2 and 3).
//!
//! cargo-deb packages the `tablier` this test run built (copied where cargo-deb looks for the
//! build of the package's profile: building one would double the test command's time), with the metadata of
//! `Cargo.toml`; the package holds exactly the game, its link in `/usr/bin`, both manual
//! pages, the README, every shipped lesson, the AppStream entry, the copyright and the
//! changelog (never the training tool); lintian finds no error in it; and unpacked, its
//! program lists the shipped lessons it finds beside it and opens one by its name.
//!
//! cargo-deb, dpkg-deb, lintian and appstreamcli come from `scripts/setup-debian.sh`: these
//! tests are ignored in a plain `cargo test` and required in `scripts/test.sh`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::common;

use tablier::i18n::Lang;

use crate::shipped_lessons::{list_line, repository_lessons};

/// The repository.
fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The AppStream entry, as the package installs it.
const METAINFO: &str = "packaging/org.tablier.tablier.metainfo.xml";

/// The package built by cargo-deb from this test run's `tablier`, in a scratch folder: built
/// once for the tests of this file, which run side by side.
fn package(cargo_deb: &Path) -> &'static Path {
    static BUILT: std::sync::OnceLock<PathBuf> = std::sync::OnceLock::new();
    BUILT.get_or_init(|| build_package(cargo_deb))
}

fn build_package(cargo_deb: &Path) -> PathBuf {
    let dir = common::scratch("deb");
    // Where the build of the package's profile (`deb`, Cargo.toml) puts the program.
    let built = dir.join("target/deb");
    std::fs::create_dir_all(&built).expect("a target folder");
    std::fs::copy(env!("CARGO_BIN_EXE_tablier"), built.join("tablier")).expect("a copy");
    let deb = dir.join("tablier.deb");
    let manifest = root().join("Cargo.toml");
    let out = common::program(
        cargo_deb,
        &[
            "deb",
            "--no-build",
            "--fast",
            "--manifest-path",
            &manifest.to_string_lossy(),
            "--output",
            &deb.to_string_lossy(),
        ],
    )
    .env("CARGO_TARGET_DIR", dir.join("target"))
    .within(120)
    .run();
    assert!(out.success(), "cargo-deb failed: {out:?}");
    deb
}

/// The entries of `deb` that are not folders, by path (`usr/games/tablier`), a link with
/// where it points (`usr/bin/tablier -> ../games/tablier`).
fn contents(dpkg_deb: &Path, deb: &Path) -> BTreeSet<String> {
    let out = common::program(dpkg_deb, &["--contents", &deb.to_string_lossy()]).run();
    assert!(out.success(), "{out:?}");
    out.stdout
        .lines()
        .filter(|line| !line.starts_with('d'))
        .map(|line| {
            // Mode, owner, size, date, time, then the path.
            let path = line
                .split_whitespace()
                .skip(5)
                .collect::<Vec<_>>()
                .join(" ");
            path.trim_start_matches("./").to_owned()
        })
        .collect()
}

#[test]
#[ignore = "needs cargo-deb, dpkg-deb and lintian: scripts/test.sh runs it"]
fn the_package_holds_the_game_its_manuals_lessons_and_entry_and_lintian_finds_no_error() {
    let (Some(cargo_deb), Some(dpkg_deb), Some(lintian)) = (
        common::tool("cargo-deb"),
        common::tool("dpkg-deb"),
        common::tool("lintian"),
    ) else {
        return;
    };
    let deb = package(&cargo_deb);

    let mut expected: BTreeSet<String> = [
        "usr/games/tablier",
        "usr/bin/tablier -> ../games/tablier",
        "usr/share/man/man6/tablier.6.gz",
        "usr/share/man/fr/man6/tablier.6.gz",
        "usr/share/doc/tablier/README.md",
        "usr/share/doc/tablier/copyright",
        "usr/share/doc/tablier/changelog.Debian.gz",
        "usr/share/metainfo/org.tablier.tablier.metainfo.xml",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    expected.extend(
        repository_lessons()
            .iter()
            .map(|l| format!("usr/share/tablier/lessons/{}/{}.txt", l.lang.code(), l.name)),
    );
    let found = contents(&dpkg_deb, deb);
    assert_eq!(found, expected, "the package's files");
    assert!(found.iter().all(|path| !path.contains("entrainer")));

    let control = common::program(&dpkg_deb, &["--field", &deb.to_string_lossy()]).run();
    assert!(control.success(), "{control:?}");
    for field in [
        "Section: games",
        "Priority: optional",
        "Maintainer: tablier developers <dev@tablier.invalid>",
        "Recommends: speech-dispatcher",
    ] {
        assert!(
            control.stdout.lines().any(|l| l == field),
            "{field}: {control:?}"
        );
    }
    // `$auto`: what the program links to, found by dpkg-shlibdeps.
    assert!(
        control
            .stdout
            .lines()
            .any(|l| l.starts_with("Depends: ") && l.contains("libc6")),
        "{control:?}"
    );

    let verdict = common::program(
        &lintian,
        &[
            "--fail-on",
            "error",
            "--no-tag-display-limit",
            &deb.to_string_lossy(),
        ],
    )
    .within(120)
    .run();
    assert!(verdict.success(), "lintian: {verdict:?}");
    assert!(
        !verdict.stdout.lines().any(|l| l.starts_with("E: ")),
        "lintian: {verdict:?}"
    );
}

#[test]
#[ignore = "needs cargo-deb and dpkg-deb: scripts/test.sh runs it"]
fn the_unpacked_package_lists_the_lessons_beside_it_and_opens_one_by_name() {
    let (Some(cargo_deb), Some(dpkg_deb)) = (common::tool("cargo-deb"), common::tool("dpkg-deb"))
    else {
        return;
    };
    let deb = package(&cargo_deb);
    let tree = common::scratch("unpacked");
    let out = common::program(
        &dpkg_deb,
        &["--extract", &deb.to_string_lossy(), &tree.to_string_lossy()],
    )
    .run();
    assert!(out.success(), "{out:?}");
    // A lesson that only the unpacked tree has: listed, so the program read the lessons
    // beside it, not the repository's.
    let extra = tree.join("usr/share/tablier/lessons/fr/essai-du-paquet.txt");
    std::fs::write(&extra, "titre: Essai du paquet\n").expect("an extra lesson");
    // Through the link of /usr/bin, as a player's shell finds it.
    let tablier = tree.join("usr/bin/tablier");

    let listed = common::program(&tablier, &["--langue", "fr", "--lecon"]).run();
    assert!(listed.success(), "{listed:?}");
    let mut lines = vec![list_line(
        Lang::Fr,
        "essai-du-paquet",
        "Essai du paquet",
        Lang::Fr,
    )];
    for lesson in repository_lessons() {
        lines.push(list_line(
            Lang::Fr,
            &lesson.name,
            &lesson.title,
            lesson.lang,
        ));
    }
    for line in &lines {
        assert!(
            listed.stdout.lines().any(|l| l == line),
            "{line:?} is not listed: {listed:?}"
        );
    }

    // Every shipped lesson opens by its name.
    for lesson in repository_lessons() {
        let opened = common::program(
            &tablier,
            &["--parole", "non", "--simple", "--lecon", &lesson.name],
        )
        .run();
        assert!(opened.success(), "{}: {opened:?}", lesson.name);
        assert!(
            opened.stdout.contains(&lesson.title),
            "{}: {opened:?}",
            lesson.name
        );
    }
}

#[test]
#[ignore = "needs appstreamcli: scripts/test.sh runs it"]
fn the_appstream_entry_is_valid_and_names_the_program_in_both_languages() {
    let Some(appstreamcli) = common::tool("appstreamcli") else {
        return;
    };
    let entry = root().join(METAINFO);
    let out = common::program(
        &appstreamcli,
        &[
            "validate",
            "--no-net",
            "--pedantic",
            &entry.to_string_lossy(),
        ],
    )
    .run();
    assert!(out.success(), "appstreamcli: {out:?}");
    let text = std::fs::read_to_string(&entry).expect("the AppStream entry");
    for needed in [
        "<component type=\"console-application\">",
        "<binary>tablier</binary>",
        "<summary>",
        "<summary xml:lang=\"fr\">",
        "<p xml:lang=\"fr\">",
        "<project_license>MIT OR Apache-2.0</project_license>",
        "<category>Game</category>",
        "<category>BoardGame</category>",
        "<content_rating",
    ] {
        assert!(text.contains(needed), "{METAINFO} lacks {needed}");
    }
    for keyword in [
        "accessibility",
        "blind",
        "screen reader",
        "braille",
        "speech",
        "accessibilité",
        "aveugle",
        "lecteur d'écran",
        "synthèse vocale",
    ] {
        assert!(
            text.contains(&format!(">{keyword}</keyword>")),
            "{METAINFO} lacks the keyword {keyword}"
        );
    }
}
