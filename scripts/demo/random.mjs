// Seeded randomness for the demo. Every random choice of the show (which models, colours, owners,
// plates, scores, votes, and the details of each picture) is drawn from a generator made here, so
// one seed always gives the same show: a newcomer, a screenshot and the --check in CI all see the
// same data. Math.random is never used for anything that ends up seeded.

/** mulberry32: small, fast, good enough for demo data; the same seed gives the same show. */
export function createRandom(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    float: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** Roughly normal, mean 0, sd 1 (a sum of four uniforms, rescaled). */
    normal: () => (next() + next() + next() + next() - 2) * Math.sqrt(3),
    shuffle: (list) => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j], out[i]];
      }
      return out;
    },
    weighted: (list, weightOf) => {
      const total = list.reduce((sum, item) => sum + weightOf(item), 0);
      let r = next() * total;
      for (const item of list) {
        r -= weightOf(item);
        if (r <= 0) return item;
      }
      return list[list.length - 1];
    },
  };
}
