//! A persistent list whose live part may be shorter than what it holds: cutting it back (an
//! undo dropping the newest inputs and checkpoints) only moves its end, and the entries past
//! the end are dropped when it next grows. A persistent vector shared with a fork copies its
//! last chunk (64 entries) on any change, and undo would pay that at every call; here the
//! answer after the undo does, next to the script it runs anyway.

use std::fmt;

#[derive(Clone)]
pub struct Prefix<T: Clone> {
    all: imbl::Vector<T>,
    len: usize,
}

impl<T: Clone> Default for Prefix<T> {
    fn default() -> Self {
        Prefix {
            all: imbl::Vector::new(),
            len: 0,
        }
    }
}

impl<T: Clone> Prefix<T> {
    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub fn get(&self, i: usize) -> Option<&T> {
        if i < self.len { self.all.get(i) } else { None }
    }

    pub fn back(&self) -> Option<&T> {
        self.len.checked_sub(1).and_then(|i| self.all.get(i))
    }

    /// The live entries, first to last.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &T> + ExactSizeIterator {
        self.all.focus().narrow(..self.len).into_iter()
    }

    pub fn push_back(&mut self, v: T) {
        if self.all.len() > self.len {
            self.all.truncate(self.len);
        }
        self.all.push_back(v);
        self.len += 1;
    }

    pub fn pop_back(&mut self) {
        self.len = self.len.saturating_sub(1);
    }

    /// Keeps the first `n` entries (no change when there are fewer).
    pub fn truncate(&mut self, n: usize) {
        self.len = self.len.min(n);
    }

    /// Removes entry `i` (a live one), shifting the later ones down.
    pub fn remove(&mut self, i: usize) {
        assert!(i < self.len, "remove {i} of {}", self.len);
        if self.all.len() > self.len {
            self.all.truncate(self.len);
        }
        self.all.remove(i);
        self.len -= 1;
    }

    pub fn clear(&mut self) {
        *self = Prefix::default();
    }
}

impl<T: Clone> std::ops::Index<usize> for Prefix<T> {
    type Output = T;
    fn index(&self, i: usize) -> &T {
        self.get(i)
            .unwrap_or_else(|| panic!("index {i} of {}", self.len))
    }
}

impl<T: Clone> FromIterator<T> for Prefix<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let all: imbl::Vector<T> = iter.into_iter().collect();
        let len = all.len();
        Prefix { all, len }
    }
}

impl<'a, T: Clone> IntoIterator for &'a Prefix<T> {
    type Item = &'a T;
    type IntoIter = imbl::vector::Iter<'a, T, imbl::shared_ptr::DefaultSharedPtr>;
    fn into_iter(self) -> Self::IntoIter {
        self.all.focus().narrow(..self.len).into_iter()
    }
}

impl<T: Clone + PartialEq> PartialEq for Prefix<T> {
    fn eq(&self, other: &Self) -> bool {
        self.len == other.len && self.iter().eq(other.iter())
    }
}

impl<T: Clone + Eq> Eq for Prefix<T> {}

impl<T: Clone + fmt::Debug> fmt::Debug for Prefix<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::Prefix;

    #[test]
    fn a_cut_back_list_reads_and_grows_as_a_shorter_one() {
        let mut a: Prefix<u32> = (0..200).collect();
        let fork = a.clone();
        a.truncate(150);
        assert_eq!(a.len(), 150);
        assert_eq!(a.back(), Some(&149));
        assert_eq!(a.get(150), None);
        assert_eq!(a.iter().next_back(), Some(&149));
        assert_eq!(a, (0..150).collect::<Prefix<u32>>());
        a.push_back(7);
        assert_eq!(a.len(), 151);
        assert_eq!(a[150], 7);
        assert_eq!(
            a.iter().copied().skip(148).collect::<Vec<_>>(),
            [148, 149, 7]
        );
        // The copy it was cut from is untouched.
        assert_eq!(fork.len(), 200);
        assert_eq!(fork[150], 150);
        a.pop_back();
        a.pop_back();
        a.remove(0);
        assert_eq!(a.len(), 148);
        assert_eq!((a[0], a.back().copied()), (1, Some(148)));
        a.push_back(9);
        assert_eq!(
            a.iter().copied().rev().take(2).collect::<Vec<_>>(),
            [9, 148]
        );
        a.clear();
        assert!(a.is_empty());
    }
}
