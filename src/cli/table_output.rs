//! Writing a table into a file as it streams: CSV, or the JSON of `sg table --json`
//! (the same object, its values written one by one). Nothing holds the whole text.
//!
//! CSV: for single heaps a header `n,G` (`n,G-` in misère play) and one line `n,G(n)` a
//! heap; for a two-heap table a header `a\b,0,1,…,N` and one line `a,G(a,0),…,G(a,N)` a
//! row.

use std::io::{self, Write};

use crate::ir::Play;
use crate::report::{TableReport, to_json_line};

/// The values in a two-heap file: each row's values in order.
pub(super) type Rows<'a> = &'a mut dyn Iterator<Item = Vec<u64>>;

fn numbers(out: &mut dyn Write, values: &[u64], separator: &str) -> io::Result<()> {
    for (i, v) in values.iter().enumerate() {
        if i > 0 {
            out.write_all(separator.as_bytes())?;
        }
        write!(out, "{v}")?;
    }
    Ok(())
}

pub(super) fn grid_csv(out: &mut dyn Write, upto: u64, rows: Rows) -> io::Result<()> {
    write!(out, "a\\b")?;
    for b in 0..=upto {
        write!(out, ",{b}")?;
    }
    writeln!(out)?;
    for (a, row) in rows.enumerate() {
        write!(out, "{a},")?;
        numbers(out, &row, ",")?;
        writeln!(out)?;
    }
    Ok(())
}

/// The CSV header of a one-heap table; then [`heap_csv_line`] for each heap.
pub(super) fn heap_csv_header(out: &mut dyn Write, play: Play) -> io::Result<()> {
    writeln!(out, "n,{}", play.value_name())
}

pub(super) fn heap_csv_line(out: &mut dyn Write, n: u64, value: u64) -> io::Result<()> {
    writeln!(out, "{n},{value}")
}

/// The JSON of `report` (whose values are left empty) split where the values go.
pub(super) fn json_around(report: &TableReport) -> (String, String) {
    let line = to_json_line(report);
    let empty = "\"values\": []";
    let at = line.find(empty).expect("a table report has its values") + empty.len() - 1;
    (line[..at].to_string(), line[at..].to_string())
}

pub(super) fn grid_json(out: &mut dyn Write, report: &TableReport, rows: Rows) -> io::Result<()> {
    let (head, tail) = json_around(report);
    out.write_all(head.as_bytes())?;
    for (a, row) in rows.enumerate() {
        out.write_all(if a > 0 { b", [" } else { b"[" })?;
        numbers(out, &row, ", ")?;
        out.write_all(b"]")?;
    }
    out.write_all(tail.as_bytes())
}
