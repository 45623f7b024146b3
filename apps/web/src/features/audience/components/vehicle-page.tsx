import { useNavigate, useParams } from 'react-router';
import { VEHICLE_NOT_FOUND_SPEC } from '@showgrid/shared/messages';
import { ROUTES } from '@showgrid/shared/paths';
import { notFoundVehicleSchema, type AudienceVehicle } from '@showgrid/shared/schemas/attendee';
import { whenText } from '@showgrid/shared/time-text';
import { Button } from '../../../components/button';
import { FullPageSpinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-errors';
import { useAudienceVehicle } from '../api/get-audience-vehicle';
import type { VoteTarget } from '../lib/vote-target';

/** /audience/{vehicleId}: what a visitor sees after scanning a windscreen card (SPEC §2 "Audience"). */
export function AudienceVehiclePage() {
  const { vehicleId = '' } = useParams();
  const query = useAudienceVehicle(vehicleId);
  const navigate = useNavigate();

  if (query.isPending) return <FullPageSpinner />;
  if (query.isError) {
    return (
      <div className="m-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
        <p>{VEHICLE_NOT_FOUND_SPEC}</p>
        {notEntered(query.error) && <p className="mt-2 text-sm text-slate-500">This vehicle is not entered in the show yet.</p>}
      </div>
    );
  }
  const vehicle = query.data;
  const target: VoteTarget = {
    intVehicleId: vehicle.intVehicleId,
    strVehicleName: vehicle.strVehicleName,
    strUniqueId: vehicle.strUniqueId,
  };

  return (
    <article className="flex flex-col gap-5 p-4">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
        {vehicle.strImage ? (
          <img src={vehicle.strImage} alt={vehicle.strVehicleName} className="aspect-[16/10] w-full object-cover" />
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
            <Detail label="Vehicle ID" value={vehicle.strUniqueId} emphasis />
            <Detail label="Registration Number" value={vehicle.strRegistrationNumber} />
            <Detail label="Category" value={vehicle.strCategoryName} />
          </dl>
        </div>
      </div>
      {vehicle.blnVotingOpen ? (
        <Button className="w-full py-3.5 text-lg" onClick={() => void navigate(ROUTES.audienceVerify, { state: target })}>
          Vote Now
        </Button>
      ) : (
        <div role="status" className="rounded-xl bg-amber-50 p-4 text-center text-amber-900">
          <p>Voting for this show is not open right now.</p>
          <p className="mt-1 font-medium">{windowLine(vehicle)}</p>
        </div>
      )}
    </article>
  );
}

/** The card is known but its vehicle is not Paid yet (the server's blnNotEntered). */
const notEntered = (error: unknown) =>
  error instanceof ApiError && notFoundVehicleSchema.safeParse(error.body).data?.blnNotEntered === true;

/** When voting opens, or when it closed, in the show's own time zone (PRODUCT.md "Voting window"). */
function windowLine(vehicle: AudienceVehicle): string {
  if (vehicle.strVotingState === 'not-yet') return `Voting opens on ${whenText(new Date(vehicle.dtVotingOpensAt), vehicle.strTimeZone)}.`;
  return `Voting closed on ${whenText(new Date(vehicle.dtVotingClosesAt), vehicle.strTimeZone)}.`;
}

function Detail({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <div className="flex flex-col">
      <dt className="text-slate-500">{label}</dt>
      <dd className={emphasis ? 'text-lg font-bold text-red-700' : 'font-medium text-slate-900'}>{value}</dd>
    </div>
  );
}
