import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { TAB_ID } from '../lib/tab-channel';

/**
 * One tab of the browser writes the judge's working data on the device at a time (ADR 030).
 *
 * zustand's persist middleware writes a store whole, from the tab's memory: two tabs of one judge
 * each wrote their own copy over the other's, so a score waiting in one tab was gone from the
 * device as soon as the other tab kept a draft, and lost for good when its tab closed (issue 29,
 * attack run). The tab a judge opens (or signs in on) now judges; the others stop writing, stop
 * sending, and say so, with a button to judge there instead. That tab first waits for the one
 * judging to put its last writes on disk, then reads the device's copy, then writes.
 */
export type JudgingTabRole = 'judging' | 'elsewhere';

const CHANNEL = 'showgrid_judging_tab';
/** How long a tab taking judging back waits for the judging tab to say its writes are on disk (it may have been closed). */
const RELEASE_WAIT_MS = 1000;

const messageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('CLAIM'), tabId: z.string() }),
  /** The tab that was judging has its writes on disk; `to` is the tab that claimed. */
  z.object({ type: z.literal('RELEASED'), tabId: z.string(), to: z.string() }),
]);
type JudgingTabMessage = z.infer<typeof messageSchema>;

// A tab judges until another claims it: one tab alone never waits for anyone.
let role: JudgingTabRole = 'judging';
const subscribers = new Set<() => void>();

function setRole(next: JudgingTabRole): void {
  if (role === next) return;
  role = next;
  subscribers.forEach((notify) => notify());
}

function post(message: JudgingTabMessage): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(message);
  channel.close();
}

/** Whether this tab may write the judge store and the queue to the device (their storage asks on every write). */
export const mayWriteJudgingData = (): boolean => role === 'judging';

/** This tab's role, for the judge layout. */
export function useJudgingTabRole(): JudgingTabRole {
  return useSyncExternalStore(
    (notify) => {
      subscribers.add(notify);
      return () => subscribers.delete(notify);
    },
    () => role,
  );
}

/** This tab judges now (opened, or a judge signed in here): every other tab stops writing. */
export function claimJudgingTab(): void {
  setRole('judging');
  post({ type: 'CLAIM', tabId: TAB_ID });
}

/** This tab stops writing: a judge signed in on another tab, which judges now. */
export function releaseJudgingTab(): void {
  setRole('elsewhere');
}

/**
 * Takes judging back into this tab: the judging tab is told to stop, and once its writes are on
 * disk (or after a second, if it was closed) `readDevice` reads the device's copy into memory;
 * only then does this tab write again.
 */
export async function takeJudgingTabBack(readDevice: () => Promise<unknown>): Promise<void> {
  const released = new Promise<void>((resolve) => {
    if (typeof BroadcastChannel === 'undefined') return resolve();
    const channel = new BroadcastChannel(CHANNEL);
    const done = () => {
      clearTimeout(timer);
      channel.close();
      resolve();
    };
    const timer = setTimeout(done, RELEASE_WAIT_MS);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const parsed = messageSchema.safeParse(event.data);
      if (parsed.success && parsed.data.type === 'RELEASED' && parsed.data.to === TAB_ID) done();
    };
  });
  post({ type: 'CLAIM', tabId: TAB_ID });
  await released;
  await readDevice();
  setRole('judging');
}

/**
 * While mounted (the root layout): another tab's claim stops this one writing; if it was judging,
 * `flush` puts its writes on disk before the claiming tab is told it may read them.
 */
export function listenForJudgingClaims(flush: () => Promise<unknown>): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = messageSchema.safeParse(event.data);
    if (!parsed.success || parsed.data.type !== 'CLAIM' || parsed.data.tabId === TAB_ID) return;
    const claimer = parsed.data.tabId;
    const wasJudging = role === 'judging';
    setRole('elsewhere');
    const released = () => post({ type: 'RELEASED', tabId: TAB_ID, to: claimer });
    if (wasJudging) void flush().then(released, released);
  };
  return () => channel.close();
}
