//! The command line of the examples played on a rectangle: WIDTH HEIGHT.

/// The two whole numbers of `args` (the arguments after the program's name, flags
/// taken out).
pub(crate) fn two_sizes(args: &[String]) -> Result<(u64, u64), String> {
    match args
        .iter()
        .map(|a| a.parse())
        .collect::<Result<Vec<u64>, _>>()
    {
        Ok(sizes) if sizes.len() == 2 => Ok((sizes[0], sizes[1])),
        _ => Err(format!(
            "expected two whole numbers, got `{}`",
            args.join(" ")
        )),
    }
}
