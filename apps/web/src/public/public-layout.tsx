import type { ReactNode } from 'react';
import { LanguagePicker } from './language-picker';

/**
 * The visitor's frame (SPEC §2 "Layout shows a logo"): phone-first, one column; below, the
 * language picker on the pages that speak every language (`here`: the page to come back to).
 */
export function PublicLayout({ children, here }: { children: ReactNode; here: string | null }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-center gap-2 border-b border-slate-200 bg-white py-3">
        <img src="/icon.svg" alt="" width={32} height={32} className="size-8" />
        <p className="text-xl font-bold text-red-700">Showgrid</p>
      </header>
      <main className="mx-auto max-w-md">{children}</main>
      {here !== null && (
        <footer className="mx-auto max-w-md border-t border-slate-200">
          <LanguagePicker here={here} />
        </footer>
      )}
    </div>
  );
}
