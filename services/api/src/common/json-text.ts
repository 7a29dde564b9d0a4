declare const jsonOf: unique symbol;

/**
 * A JSON text known to encode a `T` (ARCHITECTURE "The API table"): a handler of a table route may
 * answer it instead of the value when the text is cached (the news read), and the compiler still
 * checks the route's output type through `T`.
 */
export type JsonText<T> = string & { readonly [jsonOf]: T };

/** `JSON.stringify(value)`, typed as a JSON text of `T`. */
export function jsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}
