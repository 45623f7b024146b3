/** Cross-tab check for judges (SPEC §2 Judge login): a new login tells every other tab to sign out. */
export const JUDGE_TAB_CHANNEL = 'judge_tab_check';
export const LOGOUT_MESSAGE = 'LOGOUT';

export function broadcastJudgeLogout(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  channel.postMessage(LOGOUT_MESSAGE);
  channel.close();
}

/** Calls onLogout for every LOGOUT another tab sends; returns the unsubscribe. */
export function listenForJudgeLogout(onLogout: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(JUDGE_TAB_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (event.data === LOGOUT_MESSAGE) onLogout();
  };
  return () => channel.close();
}
