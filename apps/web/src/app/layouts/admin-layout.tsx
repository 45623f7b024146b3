import { Suspense, useCallback, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet, useMatches } from 'react-router';
import { english, translated } from '@showgrid/shared/i18n/translate';
import { FullPageSpinner } from '../../components/spinner';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { createAdminQueryClient } from '../../lib/query-client';
import { AdminSidebar } from './admin-sidebar';
import { Icon } from '../../components/icon';
import { LazyLanguageSelect } from '../language/lazy-language-select';
import { isPageHandle } from './page-title';

/** The header bar's title: the deepest route's name (SPEC: "a header bar titled Dashboard" on the dashboard). */
function usePageTitle(): string {
  const handles = useMatches().map((match) => match.handle);
  return handles.filter(isPageHandle).at(-1)?.title ?? english(/*i18n*/ { id: 'Dashboard' });
}

export function AdminLayout() {
  const { _, i18n } = useLingui();
  const loaded = useSessionStore((state) => state.loaded);
  // The admin console has its own client: no caching there (SPEC §9), caching elsewhere.
  const [queryClient] = useState(createAdminQueryClient);
  // Below 1024 px (a tablet upright) the sidebar would take a third of the page: it folds away
  // behind a Menu button and opens over the page.
  const [menuOpen, setMenuOpen] = useState(false);
  const title = usePageTitle();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) menuButton.current?.focus();
  }, []);

  if (!loaded) return <FullPageSpinner />;

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen bg-slate-50">
        <AdminSidebar open={menuOpen} onClose={closeMenu} />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 lg:px-6">
            <button
              ref={menuButton}
              type="button"
              aria-controls="admin-nav"
              aria-expanded={menuOpen}
              onClick={() => setMenuOpen((open) => !open)}
              className="inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 lg:hidden"
            >
              <Icon name="menu" />
              {_(/*i18n*/ { id: 'Menu' })}
            </button>
            <p data-testid="admin-page-title" className="min-w-0 flex-1 truncate text-lg font-semibold text-slate-900">
              {translated(i18n, title)}
            </p>
            {/* The organiser's own language (issue 33), kept on the device and the account. */}
            <LazyLanguageSelect className="shrink-0" />
          </header>
          <main className="min-w-0 flex-1 overflow-auto">
            {/* A screen still downloading (its own chunk) keeps the sidebar on screen. */}
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
        </div>
      </div>
    </QueryClientProvider>
  );
}
