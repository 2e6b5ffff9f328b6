//! A reader of Lua 5.4 bytecode dumps, for one question asked of every card when it loads:
//! does a function of it change a local of the file (or the file's `_ENV`)? Such a local lives
//! as long as the script state, which every game of a runtime (a game and its forks) shares,
//! so a card counting in one would count across games: state outside the game (issue 19).
//! Tables are guarded by freezing (see `script::host`); scalars held in upvalues only by this.
//!
//! The format is the one `ldump.c` of Lua 5.4 writes (the version mlua vendors): a header, then
//! the main function: source, line range, sizes, code (32-bit instructions, opcode in the low
//! 7 bits), constants, upvalue descriptors (in stack? index, kind), nested functions, debug
//! information (line deltas, absolute lines, locals, upvalue names).

// Opcodes of Lua 5.4's `lopcodes.h`.
const OP_GETUPVAL: u32 = 9; // R[A] := UpValue[B]
const OP_SETUPVAL: u32 = 10; // UpValue[B] := R[A]
const OP_GETTABUP: u32 = 11; // R[A] := UpValue[B][K[C]]
const OP_GETTABLE: u32 = 12; // R[A] := R[B][R[C]]
const OP_GETI: u32 = 13; // R[A] := R[B][C]
const OP_GETFIELD: u32 = 14; // R[A] := R[B][K[C]]
const OP_SETTABUP: u32 = 15; // UpValue[A][K[B]] := RK(C)
const OP_SETTABLE: u32 = 16; // R[A][R[B]] := RK(C)
const OP_SETI: u32 = 17; // R[A][B] := RK(C)
const OP_SETFIELD: u32 = 18; // R[A][K[B]] := RK(C)
const OP_SETLIST: u32 = 78; // R[A][...] := R[A+1], ...
/// A line delta that means "see the absolute line table" (`ABSLINEINFO` in `ldebug.h`).
const ABSLINEINFO: i8 = -0x80;

/// A write to a file-level variable: its name and the line of the write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileStateWrite {
    pub name: String,
    pub line: u32,
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn byte(&mut self) -> Option<u8> {
        let b = *self.bytes.get(self.at)?;
        self.at += 1;
        Some(b)
    }
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        let s = self.bytes.get(self.at..self.at.checked_add(n)?)?;
        self.at += n;
        Some(s)
    }
    /// `dumpSize`: 7 bits a byte, most significant first, the last byte marked by bit 8.
    fn size(&mut self) -> Option<usize> {
        let mut x: usize = 0;
        loop {
            let b = self.byte()?;
            x = x.checked_mul(128)?.checked_add((b & 0x7f) as usize)?;
            if b & 0x80 != 0 {
                return Some(x);
            }
        }
    }
    fn string(&mut self) -> Option<Option<String>> {
        let n = self.size()?;
        if n == 0 {
            return Some(None);
        }
        let s = self.take(n - 1)?;
        Some(Some(String::from_utf8_lossy(s).into_owned()))
    }
}

struct Proto {
    line_defined: u32,
    code: Vec<u32>,
    /// String constants by index (others `None`).
    constants: Vec<Option<String>>,
    /// (in the enclosing function's stack?, index) per upvalue.
    upvalues: Vec<(bool, u8)>,
    protos: Vec<Proto>,
    line_info: Vec<i8>,
    abs_line_info: Vec<(usize, u32)>,
    upvalue_names: Vec<Option<String>>,
}

