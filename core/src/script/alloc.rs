//! The allocator every script state runs on: the heap (mimalloc's own functions when it is the
//! process's global allocator, else the global allocator as mlua's allocator uses it), behind a
//! guard ([`Meter`]) that
//!
//! - keeps the state's memory cap itself (every byte the Lua heap holds, while cards load too);
//! - refuses any one string longer than [`Meter::max_string`], so no single VM instruction
//!   (`s .. s`, a comparison, a library call) can copy or scan more than that;
//! - counts the bytes scripts allocate, which the budget charges as instructions: counting
//!   instructions alone bounds neither time nor memory traffic when one instruction copies
//!   megabytes. When the tightest budget frame has no bytes left, the guard refuses at once,
//!   between two ticks of the count hook.
//!
//! A refused allocation is Lua's "not enough memory" error (Lua runs an emergency collection
//! and retries first); the host turns it into a message naming the budget's owner and why.
//!
//! The guard refuses only while Lua runs: never while the host's own code does (outside any
//! call into Lua, inside a host function a script called, inside the budget's hook) with no
//! protected call below it, which the VM tells by its host depth (`skirmish_hostdepth`,
//! core/vendor/README.md). There an allocation failure would unwind through the host's
//! frames, so mlua wraps every value it makes in a protected call when failures can happen;
//! since they cannot, it makes them directly (6 % of a greedy game's instructions went to
//! those wrappers). What the host makes still counts: the bytes against the budget's allowance
//! and the heap against the cap, so the next allocation of a script is refused when either
//! is passed. The host's values are its own data (names, lists of figures), never a size a
//! script chose.

use std::cell::Cell;
use std::ffi::c_void;
use std::rc::Rc;

use mlua::{Lua, ffi};

/// Why the guard refused an allocation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// A string of this many bytes.
    LongString(usize),
    /// The running budget's allocation allowance is spent.
    Budget,
    /// The state's memory cap.
    Cap,
}

/// The guard's counters, shared between the allocator (through a raw pointer) and the host.
/// Cells only: the allocator runs inside any Lua call and must never borrow anything.
pub struct Meter {
    orig: ffi::lua_Alloc,
    orig_ud: *mut c_void,
    /// Bytes the Lua heap holds.
    used: Cell<usize>,
    /// The cap on `used` (0: none).
    cap: Cell<usize>,
    /// The longest string a script may build.
    pub max_string: usize,
    /// Bytes allocated since the budget last took them.
    grown: Cell<u64>,
    /// The guard refuses once `grown` would pass this.
    allowance: Cell<u64>,
    refused: Cell<Option<Refusal>>,
    /// Whether the global allocator is mimalloc, whose functions [`heap`] then calls itself.
    direct: bool,
    /// The state's host depth (see the module docs): non-zero while the host's code runs
    /// with no protected call below it. Lives in the state, which outlives the meter's use.
    host: *const std::ffi::c_uint,
}

unsafe extern "C-unwind" {
    /// The vendored Lua's (core/vendor/lua-src): names the C function behind every host
    /// function and returns where the state keeps its host depth.
    fn skirmish_hostdepth(
        state: *mut ffi::lua_State,
        hostfn: Option<ffi::lua_CFunction>,
    ) -> *mut std::ffi::c_uint;
}

/// Bytes of a string object beyond its characters (header and terminator), with room to spare.
const STRING_OVERHEAD: usize = 64;

/// The heap's own work: mimalloc's functions themselves when the process's global allocator is
/// mimalloc (`direct`, as in the `skirmish` binary), else the global allocator as mlua's
/// allocator uses it. Either way without mlua's bookkeeping: the guard keeps the count, so
/// going through mlua's allocator counted every byte twice (0.7 % of a greedy game's
/// instructions), and the Rust allocator's layers around mimalloc (an aligned allocation each
/// time) were another 2.2 %. mlua's own count then lags, which nothing reads (no limit of its
/// own is set: `install`), and the state closes on mlua's allocator, which frees these blocks
/// as its own: the global allocator's (mimalloc frees any of its blocks whatever the layout).
///
/// # Safety
/// Lua's `lua_Alloc` contract: `ptr` null or a block from this function (or mlua's allocator)
/// of `osize` bytes; `direct` only when the global allocator is mimalloc.
#[inline(always)]
unsafe fn heap(direct: bool, ptr: *mut c_void, osize: usize, nsize: usize) -> *mut c_void {
    if direct {
        // SAFETY: every block of the state is mimalloc's (the caller's contract). mimalloc
        // aligns blocks to 8 bytes at least, what Lua asks (LUAI_MAXALIGN).
        unsafe {
            if nsize == 0 {
                libmimalloc_sys::mi_free(ptr);
                return std::ptr::null_mut();
            }
            let p = if ptr.is_null() {
                libmimalloc_sys::mi_malloc(nsize)
            } else {
                libmimalloc_sys::mi_realloc(ptr, nsize)
            };
            if p.is_null() {
                std::alloc::handle_alloc_error(std::alloc::Layout::from_size_align_unchecked(
                    nsize, 8,
                ));
            }
            return p;
        }
    }
    // SAFETY: the caller's contract.
    unsafe { heap_global(ptr, osize, nsize) }
}

