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

use crate::completion::Words;
use crate::session::{Flow, Session};

#[derive(Helper, Highlighter, Validator)]
struct ReplHelper {
    /// What the grammar accepts, refreshed after every command.
    words: Rc<RefCell<Words>>,
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
        let (start, words) = self.words.borrow().complete(&line[..pos]);
        Ok((
            start,
            words
                .into_iter()
                .map(|w| Pair {
                    display: w.clone(),
                    replacement: w,
                })
                .collect(),
        ))
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
    let words = Rc::new(RefCell::new(Words::of(session)));
    let mut rl: Editor<ReplHelper, DefaultHistory> = Editor::with_config(config)?;
    rl.set_helper(Some(ReplHelper {
        words: words.clone(),
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
        // Leaving, or starting or loading another game, throws the running one away.
        let discards = match &line {
            Err(ReadlineError::Eof) => Some("Ctrl-D or quit"),
            Ok(l) => match l.split_whitespace().next() {
                Some("quit" | "exit") => Some("Ctrl-D or quit"),
                Some("new") => Some("`new`"),
                Some("load") => Some("`load`"),
                _ => None,
            },
            _ => None,
        };
        if let Some(again) = discards
            && session.unsaved()
            && !warned
        {
            warned = true;
            eprintln!(
                "the game has answers that are not saved: `save PATH` keeps them; {again} again throws them away"
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
                    *words.borrow_mut() = Words::of(session);
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
