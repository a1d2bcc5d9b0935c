//! Percent-encoding, one for every text that travels in an address or a form: a director's link's
//! fragment, and the queries and forms sent to lichess.

/// Percent-encodes all but the unreserved characters, so that `+`, `&`, `=` and `#` in a name or
/// a control survive (in a link's fragment, and in a query or form sent to lichess).
pub fn encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// Reverses [`encode`]; `None` for a broken escape or text that is not UTF-8.
pub fn decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_link_or_form_would_break_is_escaped_and_read_back() {
        let text = "Club + Café & co=1 #2 ~a_b.c-d";
        assert_eq!(encode(text), "Club%20%2B%20Caf%C3%A9%20%26%20co%3D1%20%232%20~a_b.c-d");
        assert_eq!(decode(&encode(text)).as_deref(), Some(text));
        assert_eq!(decode("%zz"), None, "a broken escape");
        assert_eq!(decode("%"), None, "an escape cut short");
        assert_eq!(decode("%FF"), None, "not UTF-8");
    }
}
