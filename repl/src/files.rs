//! Files people name: what `load`, `run`, `campaign load` and a scenario path read, and how
//! `save` writes. A named file is read only when it is a regular file within a size limit
//! (checked before reading, and again while reading in case it grows): `/dev/zero`, a
//! directory or a FIFO gets a message saying what it is, never a read without end. A save is
//! written to a temporary file and renamed over its path; one killed mid-write leaves its
//! temporary file, which the next save or load of that path removes.

use std::collections::BTreeSet;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

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

/// The directory and file name of `path` (`.` when it names none).
fn place(path: &Path) -> Option<(PathBuf, String)> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = path.file_name()?.to_string_lossy().into_owned();
    Some((dir, name))
}

/// The numbers (see [`write_atomically`]) of the temporary files this process is writing.
static WRITING: Mutex<BTreeSet<u64>> = Mutex::new(BTreeSet::new());

fn writing() -> std::sync::MutexGuard<'static, BTreeSet<u64>> {
    // A panic elsewhere while holding the lock leaves the set as valid as before.
    WRITING.lock().unwrap_or_else(|e| e.into_inner())
}

/// Writes `text` to a temporary file beside `path` (`.NAME.tmp-PID-N`) and renames it over
/// `path`, so `path` is always the old file or the new one whole. A file that is not a
/// regular one (a device, a directory) is never replaced.
pub fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
    {
        let kind = if meta.is_dir() {
            "a directory"
        } else {
            kind_of(meta.file_type())
        };
        return Err(std::io::Error::other(format!(
            "it is {kind}, not a regular file"
        )));
    }
    let (dir, name) = place(path).ok_or_else(|| std::io::Error::other("not a file name"))?;
    remove_stale_temporaries(path);
    // Unique per process and per call, so two saves at once never share a temporary file.
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = dir.join(format!(".{name}.tmp-{}-{n}", std::process::id()));
    writing().insert(n);
    let result = (|| {
        let mut f = File::create(&tmp)?;
        f.write_all(text.as_bytes())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    writing().remove(&n);
    result
}

/// Removes the temporary files that saves to `path` left when they were killed mid-write: a
/// `.NAME.tmp-PID-N` whose process is gone, or is this one but no save of it is writing it
/// (an earlier process had the same id). Best effort: what cannot be removed stays.
pub fn remove_stale_temporaries(path: &Path) {
    let Some((dir, name)) = place(path) else {
        return;
    };
    let prefix = format!(".{name}.tmp-");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    for e in entries.flatten() {
        let file = e.file_name();
        let Some((pid, n)) = file
            .to_str()
            .and_then(|f| f.strip_prefix(&prefix))
            .and_then(|rest| rest.split_once('-'))
        else {
            continue;
        };
        let (Ok(pid), Ok(n)) = (pid.parse::<u32>(), n.parse::<u64>()) else {
            continue;
        };
        let live = if pid == std::process::id() {
            writing().contains(&n)
        } else {
            running(pid, &e)
        };
        if !live {
            let _ = std::fs::remove_file(e.path());
        }
    }
}

/// Whether process `pid`, which wrote temporary file `e`, may still be writing it.
#[cfg(target_os = "linux")]
fn running(pid: u32, _: &std::fs::DirEntry) -> bool {
    Path::new("/proc").join(pid.to_string()).exists()
}

/// Whether process `pid`, which wrote temporary file `e`, may still be writing it: without
/// `/proc`, a save untouched for ten minutes is taken as dead.
#[cfg(not(target_os = "linux"))]
fn running(_: u32, e: &std::fs::DirEntry) -> bool {
    e.metadata()
        .and_then(|m| m.modified())
        .ok()
        .and_then(|t| t.elapsed().ok())
        .is_none_or(|age| age < std::time::Duration::from_secs(600))
}
