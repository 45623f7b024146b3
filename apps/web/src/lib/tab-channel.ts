import { z } from 'zod';

/** Cross-tab check for judges (SPEC §2 Judge login): a new login tells every other tab to sign out. */
export const JUDGE_TAB_CHANNEL = 'judge_tab_check';

const logoutMessageSchema = z.object({
  type: z.literal('LOGOUT'),
  tabId: z.string(),
  /**
   * The judge signing in: the same judge's queued scores must survive (PRODUCT: offline judging).
   * null: no one signs in — the already-logged-in Cancel ended the session and cleared the judging
   * data, so every other tab signs out and forgets what it holds in memory too.
   */
  judgeId: z.number().int().nullable(),
});

export type JudgeLogoutMessage = z.infer<typeof logoutMessageSchema>;

/**
 * A BroadcastChannel also delivers to other channel objects of the sending tab, so every message
 * carries this id and a tab ignores its own. getRandomValues, not randomUUID: a venue server on plain
 * http is not a secure context.
 */
export const TAB_ID = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export function broadcastJudgeLogout(judgeId: number | null): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  const message: JudgeLogoutMessage = { type: 'LOGOUT', tabId: TAB_ID, judgeId };
  channel.postMessage(message);
  channel.close();
}

/** Calls onLogout with the signing-in judge (or null) for every LOGOUT another tab sends; returns the unsubscribe. */
export function listenForJudgeLogout(onLogout: (judgeId: number | null) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const parsed = logoutMessageSchema.safeParse(event.data);
    if (parsed.success && parsed.data.tabId !== TAB_ID) onLogout(parsed.data.judgeId);
  };
  return () => channel.close();
}
