import { inflateSync } from 'node:zlib';

/**
 * Reading back the PDFs pdfkit writes, without a PDF library (pdfjs-dist needs Node 22): pdfkit
 * deflates each content stream and shows text as hex strings in TJ arrays, one array per call to
 * `text()` (kerning splits it into several hex runs). An embedded font (the reports' Noto Sans)
 * writes glyph ids, two bytes each, which its ToUnicode CMap turns back into text; a standard font
 * uses WinAnsi (Windows-1252: latin1 plus – ’ “ ” and a few more in 0x80–0x9F).
 */

/** Windows-1252's 0x80–0x9F (Node's own TextDecoder reads that label as latin1 without full ICU). */
const WIN_ANSI_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join('');

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Every `n 0 obj … endobj` of the file by number, its stream inflated. */
function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.search(/stream\r?\n/);
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const dataStart = start + streamAt + (/stream\r?\n/.exec(body.slice(streamAt))?.[0].length ?? 7);
    const dataEnd = raw.indexOf('endstream', dataStart);
    const data = pdf.subarray(dataStart, dataEnd);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(data) : data });
  }
  return objects;
}

/** A ToUnicode CMap's glyph → text: pdfkit writes `<first> <last> [<utf16> …]` ranges. */
function readCmap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const first = parseInt(range[1] ?? '0', 16);
    [...(range[3] ?? '').matchAll(/<([0-9a-fA-F\s]*)>/g)].forEach((entry, index) => {
      const hex = (entry[1] ?? '').replace(/\s+/g, '');
      glyphs.set(first + index, Buffer.from(hex, 'hex').swap16().toString('utf16le'));
    });
  }
  return glyphs;
}

type Decoder = (hex: string) => string;

/** Each font resource name (F1, F2, …) and how its strings read. */
function fontDecoders(objects: Map<number, PdfObject>): Map<string, Decoder> {
  const decoders = new Map<string, Decoder>();
  for (const { dict } of objects.values()) {
    const fonts = /\/Font\s*<<([^>]*)>>/.exec(dict)?.[1];
    if (!fonts) continue;
    for (const [, name = '', ref = ''] of fonts.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const toUnicode = font && /\/ToUnicode\s+(\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : undefined;
      if (cmap) {
        const glyphs = readCmap(cmap.toString('latin1'));
        decoders.set(name, (hex) => (hex.match(/.{4}/g) ?? []).map((glyph) => glyphs.get(parseInt(glyph, 16)) ?? '\uFFFD').join(''));
      } else decoders.set(name, (hex) => winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return decoders;
}

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

/** The strings a PDF shows, one per text operation, in drawing order (page by page). */
export function pdfText(pdf: Buffer): string[] {
  const objects = pdfObjects(pdf);
  const decoders = fontDecoders(objects);
  // The pages in the order of the page tree's kids (pdfkit writes one flat /Pages).
  const tree = [...objects.values()].find(({ dict }) => /\/Type\s*\/Pages\b/.test(dict));
  const kids = [...(/\/Kids\s*\[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1]?.matchAll(/(\d+) 0 R/g) ?? [])];
  const pages = kids.flatMap(([, ref]) => objects.get(Number(ref)) ?? []);
  const contents = pages.flatMap(({ dict }) => {
    const ref = /\/Contents\s+(\d+) 0 R/.exec(dict)?.[1];
    const stream = ref ? objects.get(Number(ref))?.stream : undefined;
    return stream ? [stream.toString('latin1')] : [];
  });
  const texts: string[] = [];
  let decode: Decoder = (hex) => winAnsi(Buffer.from(hex, 'hex'));
  for (const content of contents) {
    // One way to split each run (no nested optional spaces): a regex that may backtrack blocks the test's event loop, past any timeout.
    for (const op of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-f]*>\s*(?:-?[\d.]+\s*)?)+)\]\s*TJ/g)) {
      if (op[1] !== undefined) decode = decoders.get(op[1]) ?? decode;
      else texts.push([...(op[2] ?? '').matchAll(/<([0-9a-f]*)>/g)].map((m) => decode(m[1] ?? '')).join(''));
    }
  }
  return texts;
}

export const pdfPageCount = (pdf: Buffer) => Number(/\/Type \/Pages[\s\S]*?\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1]);
