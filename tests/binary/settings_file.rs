//! The settings kept between sessions, through the real binary: a bad file is told in
//! words and ignored, `réglages sauver` keeps the settings (setting the bad file aside), the
//! next session starts with them, and the command line wins over them.

use std::fs;
use std::path::{Path, PathBuf};

use crate::common;

/// A folder of this test's own for the settings and the saves.
fn folder(name: &str) -> PathBuf {
    common::scratch(&format!("settings-{name}"))
}

/// Runs a game with `args`, `script` typed in, the settings and saves in `dir`; its output.
fn play(dir: &Path, args: &[&str], script: &str) -> String {
    let ran = common::tablier(&["--graine", "1", "--parole", "non", "--simple"])
        .args(args)
        .folder(dir)
        .input(script)
        .run();
    assert!(ran.success(), "{ran:?}");
    ran.stdout
}

#[test]
fn settings_kept_are_those_of_the_next_session_and_a_bad_file_is_told_and_set_aside() {
    let dir = folder("kept");
    let file = dir.join("config.toml");
    fs::write(&file, "lang = \"fr\"\ncouleur = \"rouge\"\n").unwrap();
    let out = play(
        &dir,
        &[],
        "verbosité courte\nverbosité pips oui\nréglages\nréglages sauver\nquitter\noui\n",
    );
    assert!(
        out.contains("Fichier de réglages illisible, ligne 2 : réglage inconnu"),
        "{out}"
    );
    assert!(
        out.contains("Verbosité courte ; écho oui, pips oui."),
        "{out}"
    );
    assert!(
        out.contains("l'ancien fichier, illisible, est mis de côté"),
        "{out}"
    );
    assert_eq!(
        fs::read_to_string(dir.join("config-illisible.toml")).unwrap(),
        "lang = \"fr\"\ncouleur = \"rouge\"\n"
    );
    let kept = fs::read_to_string(&file).unwrap();
    assert!(kept.contains("verbosity = \"short\"\n"), "{kept}");
    assert!(kept.contains("pips = true\n"), "{kept}");
    // The next session starts short, in French, without a word about the file.
    let out = play(&dir, &[], "quitter\noui\n");
    assert!(out.contains("Vert commence.\nÀ vous : 4-3.\n"), "{out}");
    assert!(!out.contains("illisible"), "{out}");
    // The command line wins over the file.
    let out = play(
        &dir,
        &["--verbosite", "normale", "--langue", "en"],
        "quit\nyes\n",
    );
    assert!(out.contains("Green, your turn: dice 4-3."), "{out}");
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_settings_file_that_is_a_folder_is_told_and_never_replaced() {
    let dir = folder("folder");
    fs::create_dir_all(dir.join("config.toml")).unwrap();
    let out = play(&dir, &["--langue", "en"], "settings save\nquit\nyes\n");
    assert!(
        out.contains("Unreadable settings file, it is a folder; default settings."),
        "{out}"
    );
    assert!(
        out.contains("Settings not kept: a folder has the file's name."),
        "{out}"
    );
    assert!(dir.join("config.toml").is_dir());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn empty_folder_variables_are_unset_ones_never_the_current_folder() {
    let dir = folder("empty-vars");
    let here = dir.join("here");
    let home = dir.join("home");
    fs::create_dir_all(&here).unwrap();
    let unrelated = "[package]\nname = \"autre\"\n";
    fs::write(here.join("config.toml"), unrelated).unwrap();
    let ran = common::player(&["--graine", "1"])
        .env("TABLIER_CONFIG_DIR", "")
        .env("TABLIER_DATA_DIR", "")
        .env("HOME", &home)
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_DATA_HOME", home.join("data"))
        .current_dir(&here)
        .input("réglages sauver\n1\n\nquitter\noui\n")
        .run();
    assert!(ran.success(), "{ran:?}");
    assert!(!ran.stdout.contains("illisible"), "{}", ran.stdout);
    // The current folder is left as it was: its file unread, unmoved, and no save there.
    let mut left: Vec<_> = fs::read_dir(&here)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    left.sort();
    assert_eq!(left, ["config.toml"]);
    assert_eq!(
        fs::read_to_string(here.join("config.toml")).unwrap(),
        unrelated
    );
    // The settings went to the user's own folder.
    assert!(home.join("config/tablier/config.toml").is_file());
    assert!(home.join("data/tablier/partie-en-cours.json").is_file());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn temporary_settings_files_of_dead_processes_are_removed_at_the_start_and_others_kept() {
    let dir = folder("stale");
    // No process has this number (Linux's highest is 4,194,304); this test's own runs.
    let dead = dir.join(".config.toml.999999999.tmp");
    let live = dir.join(format!(".config.toml.{}.tmp", std::process::id()));
    fs::create_dir_all(&dir).unwrap();
    for file in [&dead, &live] {
        fs::write(file, "lang = ").unwrap();
    }
    play(&dir, &[], "quitter\noui\n");
    assert!(!dead.exists());
    assert!(live.exists());
    let _ = fs::remove_dir_all(&dir);
}

// Links made as Unix makes them; Windows needs rights to make one.
#[cfg(unix)]
#[test]
fn a_settings_file_linking_into_a_missing_folder_is_told_and_no_folder_is_created() {
    let dir = folder("dangling");
    let nowhere = dir.join("nowhere");
    fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(nowhere.join("x.toml"), dir.join("config.toml")).unwrap();
    let out = play(&dir, &["--langue", "en"], "settings save\nquit\nyes\n");
    assert!(
        out.contains(
            "Settings not kept: the file is a link to a folder that does not exist; \
             no folder is created."
        ),
        "{out}"
    );
    assert!(!nowhere.exists());
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn a_settings_file_that_is_not_text_is_set_aside_and_replaced() {
    let dir = folder("not-text");
    let file = dir.join("config.toml");
    fs::create_dir_all(&dir).unwrap();
    fs::write(&file, b"lang = \"\xff\"\n").unwrap();
    let out = play(&dir, &[], "réglages sauver\nquitter\noui\n");
    assert!(
        out.contains("Fichier de réglages illisible, ce n'est pas du texte"),
        "{out}"
    );
    assert!(
        out.contains("l'ancien fichier, illisible, est mis de côté"),
        "{out}"
    );
    assert_eq!(
        fs::read(dir.join("config-illisible.toml")).unwrap(),
        b"lang = \"\xff\"\n"
    );
    assert!(fs::read_to_string(&file).unwrap().contains("lang = "));
    let _ = fs::remove_dir_all(&dir);
}
