//! Progress of long runs (`test`, `simulate`, `balance`, `fuzz`, `campaign`) on standard error, with the
//! elapsed time and an estimate of what is left, drawn only when standard error is a terminal
//! (the REPL contract: outputs stay byte for byte the same when piped). The clock here only
//! draws the bar; no game reads it.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// A bar of `total` `what`s (`games`, `tests`), hidden when standard error is no terminal.
pub fn bar(total: u64, what: &str) -> ProgressBar {
    let target = if std::io::stderr().is_terminal() {
        ProgressDrawTarget::stderr()
    } else {
        ProgressDrawTarget::hidden()
    };
    let bar = ProgressBar::with_draw_target(Some(total), target);
    let style = ProgressStyle::with_template(&format!(
        "[{{bar:30}}] {{pos}}/{{len}} {what}  {{elapsed}} elapsed, about {{eta}} left"
    ))
    .unwrap_or_else(|_| ProgressStyle::default_bar())
    .progress_chars("#>.");
    bar.set_style(style);
    bar
}
