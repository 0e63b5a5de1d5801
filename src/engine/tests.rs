//! The two position formats read into the same requests, and the engine's decisions on
//! positions whose answer no backgammon player doubts.

use super::*;
use crate::ai::cube::CubeOwner;
use crate::ai::default_evaluator;
use crate::i18n::{Lang, Localizer};
use crate::notation::position_id;
use crate::rules::Variant;

const START_ID: &str = "4HPwATDgc/ABMA";

/// gnubg's own FIBS board for the opening position, "you" on roll with `dice`, in a
/// 7-point match at 0-0.
fn fibs_start(dice: &str) -> String {
    let d: Vec<char> = dice.chars().collect();
    format!(
        "board:root:gnubg:7:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:1:\
         {a}:{b}:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1",
        a = d[0],
        b = d[1]
    )
}

fn dice(a: u8, b: u8) -> Dice {
    Dice::from_values(a, b).unwrap()
}

#[test]
fn the_opening_xgid_is_the_opening_position_with_its_roll() {
    let r = xgid::parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10").unwrap();
    assert_eq!(position_id::encode(&r.position), START_ID);
    assert_eq!(r.decision, Decision::Play(dice(5, 2)));
    assert_eq!(r.cube.value, 1);
    assert_eq!(r.cube.owner, CubeOwner::Centered);
    assert_eq!(r.stakes, Stakes::Money { jacoby: true });
    assert_eq!(r.max_cube, Some(1024));
}

#[test]
fn xgid_without_its_prefix_or_its_tenth_field_is_read_too() {
    let full = xgid::parse("XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10").unwrap();
    let bare = xgid::parse("-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0").unwrap();
    assert_eq!(bare.position, full.position);
    assert_eq!(bare.max_cube, None);
}

#[test]
fn with_the_top_player_on_turn_the_position_is_seen_from_the_top() {
    // The bottom player has a checker on the bar (index 25), the top player is on turn:
    // the mover's opponent is the one on the bar.
    let r = xgid::parse("-b----E-C---eE---c-e----AA:0:0:-1:00:0:0:0:0:10").unwrap();
    assert_eq!(r.position.checkers(!MOVER)[BAR], 1);
    assert_eq!(r.position.checkers(MOVER)[BAR], 0);
    assert_eq!(r.decision, Decision::DoubleOrRoll);
    // The top player's 2 back checkers sit on the bottom player's 1-point, their own 24.
    assert_eq!(r.position.checkers(MOVER)[24], 2);
    assert_eq!(r.position.checkers(MOVER)[6], 5);
}

#[test]
fn in_an_xgid_the_cube_owner_and_the_score_follow_the_side_on_turn() {
    // 5-point match, bottom 3 top 1, top on turn, cube 2 owned by the top player.
    let r = xgid::parse("-b----E-C---eE---c-e----B-:1:-1:-1:00:3:1:0:5:10").unwrap();
    assert_eq!(r.cube.value, 2);
    assert_eq!(r.cube.owner, CubeOwner::Owned(MOVER));
    let Stakes::Match {
        length,
        score,
        crawford,
    } = r.stakes
    else {
        panic!("a match: {:?}", r.stakes)
    };
    assert_eq!(
        (length, score[MOVER], score[!MOVER], crawford),
        (5, 1, 3, false)
    );
}

#[test]
fn xgid_d_asks_the_doubled_side_for_take_or_drop() {
    let r = xgid::parse("-b----E-C---eE---c-e----B-:1:0:1:D:0:0:0:0:10").unwrap();
    assert_eq!(r.decision, Decision::TakeOrDrop);
    assert_eq!(r.cube.value, 2, "the cube before the double");
}

