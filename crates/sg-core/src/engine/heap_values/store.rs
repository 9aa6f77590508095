//! Heap values stored compactly: one byte each while every value is below 2^8, two while
//! below 2^16, four after that. Each widening replaces the vector once, in place of the
//! narrower one; values past 32 bits are refused by the caller, never truncated. The
//! narrow widths are the speed of the sparse kernel as well as its memory: the walk over
//! rare pairs waits on loading the partners' cache lines, and a byte width puts twice as
//! many partners on each line.

/// A stored value width; the kernel's inner loops are generic over it, so that each
/// width has its own loop and none dispatches on the width inside it.
pub(crate) trait Value: Copy + Eq + Into<u32> + Send + Sync + 'static {
    #[inline(always)]
    fn get(self) -> u32 {
        Into::<u32>::into(self)
    }

    /// The values as lanes for the SIMD walk, when their width has one.
    fn lanes(values: &[Self]) -> Lanes<'_>;
}

/// Values as the SIMD walk reads them: bytes or 16-bit words, both widened to 16-bit
/// lanes in the registers.
pub(crate) enum Lanes<'a> {
    Bytes(&'a [u8]),
    Words(&'a [u16]),
    None,
}

impl Value for u8 {
    #[inline(always)]
    fn lanes(values: &[u8]) -> Lanes<'_> {
        Lanes::Bytes(values)
    }
}

impl Value for u16 {
    #[inline(always)]
    fn lanes(values: &[u16]) -> Lanes<'_> {
        Lanes::Words(values)
    }
}

impl Value for u32 {
    #[inline(always)]
    fn lanes(_: &[u32]) -> Lanes<'_> {
        Lanes::None
    }
}

#[derive(Debug, Clone)]
pub(crate) enum Store {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

/// `$body` with `$g` bound to the stored values as a slice of their width: one copy of
/// `$body` per width, so generic code below it is monomorphised per width.
macro_rules! with_values {
    ($store:expr, $g:ident => $body:expr) => {
        match $store {
            $crate::engine::heap_values::store::Store::U8($g) => $body,
            $crate::engine::heap_values::store::Store::U16($g) => $body,
            $crate::engine::heap_values::store::Store::U32($g) => $body,
        }
    };
}
pub(crate) use with_values;

impl Default for Store {
    fn default() -> Store {
        Store::U8(Vec::new())
    }
}

/// `values` converted to a wider type, with room for as many values as `values` had.
fn widened<A: Copy, B: From<A>>(values: &[A], capacity: usize) -> Vec<B> {
    let mut wide = Vec::with_capacity(capacity.max(values.len() + 1));
    wide.extend(values.iter().map(|&x| B::from(x)));
    wide
}

impl Store {
    pub(crate) fn len(&self) -> usize {
        with_values!(self, v => v.len())
    }

    pub(crate) fn get(&self, i: usize) -> u32 {
        with_values!(self, v => v[i].get())
    }

    pub(crate) fn push(&mut self, value: u32) {
        match self {
            Store::U8(v) => match u8::try_from(value) {
                Ok(x) => v.push(x),
                Err(_) => {
                    *self = match u16::try_from(value) {
                        Ok(_) => Store::U16(widened(v, v.capacity())),
                        Err(_) => Store::U32(widened(v, v.capacity())),
                    };
                    self.push(value);
                }
            },
            Store::U16(v) => match u16::try_from(value) {
                Ok(x) => v.push(x),
                Err(_) => {
                    *self = Store::U32(widened(v, v.capacity()));
                    self.push(value);
                }
            },
            Store::U32(v) => v.push(value),
        }
    }

    /// Room for `total` values in all, allocated at once; `Err` when the memory cannot
    /// be had.
    pub(crate) fn reserve_total(
        &mut self,
        total: usize,
    ) -> Result<(), std::collections::TryReserveError> {
        let extra = total.saturating_sub(self.len());
        with_values!(self, v => v.try_reserve_exact(extra))
    }

    pub(crate) fn iter(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        with_values!(self, v => Box::new(v.iter().map(|&x| x.get())))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widens_without_losing_values() {
        let mut store = Store::default();
        store.push(7);
        store.push(255);
        assert!(matches!(store, Store::U8(_)));
        store.push(256);
        assert!(matches!(store, Store::U16(_)));
        store.push(65535);
        assert!(matches!(store, Store::U16(_)));
        store.push(65536);
        assert!(matches!(store, Store::U32(_)));
        store.push(3);
        let all = vec![7, 255, 256, 65535, 65536, 3];
        assert_eq!(store.iter().collect::<Vec<_>>(), all);
        assert_eq!((store.len(), store.get(2)), (6, 256));
        // From one byte straight to four, with the values kept.
        let mut store = Store::default();
        store.push(200);
        store.push(1 << 20);
        assert!(matches!(store, Store::U32(_)));
        assert_eq!(store.iter().collect::<Vec<_>>(), vec![200, 1 << 20]);
        assert!(store.reserve_total(usize::MAX).is_err());
    }
}
