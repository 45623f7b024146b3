import type { ReactNode } from 'react';

/** Stands in for a page whose issue has not landed yet, so routes and guards can be exercised. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="p-6">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
    </section>
  );
}
