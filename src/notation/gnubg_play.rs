//! Plays written exactly as GNU Backgammon writes them: `24/20* 13/9`, `8/5(2)`, `bar/22`, `6/off`,
//! and, for the family's games, `in/22` for an entry from the reserve (`variants.md` §3.3).
//!
//! Points are the mover's own numbers. Parts are ordered by decreasing source point (then
//! decreasing destination); the hops of one checker are merged into one part unless it hit
//! on the way (`24/20*/16`); a hit is marked `*` once per point; identical parts are written
//! once with their count, `(2)`.
//!
//! Decisions for the family where gnubg has nothing to say: a pin (Plakoto) is marked `*`
//! like a hit, since both mean "landed on a lone opposing checker", and reading ignores the
//! mark; a move made without dice (Grasshopper) is one move even when it takes two checkers
//! (a wall borne off, `3/off`), written once, as it is typed.

use std::fmt::Write;

use crate::rules::{BAR, Geometry, OFF, Play, RESERVE, Step, Variant};

/// The word of the standard notation for the reserve, as `bar` and `off` are gnubg's words.
pub const RESERVE_WORD: &str = "in";

/// Whether some step of `play` landed on a lone opposing checker on `point` (the mover's
/// numbering): hit it, or pinned it.
pub(crate) fn hit_at(play: &Play, point: u8) -> bool {
    play.steps()
        .iter()
        .any(|s| (s.hit || s.pin) && s.to == point)
}

/// Where a part starting at `point` comes in the written play, highest first: the bar, then
/// the reserve (bar checkers enter first, so a play typed in the written order is made in an
/// order the rules allow), then the points by decreasing number.
pub(crate) fn source_rank(point: u8) -> u8 {
    if point == RESERVE {
        2 * BAR as u8 - 1
    } else {
        2 * point
    }
}

/// The steps to write: all of them, except that a move made without dice is written once
/// even when it moves two checkers alike (Grasshopper's wall borne off).
fn written_steps(play: &Play) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    for &step in play.steps() {
        if !(step.die.is_none() && steps.contains(&step)) {
            steps.push(step);
        }
    }
    steps
}

/// Each checker's path in `play`, as gnubg groups them: parts by decreasing source point
/// ([`source_rank`]; then decreasing destination), and a part continued by the hop that starts where it
/// stopped; the point between is kept only when a checker was hit there.
pub(crate) fn checker_paths(play: &Play) -> Vec<Vec<u8>> {
    let mut parts = hops(play);
    parts.sort_by(|a, b| {
        source_rank(b[0])
            .cmp(&source_rank(a[0]))
            .then(b[1].cmp(&a[1]))
    });
    joined(play, parts)
}

/// Each move of `play` to write, from and to, in the order made.
fn hops(play: &Play) -> Vec<Vec<u8>> {
    written_steps(play)
        .iter()
        .map(|s| vec![s.from, s.to])
        .collect()
}

/// `parts` in their order, each continued by the later hops that start where it stopped;
/// the point between is kept only when a checker was hit there (or turned back on it).
fn joined(play: &Play, mut parts: Vec<Vec<u8>>) -> Vec<Vec<u8>> {
    let mut alive = vec![true; parts.len()];
    for i in 0..parts.len() {
        if !alive[i] {
            continue;
        }
        for j in i + 1..parts.len() {
            let Some(&end) = parts[i].last() else {
                continue;
            };
            if alive[j] && end == parts[j][0] {
                let next = parts[j][1];
                // A checker that turns back (À l'arrière) keeps its turning point written.
                let before = parts[i][parts[i].len() - 2];
                let turns = (before > end) != (end > next);
                if hit_at(play, end) || turns {
                    parts[i].push(next);
                } else if let Some(last) = parts[i].last_mut() {
                    *last = next;
                }
                alive[j] = false;
            }
        }
    }
    parts
        .into_iter()
        .zip(alive)
        .filter_map(|(p, a)| a.then_some(p))
        .collect()
}

/// Writes `play` in gnubg's notation (points in the mover's numbering).
#[must_use]
pub fn format(play: &Play) -> String {
    format_named(play, checker_paths(play), point_name)
}

/// The parts to write for `play` in `variant`: gnubg's [`checker_paths`], except where
/// [`written_as_made`]: on a circuit (Catch me) each landing is a move of its own, written
/// in the order made (`variants.md` §2.14: the corner jump first, `10/7 7/6 6/24`), since
/// hops merged or sorted by point number would hide the jump and break the order around
/// own 1; on rows (Tourne-case) each checker's hops are joined, its path written when its
/// first move was made (`N3-N1 N4-N3`, not `N4-N1`: the checker behind may neither pass
/// the one in front nor land on it).
pub(crate) fn paths_for(play: &Play, variant: Variant) -> Vec<Vec<u8>> {
    match variant.rules().geometry {
        Geometry::Cycle => play.steps().iter().map(|s| vec![s.from, s.to]).collect(),
        Geometry::Rows => joined(play, hops(play)),
        _ => checker_paths(play),
    }
}

/// Whether `variant`'s plays are written and told in the order their moves were made, not
/// by decreasing source point: where the order of two checkers' moves matters beyond
/// entering first, on a circuit (Catch me) and on rows (Tourne-case, whose checkers keep
/// their order), so that a play typed as written is made as written.
#[must_use]
pub fn written_as_made(variant: Variant) -> bool {
    matches!(variant.rules().geometry, Geometry::Cycle | Geometry::Rows)
}

