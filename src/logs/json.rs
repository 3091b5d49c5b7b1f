//! Reading fields of a parsed line without ever panicking: a missing field, a field of
//! another type and a line that is not an object all read as "absent". Strings are moved
//! out, not copied, since each line's value is dropped once read.

use serde_json::Value;

/// The field at `path` (keys, outermost first).
pub(super) fn at<'a>(v: &'a Value, path: &[&str]) -> Option<&'a Value> {
    path.iter().try_fold(v, |v, key| v.get(key))
}

pub(super) fn str_at<'a>(v: &'a Value, path: &[&str]) -> Option<&'a str> {
    at(v, path)?.as_str()
}

pub(super) fn string_at(v: &Value, path: &[&str]) -> Option<String> {
    str_at(v, path).map(str::to_string)
}

/// A count: an integer, or a float as some logs write them (rounded; negatives are absent).
pub(super) fn u64_at(v: &Value, path: &[&str]) -> Option<u64> {
    let v = at(v, path)?;
    v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.is_finite() && *f >= 0.0)
            .map(|f| f.round() as u64)
    })
}

pub(super) fn i64_at(v: &Value, path: &[&str]) -> Option<i64> {
    at(v, path)?.as_i64()
}

pub(super) fn bool_at(v: &Value, path: &[&str]) -> bool {
    at(v, path).and_then(Value::as_bool).unwrap_or(false)
}

/// Moves the string at `key` out of `v`.
pub(super) fn take_string(v: &mut Value, key: &str) -> Option<String> {
    match v.get_mut(key).map(Value::take) {
        Some(Value::String(s)) => Some(s),
        _ => None,
    }
}

/// Moves the value at `key` out of `v` (Null when absent).
pub(super) fn take(v: &mut Value, key: &str) -> Value {
    v.get_mut(key).map(Value::take).unwrap_or(Value::Null)
}

/// Moves the array at `key` out of `v` (empty when absent or not an array).
pub(super) fn take_array(v: &mut Value, key: &str) -> Vec<Value> {
    match take(v, key) {
        Value::Array(items) => items,
        _ => Vec::new(),
    }
}

/// A value as compact JSON text (what a tool call's arguments are shown as).
pub(super) fn to_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// What an image block is shown as, in place of its base64 data.
pub(super) fn image_placeholder(media: Option<&str>, data_len: usize) -> String {
    let kb = data_len.saturating_mul(3) / 4 / 1024;
    format!("[image: {}, {kb} KB]", media.unwrap_or("unknown type"))
}
