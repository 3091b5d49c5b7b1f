//! OTLP/JSON attributes `[{key, value: AnyValue}]` as plain JSON values, and its times
//! (nanoseconds since the epoch, written as strings).

use std::collections::HashMap;

use serde_json::Value;

use super::super::json::take_array;

/// A span's, record's or resource's attributes by key.
#[derive(Default)]
pub(super) struct Attrs(HashMap<String, Value>);

impl Attrs {
    /// The attributes of an object that has an `attributes` list (a resource).
    pub(super) fn of(v: &mut Value) -> Attrs {
        Attrs::of_list(take_array(v, "attributes"))
    }

    pub(super) fn of_list(list: Vec<Value>) -> Attrs {
        let mut map = HashMap::with_capacity(list.len());
        for mut kv in list {
            let Some(key) = kv.get("key").and_then(Value::as_str).map(str::to_string) else {
                continue;
            };
            let value = any_value(kv.get_mut("value").map(Value::take).unwrap_or_default());
            map.insert(key, value);
        }
        Attrs(map)
    }

    pub(super) fn str(&self, key: &str) -> Option<&str> {
        self.0.get(key)?.as_str()
    }

    /// The string at `key`, moved out.
    pub(super) fn string(&mut self, key: &str) -> Option<String> {
        match self.0.remove(key)? {
            Value::String(s) => Some(s),
            other => {
                self.0.insert(key.to_string(), other);
                None
            }
        }
    }

    /// Any value at `key` as text: a string as is, anything else as compact JSON.
    pub(super) fn text(&mut self, key: &str) -> Option<String> {
        match self.0.remove(key)? {
            Value::String(s) => Some(s),
            Value::Null => None,
            other => Some(other.to_string()),
        }
    }

    /// The value at `key` as JSON: a structured value, or a string holding JSON.
    pub(super) fn json(&mut self, key: &str) -> Option<Value> {
        match self.0.remove(key)? {
            Value::String(s) => serde_json::from_str(&s).ok(),
            other => Some(other),
        }
    }

    /// A count: an integer, a float, or either written as a string.
    pub(super) fn u64(&self, key: &str) -> Option<u64> {
        count(self.0.get(key)?)
    }

    pub(super) fn bool(&self, key: &str) -> Option<bool> {
        match self.0.get(key)? {
            Value::Bool(b) => Some(*b),
            Value::String(s) if s == "true" => Some(true),
            Value::String(s) if s == "false" => Some(false),
            _ => None,
        }
    }

    /// The first string of an array attribute (`gen_ai.response.finish_reasons`), or of a
    /// string holding a JSON array, or the string itself.
    pub(super) fn first(&mut self, key: &str) -> Option<String> {
        let items = match self.0.remove(key)? {
            Value::Array(items) => items,
            Value::String(s) => match serde_json::from_str::<Value>(&s) {
                Ok(Value::Array(items)) => items,
                _ => return Some(s),
            },
            _ => return None,
        };
        items.into_iter().find_map(|i| match i {
            Value::String(s) => Some(s),
            _ => None,
        })
    }
}

fn count(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n.as_u64().or_else(|| {
            n.as_f64()
                .filter(|f| f.is_finite() && *f >= 0.0)
                .map(|f| f.round() as u64)
        }),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

/// An OTLP `AnyValue` as plain JSON.
fn any_value(mut v: Value) -> Value {
    let Some(obj) = v.as_object_mut() else {
        return Value::Null;
    };
    if let Some(s) = obj.remove("stringValue") {
        return s;
    }
    if let Some(i) = obj.remove("intValue") {
        // int64 is written as a string in OTLP/JSON; some writers use a number.
        return match &i {
            Value::String(s) => s.parse::<i64>().map(Value::from).unwrap_or(i),
            _ => i,
        };
    }
    if let Some(d) = obj.remove("doubleValue") {
        return d;
    }
    if let Some(b) = obj.remove("boolValue") {
        return b;
    }
    if let Some(mut a) = obj.remove("arrayValue") {
        return Value::Array(
            take_array(&mut a, "values")
                .into_iter()
                .map(any_value)
                .collect(),
        );
    }
    if let Some(mut kv) = obj.remove("kvlistValue") {
        let map = take_array(&mut kv, "values")
            .into_iter()
            .filter_map(|mut e| {
                let key = e.get("key")?.as_str()?.to_string();
                Some((key, any_value(e.get_mut("value").map(Value::take)?)))
            })
            .collect();
        return Value::Object(map);
    }
    if let Some(b) = obj.remove("bytesValue") {
        return b;
    }
    Value::Null
}

/// A time in ns since the epoch (a string, as OTLP/JSON writes 64-bit numbers, or a number)
/// as ms; 0, the "unset" value, is None.
pub(super) fn nanos_ms(v: Option<&Value>) -> Option<i64> {
    let ns = count(v?)?;
    if ns == 0 {
        return None;
    }
    i64::try_from(ns / 1_000_000).ok()
}
