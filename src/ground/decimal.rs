//! A number's decimal digits, both ways: the shortest digits that read back as the same `f64`,
//! and the `f64` nearest a decimal text. Natively Rust's own; in the browser the JS engine's,
//! which gives the same answers (ECMAScript's `Number::toString` and `Number(text)` are the
//! shortest round trip and the nearest value) and keeps Rust's float formatting and parsing —
//! some 12 KB gzip — out of the page a player opens.

/// `x`'s shortest round-trip digits (no leading or trailing zeros, at least one digit) and the
/// decimal exponent of the first: 1234.5 → ("12345", 3); 0.005 → ("5", -3). `x` is finite.
pub fn shortest(x: f64) -> (String, i32) {
    digits_of(&engine::shortest(x.abs()))
}

/// The digits and exponent of a decimal text as either engine writes it: natively "1.2345e3";
/// the browser's "1234.5", "5e-7" or "1e+21".
fn digits_of(text: &str) -> (String, i32) {
    let (mantissa, exp) = text.split_once('e').unwrap_or((text, "0"));
    let exp: i32 = exp.trim_start_matches('+').parse().unwrap_or(0);
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let all = format!("{whole}{fraction}");
    let zeros = all.len() - all.trim_start_matches('0').len();
    let digits = all[zeros..].trim_end_matches('0');
    if digits.is_empty() {
        return ("0".to_owned(), 0);
    }
    (digits.to_owned(), whole.len() as i32 - 1 - zeros as i32 + exp)
}

/// The `f64` nearest `text`, a JSON number's text (already checked as such by the caller);
/// `None` if out of range.
pub fn parse(text: &str) -> Option<f64> {
    engine::parse(text).filter(|x| x.is_finite())
}

#[cfg(not(target_arch = "wasm32"))]
mod engine {
    pub fn shortest(x: f64) -> String {
        format!("{x:e}")
    }

    pub fn parse(text: &str) -> Option<f64> {
        text.parse().ok()
    }
}

#[cfg(target_arch = "wasm32")]
mod engine {
    pub fn shortest(x: f64) -> String {
        js_sys::Number::from(x)
            .to_string_with_radix(10)
            .ok()
            .and_then(|s| s.as_string())
            .unwrap_or_else(|| "0".to_owned())
    }

    pub fn parse(text: &str) -> Option<f64> {
        let x = js_sys::Number::parse_float(text);
        (!x.is_nan()).then_some(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shortest_digits_and_their_exponent() {
        assert_eq!(shortest(1234.5), ("12345".to_owned(), 3));
        assert_eq!(shortest(0.005), ("5".to_owned(), -3));
        assert_eq!(shortest(0.0), ("0".to_owned(), 0));
        assert_eq!(shortest(100.0), ("1".to_owned(), 2));
        assert_eq!(shortest(0.1 + 0.2), ("30000000000000004".to_owned(), -1));
        assert_eq!(shortest(5e-324), ("5".to_owned(), -324));
        assert_eq!(shortest(f64::MAX), ("17976931348623157".to_owned(), 308));
    }

    #[test]
    fn the_engines_layouts_read_as_rusts() {
        // What a JS engine's toString writes, beside Rust's `{:e}` for the same numbers.
        for (js, rust) in
            [("1234.5", 1234.5), ("0.005", 0.005), ("5e-7", 5e-7), ("1e+21", 1e21), ("120", 120.0), ("0", 0.0)]
        {
            assert_eq!(digits_of(js), shortest(rust), "{js}");
        }
    }

    #[test]
    fn parse_finds_the_nearest_and_refuses_the_infinite() {
        assert_eq!(parse("0.1"), Some(0.1));
        assert_eq!(parse("-2.5e-3"), Some(-0.0025));
        assert_eq!(parse("1e400"), None);
    }
}
