//! Fingers on the clock's face: which touches are presses.
//!
//! Two players may hit the clock at once. The first finger switches it; the second lands on the
//! half that has just started running and must not switch it back, as if its player had moved
//! in no time. A finger is "at once" with another when the other is still down and landed less
//! than [`AT_ONCE_MS`] before it. A press made after lifting the finger counts, however quick:
//! the clock measures presses milliseconds apart exactly.

/// Two fingers landing closer than this, the first still down, are one clash, not two moves:
/// no player sees the opponent's press and answers it within 50 ms.
pub const AT_ONCE_MS: f64 = 50.0;

/// The half a key presses on either face: left Shift the far (top/left) player's, right Shift the
/// near one's, Space the side whose tap the one shared key stands for (`shared`); other keys none.
pub fn key_side(
    code: &str,
    far: shakmaty::Color,
    shared: impl FnOnce() -> Option<shakmaty::Color>,
) -> Option<shakmaty::Color> {
    match code {
        "ShiftLeft" => Some(far),
        "ShiftRight" => Some(!far),
        "Space" => shared(),
        _ => None,
    }
}

/// The fingers now down on the face, with the instant each landed.
#[derive(Debug, Default, Clone)]
pub struct Fingers {
    down: Vec<(i32, f64)>,
}

impl Fingers {
    /// Finger `id` lands at `t_ms`: whether it is a press (`false` when another finger, still
    /// down, landed less than [`AT_ONCE_MS`] before).
    pub fn land(&mut self, id: i32, t_ms: f64) -> bool {
        self.down.retain(|&(other, _)| other != id);
        let clash = self.down.iter().any(|&(_, at)| (t_ms - at).abs() < AT_ONCE_MS);
        self.down.push((id, t_ms));
        !clash
    }

    /// Finger `id` is lifted (or the browser cancelled it).
    pub fn lift(&mut self, id: i32) {
        self.down.retain(|&(other, _)| other != id);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn of_two_fingers_landing_at_once_the_first_is_the_press() {
        let mut f = Fingers::default();
        assert!(f.land(1, 1000.0));
        assert!(!f.land(2, 1000.0), "same instant");
        assert!(!f.land(3, 1049.0), "still within the clash, the first finger down");
    }

    #[test]
    fn a_press_after_the_finger_before_was_lifted_counts_however_quick() {
        let mut f = Fingers::default();
        assert!(f.land(1, 1000.0));
        f.lift(1);
        assert!(f.land(2, 1000.7), "0.7 ms later, the first finger already up");
    }

    #[test]
    fn each_shift_presses_its_own_end_and_space_the_shared_side() {
        use shakmaty::Color::{Black, White};
        assert_eq!(key_side("ShiftLeft", Black, || None), Some(Black));
        assert_eq!(key_side("ShiftRight", Black, || None), Some(White));
        assert_eq!(key_side("ShiftLeft", White, || None), Some(White));
        assert_eq!(key_side("Space", Black, || Some(White)), Some(White));
        assert_eq!(key_side("KeyT", Black, || Some(White)), None);
    }

    #[test]
    fn a_finger_resting_on_the_face_does_not_block_a_later_press() {
        let mut f = Fingers::default();
        assert!(f.land(1, 1000.0));
        assert!(f.land(2, 1200.0), "the opponent's reply 200 ms later, the first finger left resting");
        f.lift(1);
        f.lift(2);
        assert!(f.land(1, 1300.0), "an id comes back after being lifted");
    }
}
