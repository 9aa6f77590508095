//! The colour scale of the pictures (viridis, from dark purple to yellow, sampled at five
//! stops and blended between them), red for P-positions (a colour the scale never takes,
//! which stands out on its dark end and its light end alike), and round tick values.

/// The colour of P-positions (value 0).
pub(super) const P_COLOUR: [u8; 3] = [230, 20, 20];

/// Viridis at 0, 1/4, 1/2, 3/4 and 1.
pub(super) const STOPS: [[u8; 3]; 5] = [
    [68, 1, 84],
    [59, 82, 139],
    [33, 145, 140],
    [94, 201, 98],
    [253, 231, 37],
];

/// The colour of `t` in 0..=1 on the scale.
pub(super) fn scale(t: f64) -> [u8; 3] {
    let t = t.clamp(0.0, 1.0) * (STOPS.len() - 1) as f64;
    let i = (t.floor() as usize).min(STOPS.len() - 2);
    let f = t - i as f64;
    let (a, b) = (STOPS[i], STOPS[i + 1]);
    std::array::from_fn(|k| {
        (f64::from(a[k]) + (f64::from(b[k]) - f64::from(a[k])) * f).round() as u8
    })
}

/// The colour of a value in a table whose largest value is `max`: red for 0, else the
/// scale from 1 (its bottom) to `max` (its top).
pub(super) fn of_value(value: f64, max: u64) -> [u8; 3] {
    if value == 0.0 {
        return P_COLOUR;
    }
    if max <= 1 {
        return STOPS[0];
    }
    scale((value - 1.0) / (max - 1) as f64)
}

/// `#rrggbb`.
pub(super) fn hex(colour: [u8; 3]) -> String {
    format!("#{:02x}{:02x}{:02x}", colour[0], colour[1], colour[2])
}

/// About five round ticks from 0 to `max`: multiples of 1, 2 or 5 times a power of ten.
pub(super) fn ticks(max: u64) -> Vec<u64> {
    let mut step = 1u64;
    loop {
        for m in [1, 2, 5] {
            let s = step.saturating_mul(m);
            if max / s <= 5 {
                return (0..=max / s).map(|i| i * s).collect();
            }
        }
        step = step.saturating_mul(10);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scale_runs_from_its_first_stop_to_its_last() {
        assert_eq!(scale(0.0), STOPS[0]);
        assert_eq!(scale(1.0), STOPS[4]);
        assert_eq!(scale(0.5), STOPS[2]);
        assert_eq!(of_value(0.0, 9), P_COLOUR);
        assert_eq!(of_value(9.0, 9), STOPS[4]);
        assert_eq!(hex([255, 0, 16]), "#ff0010");
    }

    #[test]
    fn ticks_are_round() {
        assert_eq!(ticks(3), [0, 1, 2, 3]);
        assert_eq!(ticks(10), [0, 2, 4, 6, 8, 10]);
        assert_eq!(ticks(1000), [0, 200, 400, 600, 800, 1000]);
        assert_eq!(ticks(0), [0]);
    }
}
