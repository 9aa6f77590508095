//! Rule files of components with random expressions: the bytes choose a file made of the
//! language's component forms (coordinates with defaults, `choose` bindings, targets,
//! runs `for each`, `where` conditions), each expression drawn from a small grammar of
//! numbers, coordinates, parameters, operators, `min`/`max` and parentheses; the last
//! bytes choose the command and the position.

use std::path::Path;

use super::Surface;
use super::command::{Choices, Outcome, bundled_paths, limits, sg, write};

pub(crate) const SURFACE: Surface = Surface {
    name: "components",
    seeds,
    run,
};

fn seeds() -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = (0u8..64)
        .map(|i| vec![i, i.wrapping_mul(37), i ^ 0x55, 3, 1, 4, 1, 5, 9, 2, 6])
        .collect();
    // The bundled games of components, as they are (a first byte of 255 says so).
    for path in bundled_paths("game") {
        let text = std::fs::read(&path).expect("read a bundled game");
        if text.windows(10).any(|w| w == b"component ") {
            seeds.push([&[255u8][..], &text].concat());
        }
    }
    seeds
}

const NUMBERS: [&str; 8] = [
    "0",
    "1",
    "2",
    "3",
    "7",
    "64",
    "4294967296",
    "18446744073709551615",
];
const OPERATORS: [&str; 5] = [" + ", " - ", " * ", " / ", " % "];
const COMPARISONS: [&str; 6] = [" < ", " <= ", " == ", " != ", " >= ", " > "];

/// An expression over `names`, at most `depth` parentheses deep.
fn expression(choices: &mut Choices, names: &[&str], depth: usize) -> String {
    let atom = |choices: &mut Choices| -> String {
        match choices.below(3) {
            0 => choices.pick(&NUMBERS).to_string(),
            _ => choices.pick(names).to_string(),
        }
    };
    let mut text = match (choices.below(6), depth) {
        (0, d) if d > 0 => format!("({})", expression(choices, names, d - 1)),
        (1, d) if d > 0 => format!(
            "{}({}, {})",
            choices.pick(&["min", "max"]),
            expression(choices, names, d - 1),
            expression(choices, names, d - 1)
        ),
        (2, _) => format!("-{}", atom(choices)),
        _ => atom(choices),
    };
    for _ in 0..choices.below(3) {
        text += *choices.pick(&OPERATORS);
        text += &atom(choices);
    }
    text
}

/// A rule file of components chosen by `choices`.
fn rule_file(choices: &mut Choices) -> String {
    let mut text = String::from("game \"fuzz\"\n");
    let params = choices.below(2);
    if params == 1 {
        text += &format!("param p = {}\n", choices.pick(&NUMBERS[..6]));
    }
    let mut names: Vec<&str> = vec!["n"];
    let dimension = 1 + choices.below(2);
    text += "component n";
    if dimension == 2 {
        names.push("m");
        text += ", m";
        if choices.below(2) == 1 {
            text += &format!(" = {}", expression(choices, &names[..1], 1));
        }
    }
    text += "\n";
    if params == 1 {
        names.push("p");
    }
    for _ in 0..1 + choices.below(3) {
        let mut rule = String::from("move ");
        let mut bound = names.clone();
        if choices.below(3) > 0 {
            rule += "choose ";
            for (i, var) in ["a", "b"].iter().take(1 + choices.below(2)).enumerate() {
                if i > 0 {
                    rule += ", ";
                }
                rule += &format!(
                    "{var} in {}..{}",
                    expression(choices, &bound, 1),
                    expression(choices, &bound, 1)
                );
                bound.push(var);
            }
            rule += " ";
        }
        rule += "to";
        if choices.below(6) == 0 {
            rule += " nothing";
        } else {
            for _ in 0..1 + choices.below(2) {
                let coordinates: Vec<String> = (0..dimension)
                    .map(|_| expression(choices, &bound, 2))
                    .collect();
                rule += &format!(" ({})", coordinates.join(", "));
                if choices.below(5) == 0 {
                    rule += &format!(
                        " for each i in {}..{}",
                        expression(choices, &bound, 0),
                        expression(choices, &bound, 0)
                    );
                }
            }
        }
        if choices.below(2) == 0 {
            rule += &format!(
                " where {}{}{}",
                expression(choices, &bound, 1),
                choices.pick(&COMPARISONS),
                expression(choices, &bound, 1)
            );
        }
        text += &rule;
        text += "\n";
    }
    if choices.below(4) == 0 {
        text += "play misere\n";
    }
    text
}

fn run(data: &[u8], dir: &Path) -> Outcome {
    let (text, tail) = match data.split_first() {
        Some((255, rest)) => (rest.to_vec(), &rest[rest.len().saturating_sub(6)..]),
        _ => {
            let mut choices = Choices::new(data);
            let text = rule_file(&mut choices);
            (text.into_bytes(), choices.rest())
        }
    };
    let file = write(dir, "fuzz.game", &text);
    let mut choices = Choices::new(tail);
    let coordinates = [
        "0",
        "1",
        "2",
        "5",
        "9",
        "30",
        "1000000",
        "18446744073709551615",
    ];
    let mut position = Vec::new();
    for _ in 0..choices.below(3) {
        let mut word = choices.pick(&coordinates).to_string();
        if choices.below(2) == 1 {
            word = format!("{word},{}", choices.pick(&coordinates));
        }
        position.push(word);
    }
    let mut args: Vec<String> = match choices.below(4) {
        0 => return sg(&["check".into(), file], ""),
        1 => vec!["table".into(), file, "--upto".into(), "6".into()],
        2 => [vec!["solve".into(), file, "--misere".into()], position].concat(),
        _ => [vec!["solve".into(), file], position].concat(),
    };
    args.extend(limits());
    sg(&args, "")
}
