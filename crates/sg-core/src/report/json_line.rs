//! JSON on one line, as `sg` prints it: `{"a": 1, "b": [2, 3]}` (a space after each `:`
//! and `,`, which keeps long lines readable and diffs small), through serde_json with a
//! formatter of our own.

use std::io;

use serde::Serialize;

/// serde_json's compact output with a space after `:` and `,`.
struct SpacedFormatter;

impl serde_json::ser::Formatter for SpacedFormatter {
    fn begin_array_value<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_key<W: ?Sized + io::Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        if first {
            Ok(())
        } else {
            writer.write_all(b", ")
        }
    }

    fn begin_object_value<W: ?Sized + io::Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }
}

/// `value` as one line of JSON, ending in a newline.
pub fn to_json_line<T: Serialize>(value: &T) -> String {
    let mut bytes = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut bytes, SpacedFormatter);
    value
        .serialize(&mut serializer)
        .expect("reports are plain data: strings, numbers, lists and maps with string keys");
    bytes.push(b'\n');
    String::from_utf8(bytes).expect("serde_json writes UTF-8")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_nested_values_escaped_with_spaces() {
        let value = serde_json::json!({"name": "a \"b\"\n", "values": [0, 1], "period": null});
        assert_eq!(
            to_json_line(&value),
            "{\"name\": \"a \\\"b\\\"\\n\", \"period\": null, \"values\": [0, 1]}\n"
        );
    }
}
