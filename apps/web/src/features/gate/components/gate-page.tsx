import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SelectField } from '../../../components/select-field';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { gateEventsQuery } from '../api/get-gate-events';
import { gateVehiclesQuery } from '../api/get-gate-vehicles';
import { clockText } from '../lib/clock-text';
import { findByVehicleId, matchesSearch } from '../lib/gate-search';
import { arrivedCount, toPayText, withPending, type GateRow } from '../lib/gate-view';
import { qrReader } from '../lib/qr-detector';
import { vehicleIdFromScan } from '../lib/scan-text';
import { sendWaitingTaps, wordGateRefusals } from '../lib/send-taps';
import { GateOutbox } from './gate-outbox';
import { useGateStore, type GateAction, type GatePaymentMethod } from '../stores/gate-store';
import { GateVehicleCard } from './gate-vehicle-card';
import { PayMethodDialog } from './pay-method-dialog';
import { QrCamera } from './qr-camera';
import { QrPhotoInput } from './qr-photo-input';
import { useGateSync } from './use-gate-sync';

// A phone lists this many matches; a few letters more narrow it down.
const SHOWN = 30;
// The list refreshes this often, so another gate's check-ins show here too.
const REFRESH_MS = 30_000;

interface GatePageProps {
  onLogout: () => void;
  /** The app's language picker (app/language), placed by the route: a feature does not reach into app/. */
  languageSelect?: ReactNode;
}

