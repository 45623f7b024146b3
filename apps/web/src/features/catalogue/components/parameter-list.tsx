import { useLingui } from '@lingui/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { IconButton } from '../../../components/icon-button';
import { useDeleteParameterMutation } from '../api/delete-parameter';
import { useParameters } from '../api/get-parameters';
import { SectionCard } from '../../../components/section-card';

export function ParameterList({ vehicleTypeId }: { vehicleTypeId: number | null }) {
  const { _, i18n } = useLingui();
  const parameters = useParameters(vehicleTypeId);
  const remove = useDeleteParameterMutation();
  const [removing, setRemoving] = useState<Parameter | null>(null);

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(_(/*i18n*/ { id: 'Parameter removed' })),
      onSettled: () => setRemoving(null),
    });
  };

  let state: string | null = null;
  if (vehicleTypeId === null) state = _(/*i18n*/ { id: 'Please select a vehicle type to view parameters.' });
  else if (parameters.isPending) state = _(/*i18n*/ { id: 'Loading parameters...' });
  else if (parameters.isError) state = _(/*i18n*/ { id: 'Unable to load parameters.' });
  else if (parameters.data.length === 0) state = _(/*i18n*/ { id: 'No parameters available for this category.' });

  return (
    <SectionCard title={_(/*i18n*/ { id: 'Parameters Created' })} headingId="parameters-heading">
      {state !== null ? (
        <p className={`py-8 text-center ${parameters.isError ? 'text-red-600' : 'text-slate-500'}`}>{state}</p>
      ) : (
        <ul aria-labelledby="parameters-heading" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {parameters.data?.map((parameter) => (
            <li key={parameter.id} className="flex items-center justify-between gap-4 px-4 py-3">
              <span className="min-w-0 truncate font-medium text-slate-900">{parameter.strParameterTitle}</span>
              <span className="flex shrink-0 items-center gap-3">
                <span
                  title={_(/*i18n*/ { id: 'Score range' })}
                  className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700 tabular-nums"
                >
                  {i18n.number(0)}–{i18n.number(parameter.intScoreLimit)}
                </span>
                <IconButton
                  icon="delete"
                  label={_(/*i18n*/ { id: 'Remove {name}', values: { name: parameter.strParameterTitle } })}
                  onClick={() => setRemoving(parameter)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={_(/*i18n*/ { id: 'Remove parameter?' })}
        description={
          removing
            ? _(
                /*i18n*/ {
                  id: 'Judges will no longer score “{name}”. Scores already given on it are kept.',
                  values: { name: removing.strParameterTitle },
                },
              )
            : ''
        }
        confirmLabel={_(/*i18n*/ { id: 'Remove' })}
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
