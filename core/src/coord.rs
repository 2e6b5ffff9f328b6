//! Board coordinates: `a1` is the top-left space; columns run `a`..`z`, `aa`, `ab`, … and rows
//! count from 1 at the top (see `spec/board-format.md`).

use std::fmt;
use std::str::FromStr;

use crate::error::Error;

/// A space on a square grid, 0-based internally. Serialised by its name (`c4`), as people and
/// the log write it.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "String", try_from = "String")]
pub struct Coord {
    pub col: u16,
    pub row: u16,
}

impl Coord {
    pub const fn new(col: u16, row: u16) -> Self {
        Coord { col, row }
    }

    /// Column letters in bijective base 26, so `z` is followed by `aa` (spreadsheet style).
    pub fn column_name(col: u16) -> String {
        let mut n = col as u32 + 1;
        let mut out = Vec::new();
        while n > 0 {
            n -= 1;
            out.push(b'a' + (n % 26) as u8);
            n /= 26;
        }
        out.reverse();
        String::from_utf8(out).expect("ascii")
    }
}

impl Coord {
    /// Appends this coordinate's name (`c4`, as [`fmt::Display`] writes it) to `out`.
    pub fn write_name(&self, out: &mut String) {
        let mut n = self.col as u32 + 1;
        let mut letters = [0u8; 8];
        let mut k = letters.len();
        while n > 0 {
            n -= 1;
            k -= 1;
            letters[k] = b'a' + (n % 26) as u8;
            n /= 26;
        }
        out.push_str(std::str::from_utf8(&letters[k..]).expect("ascii"));
        let mut row = self.row as u32 + 1;
        let mut digits = [0u8; 10];
        let mut j = digits.len();
        loop {
            j -= 1;
            digits[j] = b'0' + (row % 10) as u8;
            row /= 10;
            if row == 0 {
                break;
            }
        }
        out.push_str(std::str::from_utf8(&digits[j..]).expect("ascii"));
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", Coord::column_name(self.col), self.row as u32 + 1)
    }
}

impl From<Coord> for String {
    fn from(c: Coord) -> String {
        c.to_string()
    }
}

impl TryFrom<String> for Coord {
    type Error = Error;

    fn try_from(s: String) -> Result<Coord, Error> {
        s.parse()
    }
}

impl FromStr for Coord {
    type Err = Error;

    fn from_str(s: &str) -> Result<Self, Error> {
        let bad = || Error::BadCoord(s.to_string());
        let split = s.find(|c: char| !c.is_ascii_lowercase()).ok_or_else(bad)?;
        let (letters, digits) = s.split_at(split);
        if letters.is_empty() || digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(bad());
        }
        if digits.starts_with('0') {
            return Err(bad());
        }
        let mut col: u32 = 0;
        for b in letters.bytes() {
            col = col * 26 + (b - b'a') as u32 + 1;
            if col > u16::MAX as u32 {
                return Err(bad());
            }
        }
        let row: u32 = digits.parse().map_err(|_| bad())?;
        if row == 0 || row > u16::MAX as u32 {
            return Err(bad());
        }
        Ok(Coord::new((col - 1) as u16, (row - 1) as u16))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_past_z() {
        for col in 0..800u16 {
            let c = Coord::new(col, 7);
            assert_eq!(c.to_string().parse::<Coord>().unwrap(), c);
        }
        assert_eq!(Coord::new(0, 0).to_string(), "a1");
        assert_eq!(Coord::new(25, 0).to_string(), "z1");
        assert_eq!(Coord::new(26, 0).to_string(), "aa1");
        assert_eq!(Coord::new(27, 9).to_string(), "ab10");
        assert_eq!(Coord::new(52, 0).to_string(), "ba1");
    }

    #[test]
    fn write_name_is_the_display_name() {
        for (col, row) in [
            (0, 0),
            (25, 9),
            (26, 99),
            (701, 1000),
            (702, 65534),
            (65535, 65535),
        ] {
            let c = Coord::new(col, row);
            let mut out = String::from("x");
            c.write_name(&mut out);
            assert_eq!(out, format!("x{c}"), "appends");
        }
    }

    #[test]
    fn rejects_malformed() {
        for bad in ["", "a", "1", "a0", "A1", "a01", "1a", "a1b", "a-1", "é1"] {
            assert!(bad.parse::<Coord>().is_err(), "{bad:?} should not parse");
        }
    }
}
