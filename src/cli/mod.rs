//! The command line.

/// Runs the program and returns its exit status.
pub fn main() -> i32 {
    0
}
