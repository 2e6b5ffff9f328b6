//! The one pool that `simulate`, `balance`, `fuzz` and `test` run their games and test files
//! on: a rayon thread pool of `--threads` workers (all cores when not given) built for the run.
//! Work items are numbered `0..n`; what item `i` does and yields depends only on `i` (its seed,
//! its file), never on the thread or the order it ran in, and the results come back in item
//! order, so a command's output is the same whatever the thread count.
//!
//! Workers live for the whole run, so what the kernel keeps per thread stays warm from item to
//! item: each script's bytecode is compiled once per thread (`script::host`), and a profile
//! started on every worker ([`Pool::each_thread`]) gathers all their samples.

use indicatif::ProgressBar;
use rayon::prelude::*;

pub struct Pool {
    pool: rayon::ThreadPool,
}

impl Pool {
    /// A pool of `threads` workers (at least one), no more than the `items` it will run (at
    /// least one).
    pub fn new(threads: usize, items: usize) -> Pool {
        let threads = threads.clamp(1, items.max(1));
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("skirmish-worker-{i}"))
            .build()
            .expect("cannot start the worker threads");
        Pool { pool }
    }

    /// `work(i)` for every item `i` in `0..n`, on the workers; the results in item order. The
    /// bar, if any, advances by one as each item finishes.
    pub fn map<R: Send>(
        &self,
        n: usize,
        bar: Option<&ProgressBar>,
        work: impl Fn(usize) -> R + Sync,
    ) -> Vec<R> {
        self.pool.install(|| {
            (0..n)
                .into_par_iter()
                .map(|i| {
                    let r = work(i);
                    if let Some(b) = bar {
                        b.inc(1);
                    }
                    r
                })
                .collect()
        })
    }

    /// `f()` once on each worker (for what the kernel keeps per thread, such as a profile);
    /// the results in worker order.
    pub fn each_thread<R: Send>(&self, f: impl Fn() -> R + Sync) -> Vec<R> {
        self.pool.broadcast(|_| f())
    }
}
