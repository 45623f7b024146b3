import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router';
import { english, translated } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import { ENTRIES_ROUTES } from '../../lib/entries-routes';
import { useLogout } from '../../features/auth/hooks/use-logout';
import { Icon } from '../../components/icon';

// SPEC §2 "Admin layout", in SPEC order, with the entrants' entries (issue 31) beside the vehicles they become.
const ENTRIES = [
  { label: english(/*i18n*/ { id: 'Dashboard' }), to: ROUTES.adminDashboard },
  { label: english(/*i18n*/ { id: 'Events' }), to: ROUTES.adminEvents },
  { label: english(/*i18n*/ { id: 'Judges' }), to: ROUTES.adminJudges },
  { label: english(/*i18n*/ { id: 'Vehicles' }), to: ROUTES.adminEventList('vehicles') },
  { label: english(/*i18n*/ { id: 'Entries' }), to: ENTRIES_ROUTES.picker },
  { label: english(/*i18n*/ { id: 'Categories' }), to: ROUTES.adminCategories },
  { label: english(/*i18n*/ { id: 'Vehicle ID' }), to: ROUTES.adminVehicleId },
  { label: english(/*i18n*/ { id: 'Parameter' }), to: ROUTES.adminParameters },
  { label: english(/*i18n*/ { id: 'Vehicle Type' }), to: ROUTES.adminVehicleType },
  { label: english(/*i18n*/ { id: 'Results' }), to: ROUTES.adminEventList('results') },
] as const;

const ITEM = 'block w-full rounded-md px-4 py-2.5 text-start text-sm font-medium';

interface AdminSidebarProps {
  /** Below 1024 px: shown over the page (from the header's Menu button), else folded away. */
  open: boolean;
  /** Closes it there; `returnFocus` when the keyboard closed it (Escape), so focus goes back to Menu. */
  onClose: (returnFocus: boolean) => void;
}

export function AdminSidebar({ open, onClose }: AdminSidebarProps) {
  const { _, i18n } = useLingui();
  const logout = useLogout('admin');
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    nav.current?.querySelector('a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      {open && <div aria-hidden="true" onClick={() => onClose(false)} className="fixed inset-0 z-30 bg-slate-900/50 lg:hidden" />}
      <nav
        ref={nav}
        id="admin-nav"
        aria-label={_(/*i18n*/ { id: 'Admin' })}
        className={`w-[271px] shrink-0 flex-col bg-slate-900 p-4 text-slate-200 lg:static lg:z-auto lg:flex ${
          open ? 'fixed inset-y-0 start-0 z-40 flex overflow-y-auto' : 'hidden'
        }`}
      >
        <div className="mb-6 flex items-center justify-between px-4">
          <p className="text-xl font-bold text-white">Showgrid</p>
          {open && (
            <button
              type="button"
              aria-label={_(/*i18n*/ { id: 'Close menu' })}
              onClick={() => onClose(true)}
              className="rounded-md p-1.5 text-slate-300 hover:bg-slate-800 hover:text-white lg:hidden"
            >
              <Icon name="close" />
            </button>
          )}
        </div>
        <ul className="flex flex-1 flex-col gap-1">
          {ENTRIES.map((entry) => (
            <li key={entry.to}>
              <NavLink
                to={entry.to}
                onClick={() => onClose(false)}
                className={({ isActive }) => `${ITEM} ${isActive ? 'bg-red-600 text-white' : 'hover:bg-slate-800 hover:text-white'}`}
              >
                {translated(i18n, entry.label)}
              </NavLink>
            </li>
          ))}
          <li className="mt-auto">
            <button type="button" onClick={() => void logout()} className={`${ITEM} hover:bg-slate-800 hover:text-white`}>
              {_(/*i18n*/ { id: 'Logout' })}
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
