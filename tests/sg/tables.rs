//! `sg table` at scale: the line table of coupled games against the search (the published
//! Wythoff values are checked in games.rs), `--stats` lines and objects, tables streamed into CSV and JSON files, and
//! pictures read back (format, size, the colour of known P-positions).

use std::path::Path;

use crate::support::{scratch, sg, sg_report, write};
use sg::report::TableStatsReport;

fn ok(args: &[&str]) -> String {
    let run = sg(args);
    assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
    run.stdout
}

/// Writes `rules` into `dir` twice, as they are and with a `where` that always holds (only
/// the search serves that one), and checks that their `--stats` lines up to `upto` agree
/// (the same values, the same checksum) in normal and misère play, the last cell named
/// `last`. The path of the first.
fn stats_match_the_search(dir: &Path, rules: &str, upto: &str, last: &str) -> String {
    let lines = write(dir, "g.game", rules);
    let searched = write(dir, "s.game", format!("{rules}move take 1 where k > n\n"));
    for play in ["--normal", "--misere"] {
        let fast = ok(&["table", &lines, "--upto", upto, "--stats", play]);
        let slow = ok(&["table", &searched, "--upto", upto, "--stats", play]);
        assert_eq!(fast, slow, "{play}");
        assert!(fast.starts_with(&format!("n: {last}, G(n): ")), "{fast}");
    }
    lines
}

/// The stats line of the line table is the stats line of the search, for a game the line
/// table serves with bounded takes and holes.
#[test]
fn stats_of_the_line_table_match_the_search() {
    let rules = "game \"g\"\nheaps 2\nmove take 1..3\nmove take {2, 5..} from all\n";
    stats_match_the_search(&scratch("line-stats"), rules, "40", "(40, 40)");
}

#[test]
fn stats_as_json_carry_the_documented_checksum() {
    let report: TableStatsReport = sg_report(&[
        "table",
        "games/wythoff.game",
        "--upto",
        "3",
        "--stats",
        "--json",
    ]);
    // Rows 0 1 2 3 / 1 2 0 4 / 2 0 1 5 / 3 4 5 6: c0 = 44 = 0x2C; c1 the running sums.
    let values = [0u32, 1, 2, 3, 1, 2, 0, 4, 2, 0, 1, 5, 3, 4, 5, 6];
    let (mut c0, mut c1) = (0u32, 0u32);
    for v in values {
        c0 += v;
        c1 += c0;
    }
    assert_eq!(report.checksum, format!("{:08X}", (c1 << 16) | c0));
    assert_eq!(
        (
            report.upto,
            report.cells,
            report.last,
            report.max,
            report.zeros
        ),
        (3, 16, 6, 6, 3)
    );
}

#[test]
fn tables_stream_into_csv_and_json_files() {
    let dir = scratch("table-files");
    let csv = dir.join("w.csv");
    ok(&[
        "table",
        "games/wythoff.game",
        "--upto",
        "3",
        "-o",
        csv.to_str().unwrap(),
    ]);
    assert_eq!(
        std::fs::read_to_string(&csv).unwrap(),
        "a\\b,0,1,2,3\n0,0,1,2,3\n1,1,2,0,4\n2,2,0,1,5\n3,3,4,5,6\n"
    );
    for (game, upto) in [("games/wythoff.game", "12"), ("games/kayles.game", "80")] {
        let json = dir.join("t.json");
        ok(&["table", game, "--upto", upto, "-o", json.to_str().unwrap()]);
        let printed = ok(&["table", game, "--upto", upto, "--json"]);
        assert_eq!(std::fs::read_to_string(&json).unwrap(), printed, "{game}");
    }
    let heaps = dir.join("k.csv");
    ok(&[
        "table",
        "games/misere-kayles.game",
        "--upto",
        "4",
        "-o",
        heaps.to_str().unwrap(),
    ]);
    assert_eq!(
        std::fs::read_to_string(&heaps).unwrap(),
        "n,G-\n0,1\n1,0\n2,2\n3,3\n4,0\n"
    );
}

