//! Files people name: what `load`, `run`, `campaign load` and a scenario path read. A named
//! file is read only when it is a regular file within a size limit (checked before reading,
//! and again while reading in case it grows): `/dev/zero`, a directory or a FIFO gets a
//! message saying what it is, never a read without end.

use std::fs::File;
use std::io::Read;

use skirmish_core::yaml::YamlLimits;
use thiserror::Error;

/// The most `load` reads: a save's limit (a scenario's and a campaign file's are no larger).
pub const LOAD_MAX: u64 = YamlLimits::SAVE.max_bytes as u64;
/// The most a scenario file may hold (the YAML limit of data files).
pub const SCENARIO_MAX: u64 = YamlLimits::DATA.max_bytes as u64;
/// The most `skirmish run FILE` reads. Its lines are read one at a time, so this only refuses
/// absurd files (a sparse file of a terabyte), with a wide margin for generated scripts.
pub const SCRIPT_MAX: u64 = 64 << 20;

/// Why a named file was not read.
#[derive(Debug, Error)]
pub enum FileError {
    #[error("{path}: no such file")]
    Missing { path: String },
    #[error("{path} is a directory, not a file")]
    Directory { path: String },
    #[error("{path} is not a regular file (it is {kind})")]
    NotRegular { path: String, kind: &'static str },
    #[error("{path} is {bytes} bytes, more than the {limit} bytes allowed")]
    TooLarge {
        path: String,
        bytes: u64,
        limit: u64,
    },
    #[error("{path} is not UTF-8 text")]
    NotText { path: String },
    #[error("cannot read {path}: {source}")]
    Io {
        path: String,
        source: std::io::Error,
    },
}

/// What a file that is not a regular one is, for messages.
fn kind_of(t: std::fs::FileType) -> &'static str {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    let _ = t;
    "not a file"
}

/// Refuses what `meta` describes unless it is a regular file of at most `limit` bytes.
fn check(path: &str, meta: &std::fs::Metadata, limit: u64) -> Result<(), FileError> {
    let path = path.to_string();
    if meta.is_dir() {
        return Err(FileError::Directory { path });
    }
    if !meta.is_file() {
        let kind = kind_of(meta.file_type());
        return Err(FileError::NotRegular { path, kind });
    }
    if meta.len() > limit {
        let bytes = meta.len();
        return Err(FileError::TooLarge { path, bytes, limit });
    }
    Ok(())
}

/// Opens `path` if it is a regular file of at most `limit` bytes; reading it fails past
/// `limit` bytes should it grow meanwhile.
pub fn open(path: &str, limit: u64) -> Result<Bounded<File>, FileError> {
    let io = |source: std::io::Error| FileError::Io {
        path: path.to_string(),
        source,
    };
    // Checked before opening: opening a FIFO waits for a writer.
    match std::fs::metadata(path) {
        Ok(meta) => check(path, &meta, limit)?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(FileError::Missing {
                path: path.to_string(),
            });
        }
        Err(e) => return Err(io(e)),
    }
    let f = File::open(path).map_err(io)?;
    // And again on what was opened, in case the path changed in between.
    check(path, &f.metadata().map_err(io)?, limit)?;
    Ok(Bounded {
        inner: f.take(limit + 1),
        limit,
        read: 0,
    })
}

/// The whole text of `path`, a regular file of at most `limit` bytes of UTF-8.
pub fn read_text(path: &str, limit: u64) -> Result<String, FileError> {
    let mut f = open(path, limit)?;
    let mut bytes = Vec::new();
    f.read_to_end(&mut bytes).map_err(|source| FileError::Io {
        path: path.to_string(),
        source,
    })?;
    String::from_utf8(bytes).map_err(|_| FileError::NotText {
        path: path.to_string(),
    })
}

/// A reader that fails once more than `limit` bytes came through it.
pub struct Bounded<R> {
    inner: std::io::Take<R>,
    limit: u64,
    read: u64,
}

impl<R: Read> Read for Bounded<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.read += n as u64;
        if self.read > self.limit {
            return Err(std::io::Error::other(format!(
                "the file grew past {} bytes while being read",
                self.limit
            )));
        }
        Ok(n)
    }
}
