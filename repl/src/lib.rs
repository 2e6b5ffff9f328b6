//! # skirmish (the binary's library half)
//!
//! A thin shell over `skirmish-core`: reads the binary's command line ([`cli`]), finds
//! rulesets and scenarios ([`assets`]), turns REPL command lines into kernel calls
//! ([`session`]), and drives them from a file ([`runner`]), a terminal ([`interactive`]) or
//! the benchmark ([`bench`]); [`files`] reads the files people name and writes saves. Rules
//! never live here.

pub mod apidoc;
pub mod assets;
pub mod balance;
pub mod bench;
pub mod bots;
pub mod campaign;
pub mod cardtest;
pub mod cli;
pub mod completion;
pub mod content;
pub mod dice_cmd;
pub mod files;
pub mod fuzz;
pub mod interactive;
pub mod mods;
pub mod picture;
pub mod pool;
pub mod progress;
pub mod rules_status;
pub mod runner;
pub mod search;
pub mod session;
pub mod simulate;
pub mod svg;
pub mod table_talk;
