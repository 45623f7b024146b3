import { useSyncExternalStore, type ReactNode } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const windowWidth = () => window.innerWidth;

/** Renders children only while the window is min..max px wide, else asks to switch to a tablet. */
export function TabletGate({ min, max, children }: { min: number; max: number; children: ReactNode }) {
  const width = useSyncExternalStore(subscribe, windowWidth);
  if (width < min || width > max) {
    return (
      <div className="flex min-h-screen items-center justify-center bg-slate-50 p-6">
        <p className="text-center text-lg font-semibold text-slate-800">Please switch to tablet mode to continue.</p>
      </div>
    );
  }
  return children;
}
