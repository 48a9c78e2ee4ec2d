/**
 * A value or an error, as a value (STYLE §4, §9: "each stage is a small function returning a value
 * or a coded rejection"). The `ok` tag decides; nothing is thrown and nothing needs `instanceof`.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };

/** The success side of a {@link Result}. */
export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** The failure side of a {@link Result}. */
export function err<E>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
