import { Outlet } from 'react-router';

export function AudienceLayout() {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex justify-center border-b border-slate-200 bg-white py-4">
        <p className="text-xl font-bold text-red-600">Showgrid</p>
      </header>
      <main className="mx-auto max-w-md">
        <Outlet />
      </main>
    </div>
  );
}
