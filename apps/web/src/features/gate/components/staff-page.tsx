import { useState } from 'react';
import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import { ROUTES } from '@showgrid/shared/paths';
import type { Staff } from '@showgrid/shared/schemas/gate';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { AdminPage, SectionCard } from '../../../components/section-card';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError } from '../../../lib/show-error';
import { useCreateStaffMutation } from '../api/create-staff';
import { useDeleteStaffMutation } from '../api/delete-staff';
import { useStaffQuery } from '../api/get-staff';

const EMPTY = { strFullName: '', strEmail: '', strPassword: '' };

/** The organiser's list of gate volunteers: accounts that can only check vehicles in. */
export function StaffPage() {
  const { _ } = useLingui();
  const staff = useStaffQuery();
  const create = useCreateStaffMutation();
  const remove = useDeleteStaffMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState<Staff | null>(null);

  const submit = () => {
    setErrors({});
    create.mutate(form, {
      onSuccess: (made) => {
        setForm(EMPTY);
        toast.success(
          _(/*i18n*/ { id: '{name} can now sign in at {address}.', values: { name: made.strFullName, address: ROUTES.gateLogin } }),
        );
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) setErrors(fields);
        else showError(error, _(/*i18n*/ { id: 'The volunteer could not be added.' }));
      },
    });
  };

  const field = (name: keyof typeof EMPTY, label: string, type = 'text') => (
    <TextField
      id={`staff-${name}`}
      label={label}
      type={type}
      value={form[name]}
      error={errors[name]}
      autoComplete="off"
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
    />
  );

  return (
    <AdminPage
      title={_(/*i18n*/ { id: 'Gate volunteers' })}
      description={_(
        /*i18n*/ {
          id: 'Accounts for the people at the gate. They sign in at {address} on a phone and can check vehicles in and mark them Paid, nothing else.',
          values: { address: ROUTES.gateLogin },
        },
      )}
    >
      <SectionCard title={_(/*i18n*/ { id: 'Add a volunteer' })} headingId="staff-add">
        <form
          noValidate
          className="grid gap-4 md:grid-cols-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {field('strFullName', _(/*i18n*/ { id: 'Full name' }))}
          {field('strEmail', _(/*i18n*/ { id: 'Email' }), 'email')}
          {field('strPassword', _(/*i18n*/ { id: 'Password' }), 'password')}
          <div className="md:col-span-3">
            <Button type="submit" loading={create.isPending}>
              {_(/*i18n*/ { id: 'Add volunteer' })}
            </Button>
          </div>
        </form>
      </SectionCard>
      <SectionCard title={_(/*i18n*/ { id: 'Volunteers' })} headingId="staff-list">
        {staff.isPending ? (
          <Spinner />
        ) : (staff.data ?? []).length === 0 ? (
          <p className="text-slate-600">{_(/*i18n*/ { id: 'No volunteers yet.' })}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {(staff.data ?? []).map((member) => (
              <li key={member.intStaffId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{member.strFullName}</p>
                  <p className="truncate text-sm text-slate-600">{member.strEmail}</p>
                </div>
                <Button
                  variant="secondary"
                  aria-label={_(/*i18n*/ { id: 'Delete {name}', values: { name: member.strFullName } })}
                  onClick={() => setDeleting(member)}
                >
                  {_(/*i18n*/ { id: 'Delete' })}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <ConfirmDialog
        open={deleting !== null}
        title={_(/*i18n*/ { id: 'Delete volunteer?' })}
        description={_(
          /*i18n*/ {
            id: '{name} will be signed out and can no longer check vehicles in. Check-ins they made stay.',
            values: { name: deleting?.strFullName ?? '' },
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Delete' })}
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.intStaffId, { onSettled: () => setDeleting(null) });
        }}
        onCancel={() => setDeleting(null)}
      />
    </AdminPage>
  );
}