#[test]
fn xgid_fields_out_of_their_range_are_named() {
    let bad = [
        (
            "-b----E-C---eE---c-e----B:0:0:1:52:0:0:0:0:10",
            Field::Checkers,
        ),
        (
            "-b----E-C---eE---c-e----B-:0:0:1:07:0:0:0:0:10",
            Field::Dice,
        ),
        (
            "-b----E-C---eE---c-e----B-:0:0:2:52:0:0:0:0:10",
            Field::Turn,
        ),
        (
            "-b----E-C---eE---c-e----B-:0:2:1:52:0:0:0:0:10",
            Field::CubeOwner,
        ),
        (
            "-b----E-C---eE---c-e----B-:0:0:1:52:5:0:0:5:10",
            Field::Score,
        ),
        (
            "-b----E-C---eE---c-e----B-:x:0:1:52:0:0:0:0:10",
            Field::Cube,
        ),
        (
            "-b----E-C---eE---c-e----B-:0:0:1:52:0:0:9:0:10",
            Field::Rules,
        ),
        (
            "Zb----E-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10",
            Field::Checkers,
        ),
    ];
    for (line, field) in bad {
        match xgid::parse(line) {
            Err(RequestError::Field { field: f, .. }) => assert_eq!(f, field, "{line}"),
            other => panic!("{line}: {other:?}"),
        }
    }
    assert_eq!(
        xgid::parse("-b----E-C---eE---c-e----B-:0:0:1"),
        Err(RequestError::FieldCount {
            expected: 10,
            found: 4
        })
    );
    assert_eq!(
        xgid::parse("-b----E-C---eE---c-e----B-:0:0:1:B:0:0:2:0:10"),
        Err(RequestError::Beaver)
    );
}

#[test]
fn sixteen_checkers_or_both_colours_on_a_point_are_no_position() {
    // 16 bottom checkers: a sixth on the 6-point.
    assert!(matches!(
        xgid::parse("-b----F-C---eE---c-e----B-:0:0:1:52:0:0:0:0:10"),
        Err(RequestError::Position(_))
    ));
    // A game where one side has borne everything off is over.
    assert_eq!(
        xgid::parse("-b------------------------:0:0:1:52:0:0:0:0:10"),
        Err(RequestError::GameOver)
    );
}

#[test]
fn the_fibs_board_and_the_xgid_of_one_position_make_one_request() {
    let from_fibs = fibs::parse(&fibs_start("31")).unwrap();
    let from_xgid = xgid::parse("-b----E-C---eE---c-e----B-:0:0:1:31:0:0:0:7:10").unwrap();
    assert_eq!(
        Request {
            max_cube: None,
            ..from_xgid
        },
        from_fibs
    );
}

#[test]
fn a_fibs_board_with_the_opponent_on_turn_is_seen_from_the_opponent() {
    // The same board, X (-1) on turn while "you" are O (1) and move downwards: X moves
    // upwards, its checkers are the negative ones, its dice the second pair.
    let line = "board:you:them:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:-1:\
                0:0:6:5:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:0";
    let r = fibs::parse(line).unwrap();
    assert_eq!(r.decision, Decision::Play(dice(6, 5)));
    assert_eq!(position_id::encode(&r.position), START_ID);
    assert_eq!(r.stakes, Stakes::Money { jacoby: false });
    // X's 2 back checkers are on O's 1-point (index 1), X's own 24.
    assert_eq!(r.position.checkers(MOVER)[24], 2);
}

#[test]
fn a_fibs_double_keeps_the_turn_with_the_doubler() {
    // X (-1) has doubled you (O): the turn is still X's, both may-double flags cleared.
    // gnubg's reader answers such a line for the doubler's opponent, measured: with the
    // strong side on turn it drops, with the weak side on turn it beavers.
    let mut fields: Vec<String> = fibs_start("00").split(':').map(str::to_owned).collect();
    fields[32] = "-1".into();
    fields[38] = "0".into();
    fields[39] = "0".into();
    fields[40] = "1".into();
    // Tell the sides apart: one of your checkers (O, positive) on the bar, index 25.
    fields[6 + 24] = "1".into();
    fields[6 + 25] = "1".into();
    let r = fibs::parse(&fields.join(":")).unwrap();
    assert_eq!(r.decision, Decision::TakeOrDrop);
    // The mover is the doubler, X; its opponent, you, has the checker on the bar.
    assert_eq!(r.position.checkers(!MOVER)[BAR], 1);
    assert_eq!(r.position.checkers(MOVER)[BAR], 0);
}

