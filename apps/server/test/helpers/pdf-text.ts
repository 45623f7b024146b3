import { inflateSync } from 'node:zlib';

/**
 * Reading back the PDFs pdfkit writes, without a PDF library (pdfjs-dist needs Node 22): pdfkit
 * deflates each content stream and shows text as hex strings in TJ arrays, one array per call to
 * `text()` (kerning splits it into several hex runs). Standard fonts use WinAnsi (Windows-1252:
 * latin1 plus – ’ “ ” and a few more in 0x80–0x9F).
 */

/** Windows-1252's 0x80–0x9F (Node's own TextDecoder reads that label as latin1 without full ICU). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = {
  decode: (bytes: Buffer) => [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join(''),
};

/** The page contents of a PDF, inflated. */
export function pdfContents(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const streams = [...raw.matchAll(/\/FlateDecode[^>]*>>\s*stream\r?\n/g)].map((match) => {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    return inflateSync(pdf.subarray(start, end)).toString('latin1');
  });
  return streams.join('\n');
}

/** The strings a PDF shows, one per text operation, in drawing order. */
export function pdfText(pdf: Buffer): string[] {
  const runs = pdfContents(pdf).match(/\[(?:<[0-9a-f]*>\s*-?[\d.]*\s*)+\]\s*TJ/g) ?? [];
  return runs.map((run) => [...run.matchAll(/<([0-9a-f]*)>/g)].map((m) => winAnsi.decode(Buffer.from(m[1] ?? '', 'hex'))).join(''));
}

export const pdfPageCount = (pdf: Buffer) => Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
