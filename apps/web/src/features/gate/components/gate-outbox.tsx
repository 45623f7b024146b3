import { OutboxList, type OutboxEntry } from '../../../components/outbox-list';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { useGateStore, type GateAction } from '../stores/gate-store';

const KIND_TEXT: Record<GateAction['kind'], string> = { arrive: 'Check in', undo: 'Undo check-in', paid: 'Paid' };
const METHOD_TEXT = { cash: 'Paid by cash', card: 'Paid by card' } as const;
const kindText = (action: GateAction) => (action.kind === 'paid' && action.method ? METHOD_TEXT[action.method] : KIND_TEXT[action.kind]);
const timeText = (at: string) => new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The gate's "waiting to be sent" list (ADR 030): the phone's taps of this event the server does
 * not have yet, and those it refused for good (with why), each kept until the volunteer dismisses it.
 */
export function GateOutbox({ eventId, vehicles }: { eventId: number; vehicles: readonly GateVehicle[] }) {
  const pending = useGateStore((state) => state.pending);
  const refused = useGateStore((state) => state.refused);
  const dismiss = useGateStore((state) => state.dismiss);
  const waiting = pending.filter((action) => action.eventId === eventId);
  const notSaved = refused.filter((action) => action.eventId === eventId);
  if (waiting.length === 0 && notSaved.length === 0) return null;

  const titleOf = (action: GateAction) => {
    const vehicle = vehicles.find((row) => row.intVehicleId === action.vehicleId);
    return vehicle ? (vehicle.strUniqueId ?? vehicle.strRegistrationNumber) : `Vehicle ${String(action.vehicleId)}`;
  };
  const entries: OutboxEntry[] = [
    ...notSaved.map((action) => ({
      key: action.id,
      title: titleOf(action),
      detail: `${kindText(action)} · ${timeText(action.at)}`,
      state: 'refused' as const,
      message: action.message,
      action: { label: 'Dismiss', onClick: () => dismiss(action.id) },
    })),
    ...waiting.map((action) => ({
      key: action.id,
      title: titleOf(action),
      detail: `${kindText(action)} · ${timeText(action.at)}`,
      state: 'waiting' as const,
    })),
  ];
  const summary = [
    waiting.length > 0 ? `${String(waiting.length)} waiting` : '',
    notSaved.length > 0 ? `${String(notSaved.length)} not saved` : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <details open={notSaved.length > 0} className="rounded-xl bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">Waiting to be sent: {summary}</summary>
      <OutboxList entries={entries} emptyText="Nothing waiting." />
    </details>
  );
}
