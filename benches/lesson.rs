//! Reading a big lesson whose every exercise is written as position text: what a teacher
//! waits for when `leçon` opens a file of generated exercises.
//!
//! `cargo bench --bench lesson`. The lesson holds 10,000 exercises (100 when the test command
//! runs the bench once), each the starting position written out point by point in French,
//! with a roll to play.

mod common;

use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

use tablier::i18n::{Lang, vocabulary};
use tablier::notation::position_text;
use tablier::rules::{Position, Side, Variant};
use tablier::session::Session;
use tablier::session::config::NewGame;

/// Exercises in the lesson.
fn exercises() -> usize {
    common::size(10_000, 100)
}

/// A lesson of [`exercises`] exercises, each a position text and a roll.
fn lesson() -> String {
    let start = Position::start(Variant::Backgammon, Side::Green);
    let text = position_text::format(&start, &vocabulary(Lang::Fr));
    let mut lesson = String::from("titre: Mille ouvertures\n");
    for n in 1..=exercises() {
        lesson.push_str(&format!(
            "\nexercice {n}\nposition: {text}\ndés: 31\nquestion: meilleur coup\n"
        ));
    }
    lesson
}

fn read_lesson(c: &mut Criterion) {
    let text = lesson();
    let session = Session::new(&NewGame::new(Lang::Fr, Variant::Backgammon));
    let mut group = c.benchmark_group("lesson");
    group.sample_size(10);
    group.bench_function("read every exercise written as position text", |b| {
        b.iter(|| {
            let lesson = session
                .read_lesson(black_box(&text))
                .expect("the lesson reads");
            black_box(lesson)
        });
    });
    group.finish();
}

criterion_group!(benches, read_lesson);
criterion_main!(benches);
