/**
 * Lookups of client-sent keys in fixed tables (issue 21 item 6). `table[key]` on a plain object
 * also finds what every object inherits: `constructor`, `toString`, `__proto__`… — a client
 * sending `sortBy: "constructor"` got `Object` back as a "sort field" and a broken query. These
 * helpers look at own properties only; use them (or a Map) wherever a key comes from a request.
 */

/** `table[key]` when `key` is one of the table's own keys, otherwise undefined. */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string | number): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether `value` is one of `allowed` (a type guard for string unions). */
export function isOneOf<T extends string | number>(allowed: readonly T[], value: unknown): value is T {
  return (allowed as readonly unknown[]).includes(value);
}
