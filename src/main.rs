fn main() {
    std::process::exit(tablier::cli::main());
}
