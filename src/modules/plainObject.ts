/** An object of named fields, as parsed JSON gives it: not null, not an array. For reading untrusted data (cookies, feeds). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
