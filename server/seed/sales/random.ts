import { seededRandom } from '../demo';

/** A seeded source of numbers with the draws the generator needs (never Math.random: the demo is deterministic). */
export class Rng {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = seededRandom(seed);
  }

  /** [0, 1) */
  float(): number {
    return this.next();
  }

  /** integer in [min, max] */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** standard normal (Box–Muller) */
  normal(): number {
    const u = 1 - this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** exponential with the given mean */
  exponential(mean: number): number {
    return -Math.log(1 - this.next()) * mean;
  }

  /** Poisson count (Knuth for small means, normal approximation above) */
  poisson(mean: number): number {
    if (mean <= 0) return 0;
    if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * this.normal()));
    const limit = Math.exp(-mean);
    let count = 0;
    for (let product = this.next(); product > limit; product *= this.next()) count += 1;
    return count;
  }

  /** floor(value) plus one with probability equal to its fraction, so sums keep their expectation */
  round(value: number): number {
    const whole = Math.floor(value);
    return whole + (this.next() < value - whole ? 1 : 0);
  }
}

/** Mixes integers into a 32-bit seed (so each account and each consumer gets its own stream). */
export function mixSeed(...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    hash = Math.imul(hash ^ (part >>> 0), 0x01000193) >>> 0;
    hash = Math.imul(hash ^ (hash >>> 15), 0x2c1b3c6d) >>> 0;
    hash ^= hash >>> 13;
  }
  return hash >>> 0;
}

/** A 32-bit number from a text (account keys become seeds). */
export function textSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Walker's alias table: draws an index with probability proportional to its weight in O(1), which
 * matters when millions of basket lines each pick one of thousands of products.
 */
export class AliasTable {
  private readonly probability: Float64Array;
  private readonly alias: Uint32Array;

  constructor(weights: readonly number[]) {
    const n = weights.length;
    if (n === 0) throw new Error('AliasTable needs at least one weight');
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    this.probability = new Float64Array(n);
    this.alias = new Uint32Array(n);
    const scaled = weights.map((weight) => (weight * n) / total);
    const small: number[] = [];
    const large: number[] = [];
    scaled.forEach((value, index) => (value < 1 ? small : large).push(index));
    while (small.length && large.length) {
      const less = small.pop()!;
      const more = large.pop()!;
      this.probability[less] = scaled[less];
      this.alias[less] = more;
      scaled[more] = scaled[more] + scaled[less] - 1;
      (scaled[more] < 1 ? small : large).push(more);
    }
    for (const index of [...small, ...large]) this.probability[index] = 1;
  }

  draw(rng: Rng): number {
    const column = Math.floor(rng.float() * this.probability.length);
    return rng.float() < this.probability[column] ? column : this.alias[column];
  }
}