/// [`format`] of the parts `parts`, each point written by `name`: paths are found and
/// ordered in the mover's numbering whatever the words written for them.
fn format_named(play: &Play, parts: Vec<Vec<u8>>, name: fn(u8) -> String) -> String {
    let point_name = name;
    let had_opponent = |point: u8| hit_at(play, point);

    // Count identical parts, keeping the first of each.
    let mut counted: Vec<(Vec<u8>, usize)> = Vec::new();
    for part in parts {
        match counted.iter_mut().find(|(p, _)| *p == part) {
            Some((_, n)) => *n += 1,
            None => counted.push((part, 1)),
        }
    }

    let mut text = String::new();
    let mut starred = 0u32;
    for (i, (part, count)) in counted.iter().enumerate() {
        if i > 0 {
            text.push(' ');
        }
        let (&source, rest) = part.split_first().unwrap_or((&0, &[]));
        text.push_str(&point_name(source));
        let (&dest, between) = rest.split_last().unwrap_or((&0, &[]));
        for &hop in between {
            let _ = write!(text, "/{}*", point_name(hop));
            starred |= 1 << hop;
        }
        let _ = write!(text, "/{}", point_name(dest));
        if dest != OFF as u8 && had_opponent(dest) && starred & (1 << dest) == 0 {
            text.push('*');
            starred |= 1 << dest;
        }
        if *count > 1 {
            let _ = write!(text, "({count})");
        }
    }
    text
}

/// Writes `play` in the standard notation of `variant`: gnubg's, except that a game played
/// on rows (Tourne-case) writes the steps counted from the row's outer end, the goal 12
/// (`variants.md` §0.2: `in/2`, `3/8`, `10/12`).
#[must_use]
pub fn format_for(play: &Play, variant: Variant) -> String {
    if variant.rules().stacks {
        // Doublets: the own points acted on, `3 6` (`variants.md` §0.5).
        return play
            .steps()
            .iter()
            .map(|s| point_name(s.from))
            .collect::<Vec<_>>()
            .join(" ");
    }
    let paths = paths_for(play, variant);
    if variant.rules().geometry == Geometry::Rows {
        format_named(play, paths, |p| point_name(row_step(p)))
    } else {
        format_named(play, paths, point_name)
    }
}

/// A side's own point on its row written as the step from the row's outer end, and back
/// (the map is its own inverse); the bar and the reserve unchanged.
#[must_use]
pub const fn row_step(point: u8) -> u8 {
    if point >= 1 && point <= 12 {
        13 - point
    } else {
        point
    }
}

/// A point as gnubg names it: its number, `bar` or `off`; the reserve `in`.
fn point_name(point: u8) -> String {
    match usize::from(point) {
        BAR => "bar".to_owned(),
        OFF => "off".to_owned(),
        _ if point == RESERVE => RESERVE_WORD.to_owned(),
        _ => point.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Dice, Position, Side, Variant};

    fn plays(dice: (u8, u8)) -> Vec<String> {
        let start = Position::start(Variant::Backgammon, Side::Green);
        let dice = Dice::from_values(dice.0, dice.1).unwrap();
        let mut out: Vec<String> = start
            .legal_plays(dice)
            .iter()
            .map(|p| format(&p.play))
            .collect();
        out.sort();
        out
    }

    #[test]
    fn the_hops_of_one_checker_are_merged() {
        assert!(plays((6, 5)).contains(&"24/13".to_owned()));
    }

    #[test]
    fn identical_parts_are_counted() {
        assert!(plays((3, 3)).contains(&"8/5(2) 6/3(2)".to_owned()));
    }

    #[test]
    fn an_entry_from_the_reserve_is_written_in() {
        let start = Position::start(Variant::Race, Side::Green);
        let mut written: Vec<String> = start
            .legal_plays(Dice::from_values(6, 1).unwrap())
            .iter()
            .map(|p| format(&p.play))
            .collect();
        written.sort();
        assert_eq!(written, ["in/18", "in/24 in/19"]);
    }

    #[test]
    fn a_pin_is_marked_like_a_hit() {
        // Plakoto: Black's lone checker on Green's 6-point is pinned by 8/6 or 13/6.
        let mut setup = crate::rules::Setup::empty(Variant::Plakoto, Side::Green);
        setup.checkers.green[24] = 13;
        setup.checkers.green[8] = 2;
        setup.checkers.black[24] = 14;
        setup.checkers.black[19] = 1;
        let pos = Position::from_setup(setup).unwrap();
        let written: Vec<String> = pos
            .legal_plays(Dice::from_values(2, 1).unwrap())
            .iter()
            .map(|p| format(&p.play))
            .collect();
        assert!(written.contains(&"8/7 8/6*".to_owned()), "{written:?}");
    }

    #[test]
    fn a_wall_borne_off_without_dice_is_one_move() {
        let mut setup = crate::rules::Setup::empty(Variant::Grasshopper, Side::Green);
        setup.checkers.green[3] = 2;
        setup.reserve.green = 12;
        setup.reserve.black = 14;
        let pos = Position::from_setup(setup).unwrap();
        let written: Vec<String> = pos
            .legal_moves_without_dice()
            .iter()
            .map(|p| format(&p.play))
            .collect();
        assert!(written.contains(&"3/off".to_owned()), "{written:?}");
        assert!(written.contains(&"in/24".to_owned()), "{written:?}");
    }
}
