//! Refusing a command line in one line that names what is allowed. Every option that takes a
//! value takes a negative number as that value, so `--count -1` reaches the option's own check
//! (which names its range) instead of clap calling `-1` an unknown option; a whole number that
//! does not parse (a letter, a sign, too many digits) is refused with the largest its type holds;
//! an option with a fixed list of values is refused with that list; arguments left out, and the
//! arguments one cannot be used with, are named.

use std::num::ParseIntError;

use clap::builder::ValueParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Arg, Command, CommandFactory as _, FromArgMatches as _};

use super::Cli;

/// The command line of this process, parsed as [`Cli`] with the rules above.
pub fn parse() -> Result<Cli, clap::Error> {
    let mut matches = command().try_get_matches()?;
    Cli::from_arg_matches_mut(&mut matches)
}

/// The whole command tree, every option that takes a value taking negative numbers too.
fn command() -> Command {
    fn prepare(command: Command) -> Command {
        command
            .mut_args(|arg| {
                if arg.get_action().takes_values() {
                    arg.allow_negative_numbers(true)
                } else {
                    arg
                }
            })
            .mut_subcommands(prepare)
    }
    prepare(Cli::command())
}

/// The one line a refused command line prints: clap's first line and, when clap knows them,
/// the values allowed (clap's own list is on a later line, which is not printed).
pub fn refusal(err: &clap::Error) -> String {
    let message = err.to_string();
    let first = message.lines().next().unwrap_or("error: bad arguments");
    if let Some(line) = whole_number_refusal(err) {
        return line;
    }
    // clap lists the missing arguments on the lines after its first: name them on it.
    if err.kind() == ErrorKind::MissingRequiredArgument
        && let Some(ContextValue::Strings(missing)) = err.get(ContextKind::InvalidArg)
    {
        return format!("{first} {}", missing.join(", "));
    }
    // clap lists an argument's several conflicts on the lines after its first, too.
    if err.kind() == ErrorKind::ArgumentConflict
        && let Some(ContextValue::Strings(others)) = err.get(ContextKind::PriorArg)
    {
        return format!("{first} {}", others.join(", "));
    }
    match err.get(ContextKind::ValidValue) {
        Some(ContextValue::Strings(values)) if !values.is_empty() => {
            let (last, rest) = values.split_last().expect("not empty");
            let listed = if rest.is_empty() {
                last.clone()
            } else {
                format!("{} or {last}", rest.join(", "))
            };
            format!("{first}: use {listed}")
        }
        _ => first.to_owned(),
    }
}

/// A value that is not a whole number of its option's type (Rust's own "invalid digit" or
/// "number too large to fit in target type"), said with the largest the option holds. Options
/// with their own parser name their range themselves and are not touched here.
fn whole_number_refusal(err: &clap::Error) -> Option<String> {
    if err.kind() != ErrorKind::ValueValidation {
        return None;
    }
    let source = std::error::Error::source(err)?;
    source.downcast_ref::<ParseIntError>()?;
    let (Some(ContextValue::String(arg)), Some(ContextValue::String(value))) = (
        err.get(ContextKind::InvalidArg),
        err.get(ContextKind::InvalidValue),
    ) else {
        return None;
    };
    // An argument is written as in a refusal only once its command is built.
    let mut built = command();
    built.build();
    let largest = largest_whole(&built, arg)?;
    Some(format!(
        "error: invalid value '{value}' for '{arg}': use a whole number, at most {largest}"
    ))
}

/// The largest value of the unsigned type every argument written `name` (as clap writes it in
/// a refusal, e.g. `--count <COUNT>`) parses to, if they all parse to the same such type.
fn largest_whole(command: &Command, name: &str) -> Option<u64> {
    let mut found = Vec::new();
    collect_named(command, name, &mut found);
    let mut largest = found.iter().map(|arg| unsigned_max(arg.get_value_parser()));
    let first = largest.next()??;
    largest.all(|other| other == Some(first)).then_some(first)
}

fn collect_named<'a>(command: &'a Command, name: &str, found: &mut Vec<&'a Arg>) {
    found.extend(command.get_arguments().filter(|arg| arg.to_string() == name));
    for sub in command.get_subcommands() {
        collect_named(sub, name, found);
    }
}

/// The largest value of the unsigned integer a parser yields, if it yields one.
fn unsigned_max(parser: &ValueParser) -> Option<u64> {
    let id = parser.type_id();
    let is = |other: ValueParser| other.type_id() == id;
    if is(clap::value_parser!(u8).into()) {
        Some(u8::MAX.into())
    } else if is(clap::value_parser!(u16).into()) {
        Some(u16::MAX.into())
    } else if is(clap::value_parser!(u32).into()) {
        Some(u32::MAX.into())
    } else if is(clap::value_parser!(u64).into()) {
        Some(u64::MAX)
    } else if is(clap::value_parser!(usize).into()) {
        u64::try_from(usize::MAX).ok()
    } else {
        None
    }
}
