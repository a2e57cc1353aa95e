/**
 * `make` run once per key, its value kept as long as the key lives. A Worker's environment and its bindings are the
 * same objects for every request an isolate serves, so what is worked out from them (the parsed configuration, a
 * client, a table) is worked out once per isolate, not per request; a set of weights once per set.
 */
export function oncePer<Key extends object, Value>(make: (key: Key) => Value): (key: Key) => Value {
  const values = new WeakMap<Key, Value>();
  return (key) => {
    if (values.has(key)) return values.get(key) as Value;
    const value = make(key);
    values.set(key, value);
    return value;
  };
}
