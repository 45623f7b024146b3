import { PassThrough, type Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

/** What a renderer writes, as one buffer (tests call renderers directly, without a worker). */
export async function rendered(render: (out: Writable) => Promise<void>): Promise<Buffer> {
  const out = new PassThrough();
  const [bytes] = await Promise.all([buffer(out), render(out)]);
  return bytes;
}

/** Items as the async stream a renderer reads its sections or parts from. */
export async function* streamOf<T>(items: Iterable<T>): AsyncGenerator<T> {
  yield* items;
}
