//! What more than one test file needs.
#![allow(dead_code)]

use fairclock::ground::json::Value;

/// `None` when `got` has everything `expected` names; otherwise where it differs.
pub fn differs(expected: &Value, got: &Value, path: &str) -> Option<String> {
    match (expected, got) {
        (Value::Object(e), Value::Object(_)) => e.iter().find_map(|(k, v)| match got.get(k) {
            None => Some(format!("{path}.{k}: missing")),
            Some(gv) => differs(v, gv, &format!("{path}.{k}")),
        }),
        (Value::Array(e), Value::Array(g)) => {
            if g.len() < e.len() || (path.ends_with("flags") && g.len() != e.len()) {
                return Some(format!("{path}: expected {e:?}, got {g:?}"));
            }
            e.iter().zip(g).enumerate().find_map(|(i, (a, b))| differs(a, b, &format!("{path}[{i}]")))
        }
        (Value::Number(_) | Value::Integer(_), Value::Number(_) | Value::Integer(_)) => {
            let (e, g) = (expected.as_f64().unwrap_or(f64::NAN), got.as_f64().unwrap_or(f64::NAN));
            ((e - g).abs() > 0.01).then(|| format!("{path}: expected {e}, got {g}"))
        }
        (e, g) => (e != g).then(|| format!("{path}: expected {e}, got {g}")),
    }
}
