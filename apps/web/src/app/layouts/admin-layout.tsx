import { Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/spinner';
import { useSessionStore } from '../../features/auth/stores/session-store';
import { createAdminQueryClient } from '../../lib/query-client';
import { AdminSidebar } from './admin-sidebar';

export function AdminLayout() {
  const loaded = useSessionStore((state) => state.loaded);
  // The admin console has its own client: no caching there (SPEC §9), caching elsewhere.
  const [queryClient] = useState(createAdminQueryClient);

  if (!loaded) return <FullPageSpinner />;

  return (
    <QueryClientProvider client={queryClient}>
      <div className="flex min-h-screen bg-slate-50">
        <AdminSidebar />
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-16 items-center border-b border-slate-200 bg-white px-6">
            <p className="text-lg font-semibold text-slate-900">Dashboard</p>
          </header>
          <main className="flex-1 overflow-auto">
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
