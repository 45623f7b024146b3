import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';

const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/**
 * A short Y4M clip of `text` as a black-on-white QR code, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): the volunteer holds the windscreen card up to the phone.
 * Y4M is raw frames after a one-line header, so the clip is written here byte by byte.
 */
export function qrClip(text: string): string {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const quiet = 4;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.8) / (size + 2 * quiet));
  const side = (size + 2 * quiet) * scale;
  const left = Math.floor((WIDTH - side) / 2);
  const top = Math.floor((HEIGHT - side) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 200); // a grey windscreen around a white card
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet;
      const col = Math.floor(x / scale) - quiet;
      const dark = row >= 0 && col >= 0 && row < size && col < size && data[row * size + col] === 1;
      luma[(top + y) * WIDTH + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'showgrid-qr-')), 'card.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(FRAMES).fill(frame)]),
  );
  return file;
}

/** The same code as a PNG, as a phone's camera app would save a photo of the card. */
export function qrPhoto(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, width: 600 });
}
