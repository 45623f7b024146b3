import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScoreConflict } from '@showgrid/shared/schemas/score';
import { vehicleName } from '@showgrid/shared/vehicle-name';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useApplyConflictMutation } from '../api/apply-conflict';
import { getConflictsQueryOptions } from '../api/get-conflicts';
import { getEventRecusalsQueryOptions } from '../api/get-recusals';
import { getVehicleNamesQueryOptions } from '../api/get-vehicles';
import { useResolveConflictMutation } from '../api/resolve-conflict';

const when = (iso: string) => new Date(iso).toLocaleString();

/** What the edit that was not applied said, so the organiser can choose between the two. */
function rejectedSummary(conflict: ScoreConflict): string {
  const edit = conflict.objRejected;
  const points = Object.values(edit.objParameterWiseScore).reduce((sum, score) => sum + score, 0);
  const parts = [`${String(points)} points`];
  if (edit.blnTopChoice) parts.push('judges choice');
  if (edit.strSpecialNote) parts.push(`note “${edit.strSpecialNote}”`);
  return `It gave ${parts.join(', ')}.`;
}

/** Why the edit was not applied: a newer edit was kept, or the paper sheet the chief judge entered (ADR 034). */
function conflictText(conflict: ScoreConflict): string {
  if (conflict.blnKeptFromPaper) {
    return `the tablet’s sheet from ${when(conflict.dtRejectedEditedAt)} came after the paper sheet entered for this judge and was set aside, not applied.`;
  }
  return `an edit from ${when(conflict.dtRejectedEditedAt)} arrived after a newer one (${when(conflict.dtKeptEditedAt)}) and was not applied.`;
}

/**
 * What judging left for the organiser to see (PRODUCT "Conflicts", "Recusal"): older offline edits
 * the server did not apply, each to resolve (keep the saved score) or apply (make that edit the
 * saved score, after a confirmation), and the vehicles judges stepped aside from.
 */
export function JudgingNotes({ eventId }: { eventId: number }) {
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
  const nameOf = (vehicleId: number) => names.get(vehicleId) ?? `vehicle #${String(vehicleId)}`;
  const [confirming, setConfirming] = useState<ScoreConflict | null>(null);
  const resolve = useResolveConflictMutation(eventId);
  const apply = useApplyConflictMutation({ onSettled: () => setConfirming(null) });
  const open = (conflicts.data ?? []).filter((conflict) => !conflict.blnResolved);

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section aria-labelledby="conflicts-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="conflicts-heading" className="mb-3 font-semibold text-slate-900">
          Score conflicts ({open.length})
        </h2>
        {open.length === 0 ? (
          <p className="text-sm text-slate-600">None: every device’s latest edit was applied.</p>
        ) : (
          <ul className="flex flex-col gap-3 text-sm">
            {open.map((conflict) => {
              const who = `${conflict.strJudgeName}, ${nameOf(conflict.intVehicleId)}`;
              const resolving = resolve.isPending && resolve.variables === conflict.id;
              const applying = apply.isPending && apply.variables === conflict.id;
              return (
                <li key={conflict.id} className="flex items-start justify-between gap-3">
                  <span className="text-slate-700">
                    {who}: {conflictText(conflict)} {rejectedSummary(conflict)}
                  </span>
                  <span className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      aria-label={`Resolve: keep the saved score (${who})`}
                      loading={resolving}
                      disabled={resolving || applying}
                      onClick={() => resolve.mutate(conflict.id)}
                    >
                      Resolve
                    </Button>
                    <Button
                      variant="secondary"
                      aria-label={`Apply: make this edit the saved score (${who})`}
                      loading={applying}
                      disabled={resolving || applying}
                      onClick={() => setConfirming(conflict)}
                    >
                      Apply
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
        title="Apply this edit?"
        description={
          confirming
            ? `${confirming.strJudgeName}’s edit from ${when(confirming.dtRejectedEditedAt)} for ${nameOf(confirming.intVehicleId)} becomes the saved score, ` +
              `replacing the one from ${when(confirming.dtKeptEditedAt)}. ${rejectedSummary(confirming)} Both stay in the audit log.`
            : ''
        }
        confirmLabel="Apply"
        busy={apply.isPending}
        onConfirm={() => {
          if (confirming) apply.mutate(confirming.id);
        }}
        onCancel={() => setConfirming(null)}
      />
      <section aria-labelledby="recusals-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="recusals-heading" className="mb-3 font-semibold text-slate-900">
          Stepped aside ({recusals.data?.length ?? 0})
        </h2>
        {(recusals.data ?? []).length === 0 ? (
          <p className="text-sm text-slate-600">No judge stepped aside from a vehicle.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm text-slate-700">
            {(recusals.data ?? []).map((recusal) => (
              <li key={`${String(recusal.intJudgeId)}-${String(recusal.intVehicleId)}`}>
                {recusal.strJudgeName}, {nameOf(recusal.intVehicleId)}
                {recusal.strReason && `: ${recusal.strReason}`}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