/** The gate (PRODUCT.md "Gate check-in"): phone-first; scan or search, check in, take payment. */
export function GatePage({ onLogout, languageSelect }: GatePageProps) {
  const { _, i18n } = useLingui();
  const { eventId, list, pending, chooseEvent, saveList, enqueue } = useGateStore();
  const events = useQuery(gateEventsQuery());
  const chosen = eventId ?? events.data?.[0]?.id ?? null;
  const vehicles = useQuery({ ...gateVehiclesQuery(chosen ?? 0), enabled: chosen !== null, refetchInterval: REFRESH_MS });
  const [search, setSearch] = useState('');
  const [cameraOpen, setCameraOpen] = useState(false);
  const [spotlightId, setSpotlightId] = useState<number | null>(null);
  // Worded when shown, so a notice follows a change of language.
  const [notice, setNotice] = useState<(() => string) | null>(null);
  const say = (words: () => string) => setNotice(() => words);
  const [paying, setPaying] = useState<GateRow | null>(null);
  useGateSync();
  // A refused tap's toast in the volunteer's language, where the catalog has the server's words.
  useEffect(() => wordGateRefusals((message) => translated(i18n, message)), [i18n]);
  // Loads the QR reader now, while there is signal: the first scan is quick, and works offline.
  // (Both ways of scanning need createImageBitmap or a video frame; a browser without it never scans.)
  useEffect(() => {
    if ('createImageBitmap' in window) void qrReader().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (eventId === null && chosen !== null) chooseEvent(chosen);
  }, [eventId, chosen, chooseEvent]);
  useEffect(() => {
    if (vehicles.data) saveList(vehicles.data);
  }, [vehicles.data, saveList]);

  // Offline, the phone works on the last list it was sent.
  const current = list?.intEventId === chosen ? list : null;
  const rows = useMemo(
    () => (current && chosen !== null ? withPending(current.arrVehicles, pending, chosen) : []),
    [current, pending, chosen],
  );
  const matches = useMemo(() => rows.filter((row) => matchesSearch(row, search)), [rows, search]);
  // The car just scanned or tapped sits on top while no search is typed, and the list below leaves
  // it out; a search shows only its results. Either way a car is on the page once, with one Check in.
  const spotlight = search.trim() === '' ? (rows.find((row) => row.intVehicleId === spotlightId) ?? null) : null;
  const listed = spotlight ? matches.filter((row) => row.intVehicleId !== spotlight.intVehicleId) : matches;
  const waiting = pending.filter((action) => action.eventId === chosen).length;

  // The way of paying rides in the queued tap: a card payment taken without signal stays a card payment.
  const tap = (kind: GateAction['kind'], vehicle: GateRow, method?: GatePaymentMethod) => {
    if (chosen === null) return;
    enqueue({ eventId: chosen, vehicleId: vehicle.intVehicleId, kind, ...(method ? { method } : {}) });
    setSpotlightId(vehicle.intVehicleId);
    const name = vehicle.strUniqueId ?? vehicle.strRegistrationNumber;
    if (kind === 'arrive') say(() => _(/*i18n*/ { id: '{name} checked in.', values: { name } }));
    else if (kind === 'undo') say(() => _(/*i18n*/ { id: '{name} check-in undone.', values: { name } }));
    else if (method === 'cash') say(() => _(/*i18n*/ { id: '{name} marked Paid (cash).', values: { name } }));
    else if (method === 'card') say(() => _(/*i18n*/ { id: '{name} marked Paid (card).', values: { name } }));
    else say(() => _(/*i18n*/ { id: '{name} marked Paid.', values: { name } }));
    void sendWaitingTaps();
  };
  const payingToPay = paying ? toPayText(paying, i18n.locale) : null;

  const onScan = (text: string) => {
    setCameraOpen(false);
    // The scanned car shows on top, which a typed search would hide.
    setSearch('');
    const id = vehicleIdFromScan(text);
    const vehicle = findByVehicleId(rows, id);
    if (!vehicle) {
      setSpotlightId(null);
      say(() => _(/*i18n*/ { id: 'No vehicle with the id {id} in this show.', values: { id } }));
      return;
    }
    if (vehicle.dtArrivedAt === null) tap('arrive', vehicle);
    else {
      const at = vehicle.dtArrivedAt;
      setSpotlightId(vehicle.intVehicleId);
      say(() => _(/*i18n*/ { id: '{id} already arrived at {time}.', values: { id, time: clockText(i18n, at) } }));
    }
  };

  const card = (row: GateRow, isSpotlight = false) => (
    <GateVehicleCard
      key={row.intVehicleId}
      vehicle={row}
      spotlight={isSpotlight}
      onArrive={() => tap('arrive', row)}
      onUndo={() => tap('undo', row)}
      onPaid={() => setPaying(row)}
    />
  );

  return (
    <main className="mx-auto flex min-h-screen w-full max-w-xl flex-col gap-4 bg-slate-50 p-4">
      {/* One row on a phone where it fits; where a language's words are longer, the picker and Logout wrap below, at the end. */}
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <div className="min-w-0 flex-[1_1_8rem]">
          <h1 className="text-2xl font-bold text-slate-900">{_(/*i18n*/ { id: 'Gate' })}</h1>
          <p className="truncate text-sm text-slate-600">
            {current?.strEventTitle ?? _(/*i18n*/ { id: 'Check vehicles in as they arrive.' })}
          </p>
        </div>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          {languageSelect}
          <Button variant="secondary" onClick={onLogout}>
            {_(/*i18n*/ { id: 'Logout' })}
          </Button>
        </div>
      </header>

      {(events.data?.length ?? 0) > 0 && (
        <SelectField
          id="gate-event"
          label={_(/*i18n*/ { id: 'Show' })}
          value={chosen ?? ''}
          options={(events.data ?? []).map((event) => ({ value: event.id, label: event.strEventTitle }))}
          onChange={(event) => {
            chooseEvent(Number(event.target.value));
            setSpotlightId(null);
          }}
        />
      )}

      {current === null ? (
        <div className="flex justify-center p-8">
          {events.isError || vehicles.isError ? (
            <p role="alert">{_(/*i18n*/ { id: 'The list of vehicles could not be loaded. Check the connection and try again.' })}</p>
          ) : (
            <Spinner />
          )}
        </div>
      ) : (
        <>
          <section
            aria-label={_(/*i18n*/ { id: 'Arrivals' })}
            className="flex items-center justify-between rounded-xl bg-white p-4 shadow-sm"
          >
            <p className="text-lg font-semibold text-slate-900">
              {_(/*i18n*/ { id: 'Arrived {arrived} of {total}', values: { arrived: arrivedCount(rows), total: rows.length } })}
            </p>
            {waiting > 0 && (
              <p className="text-sm font-medium text-amber-700">
                {_(/*i18n*/ { id: '{count, plural, one {# waiting to be sent} other {# waiting to be sent}}', values: { count: waiting } })}
              </p>
            )}
          </section>
          {chosen !== null && <GateOutbox eventId={chosen} vehicles={rows} />}

          <div className="grid grid-cols-2 gap-2">
            <Button className="py-3 text-base" onClick={() => setCameraOpen((open) => !open)}>
              {_(/*i18n*/ { id: 'Scan QR code' })}
            </Button>
            <QrPhotoInput onScan={onScan} />
          </div>
          {cameraOpen && <QrCamera onScan={onScan} onClose={() => setCameraOpen(false)} />}

          <p role="status" aria-live="polite" className="min-h-6 text-base font-medium text-slate-900">
            {notice?.()}
          </p>
          {spotlight && <section aria-label={_(/*i18n*/ { id: 'Last scanned or tapped' })}>{card(spotlight, true)}</section>}

          <TextField
            id="gate-search"
            label={_(/*i18n*/ { id: 'Search by id, registration or owner' })}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            autoComplete="off"
          />
          <section aria-label={_(/*i18n*/ { id: 'Vehicles' })} className="flex flex-col gap-3">
            {listed.slice(0, SHOWN).map((row) => card(row))}
            {matches.length === 0 && (
              <p className="text-slate-600">
                {rows.length === 0 ? _(/*i18n*/ { id: 'No vehicles in this show yet.' }) : _(/*i18n*/ { id: 'No vehicle matches.' })}
              </p>
            )}
            {listed.length > SHOWN && (
              <p className="text-sm text-slate-600">
                {_(
                  /*i18n*/ {
                    id: 'Showing {shown} of {count}: type more to narrow the list.',
                    values: { shown: SHOWN, count: listed.length },
                  },
                )}
              </p>
            )}
          </section>
          {chosen !== null && (
            <Link to={ROUTES.gateArrivalList(chosen)} className="text-center text-sm font-semibold text-red-700 underline">
              {_(/*i18n*/ { id: 'Arrival list to print' })}
            </Link>
          )}
        </>
      )}

      <PayMethodDialog
        paying={paying && payingToPay !== null ? { name: paying.strUniqueId ?? paying.strRegistrationNumber, toPay: payingToPay } : null}
        onPaid={(method) => {
          if (paying) tap('paid', paying, method);
          setPaying(null);
        }}
        onCancel={() => setPaying(null)}
      />
      <ConfirmDialog
        open={paying !== null && payingToPay === null}
        title={_(/*i18n*/ { id: 'Mark as Paid?' })}
        description={_(
          /*i18n*/ {
            id: '{name}: only take this step once the entry fee is in hand. Only an organiser can undo it.',
            values: { name: paying?.strUniqueId ?? paying?.strRegistrationNumber ?? '' },
          },
        )}
        confirmLabel={_(/*i18n*/ { id: 'Mark Paid' })}
        onConfirm={() => {
          if (paying) tap('paid', paying);
          setPaying(null);
        }}
        onCancel={() => setPaying(null)}
      />
    </main>
  );
}