/// [`heap`] through the global allocator, blocks aligned as mlua's allocator aligns them.
///
/// # Safety
/// As [`heap`].
#[inline(never)]
unsafe fn heap_global(ptr: *mut c_void, osize: usize, nsize: usize) -> *mut c_void {
    use std::alloc::{Layout, alloc, dealloc, handle_alloc_error, realloc};
    const ALIGN: usize = ffi::SYS_MIN_ALIGN;
    if nsize == 0 {
        if !ptr.is_null() {
            // SAFETY: the block was allocated with this layout (the caller's contract).
            unsafe {
                dealloc(
                    ptr as *mut u8,
                    Layout::from_size_align_unchecked(osize, ALIGN),
                )
            };
        }
        return std::ptr::null_mut();
    }
    if nsize > isize::MAX as usize {
        return std::ptr::null_mut();
    }
    if ptr.is_null() {
        let Ok(layout) = Layout::from_size_align(nsize, ALIGN) else {
            return std::ptr::null_mut();
        };
        // SAFETY: a layout of non-zero size.
        let p = unsafe { alloc(layout) };
        if p.is_null() {
            handle_alloc_error(layout);
        }
        return p as *mut c_void;
    }
    // SAFETY: as for `dealloc`; `nsize` is non-zero and below isize::MAX.
    let old = unsafe { Layout::from_size_align_unchecked(osize, ALIGN) };
    let p = unsafe { realloc(ptr as *mut u8, old, nsize) };
    if p.is_null() {
        handle_alloc_error(old);
    }
    p as *mut c_void
}

unsafe extern "C" fn guard(
    ud: *mut c_void,
    ptr: *mut c_void,
    osize: usize,
    nsize: usize,
) -> *mut c_void {
    // SAFETY: `ud` is the `Meter` installed with this function; it outlives the state's use
    // of this allocator (the host puts mlua's allocator back before dropping it).
    let m = unsafe { &*(ud as *const Meter) };
    // When `ptr` is null, `osize` is the kind of object being made (Lua 5.4), not a size.
    let old = if ptr.is_null() { 0 } else { osize };
    // SAFETY: `host` points into the state, which is making this allocation.
    if nsize > old && unsafe { *m.host } != 0 {
        // The host's own code: counted, never refused (see the module docs).
        // SAFETY: Lua's allocation contract, passed on.
        let p = unsafe { heap(m.direct, ptr, osize, nsize) };
        if !p.is_null() {
            let more = nsize - old;
            m.grown.set(m.grown.get() + more as u64);
            m.used.set(m.used.get() + more);
        }
        return p;
    }
    if nsize > old {
        let more = nsize - old;
        if ptr.is_null()
            && osize == ffi::LUA_TSTRING as usize
            && nsize > m.max_string + STRING_OVERHEAD
        {
            // A long string object is a 24-byte header, the characters and a terminator.
            m.refused
                .set(Some(Refusal::LongString(nsize.saturating_sub(25))));
            return std::ptr::null_mut();
        }
        let cap = m.cap.get();
        if cap > 0 && m.used.get() + more > cap {
            m.refused.set(Some(Refusal::Cap));
            return std::ptr::null_mut();
        }
        let grown = m.grown.get() + more as u64;
        if grown > m.allowance.get() {
            m.refused.set(Some(Refusal::Budget));
            return std::ptr::null_mut();
        }
        // SAFETY: Lua's allocation contract, passed on.
        let p = unsafe { heap(m.direct, ptr, osize, nsize) };
        if !p.is_null() {
            m.grown.set(grown);
            m.used.set(m.used.get() + more);
            // Lua meets a refused allocation with an emergency collection and asks again:
            // when the cap refused and that found room, nothing failed, and the refusal must
            // not be reported for whatever ends the step. (A refusal that ends in an error is
            // raised at once, and scripts cannot catch memory errors; the other refusals
            // never pass on a second ask: a string as long, an allowance still spent.)
            if m.refused.get() == Some(Refusal::Cap) {
                m.refused.set(None);
            }
        }
        return p;
    }
    // SAFETY: as above.
    let p = unsafe { heap(m.direct, ptr, osize, nsize) };
    if nsize == 0 || !p.is_null() {
        m.used.set(m.used.get().saturating_sub(old - nsize));
    }
    p
}

