// Benchmark of the foundation through the real built server: the health check (one SQL round
// trip), sign-in (scrypt) and token refresh (rotation). `npm run bench` runs it first; alone:
// node scripts/bench-foundation.mjs. Writes its section of docs/benchmarks.md.
import { ADMIN, benchClient, commandOf, machineNote, startServer, writeSection } from './bench-support.mjs';

const server = await startServer(3917);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `fn` from `concurrency` workers for `ms` milliseconds; returns throughput and latency. */
async function load(fn, { concurrency, ms }) {
  const latencies = [];
  const until = Date.now() + ms;
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const t = performance.now();
        try {
          await fn();
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round((latencies.length / ms) * 1000),
    p50: percentile(latencies, 50).toFixed(1),
    p99: percentile(latencies, 99).toFixed(1),
    errors,
  };
}

const { ok } = benchClient(server.bases);
const post = (url, body) => ok(null, 'POST', url, body);
let turn = 0;

try {
  const engine = server.engine;
  const rows = [];
  const health = await load(() => fetch(`${server.bases[turn++ % server.bases.length]}/api/health`).then((r) => r.arrayBuffer()), {
    concurrency: 20,
    ms: 5000,
  });
  rows.push(['GET /api/health (one SQL round trip), 20 concurrent', health]);
  const logins = await load(() => post('/api/auth/token/', { username: ADMIN.email, password: ADMIN.password }), {
    concurrency: 2,
    ms: 5000,
  });
  rows.push(['POST /api/auth/token/ (scrypt N=2^17), 2 concurrent', logins]);
  let { refresh } = await post('/api/auth/token/', { username: ADMIN.email, password: ADMIN.password });
  const refreshes = await load(
    async () => {
      ({ refresh } = await post('/api/auth/token/refresh/', { refresh }));
    },
    { concurrency: 1, ms: 5000 },
  );
  rows.push(['POST /api/auth/token/refresh/ (rotation), sequential', refreshes]);

  const table = [
    `### Foundation (${machineNote(engine)}; ${commandOf('bench-foundation.mjs')})`,
    '',
    '| what | per second | p50 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(([name, r]) => `| ${name} | ${r.perSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`),
  ].join('\n');
  writeSection('foundation', engine, table);
} finally {
  await server.stop();
}
