import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { translated } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { SectionCard } from '../../../components/section-card';
import { showErrorMessage } from '../../../lib/show-error';
import type { PublishBody } from '@showgrid/shared/schemas/awards';
import { useCreateAwardsLink } from '../api/create-awards-link';
import { useAwardsSharing } from '../api/get-awards-sharing';
import { usePublishResults } from '../api/publish-results';
import { useRevokeAwardsLink } from '../api/revoke-awards-link';
import { SHARING_FAILED } from '../lib/messages';

/**
 * The organiser shares the awards (ADR 028): a read-only link to the awards screen for a laptop at
 * the projector (revocable), and the results published for entrants at /results/{event}.
 */
export function AwardsSharingCard({ eventId }: { eventId: number }) {
  const { _, i18n } = useLingui();
  const sharing = useAwardsSharing(eventId);
  const createLink = useCreateAwardsLink(eventId);
  const revokeLink = useRevokeAwardsLink(eventId);
  const publish = usePublishResults(eventId);
  const [madeLink, setMadeLink] = useState<string | null>(null);
  // The change on its way, held in this component's state: set in the click's own render, so the
  // box is ticked at once (the mutation's pending state arrives a tick later, and until then React
  // put the box back: a quick second look, or Playwright's check(), saw it unchanged). The
  // server's answer then confirms it through the query cache.
  const [sending, setSending] = useState<PublishBody | null>(null);
  const state = sharing.data;
  if (!state) return null;
  const shown = sending ? { ...state, ...sending } : state;
  const busy = sending !== null;
  const send = (body: PublishBody) => {
    setSending(body);
    publish.mutate(body, { onSettled: () => setSending(null) });
  };
  // The card's mutations are worded by their meta; the clipboard is not the server, so it has no words of its own.
  const copyFailed = () => showErrorMessage(translated(i18n, SHARING_FAILED));
  const linkUrl = madeLink === null ? null : `${window.location.origin}${ROUTES.awardsShared(madeLink)}`;

  return (
    <SectionCard title={_(/*i18n*/ { id: 'Awards and published results' })} headingId="awards-sharing">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-slate-900">{_(/*i18n*/ { id: 'Read-only awards link' })}</h3>
          <p className="text-sm text-slate-600">
            {state.blnLinkActive
              ? _(/*i18n*/ { id: 'A link opens the awards screen without signing in. Revoke it after the ceremony.' })
              : _(/*i18n*/ { id: 'No link is active. Make one to open the awards screen on the projector’s laptop without signing in.' })}
          </p>
          {linkUrl && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="awards-link" className="text-sm font-medium text-slate-700">
                {_(/*i18n*/ { id: 'Link (shown once)' })}
              </label>
              <input
                id="awards-link"
                readOnly
                value={linkUrl}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
                onFocus={(event) => event.target.select()}
              />
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              loading={createLink.isPending}
              onClick={() => createLink.mutate(undefined, { onSuccess: (token) => setMadeLink(token) })}
            >
              {state.blnLinkActive ? _(/*i18n*/ { id: 'Make a new link' }) : _(/*i18n*/ { id: 'Make a link' })}
            </Button>
            {linkUrl && (
              <Button
                variant="secondary"
                onClick={() =>
                  void navigator.clipboard?.writeText(linkUrl).then(() => toast.success(_(/*i18n*/ { id: 'Link copied.' })), copyFailed)
                }
              >
                {_(/*i18n*/ { id: 'Copy link' })}
              </Button>
            )}
            {state.blnLinkActive && (
              <Button
                variant="secondary"
                loading={revokeLink.isPending}
                onClick={() => revokeLink.mutate(undefined, { onSuccess: () => setMadeLink(null) })}
              >
                {_(/*i18n*/ { id: 'Revoke link' })}
              </Button>
            )}
          </div>
        </div>
        <div className="flex flex-col gap-3">
          <h3 className="font-semibold text-slate-900">{_(/*i18n*/ { id: 'Results for entrants' })}</h3>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={shown.blnPublished}
              disabled={busy}
              onChange={(event) => send({ blnPublished: event.target.checked, blnShowScores: shown.blnShowScores })}
            />
            {_(/*i18n*/ { id: 'Publish the results' })}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={shown.blnShowScores}
              disabled={busy || !shown.blnPublished}
              onChange={(event) => send({ blnPublished: true, blnShowScores: event.target.checked })}
            />
            {_(/*i18n*/ { id: 'Show the scores' })}
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              checked={shown.blnShowJudges}
              disabled={busy || !shown.blnPublished}
              onChange={(event) => send({ blnPublished: true, blnShowScores: shown.blnShowScores, blnShowJudges: event.target.checked })}
            />
            {_(/*i18n*/ { id: 'Name the judges and their picks' })}
          </label>
          <p className="text-xs text-slate-600">
            {_(/*i18n*/ { id: 'Entrants see the winners and medals. Scores, vote counts and the judges’ names appear only if ticked.' })}
          </p>
          {shown.blnPublished && (
            <Link to={ROUTES.publishedResults(eventId)} className="text-sm font-semibold text-red-700 underline">
              {`${window.location.origin}${ROUTES.publishedResults(eventId)}`}
            </Link>
          )}
        </div>
      </div>
    </SectionCard>
  );
}