/// Whether the process's global allocator is mimalloc: a block it gives lies in mimalloc's
/// heap. (The binary sets mimalloc; tests and other programs using the library may not.)
fn global_is_mimalloc() -> bool {
    use std::alloc::{Layout, alloc, dealloc};
    let layout = Layout::from_size_align(64, 16).expect("a valid layout");
    // SAFETY: a block of non-zero size, freed with its layout.
    unsafe {
        let p = alloc(layout);
        if p.is_null() {
            return false;
        }
        let mine = libmimalloc_sys::mi_is_in_heap_region(p as *const c_void);
        dealloc(p, layout);
        mine
    }
}

impl Meter {
    /// Puts the guard in front of `lua`'s allocator. The state must be mlua's own (made by
    /// `Lua::new_with`), and [`Meter::uninstall`] must run before the meter is dropped.
    pub fn install(lua: &Lua, max_string: usize) -> mlua::Result<Rc<Meter>> {
        // mlua decides once whether its own calls must be protected against allocation
        // failures; it leaves them unprotected only while no memory limit of its own is set,
        // which must stay so: the guard never refuses the host's allocations.
        if lua.set_memory_limit(0)? != 0 {
            return Err(mlua::Error::runtime("mlua's memory limit was set"));
        }
        // Every host function mlua makes runs through one C function: find it on one.
        let probe = lua.create_function(|_, ()| Ok(()))?;
        let mut orig: Option<(ffi::lua_Alloc, *mut c_void, *const std::ffi::c_uint)> = None;
        // SAFETY: reads the state's allocator and names the host's C function; no Lua value
        // is changed.
        unsafe {
            lua.exec_raw::<()>(probe, |state| {
                let mut ud = std::ptr::null_mut();
                let f = ffi::lua_getallocf(state, &mut ud);
                let hostfn = ffi::lua_tocfunction(state, 1);
                if hostfn.is_some() {
                    let host = skirmish_hostdepth(state, hostfn);
                    orig = Some((f, ud, host));
                }
            })?;
        }
        let (f, ud, host) = orig.ok_or_else(|| mlua::Error::runtime("no allocator"))?;
        let meter = Rc::new(Meter {
            orig: f,
            orig_ud: ud,
            used: Cell::new(lua.used_memory()),
            cap: Cell::new(0),
            max_string,
            grown: Cell::new(0),
            allowance: Cell::new(u64::MAX),
            refused: Cell::new(None),
            direct: global_is_mimalloc(),
            host,
        });
        let raw = Rc::as_ptr(&meter) as *mut c_void;
        // SAFETY: `raw` stays valid until `uninstall` (the host holds the Rc).
        unsafe {
            lua.exec_raw::<()>((), |state| ffi::lua_setallocf(state, guard, raw))?;
        }
        Ok(meter)
    }

    /// Gives the state back mlua's allocator (which it needs to close itself).
    pub fn uninstall(&self, lua: &Lua) {
        let (f, ud) = (self.orig, self.orig_ud);
        // SAFETY: restores what `install` found.
        let _ = unsafe { lua.exec_raw::<()>((), |state| ffi::lua_setallocf(state, f, ud)) };
    }

    /// Bytes the Lua heap holds.
    pub fn used(&self) -> usize {
        self.used.get()
    }

    /// Caps the heap at `bytes` (0: no cap).
    pub fn set_cap(&self, bytes: usize) {
        self.cap.set(bytes);
    }

    pub fn cap(&self) -> usize {
        self.cap.get()
    }

    /// The bytes allocated since the last call, which the budget charges.
    pub fn take_grown(&self) -> u64 {
        self.grown.replace(0)
    }

    /// Counts `bytes` a kernel function keeps for scripts outside the Lua heap (log text,
    /// variables) like allocations; false when that passes the allowance.
    pub fn charge(&self, bytes: u64) -> bool {
        let grown = self.grown.get().saturating_add(bytes);
        if grown > self.allowance.get() {
            self.refused.set(Some(Refusal::Budget));
            return false;
        }
        self.grown.set(grown);
        true
    }

    /// Keeps `r` as the last refusal (read again by the host).
    pub fn refused_again(&self, r: Refusal) {
        self.refused.set(Some(r));
    }

    pub fn set_allowance(&self, bytes: u64) {
        self.allowance.set(bytes);
    }

    /// Why the guard last refused, and forgets it.
    pub fn take_refusal(&self) -> Option<Refusal> {
        self.refused.take()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// This test program runs on the system allocator: the guard must not take its blocks for
    /// mimalloc's (freeing them with mimalloc would corrupt both heaps), while a block mimalloc
    /// made is recognised. (The `skirmish` binary and the benchmarks run on mimalloc.)
    #[test]
    fn the_heap_is_mimalloc_only_when_the_global_allocator_is() {
        assert!(!global_is_mimalloc());
        // SAFETY: a block of mimalloc's, freed by it.
        unsafe {
            let p = libmimalloc_sys::mi_malloc(64);
            assert!(libmimalloc_sys::mi_is_in_heap_region(p as *const c_void));
            libmimalloc_sys::mi_free(p);
        }
    }
}
