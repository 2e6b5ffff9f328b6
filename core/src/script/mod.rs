//! Hosting Lua scripts safely.

pub mod bytecode;
pub mod host;
pub mod profile;

pub use host::{Host, Limits};
