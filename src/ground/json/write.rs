//! Writing a value as JSON text, compact or pretty, numbers as serde_json wrote them.

use super::*;
use std::fmt::Write;

pub(super) fn write_value(out: &mut String, value: &Value, indent: Option<usize>) {
    match value {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Integer(n) => {
            let _ = write!(out, "{n}");
        }
        Value::Number(x) => write_number(out, *x),
        Value::String(s) => write_string(out, s),
        Value::Array(items) => {
            write_list(out, '[', ']', items, indent, write_value);
        }
        Value::Object(fields) => write_list(out, '{', '}', fields, indent, |out, (k, v), inner| {
            write_string(out, k);
            out.push_str(if inner.is_some() { ": " } else { ":" });
            write_value(out, v, inner);
        }),
    }
}

fn write_list<T>(
    out: &mut String,
    open: char,
    close: char,
    items: &[T],
    indent: Option<usize>,
    write_item: impl Fn(&mut String, &T, Option<usize>),
) {
    out.push(open);
    let inner = indent.map(|d| d + 1);
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        if let Some(d) = inner {
            out.push('\n');
            out.push_str(&"  ".repeat(d));
        }
        write_item(out, item, inner);
    }
    if let (Some(d), false) = (indent, items.is_empty()) {
        out.push('\n');
        out.push_str(&"  ".repeat(d));
    }
    out.push(close);
}

/// The shortest digits that read back as `x` (Rust's `{:e}`), laid out as serde_json did: plain
/// for exponents -5..=15 with `.0` on whole numbers, else `1.5e-7` / `1e+16`. Not finite: `null`.
fn write_number(out: &mut String, x: f64) {
    if !x.is_finite() {
        out.push_str("null");
        return;
    }
    let (digits, exp) = decimal::shortest(x);
    if x.is_sign_negative() {
        out.push('-');
    }
    if (-5..=15).contains(&exp) {
        if exp < 0 {
            out.push_str("0.");
            out.push_str(&"0".repeat((-exp - 1) as usize));
            out.push_str(&digits);
        } else {
            let whole = exp as usize + 1;
            if digits.len() <= whole {
                out.push_str(&digits);
                out.push_str(&"0".repeat(whole - digits.len()));
                out.push_str(".0");
            } else {
                out.push_str(&digits[..whole]);
                out.push('.');
                out.push_str(&digits[whole..]);
            }
        }
    } else {
        out.push_str(&digits[..1]);
        if digits.len() > 1 {
            out.push('.');
            out.push_str(&digits[1..]);
        }
        let _ = write!(out, "e{}{}", if exp < 0 { '-' } else { '+' }, exp.abs());
    }
}

fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if c < ' ' => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}
