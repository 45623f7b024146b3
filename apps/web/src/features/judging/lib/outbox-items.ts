import type { I18n } from '@showgrid/shared/i18n/translate';
import { API } from '@showgrid/shared/paths';
import { isOwnedBy, vehicleIdOf, type FailedRequest } from '../../../offline/failed-request-store';
import type { JudgeData } from '../stores/judge-store';

/** One thing of the judge's on the tablet that the server does not have (yet). */
export interface JudgeOutboxItem {
  key: string;
  kind: 'score' | 'step-aside' | 'draft';
  vehicleId: number | null;
  state: 'waiting' | 'refused' | 'draft';
  /** When it was made (ISO). */
  at: string;
  message?: string;
  /** The queued write, for a step-aside (a refused one can be dismissed). */
  request?: FailedRequest;
}

type Inputs = Pick<JudgeData, 'sheets' | 'drafts' | 'intJudgeId'> & { requests: readonly FailedRequest[] };

/**
 * The judge's part of the one outbox (ADR 030), newest first: scores waiting or refused (the
 * judge store's records), step-asides waiting or refused (failed-requests-storage, this judge's
 * only), and the sheets kept as drafts.
 */
export function judgeOutboxItems({ sheets, drafts, intJudgeId, requests }: Inputs): JudgeOutboxItem[] {
  const items: JudgeOutboxItem[] = [];
  for (const [id, score] of Object.entries(sheets)) {
    if (score.state === 'saved') continue;
    const state = score.state === 'pending' ? 'waiting' : 'refused';
    items.push({ key: `score-${id}`, kind: 'score', vehicleId: Number(id), state, at: score.editedAt, message: score.refusal });
  }
  for (const request of requests) {
    if (!isOwnedBy(request, intJudgeId)) continue;
    const vehicleId = vehicleIdOf(request.data);
    items.push({
      key: `request-${request.method}-${request.url}-${String(vehicleId)}-${request.at}`,
      kind: request.url.startsWith(API.recusals) ? 'step-aside' : 'score',
      vehicleId,
      state: request.refused === undefined ? 'waiting' : 'refused',
      at: request.at,
      message: request.refused,
      request,
    });
  }
  for (const [id, draft] of Object.entries(drafts)) {
    items.push({ key: `draft-${id}`, kind: 'draft', vehicleId: Number(id), state: 'draft', at: draft.editedAt });
  }
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

/** The header's summary: "2 waiting · 1 not saved · 1 draft", or null when there is nothing. */
export function outboxSummary(i18n: I18n, items: readonly JudgeOutboxItem[]): string | null {
  const count = (state: JudgeOutboxItem['state']) => items.filter((item) => item.state === state).length;
  const waiting = count('waiting');
  const refused = count('refused');
  const drafts = count('draft');
  const text = [
    waiting > 0 && i18n._(/*i18n*/ { id: '{count, plural, one {# waiting} other {# waiting}}', values: { count: waiting } }),
    refused > 0 && i18n._(/*i18n*/ { id: '{count, plural, one {# not saved} other {# not saved}}', values: { count: refused } }),
    drafts > 0 && i18n._(/*i18n*/ { id: '{count, plural, one {# draft} other {# drafts}}', values: { count: drafts } }),
  ].filter((part) => part !== false);
  return text.length === 0 ? null : text.join(' · ');
}
