//! Messages as the plain objects `postMessage` carries (wasm only: no native test reaches it).

use super::Field;
use wasm_bindgen::JsValue;

/// A plain object of `fields`.
pub fn object(fields: &[(&str, Field)]) -> js_sys::Object {
    let object = js_sys::Object::new();
    for (key, value) in fields {
        let value = match value {
            Field::Text(t) => JsValue::from_str(t),
            Field::Number(n) => JsValue::from_f64(*n),
        };
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), &value);
    }
    object
}

/// A field of a message, if it is text or a number.
pub fn field(data: &JsValue, key: &str) -> Option<Field> {
    let value = js_sys::Reflect::get(data, &JsValue::from_str(key)).ok()?;
    value
        .as_string()
        .map(Field::Text)
        .or_else(|| value.as_f64().map(Field::Number))
}
