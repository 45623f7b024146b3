// Load scenario (scripts/load-test.mjs): both results reports downloading while 30 judges save,
// the PDF by one admin and the workbook by another (one download per admin runs at a time),
// again and again for WINDOW_MS (at least once each). Before that, each report is timed alone, as the ratio of its
// time to the raw work it stands on (the bench check of issue 29: a report ×2 slower fails CI).
import { download } from '../load-support.mjs';

const WINDOW_MS = 6_000;
const pdfUrl = (eventId) => `/api/report/${eventId}/download/1`;
const xlsxUrl = (eventId) => `/api/report/${eventId}/download/0`;

function expectFile(res, head, what) {
  if (res.status !== 200 || res.head !== head) throw new Error(`${what}: ${res.status} ${res.head}`);
  return res;
}

export default {
  name: 'reports',
  title: 'both reports downloading (PDF by one admin, XLSX by another, again until 6 s have passed)',

  async prepare({ base, tokens, show, referenceMs }) {
    // A first download starts the export worker; then each report alone, one at a time.
    expectFile(await download(base, tokens.admin, pdfUrl(show.eventId)), '%PDF', 'warm-up PDF');
    const pdf = expectFile(await download(base, tokens.admin, pdfUrl(show.eventId)), '%PDF', 'PDF');
    const xlsx = expectFile(await download(base, tokens.admin, xlsxUrl(show.eventId)), 'PK\x03\x04', 'XLSX');
    return {
      ratios: { 'results PDF': pdf.ms / referenceMs, 'results XLSX': xlsx.ms / referenceMs },
      notes: [
        `alone: PDF ${pdf.ms.toFixed(0)} ms (${(pdf.bytes / 1024).toFixed(0)} KiB), XLSX ${xlsx.ms.toFixed(0)} ms (${(xlsx.bytes / 1024).toFixed(0)} KiB)`,
      ],
    };
  },

  async run({ base, tokens, show }) {
    const until = performance.now() + WINDOW_MS;
    const loop = async (token, url, head, what) => {
      const times = [];
      do times.push(expectFile(await download(base, token, url), head, what).ms);
      while (performance.now() < until);
      return times;
    };
    const [pdfs, workbooks] = await Promise.all([
      loop(tokens.admin, pdfUrl(show.eventId), '%PDF', 'PDF'),
      loop(tokens.otherAdmin, xlsxUrl(show.eventId), 'PK\x03\x04', 'XLSX'),
    ]);
    const list = (times) => times.map((ms) => ms.toFixed(0)).join(', ');
    return { notes: [`downloads under load: PDF ${list(pdfs)} ms; XLSX ${list(workbooks)} ms`] };
  },
};
