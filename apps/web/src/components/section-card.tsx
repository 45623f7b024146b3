import type { ReactNode } from 'react';

interface AdminPageProps {
  title: string;
  description: string;
  /** Shown under the description, e.g. a live page's connection badge. */
  status?: ReactNode;
  /** Shown at the heading's right, e.g. filters or links to related pages. */
  aside?: ReactNode;
  children: ReactNode;
}

/** An admin page's frame: heading and one line of help, then its cards. */
export function AdminPage({ title, description, status, aside, children }: AdminPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-6 lg:p-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">{description}</p>
          {status}
        </div>
        {aside}
      </header>
      {children}
    </div>
  );
}

interface SectionCardProps {
  title: string;
  /** id of the heading; the section is named by it. */
  headingId: string;
  /** Shown at the heading's right, e.g. a selector or buttons. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A white card with a heading: one block of an admin page. */
export function SectionCard({ title, headingId, aside, children }: SectionCardProps) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="mb-5 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
