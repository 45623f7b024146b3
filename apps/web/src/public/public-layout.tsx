import type { ReactNode } from 'react';

/** The visitor's frame (SPEC §2 "Layout shows a logo"): phone-first, one column. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-center gap-2 border-b border-slate-200 bg-white py-3">
        <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
        <p className="text-xl font-bold text-red-700">Showgrid</p>
      </header>
      <main className="mx-auto max-w-md">{children}</main>
    </div>
  );
}
