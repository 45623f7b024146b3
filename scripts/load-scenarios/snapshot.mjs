// Load scenario (scripts/load-test.mjs): embedded-database snapshots while 30 judges save (issue
// 29, ADR 033). The server takes one at once on SIGUSR2 (server.ts); three in a row, each awaited
// as its file appears, so the window holds a few seconds of snapshotting. Besides the runner's
// ×2-of-idle rule: health p99 during the snapshots ≤ 250 ms, judged when the idle windows were
// quiet enough to tell (idle p99 ≤ 125 ms; on a machine busier than that the ×2 rule alone
// judges, as its idle p99 is past the bar before any snapshot). PGlite only (PostgreSQL has pg_dump).
import fs from 'node:fs';
import path from 'node:path';
import { sleep } from '../load-support.mjs';

const SNAPSHOTS = 3;
const HEALTH_P99_MS = 250;
const GIVE_UP_MS = 60_000;

const snapshotsIn = (dir) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.tar.gz')) : []);

export default {
  name: 'snapshot',
  title: `${SNAPSHOTS} embedded-database snapshots, one after another`,
  engines: ['PGlite'],

  async run({ pid, dataDir }) {
    const dir = path.join(dataDir, 'backups');
    const times = [];
    for (let i = 0; i < SNAPSHOTS; i++) {
      const before = snapshotsIn(dir).length;
      const t = performance.now();
      process.kill(pid, 'SIGUSR2');
      while (snapshotsIn(dir).length === before) {
        if (performance.now() - t > GIVE_UP_MS) throw new Error(`no snapshot ${GIVE_UP_MS / 1000} s after SIGUSR2`);
        await sleep(20);
      }
      times.push(performance.now() - t);
    }
    const newest = snapshotsIn(dir).sort().at(-1);
    const mb = fs.statSync(path.join(dir, newest)).size / 1e6;
    return { notes: [`snapshots: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms, ${mb.toFixed(1)} MB each`] };
  },

  check({ log }, { idle, later, busy }) {
    const idleP99 = Math.max(idle.health.p99, later.health.p99);
    if (idleP99 > HEALTH_P99_MS / 2) {
      log(
        `    health p99 ${busy.health.p99.toFixed(0)} ms during; the ${HEALTH_P99_MS} ms bar not judged: idle p99 ${idleP99.toFixed(0)} ms (a busy machine)`,
      );
      return [];
    }
    return busy.health.p99 > HEALTH_P99_MS
      ? [`health p99 ${busy.health.p99.toFixed(0)} ms during the snapshots, more than ${HEALTH_P99_MS} ms`]
      : [];
  },
};
