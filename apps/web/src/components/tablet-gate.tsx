import { useId, useSyncExternalStore, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { Button } from './button';

function subscribe(onChange: () => void): () => void {
  // A turned tablet reports a resize; some browsers only an orientation change.
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

const windowWidth = () => window.innerWidth;
const windowHeight = () => window.innerHeight;

interface TabletGateProps {
  min: number;
  max: number;
  /** Offered on the gate, so a judge on the wrong device is not stuck signed in. */
  onLogout?: () => void;
  children: ReactNode;
}

/**
 * Shows children only while the window is min..max px wide, else asks to switch to a tablet
 * (SPEC §2), and to turn it when its other side would fit: a tablet held upright, or a large one
 * held sideways.
 *
 * The children are never unmounted by the gate: a judge who turns the tablet mid-sheet (or a
 * browser shrinking the window for a moment) must find the sheet as it was (issue 29). While the
 * notice shows they are hidden (display:none), `inert` and `aria-hidden`, so neither a pointer, the
 * keyboard, a screen reader nor a test's role locator reaches the page behind it: only the notice.
 */
export function TabletGate({ min, max, onLogout, children }: TabletGateProps) {
  const width = useSyncExternalStore(subscribe, windowWidth);
  const height = useSyncExternalStore(subscribe, windowHeight);
  const fits = width >= min && width <= max;
  // One tree whether the notice shows or not, so React keeps the children and their state.
  return (
    <>
      <div hidden={!fits} inert={!fits} aria-hidden={fits ? undefined : true} className={fits ? 'contents' : undefined}>
        {children}
      </div>
      {!fits && <GateNotice width={width} height={height} min={min} max={max} onLogout={onLogout} />}
    </>
  );
}

interface GateNoticeProps {
  width: number;
  height: number;
  min: number;
  max: number;
  onLogout?: () => void;
}

function GateNotice({ width, height, min, max, onLogout }: GateNoticeProps) {
  const { _ } = useLingui();
  const titleId = useId();
  const turnTo = height >= min && height <= max ? (width < min ? 'landscape' : 'portrait') : null;
  return (
    <main aria-labelledby={titleId} className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      {turnTo && <RotateIcon />}
      <h1 id={titleId} className="text-lg font-semibold text-slate-800">
        {_(/*i18n*/ { id: 'Please switch to tablet mode to continue.' })}
      </h1>
      {turnTo && (
        <p className="text-lg font-semibold text-red-700">
          {turnTo === 'landscape'
            ? _(/*i18n*/ { id: 'Rotate the tablet to landscape.' })
            : _(/*i18n*/ { id: 'Rotate the tablet to portrait.' })}
        </p>
      )}
      <p className="max-w-md text-sm text-slate-600">
        {_(
          /*i18n*/ {
            id: 'The judging screens need a screen {min} to {max} px wide; this one is {width} px.',
            values: { min: String(min), max: String(max), width: String(width) },
          },
        )}
      </p>
      {onLogout && (
        <Button variant="secondary" onClick={onLogout} className="mt-2">
          {_(/*i18n*/ { id: 'Logout' })}
        </Button>
      )}
    </main>
  );
}

/** A tablet turning a quarter round. */
function RotateIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className="size-16 text-slate-500" fill="none" stroke="currentColor" strokeWidth="3">
      <rect x="8" y="14" width="24" height="38" rx="3" />
      <rect x="26" y="34" width="32" height="20" rx="3" strokeDasharray="4 3" />
      <path d="M38 10a16 16 0 0 1 14 16" strokeLinecap="round" />
      <path d="M47 24l5 3 3-5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
