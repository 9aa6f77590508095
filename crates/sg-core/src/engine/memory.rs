//! The process's memory, as the misère quotient's construction budgets it: the default
//! budget (`--max-memory`), three quarters of the memory the system says is available
//! when the run starts (Linux's `MemAvailable`), and the resident size now, read before
//! each large step so that the step is refused, with the error and what is proved, rather
//! than granted and then ended by the system's out-of-memory killer. Where the system
//! says neither (not Linux), there is no default budget and nothing is resident.

use std::sync::OnceLock;

/// The default memory budget in bytes: three quarters of the memory available when it is
/// first asked for (read once a run), or no bound where the system does not say.
pub fn default_max_memory() -> u64 {
    static DEFAULT: OnceLock<u64> = OnceLock::new();
    *DEFAULT.get_or_init(|| {
        std::fs::read_to_string("/proc/meminfo")
            .ok()
            .and_then(|info| available_bytes(&info))
            .map_or(u64::MAX, |bytes| bytes / 4 * 3)
    })
}

/// `MemAvailable` (else `MemTotal`) of a `/proc/meminfo` text, in bytes.
fn available_bytes(meminfo: &str) -> Option<u64> {
    kilobytes_field(meminfo, "MemAvailable").or_else(|| kilobytes_field(meminfo, "MemTotal"))
}

/// The bytes the process holds in memory now (its resident set, `VmRSS` of
/// `/proc/self/status`), where the system says.
pub(crate) fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    kilobytes_field(&status, "VmRSS")
}

/// The field `name: N kB` of a `/proc` text, in bytes.
fn kilobytes_field(text: &str, name: &str) -> Option<u64> {
    text.lines().find_map(|line| {
        let rest = line.strip_prefix(name)?.strip_prefix(':')?;
        let kilobytes: u64 = rest.trim().strip_suffix("kB")?.trim().parse().ok()?;
        kilobytes.checked_mul(1024)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_available_memory_is_read_from_meminfo() {
        let info = "MemTotal:       24000000 kB\nMemFree:  100 kB\nMemAvailable:   16000000 kB\n";
        assert_eq!(available_bytes(info), Some(16_000_000 * 1024));
        assert_eq!(
            available_bytes("MemTotal: 8 kB\n"),
            Some(8 * 1024),
            "MemTotal where MemAvailable is missing"
        );
        assert_eq!(available_bytes("garbage"), None);
        assert_eq!(available_bytes("MemAvailable: many kB\n"), None);
    }

    #[test]
    fn the_process_has_a_resident_size_on_linux() {
        if cfg!(target_os = "linux") {
            assert!(resident_bytes().is_some_and(|bytes| bytes > 0));
        }
    }
}