#[test]
fn a_crushing_double_is_dropped_and_a_hopeless_one_taken_as_gnubg_reads_the_line() {
    // The race of the XGID tests as a FIBS line: O (positive) 57 pips, X 90, money, a
    // double on offer. With O on turn, O doubled: drop. With X on turn, X doubled: take.
    let board = "0:2:2:2:3:3:3:0:0:0:0:0:0:0:0:0:0:-3:-3:-3:-3:-3:0:0:0:0";
    let line = |turn: &str| {
        format!("board:you:opp:9999:0:0:{board}:{turn}:0:0:0:0:1:0:0:1:1:-1:0:25:0:0:0:0:0:0:0:0")
    };
    let eval = default_evaluator(Variant::Backgammon);
    let answer = |turn| {
        decide(
            &fibs::parse(&line(turn)).unwrap(),
            eval.as_ref(),
            Level::Advanced,
        )
    };
    assert_eq!(answer("1"), Answer::Drop);
    assert_eq!(answer("-1"), Answer::Take);
}

#[test]
fn fibs_crawford_is_read_from_the_last_two_fields_at_one_away() {
    let crawford = |score: &str, flags: &str| {
        let mut fields: Vec<String> = fibs_start("31").split(':').map(str::to_owned).collect();
        fields[3] = "3".into();
        fields[4] = score.into();
        let f: Vec<&str> = flags.split(':').collect();
        fields[51] = f[0].into();
        fields[52] = f[1].into();
        match fibs::parse(&fields.join(":")).unwrap().stakes {
            Stakes::Match { crawford, .. } => crawford,
            other => panic!("{other:?}"),
        }
    };
    // As gnubg writes them: 0:0 in the Crawford game, 1:1 after it.
    assert!(crawford("2", "0:0"));
    assert!(!crawford("2", "1:1"));
    assert!(!crawford("0", "0:0"), "nobody 1-away: no Crawford game");
}

#[test]
fn fibs_unlimited_match_is_money_and_game_over_is_refused() {
    let mut fields: Vec<String> = fibs_start("31").split(':').map(str::to_owned).collect();
    fields[3] = "9999".into();
    let r = fibs::parse(&fields.join(":")).unwrap();
    assert_eq!(r.stakes, Stakes::Money { jacoby: false });
    fields[32] = "0".into();
    assert_eq!(fibs::parse(&fields.join(":")), Err(RequestError::GameOver));
}

#[test]
fn fibs_fields_out_of_their_range_are_named() {
    let cases = [
        (33, "7", Field::Dice),
        (37, "3", Field::Cube),
        (41, "0", Field::Colour),
        (42, "0", Field::Direction),
        (10, "x", Field::Board),
        (4, "7", Field::Score),
    ];
    for (i, value, field) in cases {
        let mut fields: Vec<String> = fibs_start("31").split(':').map(str::to_owned).collect();
        fields[i] = value.into();
        match fibs::parse(&fields.join(":")) {
            Err(RequestError::Field { field: f, .. }) => assert_eq!(f, field, "field {i}"),
            other => panic!("field {i} = {value}: {other:?}"),
        }
    }
    assert!(matches!(
        fibs::parse("board:a:b:1"),
        Err(RequestError::FieldCount { found: 4, .. })
    ));
}

#[test]
fn a_long_wrong_field_is_quoted_cut_between_words() {
    let error = RequestError::field(Field::Dice, &"6 6 ".repeat(300_000));
    for lang in [Lang::Fr, Lang::En] {
        let text = error_message(&error, &Localizer::new(lang));
        assert!(text.chars().count() < 200, "{text}");
        assert!(text.contains(&format!("{}6…", "6 ".repeat(14))), "{text}");
    }
}

#[test]
fn every_field_and_every_error_has_words_in_both_languages() {
    for lang in [Lang::Fr, Lang::En] {
        let loc = Localizer::new(lang);
        for field in Field::ALL {
            assert!(loc.has(field.message_id()), "{lang:?} {field:?}");
        }
        let errors = [
            RequestError::FieldCount {
                expected: 10,
                found: 3,
            },
            RequestError::field(Field::Dice, "07"),
            RequestError::Position(crate::rules::PositionError::BothFinished),
            RequestError::GameOver,
            RequestError::Beaver,
        ];
        for e in errors {
            let text = error_message(&e, &loc);
            assert!(!text.contains("missing"), "{lang:?}: {text}");
        }
    }
}

