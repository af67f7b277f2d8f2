/**
 * Seeded pseudo-random numbers. Everything in the catalogue derives from these, never from
 * `Math.random` or the clock, so the same seed always yields the same catalogue.
 */

/** mulberry32: a tiny, fast 32-bit PRNG returning floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over the parts: derives independent sub-seeds (per style, per image…) from a seed. */
export function hashSeed(...parts: ReadonlyArray<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x2f; // separator, so ("ab","c") and ("a","bc") differ
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A seeded random source with the helpers the generator needs. */
export class Rng {
  private readonly next01: () => number;

  /** @param seed any 32-bit integer; use {@link hashSeed} to derive one from several parts. */
  constructor(seed: number) {
    this.next01 = mulberry32(seed);
  }

  /** A float in [0, 1). */
  next(): number {
    return this.next01();
  }

  /** An integer in [min, max] inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next01() * (max - min + 1));
  }

  /** True with probability p. */
  chance(p: number): boolean {
    return this.next01() < p;
  }

  /** One element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("Rng.pick: empty array");
    return items[Math.floor(this.next01() * items.length)] as T;
  }

  /** `count` distinct elements, in random order (fewer if the array is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      const i = Math.floor(this.next01() * pool.length);
      out.push(pool.splice(i, 1)[0] as T);
    }
    return out;
  }
}
