//! The two sides, and data kept once per side.
//!
//! The players are Vert (Green) and Noir (Black) in every game (`rules.md` §1).

use std::ops::{Index, IndexMut};

/// One of the two players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Vert: the letter V, the side that owns the points `V1`..`V12`.
    Green,
    /// Noir: the letter N, the side that owns the points `N1`..`N12`.
    Black,
}

impl Side {
    /// Both sides, Green first.
    pub const ALL: [Side; 2] = [Side::Green, Side::Black];

    /// The other side.
    #[must_use]
    pub const fn opponent(self) -> Side {
        match self {
            Side::Green => Side::Black,
            Side::Black => Side::Green,
        }
    }

    /// 0 for Green, 1 for Black: the index used in compact tables.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Side::Green => 0,
            Side::Black => 1,
        }
    }
}

impl std::ops::Not for Side {
    type Output = Side;
    fn not(self) -> Side {
        self.opponent()
    }
}

/// A value for each side, indexed by [`Side`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct BySide<T> {
    pub green: T,
    pub black: T,
}

impl<T> BySide<T> {
    /// Builds the pair from a function of the side.
    pub fn new_with(mut f: impl FnMut(Side) -> T) -> Self {
        BySide {
            green: f(Side::Green),
            black: f(Side::Black),
        }
    }

    /// Applies `f` to both values.
    pub fn map<U>(self, mut f: impl FnMut(T) -> U) -> BySide<U> {
        BySide {
            green: f(self.green),
            black: f(self.black),
        }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    fn index(&self, side: Side) -> &T {
        match side {
            Side::Green => &self.green,
            Side::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::Green => &mut self.green,
            Side::Black => &mut self.black,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_side_has_the_other_as_opponent() {
        assert_eq!(Side::Green.opponent(), Side::Black);
        assert_eq!(!Side::Black, Side::Green);
    }

    #[test]
    fn by_side_is_indexed_by_side() {
        let mut pair = BySide::new_with(|s| s.index());
        assert_eq!(pair[Side::Black], 1);
        pair[Side::Green] = 7;
        assert_eq!(pair.green, 7);
    }
}
