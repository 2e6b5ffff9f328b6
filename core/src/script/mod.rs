//! Hosting Lua scripts safely.

pub mod host;

pub use host::{Host, Limits};
