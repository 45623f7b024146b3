import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { columnPicture } from '@showgrid/shared/media-variants';
import { VEHICLE_NOT_FOUND_SPEC } from '@showgrid/shared/messages';
import { ROUTES } from '@showgrid/shared/paths';
import { VERIFY_FORM } from '@showgrid/shared/public-pages';
import type { AudienceVehicle } from '@showgrid/shared/schemas/attendee';
import { Button } from '../components/button';

/**
 * /audience/{vehicleId}: what a visitor sees after scanning a windscreen card (SPEC §2
 * "Audience"), in the first response.
 */
export function VehiclePage({ vehicle, windowLine }: { vehicle: AudienceVehicle; windowLine: string }) {
  const { _ } = useLingui();
  return (
    <article className="flex flex-col gap-5 p-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {vehicle.strImage ? (
          // Sized for the phone's column so nothing moves when it arrives; the copy the phone's width needs (srcset); the server preloads it.
          <img
            {...columnPicture(vehicle.strImage)}
            alt={vehicle.strVehicleName}
            width={800}
            height={500}
            fetchPriority="high"
            className="aspect-[16/10] h-auto w-full object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex aspect-[16/10] w-full items-center justify-center bg-slate-100 text-5xl font-bold text-slate-400"
          >
            {vehicle.strUniqueId}
          </div>
        )}
        <div className="flex flex-col gap-4 p-5">
          <div>
            <p className="text-sm font-medium text-slate-500">{vehicle.strEventTitle}</p>
            <h1 className="text-2xl font-bold text-slate-900">{vehicle.strVehicleName}</h1>
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
            <Detail label={_(/*i18n*/ { id: 'Vehicle ID' })} value={vehicle.strUniqueId} emphasis />
            <Detail label={_(/*i18n*/ { id: 'Registration Number' })} value={vehicle.strRegistrationNumber} />
            <Detail label={_(/*i18n*/ { id: 'Category' })} value={vehicle.strCategoryName} />
          </dl>
        </div>
      </div>
      {vehicle.blnVotingOpen ? (
        // A form, so the button works before (or without) the script: the verify page comes from the server.
        <form method="get" action={ROUTES.audienceVerify}>
          <input type="hidden" name={VERIFY_FORM.vehicle} value={vehicle.strUniqueId} />
          <Button type="submit" className="w-full py-3.5 text-lg">
            {_(/*i18n*/ { id: 'Vote Now' })}
          </Button>
        </form>
      ) : (
        <div role="status" className="rounded-xl bg-amber-50 p-4 text-center text-amber-900">
          <p>{_(/*i18n*/ { id: 'Voting for this show is not open right now.' })}</p>
          <p className="mt-1 font-medium">{windowLine}</p>
        </div>
      )}
    </article>
  );
}

/** An unknown card (404), or a known one whose vehicle is not Paid yet. */
export function VehicleMissingPage({ notEntered }: { notEntered: boolean }) {
  const { i18n, _ } = useLingui();
  return (
    <div className="m-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
      <h1 className="text-lg font-semibold">{translated(i18n, VEHICLE_NOT_FOUND_SPEC)}</h1>
      {notEntered && <p className="mt-2 text-sm text-slate-500">{_(/*i18n*/ { id: 'This vehicle is not entered in the show yet.' })}</p>}
    </div>
  );
}

function Detail({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-500">{label}</dt>
      <dd className={emphasis ? 'text-lg font-bold text-red-700' : 'font-medium text-slate-900'}>{value}</dd>
    </div>
  );
}
