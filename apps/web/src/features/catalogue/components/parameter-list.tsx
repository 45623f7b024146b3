import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconButton } from '../../../components/icon-button';
import { useDeleteParameterMutation } from '../api/delete-parameter';
import { useParameters } from '../api/get-parameters';
import { SectionCard } from '../../../components/section-card';

export function ParameterList({ vehicleTypeId }: { vehicleTypeId: number | null }) {
  const parameters = useParameters(vehicleTypeId);
  const remove = useDeleteParameterMutation();
  const [removing, setRemoving] = useState<Parameter | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success('Parameter removed'),
      onSettled: () => setRemoving(null),
    });
  };

  let state: string | null = null;
  if (vehicleTypeId === null) state = 'Please select a vehicle type to view parameters.';
  else if (parameters.isPending) state = 'Loading parameters...';
  else if (parameters.isError) state = 'Unable to load parameters.';
  else if (parameters.data.length === 0) state = 'No parameters available for this category.';

  return (
    <SectionCard title="Parameters Created" headingId="parameters-heading">
      {state !== null ? (
        <p className={`py-8 text-center ${parameters.isError ? 'text-red-600' : 'text-slate-500'}`}>{state}</p>
      ) : (
        <ul aria-labelledby="parameters-heading" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {parameters.data?.map((parameter) => (
            <li key={parameter.id} className="flex items-center justify-between gap-4 px-4 py-3">
              <span className="min-w-0 truncate font-medium text-slate-900">{parameter.strParameterTitle}</span>
              <span className="flex shrink-0 items-center gap-3">
                <span
                  title="Score range"
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 tabular-nums"
                >
                  0–{parameter.intScoreLimit}
                </span>
                <IconButton icon="delete" label={`Remove ${parameter.strParameterTitle}`} onClick={() => setRemoving(parameter)} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove parameter?"
        description={removing ? `Judges will no longer score “${removing.strParameterTitle}”. Scores already given on it are kept.` : ''}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