#[test]
fn a_play_is_written_as_from_to_pairs_with_the_bar_25_and_off_0() {
    let step = |from, to, die| Step::new(from, to, crate::rules::Die::new(die).unwrap());
    let answer = Answer::Play(vec![step(25, 22, 3), step(4, 0, 5)]);
    assert_eq!(answer.to_ubgi(), "25/22 4/0");
    assert_eq!(Answer::Play(Vec::new()).to_ubgi(), "");
    assert_eq!(Answer::Double.to_ubgi(), "double");
}

fn decide_line(line: &str, level: Level) -> Answer {
    let request = xgid::parse(line).unwrap();
    let eval = default_evaluator(Variant::Backgammon);
    decide(&request, eval.as_ref(), level)
}

#[test]
fn nobody_doubles_at_the_start_and_a_closed_out_opponent_is_doubled_then_dropped() {
    let start = "-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
    assert_eq!(decide_line(start, Level::Advanced), Answer::Roll);
    // A race, bottom on roll with 57 pips against 90: a double, and a drop.
    let crushing = "-BBBCCC----------ccccc----:0:0:1:00:0:0:0:0:10";
    assert_eq!(decide_line(crushing, Level::Advanced), Answer::Double);
    let doubled = crushing.replace(":00:", ":D:");
    assert_eq!(decide_line(&doubled, Level::Advanced), Answer::Drop);
}

#[test]
fn two_away_against_four_away_this_position_is_no_double_as_gnubg_2_ply_judges_it() {
    // Issue 35: judged from the chances now, as gnubg 0-ply does, the side needing 2 points
    // doubled here; gnubg 2-ply keeps the cube (its double costs 0.36). The look-ahead with
    // the cube alive keeps it too.
    let line = "--BbBCBB----bD----bccab---:0:0:1:00:3:1:0:5:10";
    assert_eq!(decide_line(line, Level::Advanced), Answer::Roll);
}

#[test]
fn this_money_double_is_dropped_as_gnubg_drops_it_at_every_depth() {
    // Issue 35: the chances now took this double; gnubg passes at every depth.
    let line = "a-A-BBD-A--acB--bc-e-BA---:0:0:1:D:0:0:0:0:10";
    assert_eq!(decide_line(line, Level::Advanced), Answer::Drop);
}

#[test]
fn in_the_crawford_game_the_engine_never_doubles() {
    let crushing = "-BBBCCC----------ccccc----:0:0:1:00:2:0:1:3:10";
    assert_eq!(decide_line(crushing, Level::Advanced), Answer::Roll);
}

#[test]
fn a_cube_at_its_limit_is_not_turned() {
    // Cube at 2 with a limit of 2 (field 10 = 1): no double, however strong.
    let crushing = "-BBBCCC----------ccccc----:1:1:1:00:0:0:0:0:1";
    assert_eq!(decide_line(crushing, Level::Advanced), Answer::Roll);
}

#[test]
fn gnubg_s_external_player_gives_player_0_s_score_first_unless_a_double_is_offered() {
    // Written by gnubg 1.07 for its external player 1 (positive, on roll with 21) in a
    // 5-point match where gnubg, player 0, leads 4-0: "your score" is 4, gnubg's.
    let line = "board:gnubg:root:5:4:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:\
                1:2:1:2:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:0";
    let scores = |r: Request| match r.stakes {
        Stakes::Match { score, .. } => (score[MOVER], score[!MOVER]),
        other => panic!("{other:?}"),
    };
    let read = fibs::parse_with(line, fibs::Writer::GnubgExternal).unwrap();
    assert_eq!(scores(read), (0, 4));
    assert_eq!(
        scores(fibs::parse(line).unwrap()),
        (4, 0),
        "FIBS's own reading"
    );
    // gnubg (player 0, negative) has doubled its external player 1: the turn is gnubg's,
    // the doubler's, and "you" is player 1 for the scores as for the checkers.
    let mut fields: Vec<&str> = line.split(':').collect();
    fields[32] = "-1";
    fields[33] = "0";
    fields[34] = "0";
    fields[35] = "0";
    fields[36] = "0";
    fields[40] = "1";
    // One of gnubg's (negative) checkers moved from index 12 to 11: its own 14-point.
    fields[6 + 12] = "-4";
    fields[6 + 11] = "-1";
    let doubled = fields.join(":");
    let read = fibs::parse_with(&doubled, fibs::Writer::GnubgExternal).unwrap();
    assert_eq!(read.decision, Decision::TakeOrDrop);
    assert_eq!(scores(read.clone()), (0, 4), "the doubler, player 0, has 0");
    // The doubler's checkers are the negative ones.
    assert_eq!(read.position.checkers(MOVER)[14], 1);
    // FIBS's reading differs in nothing here: "you" is player 1 for both.
    let fibs_read = fibs::parse(&doubled).unwrap();
    assert_eq!(fibs_read, read);
}

