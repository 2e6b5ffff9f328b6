//! The interactive prompt: rustyline with history and completion, over the same
//! [`Session::execute`] that `skirmish run` uses.

use std::cell::RefCell;
use std::path::PathBuf;
use std::rc::Rc;

use rustyline::completion::{Completer, Pair};
use rustyline::error::ReadlineError;
use rustyline::hint::{Hinter, HistoryHinter};
use rustyline::history::DefaultHistory;
use rustyline::{CompletionType, Config, Context, Editor, Helper, Highlighter, Validator};

use crate::session::{Flow, Session};

#[derive(Helper, Highlighter, Validator)]
struct ReplHelper {
    /// Figure ids of the loaded scenario, refreshed after every command.
    figures: Rc<RefCell<Vec<String>>>,
    /// The pending choice's options, completed as whole lines.
    options: Rc<RefCell<Vec<String>>>,
    /// Guilds of the loaded scenario, for `bot SIDE NAME`.
    sides: Rc<RefCell<Vec<String>>>,
    hinter: HistoryHinter,
}

impl Completer for ReplHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        _ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let head = &line[..pos];
        let whole: Vec<Pair> = self
            .options
            .borrow()
            .iter()
            .filter(|o| o.starts_with(head) && !head.is_empty())
            .map(|o| Pair {
                display: o.clone(),
                replacement: o.clone(),
            })
            .collect();
        if !whole.is_empty() {
            return Ok((0, whole));
        }
        let start = head.rfind(char::is_whitespace).map_or(0, |i| i + 1);
        let word = &head[start..];
        let first_word = !head[..start].chars().any(|c| !c.is_whitespace());
        let candidates: Vec<String> = if first_word {
            Session::command_names().map(str::to_string).collect()
        } else if head.starts_with("bot ") {
            let mut v = self.sides.borrow().clone();
            v.extend(crate::bots::BOT_NAMES.iter().map(|b| b.to_string()));
            v.push("off".into());
            v
        } else {
            let mut v = self.figures.borrow().clone();
            v.push("as".into());
            v
        };
        let mut out: Vec<Pair> = candidates
            .into_iter()
            .filter(|c| c.starts_with(word))
            .map(|c| Pair {
                display: c.clone(),
                replacement: c,
            })
            .collect();
        out.sort_by(|a, b| a.display.cmp(&b.display));
        out.dedup_by(|a, b| a.display == b.display);
        Ok((start, out))
    }
}

impl Hinter for ReplHelper {
    type Hint = String;

    fn hint(&self, line: &str, pos: usize, ctx: &Context<'_>) -> Option<String> {
        self.hinter.hint(line, pos, ctx)
    }
}

fn history_path() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_DATA_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share")))?;
    Some(base.join("skirmish").join("history"))
}

pub fn run(session: &mut Session) -> rustyline::Result<()> {
    let config = Config::builder()
        .auto_add_history(true)
        .completion_type(CompletionType::List)
        .max_history_size(10_000)?
        .build();
    let figures = Rc::new(RefCell::new(session.figure_ids()));
    let options = Rc::new(RefCell::new(session.option_keys()));
    let sides = Rc::new(RefCell::new(crate::bots::seat_sides(session)));
    let mut rl: Editor<ReplHelper, DefaultHistory> = Editor::with_config(config)?;
    rl.set_helper(Some(ReplHelper {
        figures: figures.clone(),
        options: options.clone(),
        sides: sides.clone(),
        hinter: HistoryHinter::new(),
    }));
    let history = history_path();
    if let Some(h) = &history {
        let _ = rl.load_history(h);
    }
    // A second Ctrl-D (or quit) in a row leaves even with unsaved answers.
    let mut warned = false;
    loop {
        let line = rl.readline("skirmish> ");
        let leaving = match &line {
            Err(ReadlineError::Eof) => true,
            Ok(l) => matches!(l.trim(), "quit" | "exit"),
            _ => false,
        };
        if leaving && session.unsaved() && !warned {
            warned = true;
            eprintln!(
                "the game has answers that are not saved: `save PATH` keeps them; Ctrl-D or quit again leaves anyway"
            );
            continue;
        }
        warned = false;
        match line {
            Ok(line) => match session.execute(&line) {
                Ok((text, flow)) => {
                    if !text.is_empty() {
                        println!("{text}");
                    }
                    *figures.borrow_mut() = session.figure_ids();
                    *options.borrow_mut() = session.option_keys();
                    *sides.borrow_mut() = crate::bots::seat_sides(session);
                    if flow == Flow::Quit {
                        break;
                    }
                }
                Err(msg) => eprintln!("error: {msg}"),
            },
            Err(ReadlineError::Interrupted) => continue,
            Err(ReadlineError::Eof) => break,
            Err(e) => return Err(e),
        }
    }
    if let Some(h) = &history {
        if let Some(dir) = h.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = rl.save_history(h);
    }
    Ok(())
}
