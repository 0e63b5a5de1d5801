//! What the benches share: their size. `cargo bench` times the full sets; the test command
//! (`cargo test --all-targets`) runs each bench once, to check it still runs, on a small set.

/// Whether the bench is being timed: criterion is given `--bench` by `cargo bench`, never by
/// `cargo test`.
pub fn timed() -> bool {
    std::env::args().any(|arg| arg == "--bench")
}

/// `full` when the bench is timed, `check` when the test command runs it once.
pub fn size(full: usize, check: usize) -> usize {
    if timed() { full } else { check }
}
