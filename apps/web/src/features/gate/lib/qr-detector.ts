import type { BarcodeDetector as BarcodeDetectorPonyfill } from 'barcode-detector/ponyfill';

/** Reads the QR code in a picture or a video frame: its text, or null when there is none. */
export interface QrReader {
  read(source: ImageBitmapSource): Promise<string | null>;
}

type Detector = Pick<BarcodeDetectorPonyfill, 'detect'>;
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<readonly string[]>;
}

let reader: Promise<QrReader> | null = null;

/**
 * The browser's own BarcodeDetector where it reads QR codes (Android's Chrome), else ZXing compiled
 * to WebAssembly (the barcode-detector ponyfill), loaded only when the gate first scans. The .wasm
 * file ships with the app, so scanning works offline and fetches nothing from a CDN.
 */
export function qrReader(): Promise<QrReader> {
  reader ??= makeReader().catch((error: unknown) => {
    reader = null;
    throw error;
  });
  return reader;
}

async function makeReader(): Promise<QrReader> {
  const detector = (await nativeDetector()) ?? (await wasmDetector());
  return {
    async read(source) {
      const [code] = await detector.detect(source);
      return code?.rawValue ?? null;
    },
  };
}

async function nativeDetector(): Promise<Detector | null> {
  const native: unknown = Reflect.get(globalThis, 'BarcodeDetector');
  if (!isDetectorClass(native)) return null;
  const formats: readonly string[] = await native.getSupportedFormats().catch((): string[] => []);
  return formats.includes('qr_code') ? new native({ formats: ['qr_code'] }) : null;
}

function isDetectorClass(value: unknown): value is DetectorClass {
  return typeof value === 'function' && 'getSupportedFormats' in value;
}

async function wasmDetector(): Promise<Detector> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) } });
  return new BarcodeDetector({ formats: ['qr_code'] });
}
