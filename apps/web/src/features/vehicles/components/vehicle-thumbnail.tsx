import { useLingui } from '@lingui/react';
import type { Vehicle } from '@showgrid/shared/schemas/vehicle';
import { vehicleLabel } from '../lib/vehicle-name';

/** The first picture of a vehicle, or a drawn placeholder saying there is none. */
export function VehicleThumbnail({ vehicle }: { vehicle: Vehicle }) {
  const { _ } = useLingui();
  const first = vehicle.arrVehicleImagedetails[0];
  if (first) {
    return (
      <img
        src={first.strBase64Image}
        alt={vehicleLabel(vehicle)}
        loading="lazy"
        className="h-12 w-16 rounded-md border border-slate-200 object-cover"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={_(/*i18n*/ { id: 'No image of {name}', values: { name: vehicleLabel(vehicle) } })}
      className="inline-flex h-12 w-16 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400"
    >
      <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
        <path
          d="M5 11l1.5-4.5A2 2 0 018.4 5h7.2a2 2 0 011.9 1.5L19 11h.5A1.5 1.5 0 0121 12.5V17h-2v1.5a1 1 0 01-2 0V17H7v1.5a1 1 0 01-2 0V17H3v-4.5A1.5 1.5 0 014.5 11H5zm2.1 0h9.8l-1.1-3.4a.5.5 0 00-.5-.4H8.7a.5.5 0 00-.5.4L7.1 11zM6.5 15a1.25 1.25 0 100-2.5 1.25 1.25 0 000 2.5zm11 0a1.25 1.25 0 100-2.5 1.25 1.25 0 000 2.5z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}