/// Games of three heaps: the line table's values (a served game) and the solver's (the
/// same game with a `where` that always holds) give the same stats; CSV, JSON and text
/// carry the same values; no picture; a huge table is refused.
#[test]
fn tables_of_three_heaps_are_written_and_summarised() {
    let dir = scratch("three-heaps");
    let rules = "game \"g\"\nheaps 3\nmove take 1..\nmove take 1.. from all\n";
    let lines = stats_match_the_search(&dir, rules, "7", "(7, 7, 7)");
    // G(a, b, c) for heaps up to 1: a move empties one heap or lowers all three.
    let csv = ok(&["table", &lines, "--upto", "1", "--format", "csv"]);
    assert_eq!(
        csv,
        "a,b,c,G\n0,0,0,0\n0,0,1,1\n0,1,0,1\n0,1,1,0\n1,0,0,1\n1,0,1,0\n1,1,0,0\n1,1,1,1\n"
    );
    let json = ok(&["table", &lines, "--upto", "1", "--json"]);
    let value: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert_eq!(
        value["values"],
        serde_json::json!([[[0, 1], [1, 0]], [[1, 0], [0, 1]]]),
        "{json}"
    );
    let file = dir.join("t.json");
    ok(&["table", &lines, "--upto", "1", "-o", file.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), json);
    let text = ok(&["table", &lines, "--upto", "1"]);
    assert!(
        text.contains("a = 1\nb\\c | 0 1\n  0 | 1 0\n  1 | 0 1\n"),
        "{text}"
    );
    let picture = sg(&["table", &lines, "--upto", "1", "--format", "svg"]);
    assert_eq!(picture.code, 1);
    assert!(
        picture.stderr.contains("with -o FILE (csv or json)"),
        "{}",
        picture.stderr
    );
    let huge = sg(&["table", &lines, "--upto", "1000"]);
    assert_eq!(huge.code, 1);
    assert!(
        huge.stderr.contains("write them to a file"),
        "{}",
        huge.stderr
    );
}

#[test]
fn a_huge_table_is_not_printed_and_a_costly_one_names_its_option() {
    let run = sg(&["table", "games/wythoff.game", "--upto", "5000"]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr.contains("write them to a file with -o FILE"),
        "{}",
        run.stderr
    );
    let run = sg(&[
        "table",
        "games/wythoff.game",
        "--upto",
        "3000",
        "--stats",
        "--max-work",
        "1000",
    ]);
    assert_eq!(run.code, 1);
    assert!(
        run.stderr
            .contains("more than --max-work allows (1000); raise --max-work to"),
        "{}",
        run.stderr
    );
    let run = sg(&[
        "table",
        "games/wythoff.game",
        "--upto",
        "18446744073709551615",
        "--stats",
    ]);
    assert_eq!(run.code, 1, "{}", run.stderr);
}

#[test]
fn coupled_positions_are_solved_from_their_table() {
    for (args, grundy) in [
        (
            &["games/wythoff.game", "300", "400"][..],
            "Grundy value: 556",
        ),
        (
            &["games/wythoff.game", "3", "100000"],
            "Grundy value: 99998",
        ),
        (
            &["games/moore-nim.game", "9", "10", "11", "12"],
            "Grundy value: 42",
        ),
    ] {
        let text = ok(&[&["solve"][..], args].concat());
        assert_eq!(text.lines().nth(2), Some(grundy), "{args:?}: {text}");
    }
}

/// The colour the pictures give P-positions.
const P_RED: [u8; 3] = [230, 20, 20];

/// The colour of pixel (x, y) of a PNG file (which must be one), and its size.
fn png_pixel(png: &[u8], x: u32, y: u32) -> ([u8; 3], (u32, u32)) {
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG file");
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(png).expect("a readable PNG");
    let c = pixmap.pixel(x, y).expect("inside the picture");
    (
        [c.red(), c.green(), c.blue()],
        (pixmap.width(), pixmap.height()),
    )
}

