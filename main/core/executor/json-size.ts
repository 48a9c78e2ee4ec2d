/**
 * An upper bound on the UTF-8 bytes of `JSON.stringify(value)`, found without building the string:
 * stage 6 checks a result against its byte bound on every call, and for a small result the
 * string it would build (and drop) costs more than the schema check itself (bench/). Every
 * UTF-16 unit of a string counts 6 bytes — the most it can take, written as `\uXXXX` — so the bound
 * is never below the real size. Anything that is not plain JSON data (undefined, a function, an
 * object with `toJSON`, a class instance) gives Infinity, so the caller measures it exactly.
 * Stops counting once past `limit`.
 */
/**
 * The longest a JSON number can be: "-0.0000030000000000000005" (decimal form below 1e-5, 17
 * significant digits) is 25 characters, exponent forms 24; rounded up.
 */
const MAX_NUMBER_BYTES = 32;

export function jsonBytesAtMost(value: unknown, limit: number): number {
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') total += 2 + 6 * v.length;
    else if (typeof v === 'number') total += MAX_NUMBER_BYTES;
    else if (typeof v === 'boolean' || v === null) total += 5;
    else if (Array.isArray(v)) {
      total += 2 + v.length;
      for (const item of v) stack.push(item);
    } else if (typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype && !('toJSON' in v)) {
      const record = v as Record<string, unknown>;
      total += 2;
      for (const key of Object.keys(record)) {
        total += 4 + 6 * key.length;
        stack.push(record[key]);
      }
    } else return Number.POSITIVE_INFINITY;
    if (total > limit) return total;
  }
  return total;
}
