/**
 * Seeded, order-independent randomness for the Google double: every number is a pure function of
 * (property seed, what it is for), so a day can be generated alone, in any order, and always the
 * same — the double keeps no generated data, only a cache. (Sequential choices, such as the order
 * of a property's queries, use the content writer's seeded generator.)
 */

/** Mixes up to four integers into one well-spread 32-bit value (murmur3's finaliser). */
export function mix(a: number, b = 0, c = 0, d = 0): number {
  let h =
    (a ^ Math.imul(b, 0x9e3779b1) ^ Math.imul(c, 0x85ebca77) ^ Math.imul(d, 0xc2b2ae3d)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) for the given coordinates. */
export function uniform(a: number, b = 0, c = 0, d = 0): number {
  return mix(a, b, c, d) / 4294967296;
}

/**
 * A Poisson-distributed count with mean `lambda` from one uniform number (inverse CDF for small
 * means, a normal approximation above 30): daily impressions of a query.
 */
export function poisson(lambda: number, u: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 30) {
    // Box-Muller needs two uniforms; derive the second from the first, deterministic either way.
    const u2 = uniform(Math.floor(u * 4294967296), 7);
    const z = Math.sqrt(-2 * Math.log(Math.max(u, 1e-12))) * Math.cos(2 * Math.PI * u2);
    return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * z));
  }
  let p = Math.exp(-lambda);
  let cumulative = p;
  let k = 0;
  while (u > cumulative && k < 200) {
    k++;
    p *= lambda / k;
    cumulative += p;
  }
  return k;
}