mod garbage {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn no_line_makes_either_reader_panic(line in "\\PC{0,120}") {
            let _ = xgid::parse(&line);
            let _ = fibs::parse(&line);
            let _ = fibs::parse_with(&line, fibs::Writer::GnubgExternal);
        }

        #[test]
        fn an_xgid_of_any_letters_is_read_or_refused_whole(
            board in "[-a-zA-Z]{26}",
            fields in proptest::collection::vec(-3i32..20, 8),
            dice in "(00|D|B|[0-7]{2})",
        ) {
            let line = format!(
                "XGID={board}:{}:{}:{}:{dice}:{}:{}:{}:{}:{}",
                fields[0], fields[1], fields[2], fields[3], fields[4], fields[5], fields[6],
                fields[7]
            );
            if let Ok(r) = xgid::parse(&line) {
                // Whatever was accepted is a real position: 15 checkers a side.
                for side in [MOVER, !MOVER] {
                    let total: u32 = r.position.checkers(side).iter().map(|&n| u32::from(n)).sum();
                    prop_assert_eq!(total, 15);
                }
            }
        }

        #[test]
        fn a_fibs_board_of_any_numbers_is_read_or_refused_whole(
            board in proptest::collection::vec(-16i32..17, 26),
            rest in proptest::collection::vec(-2i32..8, 21),
        ) {
            let mut fields = vec!["board".to_owned(), "a".to_owned(), "b".to_owned(),
                "5".to_owned(), "1".to_owned(), "2".to_owned()];
            fields.extend(board.iter().map(ToString::to_string));
            fields.extend(rest.iter().map(ToString::to_string));
            let line = fields.join(":");
            for writer in [fibs::Writer::Fibs, fibs::Writer::GnubgExternal] {
                if let Ok(r) = fibs::parse_with(&line, writer) {
                    for side in [MOVER, !MOVER] {
                        let total: u32 =
                            r.position.checkers(side).iter().map(|&n| u32::from(n)).sum();
                        prop_assert_eq!(total, 15);
                    }
                }
            }
        }
    }
}

#[test]
fn a_hyper_backgammon_line_leaves_the_checkers_not_on_the_board_borne_off_of_three() {
    let line = "XGID=-aaa------------------AAA-:0:0:1:52:0:0:0:0:10";
    let request = xgid::parse(line)
        .unwrap()
        .in_game(crate::rules::Variant::Hypergammon)
        .unwrap();
    assert_eq!(
        request.position.variant(),
        crate::rules::Variant::Hypergammon
    );
    for side in crate::rules::Side::ALL {
        assert_eq!(request.position.count(side, 0), 0, "none borne off yet");
        assert_eq!(request.position.total(side), 3);
    }
}

#[test]
fn a_board_of_fifteen_checkers_is_no_hyper_backgammon_position() {
    let line = "XGID=-b----E-C---eE---c-e----B-:0:0:1:52:0:0:3:0:10";
    let refused = xgid::parse(line)
        .unwrap()
        .in_game(crate::rules::Variant::Hypergammon);
    assert!(matches!(refused, Err(RequestError::Position(_))));
}

#[test]
fn a_line_with_one_field_says_one_field_in_both_languages() {
    let one = RequestError::FieldCount {
        expected: 10,
        found: 1,
    };
    let many = RequestError::FieldCount {
        expected: 10,
        found: 3,
    };
    let fr = Localizer::new(Lang::Fr);
    let en = Localizer::new(Lang::En);
    assert_eq!(
        error_message(&one, &fr),
        "Cette position a 1 champ ; il en faut 10."
    );
    assert_eq!(
        error_message(&many, &fr),
        "Cette position a 3 champs ; il en faut 10."
    );
    assert_eq!(
        error_message(&one, &en),
        "This position has 1 field; 10 are needed."
    );
}
