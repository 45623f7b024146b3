import { attempt, type SendOutcome } from './retry-rule';

/**
 * The one outbox of the device (ADR 030): every write a judge's tablet or a gate phone keeps until
 * the server has it goes through here, under one rule (retry-rule.ts). Each kind of write is a
 * lane that keeps its items where they always were (a score in the judge store, a step-aside in
 * failed-requests-storage, a gate tap in the gate store), so a store upgrade never moves data;
 * this module sends them, one pass at a time per lane, and applies each answer once.
 */
export type LaneName = 'scores' | 'requests' | 'gate';

export interface OutboxLane<T, A = unknown> {
  name: LaneName;
  /** Resolves once the lane's store holds what was on disk (before the first pass reads it). */
  ready?: () => Promise<unknown>;
  /** What waits to be sent now, in sending order. */
  waiting: () => T[];
  /**
   * The item as it is just before it is sent (the person may have changed it while the pass sent
   * another), or null when it no longer waits. The item itself when left out.
   */
  fresh?: (item: T) => T | null;
  /** Identifies one version of an item: a newer edit of the same thing is another key. */
  keyOf: (item: T) => string;
  send: (item: T, signal: AbortSignal) => Promise<A>;
  /** Records the answer: sent, refused (kept, marked and shown) or still waiting. */
  settle: (item: T, outcome: SendOutcome<A>) => void;
  /** Stop the lane at the first write that did not go: an undo must not overtake its check-in. */
  inOrder?: boolean;
  /** How long one send may take (retry-rule's SEND_TIMEOUT_MS by default). */
  timeoutMs?: number;
}

export interface Lane<T, A = unknown> {
  name: LaneName;
  /** Sends one item now (a judge's submit, a tap at the gate); one already on its way is not sent twice. */
  deliver: (item: T) => Promise<SendOutcome<A> | { kind: 'busy' }>;
  /** One pass over what waits; a pass already running is joined, not run twice. */
  flush: () => Promise<void>;
}

const listeners = new Set<(lane: LaneName, outcome: SendOutcome) => void>();

/** Heard after every answer the server gave (sent, refused, or waiting), e.g. to refresh a page. */
export function listenToOutbox(listener: (lane: LaneName, outcome: SendOutcome) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Makes a lane of the outbox: one per kind of write. */
export function createLane<T, A = unknown>(spec: OutboxLane<T, A>): Lane<T, A> {
  const inFlight = new Set<string>();
  let pass: Promise<void> | null = null;

  async function sendOne(item: T): Promise<SendOutcome<A>> {
    const key = spec.keyOf(item);
    inFlight.add(key);
    try {
      const outcome = await attempt((signal) => spec.send(item, signal), spec.timeoutMs);
      spec.settle(item, outcome);
      if (outcome.kind !== 'offline') listeners.forEach((listener) => listener(spec.name, outcome));
      return outcome;
    } finally {
      inFlight.delete(key);
    }
  }

  async function passOnce(): Promise<void> {
    await spec.ready?.();
    for (const listed of spec.waiting()) {
      const item = spec.fresh ? spec.fresh(listed) : listed;
      if (item === null) continue;
      if (inFlight.has(spec.keyOf(item))) {
        if (spec.inOrder) return;
        continue;
      }
      const outcome = await sendOne(item);
      // The network is down: the rest would fail the same way.
      if (outcome.kind === 'offline') return;
      if (spec.inOrder && outcome.kind === 'waiting') return;
    }
  }

  const flush = () => {
    pass ??= passOnce().finally(() => {
      pass = null;
    });
    return pass;
  };
  return {
    name: spec.name,
    deliver: async (item) => (inFlight.has(spec.keyOf(item)) ? { kind: 'busy' } : sendOne(item)),
    flush,
  };
}
