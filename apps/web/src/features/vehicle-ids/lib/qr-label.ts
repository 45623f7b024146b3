/** Height of the band under the code that carries the id, in pixels of the 250 px code. */
const BAND = 48;

/**
 * A QR code PNG with its vehicle id printed under it (issue 19): a file from the zip, printed or
 * sent on, still says which card it is. Drawn in the browser; one that cannot decode images into a
 * canvas keeps the plain code.
 */
export async function labelQrPng(png: Uint8Array, id: string): Promise<Uint8Array> {
  if (typeof createImageBitmap !== 'function') return png;
  const image = await createImageBitmap(new Blob([png.slice()], { type: 'image/png' }));
  const canvas = document.createElement('canvas');
  canvas.width = image.width;
  canvas.height = image.height + BAND;
  const context = canvas.getContext('2d');
  if (!context) return png;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0);
  context.fillStyle = '#000000';
  context.font = 'bold 30px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  // Up into the code's white margin a little, so the id sits close under the code.
  context.fillText(id, canvas.width / 2, image.height + BAND / 2 - 12, canvas.width - 16);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return blob ? new Uint8Array(await blob.arrayBuffer()) : png;
}
