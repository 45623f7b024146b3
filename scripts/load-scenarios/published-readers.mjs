// Load scenario (scripts/load-test.mjs): 30 anonymous readers of the published results while 30
// judges save (issue 29, ADR 032). The results are published with the scores; each reader reads
// GET /api/awards/{id}/published/, and again 0.5–1.5 s after each answer (a crowd with the page
// open, reloading about once a second: 30 reads a second in all, as many as the judges' saves).
// Each reader comes from an address of its own, new at each measurement (X-Forwarded-For from
// loopback, TRUST_PROXY), so the per-address limit stays out of the way: the cache alone stands
// between them and the ranking. scripts/bench-public-reads.mjs measures readers in a closed loop.
const WINDOW_MS = 5_000;
const READERS = 30;
const publishedUrl = (base, eventId) => `${base}/api/awards/${eventId}/published/`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each measurement (the runner may measure twice) reads from addresses no earlier one used. */
let measurement = 0;

export default {
  name: 'published-readers',
  title: `${READERS} anonymous readers of the published results, each from its own address, reloading about once a second`,
  serverEnv: { TRUST_PROXY: '127.0.0.1' },

  async prepare({ base, tokens, show }) {
    const res = await fetch(`${base}/api/awards/${show.eventId}/publish/`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ blnPublished: true, blnShowScores: true }),
    });
    if (!res.ok) throw new Error(`publish: ${res.status} ${await res.text()}`);
    // One read alone: the first computation, so the window does not pay it.
    const t = performance.now();
    const first = await fetch(publishedUrl(base, show.eventId), { headers: { 'x-forwarded-for': '198.18.255.1' } });
    if (!first.ok) throw new Error(`published: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    return { notes: [`the published results computed alone: ${(performance.now() - t).toFixed(0)} ms`] };
  },

  async run({ base, show }) {
    measurement += 1;
    const until = performance.now() + WINDOW_MS;
    const answered = [];
    let refused = 0;
    const failed = [];
    await Promise.all(
      Array.from({ length: READERS }, async (_, r) => {
        // Readers open the page over the first second, not all at once.
        await sleep(Math.random() * 1000);
        while (performance.now() < until) {
          const t = performance.now();
          const res = await fetch(publishedUrl(base, show.eventId), { headers: { 'x-forwarded-for': `198.18.${measurement}.${r + 1}` } });
          await res.arrayBuffer();
          if (res.status === 200) answered.push(performance.now() - t);
          else if (res.status === 429) refused += 1;
          else failed.push(res.status);
          await sleep(500 + Math.random() * 1000);
        }
      }),
    );
    const sorted = answered.sort((a, b) => a - b);
    const at = (p) => (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(0);
    return {
      answered: answered.length,
      refused,
      failed,
      notes: [`reads: ${answered.length} answered (p50 ${at(50)} ms, p99 ${at(99)} ms), ${refused} refused, ${failed.length} failed`],
    };
  },

  check(_ctx, { outcome }) {
    const failures = [];
    if (outcome.answered === 0) failures.push('no published read was answered');
    if (outcome.refused > 0) failures.push(`${outcome.refused} reads refused (429): each reader has an address of its own`);
    if (outcome.failed.length > 0) failures.push(`reads failed: ${[...new Set(outcome.failed)].join(', ')}`);
    return failures;
  },
};