fn proto(r: &mut Reader) -> Option<Proto> {
    r.string()?; // source
    let line_defined = r.size()? as u32;
    r.size()?; // last line
    r.take(3)?; // params, vararg, stack size
    let n = r.size()?;
    let mut code = Vec::with_capacity(n);
    for _ in 0..n {
        let b = r.take(4)?;
        code.push(u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    }
    let mut constants = Vec::new();
    for _ in 0..r.size()? {
        constants.push(match r.byte()? {
            3 | 19 => {
                r.take(8)?;
                None
            }
            4 | 20 => r.string()?,
            _ => None,
        });
    }
    let mut upvalues = Vec::new();
    for _ in 0..r.size()? {
        let b = r.take(3)?;
        upvalues.push((b[0] != 0, b[1]));
    }
    let mut protos = Vec::new();
    for _ in 0..r.size()? {
        protos.push(proto(r)?);
    }
    let n = r.size()?;
    let line_info = r.take(n)?.iter().map(|&b| b as i8).collect();
    let mut abs_line_info = Vec::new();
    for _ in 0..r.size()? {
        abs_line_info.push((r.size()?, r.size()? as u32));
    }
    for _ in 0..r.size()? {
        r.string()?;
        r.size()?;
        r.size()?;
    }
    let mut upvalue_names = Vec::new();
    for _ in 0..r.size()? {
        upvalue_names.push(r.string()?);
    }
    Some(Proto {
        line_defined,
        code,
        constants,
        upvalues,
        protos,
        line_info,
        abs_line_info,
        upvalue_names,
    })
}

impl Proto {
    /// The source line of instruction `pc` (as `luaG_getfuncline` works it out).
    fn line(&self, pc: usize) -> u32 {
        let mut line = self.line_defined as i64;
        for (i, &d) in self.line_info.iter().enumerate().take(pc + 1) {
            if d == ABSLINEINFO {
                if let Some(&(_, l)) = self.abs_line_info.iter().find(|(p, _)| *p == i) {
                    line = l as i64;
                }
            } else {
                line += d as i64;
            }
        }
        line.max(0) as u32
    }

    /// Writes to file-level variables in this function and those nested in it; `file_level`
    /// says which of this function's upvalues are file-level. Besides assignments to a file's
    /// local (`SETUPVAL`), a write into a table reached from one (`memo.n = 1`, `memo[k] = v`,
    /// `memo.list[1] = v`) counts, found by following, in order, the registers loaded from such
    /// an upvalue (a straight reading of the code: enough for how cards are written). The main
    /// function runs once, while loading: only its assignments to the file's `_ENV` count.
    fn writes(&self, file_level: &[bool], main: bool, out: &mut Vec<FileStateWrite>) {
        let name_of = |b: usize| {
            self.upvalue_names
                .get(b)
                .cloned()
                .flatten()
                .unwrap_or_else(|| format!("upvalue {b}"))
        };
        let konst = |i: usize| self.constants.get(i).cloned().flatten().unwrap_or_default();
        let is_file = |b: usize| file_level.get(b).copied().unwrap_or(false);
        // Register -> the file-level variable its table came from.
        let mut from: std::collections::HashMap<usize, String> = Default::default();
        for (pc, &i) in self.code.iter().enumerate() {
            let op = i & 0x7f;
            let a = ((i >> 7) & 0xff) as usize;
            let b = ((i >> 16) & 0xff) as usize;
            let mut flag = |name: String| {
                out.push(FileStateWrite {
                    name,
                    line: self.line(pc),
                })
            };
            match op {
                OP_SETUPVAL if is_file(b) => flag(name_of(b)),
                OP_SETTABUP if is_file(a) && !main => {
                    let up = name_of(a);
                    if up == "_ENV" {
                        flag(konst(b));
                    } else {
                        flag(format!("{up}.{}", konst(b)));
                    }
                }
                OP_SETTABLE | OP_SETI | OP_SETFIELD | OP_SETLIST if !main => {
                    if let Some(n) = from.get(&a) {
                        flag(n.clone());
                    }
                }
                _ => {}
            }
            match op {
                OP_GETUPVAL | OP_GETTABUP if !main && is_file(b) && name_of(b) != "_ENV" => {
                    from.insert(a, name_of(b));
                }
                OP_GETTABLE | OP_GETI | OP_GETFIELD if from.contains_key(&b) => {
                    let n = from[&b].clone();
                    from.insert(a, n);
                }
                OP_SETUPVAL | OP_SETTABUP | OP_SETTABLE | OP_SETI | OP_SETFIELD | OP_SETLIST => {}
                _ => {
                    from.remove(&a);
                }
            }
        }
        for p in &self.protos {
            // A nested function's upvalue is a local of this function (in its stack) or one
            // of this function's upvalues: file-level when this is the file's main function
            // (its locals live as long as the state) or when that upvalue is.
            let levels: Vec<bool> = p
                .upvalues
                .iter()
                .map(|&(in_stack, idx)| {
                    if in_stack {
                        main
                    } else {
                        file_level.get(idx as usize).copied().unwrap_or(false)
                    }
                })
                .collect();
            p.writes(&levels, false, out);
        }
    }
}

/// The writes to file-level variables (locals of the chunk's main function, or its `_ENV`)
/// made by code that runs after loading: any function of the chunk, and the main function's
/// own writes to its `_ENV`. `None` when `dump` is not a Lua 5.4 dump this reader knows.
pub fn file_state_writes(dump: &[u8]) -> Option<Vec<FileStateWrite>> {
    let mut r = Reader { bytes: dump, at: 0 };
    if r.take(4)? != b"\x1bLua" || r.byte()? != 0x54 || r.byte()? != 0 {
        return None;
    }
    r.take(6)?; // LUAC_DATA
    let (ins, int, num) = (r.byte()?, r.byte()?, r.byte()?);
    if ins != 4 {
        return None;
    }
    r.take(int as usize + num as usize)?;
    r.byte()?; // main's upvalue count
    let main = proto(&mut r)?;
    let mut out = Vec::new();
    // The main function's upvalues (its `_ENV`) are the file's; its locals are registers, which
    // it may write while loading. Its nested functions see both as file-level.
    let levels = vec![true; main.upvalues.len()];
    main.writes(&levels, true, &mut out);
    out.sort_by_key(|w| w.line);
    Some(out)
}
