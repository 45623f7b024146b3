import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import toast from 'react-hot-toast';
import { english } from '@showgrid/shared/i18n/english';
import { translated, type I18n } from '@showgrid/shared/i18n/translate';
import { VOTING } from '@showgrid/shared/limits';
import { ROUTES } from '@showgrid/shared/paths';
import type { VoteAuditItem, VoteFlag } from '@showgrid/shared/schemas/attendee';
import { EmptyMessage } from '../../../components/empty-message';
import { Button } from '../../../components/button';
import { LinkButton } from '../../../components/link-button';
import { Modal } from '../../../components/modal';
import { AdminPage } from '../../../components/section-card';
import { TextareaField } from '../../../components/textarea-field';
import { useEvent } from '../../../api/events';
import { useEventVotes } from '../api/get-event-votes';
import { useVoidVote } from '../api/void-vote';

const FLAG_TEXT: Record<VoteFlag, string> = {
  'same-address': english(/*i18n*/ { id: 'Same address' }),
  burst: english(/*i18n*/ { id: 'Burst' }),
  'own-car': english(/*i18n*/ { id: 'Own car' }),
};

/** What a flag means, with the voting limits in the reader's digits. */
function flagHelp(i18n: I18n, flag: VoteFlag): string {
  if (flag === 'same-address')
    return i18n._(
      /*i18n*/ {
        id: '{count} or more votes for this vehicle from one address',
        values: { count: i18n.number(VOTING.blocVotesPerAddress) },
      },
    );
  if (flag === 'burst')
    return i18n._(
      /*i18n*/ {
        id: '{count} or more votes for this vehicle within {minutes} minutes',
        values: { count: i18n.number(VOTING.burstVotes), minutes: i18n.number(VOTING.burstMinutes) },
      },
    );
  return i18n._(/*i18n*/ { id: 'The vote came from the e-mail address that entered this car' });
}

/** "1 May, 10:00:05": when a vote came, in the reader's language and the show's zone (English as it always read). */
const voteTime = (i18n: I18n, iso: string, timeZone: string | undefined): string =>
  new Intl.DateTimeFormat(i18n.locale === 'en' ? 'en-GB' : i18n.locale, {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));

/**
 * /admin/results/{eventId}/votes (PRODUCT.md "Votes the organiser can audit"): every audience
 * vote of the event, e-mails masked and addresses hashed, flags for a bloc from one address or a
 * burst, and Void with a reason if the organiser gives one (optional, as SPEC's DELETE has none;
 * audited; a voided vote keeps the inbox's one vote).
 */
