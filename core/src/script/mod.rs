//! Hosting Lua scripts safely.

pub mod host;
pub mod profile;

pub use host::{Host, Limits};
