import { NavLink } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { useLogout } from '../../features/auth/hooks/use-logout';

// SPEC §2 "Admin layout", in SPEC order.
const ENTRIES = [
  { label: 'Dashboard', to: ROUTES.adminDashboard },
  { label: 'Events', to: ROUTES.adminEvents },
  { label: 'Judges', to: ROUTES.adminJudges },
  { label: 'Vehicles', to: ROUTES.adminEventList('vehicles') },
  { label: 'Categories', to: ROUTES.adminCategories },
  { label: 'Vehicle ID', to: ROUTES.adminVehicleId },
  { label: 'Parameter', to: ROUTES.adminParameters },
  { label: 'Vehicle Type', to: ROUTES.adminVehicleType },
  { label: 'Results', to: ROUTES.adminEventList('results') },
] as const;

const ITEM = 'block w-full rounded-md px-4 py-2.5 text-left text-sm font-medium';

export function AdminSidebar() {
  const logout = useLogout('admin');
  return (
    <nav aria-label="Admin" className="flex w-[271px] shrink-0 flex-col bg-slate-900 p-4 text-slate-200">
      <p className="mb-6 px-4 text-xl font-bold text-white">Showgrid</p>
      <ul className="flex flex-1 flex-col gap-1">
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              className={({ isActive }) =>
                `${ITEM} ${isActive ? 'bg-red-600 text-white' : 'hover:bg-slate-800 hover:text-white'}`
              }
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
        <li className="mt-auto">
          <button type="button" onClick={() => void logout()} className={`${ITEM} hover:bg-slate-800 hover:text-white`}>
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}
