import { useLingui } from '@lingui/react';
import { Link, Navigate, useParams } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { useEvent } from '../../../api/events';
import { VehiclesPanel } from './vehicles-panel';
import { Icon } from '../../../components/icon';

/** A route parameter that is a usable id, else null. */
function parseId(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /admin/manage-vehicles/:eventId (SPEC "Admin vehicles"): one event's vehicles. */
export function VehiclesPage() {
  const eventId = parseId(useParams().eventId);
  if (eventId === null) return <Navigate to={ROUTES.adminEventList('vehicles')} replace />;
  return <EventVehicles key={eventId} eventId={eventId} />;
}

function EventVehicles({ eventId }: { eventId: number }) {
  const { _ } = useLingui();
  const event = useEvent(eventId);
  return (
    <section className="flex flex-col gap-5 p-6">
      <div className="flex flex-col gap-1">
        <Link
          to={ROUTES.adminEventList('vehicles')}
          className="inline-flex w-fit items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-slate-500"
        >
          <Icon name="back" className="size-4" />
          {_(/*i18n*/ { id: 'Back to events' })}
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900">{event.data?.strEventTitle ?? _(/*i18n*/ { id: 'Vehicles' })}</h1>
        {event.isError && <p className="text-sm text-red-600">{_(/*i18n*/ { id: 'The event could not be loaded.' })}</p>}
      </div>
      <VehiclesPanel eventId={eventId} categories={event.data?.arrVehicleCategory ?? []} />
    </section>
  );
}
