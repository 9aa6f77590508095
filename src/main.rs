//! The `sg` command: everything is in the library's [`sg::cli::run`].

fn main() -> std::process::ExitCode {
    sg::cli::run(std::env::args_os())
}
