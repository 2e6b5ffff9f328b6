//! `skirmish run`: REPL commands from a file or standard input, printed as the interactive REPL
//! would print them, without prompts or colour.

use std::io::{BufRead, Read, Write};

use crate::session::{Flow, Session};

/// The longest command line read: far longer than any command, and short enough that input
/// without line breaks (`skirmish run - < /dev/zero`) is refused at once.
pub const LINE_MAX: usize = 1 << 20;

/// Runs every line; returns the process exit code (1 when `strict` and a command failed). A
/// line longer than [`LINE_MAX`] or not UTF-8 ends the run with an error.
pub fn run_lines(
    session: &mut Session,
    mut input: impl BufRead,
    out: &mut impl Write,
    err: &mut impl Write,
    strict: bool,
) -> std::io::Result<i32> {
    let mut buf = Vec::new();
    for n in 0usize.. {
        buf.clear();
        if (&mut input)
            .take(LINE_MAX as u64 + 1)
            .read_until(b'\n', &mut buf)?
            == 0
        {
            break;
        }
        let bad = |what: String| std::io::Error::new(std::io::ErrorKind::InvalidData, what);
        if buf.last() == Some(&b'\n') {
            buf.pop();
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
        } else if buf.len() > LINE_MAX {
            return Err(bad(format!(
                "line {} is longer than {LINE_MAX} bytes",
                n + 1
            )));
        }
        let line = std::str::from_utf8(&buf)
            .map_err(|_| bad(format!("line {} is not UTF-8 text", n + 1)))?;
        match session.execute(line) {
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
