import { MessagePort } from 'node:worker_threads';

/**
 * What the main thread and an export worker say to each other. A job arrives on the worker's
 * parentPort with a MessagePort of its own; everything else about the job goes over that port:
 *
 *   main → worker   part (one chunk of the input) · parts-end · ack (the main side took a data chunk)
 *   worker → main   data (bytes of the file, transferred) · done · failed
 *
 * The worker keeps at most OUTPUT_WINDOW data chunks unacknowledged, and the main side
 * acknowledges a chunk only when the response has taken it: a slow download holds the worker
 * back instead of piling the file up in memory.
 */

/** Bytes per data message: large enough that messages are few, small enough to keep memory flat. */
export const OUTPUT_CHUNK = 256 * 1024;
/** Data messages in flight before the worker waits for an ack. */
export const OUTPUT_WINDOW = 4;

/**
 * The input and the parts are typed by the pool's run() on the main thread (its task map) and
 * structured clone carries them over as they were: the worker takes their types from the same
 * map instead of re-validating every report row, which is the work it is there for.
 */
export interface JobStart<Name extends string = string, Input = unknown> {
  type: 'job';
  task: Name;
  input: Input;
  port: MessagePort;
}

export type MainMessage<Part = unknown> = { type: 'part'; part: Part } | { type: 'parts-end' } | { type: 'ack' };
export type WorkerMessage = { type: 'data'; bytes: Uint8Array } | { type: 'done' } | { type: 'failed'; message: string };

const typed = (value: unknown): value is { type: unknown } => typeof value === 'object' && value !== null && 'type' in value;

export function isJobStart(value: unknown): value is JobStart {
  return (
    typed(value) &&
    value.type === 'job' &&
    'task' in value &&
    typeof value.task === 'string' &&
    'input' in value &&
    'port' in value &&
    value.port instanceof MessagePort
  );
}

export function isMainMessage(value: unknown): value is MainMessage {
  if (!typed(value)) return false;
  return (value.type === 'part' && 'part' in value) || value.type === 'parts-end' || value.type === 'ack';
}

export function isWorkerMessage(value: unknown): value is WorkerMessage {
  if (!typed(value)) return false;
  if (value.type === 'data') return 'bytes' in value && value.bytes instanceof Uint8Array;
  if (value.type === 'failed') return 'message' in value && typeof value.message === 'string';
  return value.type === 'done';
}
