//! Tesauro's published pubeval weights (public domain), as data.
//!
//! Source: G. Tesauro, `pubeval.c` (IBM Research, 1993), posted to rec.games.backgammon
//! "as a public service to the backgammon programming community"; the two vectors are the
//! files `WT.race` and `WT.cntc` that its `rdwts()` reads, as carried verbatim by many
//! copies of `pubeval.c` (e.g. GitHub markusfreyr/Backgammon and weekend37/Backgammon agree
//! digit for digit). GNU Backgammon's `pubeval.c` has the same contact weights.
//!
//! Layout (see [`super::pubeval`]): 24 blocks of 5, one per point from the mover's 24-point
//! down to its 1-point — opponent's blot, own blot, own point made, exactly 3 own, (n - 3) / 2
//! for n >= 4 own — then the opponent's checkers on the bar and the mover's borne off.

/// Weights used when the position before the move is a race (no contact).
#[rustfmt::skip]
pub(super) const RACE: [f32; 122] = [
    0.00000, -0.17160, 0.27010, 0.29906, -0.08471,  // own point 24
    0.00000, -1.40375, -1.05121, 0.07217, -0.01351,  // own point 23
    0.00000, -1.29506, -2.16183, 0.13246, -1.03508,  // own point 22
    0.00000, -2.29847, -2.34631, 0.17253, 0.08302,  // own point 21
    0.00000, -1.27266, -2.87401, -0.07456, -0.34240,  // own point 20
    0.00000, -1.34640, -2.46556, -0.13022, -0.01591,  // own point 19
    0.00000, 0.27448, 0.60015, 0.48302, 0.25236,  // own point 18
    0.00000, 0.39521, 0.68178, 0.05281, 0.09266,  // own point 17
    0.00000, 0.24855, -0.06844, -0.37646, 0.05685,  // own point 16
    0.00000, 0.17405, 0.00430, 0.74427, 0.00576,  // own point 15
    0.00000, 0.12392, 0.31202, -0.91035, -0.16270,  // own point 14
    0.00000, 0.01418, -0.10839, -0.02781, -0.88035,  // own point 13
    0.00000, 1.07274, 2.00366, 1.16242, 0.22520,  // own point 12
    0.00000, 0.85631, 1.06349, 1.49549, 0.18966,  // own point 11
    0.00000, 0.37183, -0.50352, -0.14818, 0.12039,  // own point 10
    0.00000, 0.13681, 0.13978, 1.11245, -0.12707,  // own point 9
    0.00000, -0.22082, 0.20178, -0.06285, -0.52728,  // own point 8
    0.00000, -0.13597, -0.19412, -0.09308, -1.26062,  // own point 7
    0.00000, 3.05454, 5.16874, 1.50680, 5.35000,  // own point 6
    0.00000, 2.19605, 3.85390, 0.88296, 2.30052,  // own point 5
    0.00000, 0.92321, 1.08744, -0.11696, -0.78560,  // own point 4
    0.00000, -0.09795, -0.83050, -1.09167, -4.94251,  // own point 3
    0.00000, -1.00316, -3.66465, -2.56906, -9.67677,  // own point 2
    0.00000, -2.77982, -7.26713, -3.40177, -12.32252,  // own point 1
    0.00000, 3.42040,  // opponent's bar, own off
];

/// Weights used when the position before the move still has contact.
#[rustfmt::skip]
pub(super) const CONTACT: [f32; 122] = [
    0.25696, -0.66937, -1.66135, -2.02487, -2.53398,  // own point 24
    -0.16092, -1.11725, -1.06654, -0.92830, -1.99558,  // own point 23
    -1.10388, -0.80802, 0.09856, -0.62086, -1.27999,  // own point 22
    -0.59220, -0.73667, 0.89032, -0.38933, -1.59847,  // own point 21
    -1.50197, -0.60966, 1.56166, -0.47389, -1.80390,  // own point 20
    -0.83425, -0.97741, -1.41371, 0.24500, 0.10970,  // own point 19
    -1.36476, -1.05572, 1.15420, 0.11069, -0.38319,  // own point 18
    -0.74816, -0.59244, 0.81116, -0.39511, 0.11424,  // own point 17
    -0.73169, -0.56074, 1.09792, 0.15977, 0.13786,  // own point 16
    -1.18435, -0.43363, 1.06169, -0.21329, 0.04798,  // own point 15
    -0.94373, -0.22982, 1.22737, -0.13099, -0.06295,  // own point 14
    -0.75882, -0.13658, 1.78389, 0.30416, 0.36797,  // own point 13
    -0.69851, 0.13003, 1.23070, 0.40868, -0.21081,  // own point 12
    -0.64073, 0.31061, 1.59554, 0.65718, 0.25429,  // own point 11
    -0.80789, 0.08240, 1.78964, 0.54304, 0.41174,  // own point 10
    -1.06161, 0.07851, 2.01451, 0.49786, 0.91936,  // own point 9
    -0.90750, 0.05941, 1.83120, 0.58722, 1.28777,  // own point 8
    -0.83711, -0.33248, 2.64983, 0.52698, 0.82132,  // own point 7
    -0.58897, -1.18223, 3.35809, 0.62017, 0.57353,  // own point 6
    -0.07276, -0.36214, 4.37655, 0.45481, 0.21746,  // own point 5
    0.10504, -0.61977, 3.54001, 0.04612, -0.18108,  // own point 4
    0.63211, -0.87046, 2.47673, -0.48016, -1.27157,  // own point 3
    0.86505, -1.11342, 1.24612, -0.82385, -2.77082,  // own point 2
    1.23606, -1.59529, 0.10438, -1.30206, -4.11520,  // own point 1
    5.62596, -2.75800,  // opponent's bar, own off
];
