import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScoreConflict } from '@showgrid/shared/schemas/score';
import type { I18n } from '@showgrid/shared/i18n/translate';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useEvent } from '../../../api/events';
import { momentText } from '../lib/moment';
import { useApplyConflictMutation } from '../api/apply-conflict';
import { getConflictsQueryOptions } from '../api/get-conflicts';
import { getEventRecusalsQueryOptions } from '../api/get-recusals';
import { getVehicleNamesQueryOptions } from '../api/get-vehicles';
import { useResolveConflictMutation } from '../api/resolve-conflict';

/** What the edit that was not applied said, so the organiser can choose between the two. */
function rejectedSummary(i18n: I18n, conflict: ScoreConflict): string {
  const edit = conflict.objRejected;
  const points = Object.values(edit.objParameterWiseScore).reduce((sum, score) => sum + score, 0);
  const parts = [i18n._(/*i18n*/ { id: '{count, plural, one {# point} other {# points}}', values: { count: points } })];
  if (edit.blnTopChoice) parts.push(i18n._(/*i18n*/ { id: 'judges choice' }));
  if (edit.strSpecialNote) parts.push(i18n._(/*i18n*/ { id: 'note “{note}”', values: { note: edit.strSpecialNote } }));
  return i18n._(/*i18n*/ { id: 'It gave {parts}.', values: { parts: parts.join(', ') } });
}

/** Why the edit was not applied: a newer edit was kept, or the paper sheet the chief judge entered (ADR 034). */
function conflictText(i18n: I18n, conflict: ScoreConflict, when: (iso: string) => string): string {
  if (conflict.blnKeptFromPaper) {
    return i18n._(
      /*i18n*/ {
        id: 'the tablet’s sheet from {edited} came after the paper sheet entered for this judge and was set aside, not applied.',
        values: { edited: when(conflict.dtRejectedEditedAt) },
      },
    );
  }
  return i18n._(
    /*i18n*/ {
      id: 'an edit from {edited} arrived after a newer one ({kept}) and was not applied.',
      values: { edited: when(conflict.dtRejectedEditedAt), kept: when(conflict.dtKeptEditedAt) },
    },
  );
}

/**
 * What judging left for the organiser to see (PRODUCT "Conflicts", "Recusal"): older offline edits
 * the server did not apply, each to resolve (keep the saved score) or apply (make that edit the
 * saved score, after a confirmation), and the vehicles judges stepped aside from.
 */
export function JudgingNotes({ eventId }: { eventId: number }) {
  const { _, i18n } = useLingui();
  // Times in the show's own zone: the organiser reads them against the day's programme.
  const timeZone = useEvent(eventId).data?.strTimeZone;
  const when = (iso: string) => momentText(i18n, iso, timeZone);
  const conflicts = useQuery(getConflictsQueryOptions(eventId));
  const recusals = useQuery(getEventRecusalsQueryOptions(eventId));
  // Names, not ids: the organiser knows the cars by name and windscreen id.
  const vehicles = useQuery(getVehicleNamesQueryOptions(eventId));
  const names = new Map(
    (vehicles.data ?? []).map((v) => [
      v.intVehicleId,
      `${vehicleName(v.strBrandName, v.strModelName)}${v.strUniqueId ? ` (${v.strUniqueId})` : ''}`,
    ]),
  );
  const nameOf = (vehicleId: number) => names.get(vehicleId) ?? _(/*i18n*/ { id: 'vehicle #{id}', values: { id: String(vehicleId) } });
  const [confirming, setConfirming] = useState<ScoreConflict | null>(null);
  const resolve = useResolveConflictMutation(eventId);
  const apply = useApplyConflictMutation({ onSettled: () => setConfirming(null) });
  const open = (conflicts.data ?? []).filter((conflict) => !conflict.blnResolved);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="conflicts-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="conflicts-heading" className="mb-3 font-semibold text-slate-900">
          {_(/*i18n*/ { id: 'Score conflicts ({count})', values: { count: i18n.number(open.length) } })}
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'None: every device’s latest edit was applied.' })}</p>
        ) : (
          <ul className="flex flex-col gap-3 text-sm">
            {open.map((conflict) => {
              const who = _(
                /*i18n*/ { id: '{judge}, {vehicle}', values: { judge: conflict.strJudgeName, vehicle: nameOf(conflict.intVehicleId) } },
              );
              const resolving = resolve.isPending && resolve.variables === conflict.id;
              const applying = apply.isPending && apply.variables === conflict.id;
              return (
                <li key={conflict.id} className="flex items-start justify-between gap-3">
                  <span className="text-slate-700">
                    {_(
                      /*i18n*/ {
                        id: '{who}: {why} {gave}',
                        values: { who, why: conflictText(i18n, conflict, when), gave: rejectedSummary(i18n, conflict) },
                      },
                    )}
                  </span>
                  <span className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      aria-label={_(/*i18n*/ { id: 'Resolve: keep the saved score ({who})', values: { who } })}
                      loading={resolving}
                      disabled={resolving || applying}
                      onClick={() => resolve.mutate(conflict.id)}
                    >
                      {_(/*i18n*/ { id: 'Resolve' })}
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={_(/*i18n*/ { id: 'Apply: make this edit the saved score ({who})', values: { who } })}
                      loading={applying}
                      disabled={resolving || applying}
                      onClick={() => setConfirming(conflict)}
                    >
                      {_(/*i18n*/ { id: 'Apply' })}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        open={confirming !== null}
        title={_(/*i18n*/ { id: 'Apply this edit?' })}
        description={
          confirming
            ? _(
                /*i18n*/ {
                  id: '{judge}’s edit from {edited} for {vehicle} becomes the saved score, replacing the one from {kept}. {gave} Both stay in the audit log.',
                  values: {
                    judge: confirming.strJudgeName,
                    edited: when(confirming.dtRejectedEditedAt),
                    vehicle: nameOf(confirming.intVehicleId),
                    kept: when(confirming.dtKeptEditedAt),
                    gave: rejectedSummary(i18n, confirming),
                  },
                },
              )
            : ''
        }
        confirmLabel={_(/*i18n*/ { id: 'Apply' })}
        busy={apply.isPending}
        onConfirm={() => {
          if (confirming) apply.mutate(confirming.id);
        }}
        onCancel={() => setConfirming(null)}
      />
      <section aria-labelledby="recusals-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="recusals-heading" className="mb-3 font-semibold text-slate-900">
          {_(/*i18n*/ { id: 'Stepped aside ({count})', values: { count: i18n.number(recusals.data?.length ?? 0) } })}
        </h2>
        {(recusals.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">{_(/*i18n*/ { id: 'No judge stepped aside from a vehicle.' })}</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm text-slate-700">
            {(recusals.data ?? []).map((recusal) => (
              <li key={`${String(recusal.intJudgeId)}-${String(recusal.intVehicleId)}`}>
                {recusal.strReason
                  ? _(
                      /*i18n*/ {
                        id: '{judge}, {vehicle}: {reason}',
                        values: { judge: recusal.strJudgeName, vehicle: nameOf(recusal.intVehicleId), reason: recusal.strReason },
                      },
                    )
                  : _(
                      /*i18n*/ { id: '{judge}, {vehicle}', values: { judge: recusal.strJudgeName, vehicle: nameOf(recusal.intVehicleId) } },
                    )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