export function VotesPage() {
  const { _, i18n } = useLingui();
  const eventId = Number(useParams().eventId);
  const event = useEvent(eventId);
  const votes = useEventVotes(eventId);
  const [vehicle, setVehicle] = useState<number | 'all'>('all');
  const [flaggedOnly, setFlaggedOnly] = useState(false);
  const [voiding, setVoiding] = useState<VoteAuditItem | null>(null);

  const all = votes.data ?? [];
  const vehicles = [...new Map(all.map((vote) => [vote.intVehicleId, vote])).values()].sort((a, b) =>
    (a.strVehicleId ?? '').localeCompare(b.strVehicleId ?? ''),
  );
  const shown = all.filter((vote) => (vehicle === 'all' || vote.intVehicleId === vehicle) && (!flaggedOnly || vote.arrFlags.length > 0));
  const voided = all.filter((vote) => vote.dtVoidedAt !== null).length;
  const flagged = all.filter((vote) => vote.arrFlags.length > 0 && vote.dtVoidedAt === null).length;

  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Audience votes' })}
      description={_(
        /*i18n*/ {
          id: '{event} · {votes} · {voided} voided · {flagged} flagged and counted',
          values: {
            event: event.data?.strEventTitle ?? _(/*i18n*/ { id: 'Event' }),
            votes: _(/*i18n*/ { id: '{count, plural, one {# vote} other {# votes}}', values: { count: all.length } }),
            voided: i18n.number(voided),
            flagged: i18n.number(flagged),
          },
        },
      )}
      aside={
        <LinkButton variant="secondary" to={ROUTES.adminResults(eventId)}>
          {_(/*i18n*/ { id: 'Results' })}
        </LinkButton>
      }
    >
      <div className="flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {_(/*i18n*/ { id: 'Vehicle' })}
          <select
            value={vehicle}
            onChange={(change) => setVehicle(change.target.value === 'all' ? 'all' : Number(change.target.value))}
            className="min-w-64 rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
          >
            <option value="all">{_(/*i18n*/ { id: 'All vehicles' })}</option>
            {vehicles.map((vote) => (
              <option key={vote.intVehicleId} value={vote.intVehicleId}>
                {[vote.strVehicleId, vote.strVehicleName].filter(Boolean).join(' · ')}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 pb-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-red-600"
            checked={flaggedOnly}
            onChange={(change) => setFlaggedOnly(change.target.checked)}
          />
          {_(/*i18n*/ { id: 'Flagged only' })}
        </label>
      </div>

      {votes.isError ? (
        <p className="text-red-600">{_(/*i18n*/ { id: 'Failed to fetch the votes.' })}</p>
      ) : votes.isPending ? (
        <p className="text-slate-500">{_(/*i18n*/ { id: 'Loading...' })}</p>
      ) : shown.length === 0 ? (
        <EmptyMessage text={_(/*i18n*/ { id: 'No votes to show.' })} />
      ) : (
        // relative: the table's screen-reader-only labels stay inside this scrolling box (seen at 1024 px).
        <div className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table aria-label={_(/*i18n*/ { id: 'Votes' })} className="w-full text-start text-sm">
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              <tr>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Time' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Vehicle' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'E-mail' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Address' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Flags' })}</th>
                <th className="px-4 py-3">{_(/*i18n*/ { id: 'Status' })}</th>
                <th className="px-4 py-3">
                  <span className="sr-only">{_(/*i18n*/ { id: 'Actions' })}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((vote) => (
                <tr key={vote.id} className={vote.dtVoidedAt ? 'text-slate-400' : 'text-slate-800'}>
                  <td className="px-4 py-2.5 whitespace-nowrap">{voteTime(i18n, vote.dtCreatedAt, event.data?.strTimeZone)}</td>
                  <td className="px-4 py-2.5">{[vote.strVehicleId, vote.strVehicleName].filter(Boolean).join(' · ')}</td>
                  <td className="px-4 py-2.5">{vote.strEmailMasked}</td>
                  <td className="px-4 py-2.5 font-mono text-xs">{vote.strClientHash ?? '—'}</td>
                  <td className="px-4 py-2.5">
                    <span className="flex flex-wrap gap-1">
                      {vote.arrFlags.map((flag) => (
                        <span
                          key={flag}
                          title={flagHelp(i18n, flag)}
                          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
                        >
                          {translated(i18n, FLAG_TEXT[flag])}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td className="px-4 py-2.5">
                    {vote.dtVoidedAt
                      ? vote.strVoidReason
                        ? _(/*i18n*/ { id: 'Voided: {reason}', values: { reason: vote.strVoidReason } })
                        : _(/*i18n*/ { id: 'Voided' })
                      : _(/*i18n*/ { id: 'Counted' })}
                  </td>
                  <td className="px-4 py-2.5 text-end">
                    {!vote.dtVoidedAt && (
                      <Button
                        variant="secondary"
                        aria-label={_(
                          /*i18n*/ {
                            id: 'Void the vote of {email} for {vehicle}',
                            values: { email: vote.strEmailMasked, vehicle: vote.strVehicleName },
                          },
                        )}
                        onClick={() => setVoiding(vote)}
                      >
                        {_(/*i18n*/ { id: 'Void' })}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {voiding && <VoidDialog vote={voiding} onClose={() => setVoiding(null)} />}
    </AdminPage>
  );
}

function VoidDialog({ vote, onClose }: { vote: VoteAuditItem; onClose: () => void }) {
  const { _ } = useLingui();
  const [reason, setReason] = useState('');
  const voidVote = useVoidVote();
  const submit = async () => {
    try {
      await voidVote.mutateAsync({ id: vote.id, reason: reason.trim() });
      toast.success(_(/*i18n*/ { id: 'Vote voided.' }));
      onClose();
    } catch {
      // The query client has shown it (the mutation's meta); the dialog stays open for another try.
    }
  };
  return (
    <Modal open title={_(/*i18n*/ { id: 'Void vote' })} onClose={onClose}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-700">
          {_(
            /*i18n*/ {
              id: 'The vote of {email} for {vehicle} stops counting. The address keeps its one vote at this show: it cannot vote again.',
              values: { email: vote.strEmailMasked, vehicle: vote.strVehicleName },
            },
          )}
        </p>
        <TextareaField
          id="void-reason"
          label={_(/*i18n*/ { id: 'Reason (optional)' })}
          rows={3}
          maxLength={VOTING.voidReasonMax}
          maxChars={VOTING.voidReasonMax}
          valueLength={reason.length}
          value={reason}
          onChange={(change) => setReason(change.target.value)}
        />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onClose}>
            {_(/*i18n*/ { id: 'Cancel' })}
          </Button>
          <Button type="submit" loading={voidVote.isPending}>
            {_(/*i18n*/ { id: 'Void vote' })}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
