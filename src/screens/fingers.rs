//! Fingers on the clock's face: which touches are presses.
//!
//! Two players may hit the clock at once. The first finger switches it; the second lands on the
//! half that has just started running and must not switch it back, as if its player had moved
//! in no time. A finger is "at once" with another when the other is still down and landed less
//! than [`AT_ONCE_MS`] before it. A press made after lifting the finger counts, however quick:
//! the clock measures presses milliseconds apart exactly.

use crate::session::settings::HalfKeys;

/// Two fingers landing closer than this, the first still down, are one clash, not two moves:
/// no player sees the opponent's press and answers it within 50 ms.
pub const AT_ONCE_MS: f64 = 50.0;

/// The half a key presses on either face: a key a player chose for a half ([`HalfKeys`]) presses
/// it; else left Shift, Page Up, ↑ and ← the far (top/left) player's — what a page-turner pedal
/// on that side sends — right Shift, Page Down, ↓ and → the near one's, and Space and Enter the
/// side whose tap the one shared key stands for (`shared`); other keys none.
pub fn key_side(
    code: &str,
    far: shakmaty::Color,
    chosen: &HalfKeys,
    shared: impl FnOnce() -> Option<shakmaty::Color>,
) -> Option<shakmaty::Color> {
    if chosen.far == Some(code) {
        return Some(far);
    }
    if chosen.near == Some(code) {
        return Some(!far);
    }
    match code {
        "ShiftLeft" | "PageUp" | "ArrowUp" | "ArrowLeft" => Some(far),
        "ShiftRight" | "PageDown" | "ArrowDown" | "ArrowRight" => Some(!far),
        "Space" | "Enter" | "NumpadEnter" => shared(),
        _ => None,
    }
}

/// A key's code as its cap reads: `PageDown` → `Page Down`, `ArrowUp` → `↑`, `KeyB` → `B`,
/// `ShiftLeft` → `Shift (left)`.
pub fn key_name(code: &str) -> String {
    let arrow = match code {
        "ArrowUp" => Some("↑"),
        "ArrowDown" => Some("↓"),
        "ArrowLeft" => Some("←"),
        "ArrowRight" => Some("→"),
        _ => None,
    };
    if let Some(arrow) = arrow {
        return arrow.to_owned();
    }
    let bare = code.strip_prefix("Key").or_else(|| code.strip_prefix("Digit")).filter(|b| b.len() == 1);
    if let Some(bare) = bare {
        return bare.to_owned();
    }
    for side in ["Left", "Right"] {
        if let Some(key) = code.strip_suffix(side).filter(|k| !k.is_empty()) {
            return format!("{} ({})", key_name(key), side.to_ascii_lowercase());
        }
    }
    // Words run together in the code are apart on the cap: `PageDown`, `NumpadEnter`.
    let mut name = String::new();
    for (i, c) in code.chars().enumerate() {
        if i > 0 && c.is_ascii_uppercase() {
            name.push(' ');
        }
        name.push(c);
    }
    name
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
        let usual = HalfKeys::default();
        assert_eq!(key_side("ShiftLeft", Black, &usual, || None), Some(Black));
        assert_eq!(key_side("ShiftRight", Black, &usual, || None), Some(White));
        assert_eq!(key_side("ShiftLeft", White, &usual, || None), Some(White));
        assert_eq!(key_side("Space", Black, &usual, || Some(White)), Some(White));
        assert_eq!(key_side("KeyT", Black, &usual, || Some(White)), None);
    }

    #[test]
    fn pedals_press_their_end_and_a_chosen_key_presses_its_half() {
        use shakmaty::Color::{Black, White};
        let usual = HalfKeys::default();
        // A two-pedal page turner sends Page Up / Page Down, or the arrows.
        for (code, side) in [("PageUp", Black), ("PageDown", White), ("ArrowUp", Black), ("ArrowRight", White)] {
            assert_eq!(key_side(code, Black, &usual, || None), Some(side), "{code}");
        }
        assert_eq!(key_side("Enter", Black, &usual, || Some(White)), Some(White), "Enter is the shared key");
        // Chosen keys come first, even over a usual key of the other end.
        let chosen = HalfKeys { far: Some("PageDown"), near: Some("KeyB") };
        assert_eq!(key_side("PageDown", Black, &chosen, || None), Some(Black));
        assert_eq!(key_side("KeyB", Black, &chosen, || None), Some(White));
        assert_eq!(key_side("KeyB", Black, &usual, || None), None);
    }

    #[test]
    fn keys_are_named_as_their_caps_read() {
        assert_eq!(key_name("PageDown"), "Page Down");
        assert_eq!(key_name("ArrowUp"), "↑");
        assert_eq!(key_name("KeyB"), "B");
        assert_eq!(key_name("Digit7"), "7");
        assert_eq!(key_name("ShiftLeft"), "Shift (left)");
        assert_eq!(key_name("NumpadEnter"), "Numpad Enter");
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
