//! Heap values stored compactly: 16 bits each while every value fits, widened to 32 bits
//! (once, in place of the narrow vector) when one does not. Values past 32 bits are
//! refused by the caller, never truncated.

/// A stored value width; the kernel's inner loops are generic over it.
pub(crate) trait Value: Copy + Eq + Send + Sync + 'static {
    fn get(self) -> u32;

    /// The values as 16-bit words, when they are stored so (for SIMD loops).
    fn narrow(values: &[Self]) -> Option<&[u16]>;
}

impl Value for u16 {
    #[inline(always)]
    fn get(self) -> u32 {
        u32::from(self)
    }

    fn narrow(values: &[u16]) -> Option<&[u16]> {
        Some(values)
    }
}

impl Value for u32 {
    #[inline(always)]
    fn get(self) -> u32 {
        self
    }

    fn narrow(_: &[u32]) -> Option<&[u16]> {
        None
    }
}

#[derive(Debug, Clone)]
pub(crate) enum Store {
    Narrow(Vec<u16>),
    Wide(Vec<u32>),
}

impl Default for Store {
    fn default() -> Store {
        Store::Narrow(Vec::new())
    }
}

impl Store {
    pub(crate) fn len(&self) -> usize {
        match self {
            Store::Narrow(v) => v.len(),
            Store::Wide(v) => v.len(),
        }
    }

    pub(crate) fn get(&self, i: usize) -> u32 {
        match self {
            Store::Narrow(v) => u32::from(v[i]),
            Store::Wide(v) => v[i],
        }
    }

    pub(crate) fn push(&mut self, value: u32) {
        match self {
            Store::Narrow(v) => match u16::try_from(value) {
                Ok(narrow) => v.push(narrow),
                Err(_) => {
                    let mut wide: Vec<u32> = Vec::with_capacity(v.capacity().max(v.len() + 1));
                    wide.extend(v.iter().map(|&x| u32::from(x)));
                    wide.push(value);
                    *self = Store::Wide(wide);
                }
            },
            Store::Wide(v) => v.push(value),
        }
    }

    /// Room for `total` values in all, allocated at once; `Err` when the memory cannot
    /// be had.
    pub(crate) fn reserve_total(
        &mut self,
        total: usize,
    ) -> Result<(), std::collections::TryReserveError> {
        let extra = total.saturating_sub(self.len());
        match self {
            Store::Narrow(v) => v.try_reserve_exact(extra),
            Store::Wide(v) => v.try_reserve_exact(extra),
        }
    }

    pub(crate) fn iter(&self) -> Box<dyn Iterator<Item = u32> + '_> {
        match self {
            Store::Narrow(v) => Box::new(v.iter().map(|&x| u32::from(x))),
            Store::Wide(v) => Box::new(v.iter().copied()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widens_without_losing_values() {
        let mut store = Store::default();
        store.push(7);
        store.push(65535);
        assert!(matches!(store, Store::Narrow(_)));
        store.push(65536);
        assert!(matches!(store, Store::Wide(_)));
        store.push(3);
        assert_eq!(store.iter().collect::<Vec<_>>(), vec![7, 65535, 65536, 3]);
        assert_eq!((store.len(), store.get(2)), (4, 65536));
        assert!(store.reserve_total(usize::MAX).is_err());
    }
}
