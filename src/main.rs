fn main() -> std::process::ExitCode {
    sg::cli::run(std::env::args_os())
}