/// Where the map lies in a heat map: the corner and size of its embedded image.
fn map_place(svg: &str) -> (u32, u32, u32) {
    let image = &svg[svg.find("<image ").expect("the cells as an image")..];
    let attribute = |name: &str| -> u32 {
        let from = image.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        image[from..].split('"').next().unwrap().parse().unwrap()
    };
    (attribute("x"), attribute("y"), attribute("width"))
}

#[test]
fn heat_maps_mark_p_positions_in_red() {
    let dir = scratch("heat-map");
    for (play, p_positions, others) in [
        (
            "--normal",
            [(0, 0), (1, 2), (2, 1), (3, 5), (7, 4)],
            [(1, 1), (0, 5)],
        ),
        (
            "--misere",
            [(0, 1), (1, 0), (2, 2), (3, 5), (5, 3)],
            [(0, 0), (1, 1)],
        ),
    ] {
        let svg_path = dir.join("w.svg");
        let png_path = dir.join("w.png");
        for path in [&svg_path, &png_path] {
            ok(&[
                "table",
                "games/wythoff.game",
                "--upto",
                "40",
                play,
                "-o",
                path.to_str().unwrap(),
            ]);
        }
        let svg = std::fs::read_to_string(&svg_path).unwrap();
        assert!(
            svg.contains("<svg") && svg.contains("data:image/png;base64,"),
            "an SVG"
        );
        let value = if play == "--misere" { "G-" } else { "G" };
        assert!(
            svg.contains(&format!("Wythoff: {value}(a, b) for a, b = 0..40")),
            "{play}"
        );
        assert!(
            svg.contains(&format!("P ({value} = 0)")),
            "the legend names the P-positions"
        );
        let (x0, y0, width) = map_place(&svg);
        let cell = width / 41;
        let png = std::fs::read(&png_path).unwrap();
        let centre = |(a, b): (u32, u32)| (x0 + b * cell + cell / 2, y0 + a * cell + cell / 2);
        let (_, size) = png_pixel(&png, 0, 0);
        assert!(size.0 > x0 + width && size.1 > y0 + width, "{size:?}");
        for cell in p_positions {
            let (x, y) = centre(cell);
            assert_eq!(
                png_pixel(&png, x, y).0,
                P_RED,
                "{play} {cell:?} is a P-position"
            );
        }
        for cell in others {
            let (x, y) = centre(cell);
            assert_ne!(png_pixel(&png, x, y).0, P_RED, "{play} {cell:?} is not");
        }
    }
}

#[test]
fn plots_draw_the_values_and_what_is_proved() {
    let dir = scratch("plot");
    let png_path = dir.join("k.png");
    ok(&[
        "table",
        "games/kayles.game",
        "--upto",
        "5000",
        "-o",
        png_path.to_str().unwrap(),
    ]);
    let png = std::fs::read(&png_path).unwrap();
    let (_, (width, height)) = png_pixel(&png, 0, 0);
    assert!(width >= 800 && height >= 400, "{width} x {height}");
    let svg = ok(&[
        "table",
        "games/kayles.game",
        "--upto",
        "200",
        "--format",
        "svg",
    ]);
    assert!(
        svg.contains("proved: period 12 from n = 71"),
        "the period is drawn"
    );
    // Lasker's Nim: G(n + 4) = G(n) + 4.
    let svg = ok(&[
        "table",
        "games/laskers-nim.game",
        "--upto",
        "300",
        "--format",
        "svg",
    ]);
    assert!(
        svg.contains("proved: G(n + 4) = G(n) + 4 from n = 1"),
        "the arithmetic line is drawn"
    );
    let svg = ok(&[
        "table",
        "games/misere-kayles.game",
        "--upto",
        "20",
        "--format",
        "svg",
    ]);
    assert!(
        svg.contains("Misere Kayles: G-(n) for n = 0..20 (misere play)"),
        "{svg}"
    );
    let run = sg(&["table", "games/kayles.game", "--format", "png"]);
    assert_eq!(run.code, 1);
    assert!(run.stderr.contains("-o FILE"), "{}", run.stderr);
}
