import { GateFullError } from './hash-gate-errors.ts';

/*
 * The waiting lanes of the hash gate (hash-gate.ts, ADR 016 and 033). A lane holds waiters; the
 * gate decides whose turn it is.
 */

export interface Waiter {
  client: string;
  /** Clean no longer: its address sent another sign-in, or had one answered, while it waited (CleanLane). */
  stale?: boolean;
  /** The lane it waits in now. */
  lane?: WaitingLane;
  start: () => void;
  refuse: () => void;
}

export interface WaitingLane {
  readonly waiting: number;
  /**
   * Takes the request in, or throws GateFullError; may push out another to make room and answer
   * it (the gate moves it on).
   */
  add(waiter: Waiter): Waiter | undefined;
  take(): Waiter | undefined;
  /** False when the request is no longer here (started or refused already). */
  remove(waiter: Waiter): boolean;
}

/** Waiting clients in turn, round-robin by address: the first key is next; a served client goes to the back. */
export class RoundRobinLane implements WaitingLane {
  readonly #queues = new Map<string, Waiter[]>();
  waiting = 0;

  constructor(
    private readonly maxWaiting: number,
    private readonly maxWaitingPerClient: number,
  ) {}

  hasRoomFor(client: string): boolean {
    return this.waiting < this.maxWaiting && (this.#queues.get(client)?.length ?? 0) < this.maxWaitingPerClient;
  }

  add(waiter: Waiter): undefined {
    if (!this.hasRoomFor(waiter.client)) throw new GateFullError();
    const queue = this.#queues.get(waiter.client);
    if (queue) queue.push(waiter);
    else this.#queues.set(waiter.client, [waiter]);
    this.waiting++;
    waiter.lane = this;
    return undefined;
  }

  take(): Waiter | undefined {
    for (const [client, queue] of this.#queues) {
      const waiter = queue.shift();
      this.#queues.delete(client);
      if (queue.length > 0) this.#queues.set(client, queue);
      if (waiter) {
        this.waiting--;
        return waiter;
      }
    }
    return undefined;
  }

  remove(waiter: Waiter): boolean {
    const queue = this.#queues.get(waiter.client);
    const at = queue?.indexOf(waiter) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.#queues.delete(waiter.client);
    this.waiting--;
    return true;
  }
}

/**
 * The clean lane: one request per address, in order of arrival, and when full the oldest moves to
 * wait with the others. A flood's addresses are clean only until their first answers, so what a
 * flood put here at its start is pushed out by the next clean arrivals (a judge), and to keep a
 * judge back a flood must bring new clean addresses faster than the lane is served, each good
 * for one try per window (ADR 033).
 */
export class CleanLane implements WaitingLane {
  readonly #queue: Waiter[] = [];

  constructor(private readonly maxWaiting: number) {}

  get waiting(): number {
    return this.#queue.length;
  }

  holds(client: string): boolean {
    return this.#queue.some((w) => w.client === client);
  }

  /**
   * Another sign-in of `client` came in or was answered (a hash, a refusal): its waiter here, if
   * any, is from an address with several in flight or one answered, as a flood's are, so it is
   * clean no more.
   */
  markStale(client: string): void {
    const waiter = this.#queue.find((w) => w.client === client);
    if (waiter) waiter.stale = true;
  }

  /** Takes the stale waiters out, for the gate to move to the other lane. */
  removeStale(): Waiter[] {
    const stale = this.#queue.filter((w) => w.stale);
    for (const waiter of stale) this.remove(waiter);
    return stale;
  }

  add(waiter: Waiter): Waiter | undefined {
    if (this.maxWaiting <= 0) throw new GateFullError();
    const oldest = this.#queue.length >= this.maxWaiting ? this.#queue.shift() : undefined;
    this.#queue.push(waiter);
    waiter.lane = this;
    return oldest;
  }

  take(): Waiter | undefined {
    return this.#queue.shift();
  }

  remove(waiter: Waiter): boolean {
    const at = this.#queue.indexOf(waiter);
    if (at < 0) return false;
    this.#queue.splice(at, 1);
    return true;
  }
}
