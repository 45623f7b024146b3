import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/spinner';

/** The visitor's frame (SPEC §2 "Layout shows a logo"): phone-first, one column. */
export function AudienceLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-center gap-2 border-b border-slate-200 bg-white py-3">
        <img src="/icon.svg" alt="" className="size-8" />
        <p className="text-xl font-bold text-red-700">Showgrid</p>
      </header>
      <main className="mx-auto max-w-md">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
