//! Hosting Lua scripts safely.

pub mod alloc;
pub mod bytecode;
pub mod host;
pub mod profile;

pub use host::{Host, Limits};
