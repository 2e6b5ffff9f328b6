//! `skirmish run`: REPL commands from a file or standard input, printed as the interactive REPL
//! would print them, without prompts or colour.

use std::io::{BufRead, Write};

use crate::session::{Flow, Session};

/// Runs every line; returns the process exit code (1 when `strict` and a command failed).
pub fn run_lines(
    session: &mut Session,
    input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
    strict: bool,
) -> std::io::Result<i32> {
    for (n, line) in input.lines().enumerate() {
        let line = line?;
        match session.execute(&line) {
            Ok((text, flow)) => {
                if !text.is_empty() {
                    writeln!(out, "{text}")?;
                }
                if flow == Flow::Quit {
                    break;
                }
            }
            Err(msg) => {
                out.flush()?;
                writeln!(err, "error: line {}: {msg}", n + 1)?;
                if strict {
                    return Ok(1);
                }
            }
        }
    }
    out.flush()?;
    Ok(0)
}

/// Runs a script held in memory and returns (stdout, stderr, exit code); used by tests.
pub fn run_script(session: &mut Session, script: &str, strict: bool) -> (String, String, i32) {
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = run_lines(session, script.as_bytes(), &mut out, &mut err, strict)
        .expect("writing to memory cannot fail");
    (
        String::from_utf8(out).expect("utf-8"),
        String::from_utf8(err).expect("utf-8"),
        code,
    )
}
