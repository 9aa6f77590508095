# Shared by the bench scripts: build the release binary once, and `run ARGS…` times one
# sg command (user time, wall time, peak memory on stderr). Source it from the repository
# root: `. benches/lib.sh`.
cargo build --release --quiet
sg=./target/release/sg
run() {
    echo "== sg $*" >&2
    /usr/bin/time -f "user %U s, wall %e s, peak %M KB" "$sg" "$@"
}
