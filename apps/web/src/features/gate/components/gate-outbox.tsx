import { useLingui } from '@lingui/react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { OutboxList, type OutboxEntry } from '../../../components/outbox-list';
import type { GateVehicle } from '@showgrid/shared/schemas/gate';
import { useGateStore, type GateAction } from '../stores/gate-store';

const KIND_TEXT: Record<GateAction['kind'], string> = {
  arrive: english(/*i18n*/ { id: 'Check in' }),
  undo: english(/*i18n*/ { id: 'Undo check-in' }),
  paid: english(/*i18n*/ { id: 'Paid' }),
};
const METHOD_TEXT = {
  cash: english(/*i18n*/ { id: 'Paid by cash' }),
  card: english(/*i18n*/ { id: 'Paid by card' }),
} as const;
const kindText = (action: GateAction) => (action.kind === 'paid' && action.method ? METHOD_TEXT[action.method] : KIND_TEXT[action.kind]);

/**
 * The gate's "waiting to be sent" list (ADR 030): the phone's taps of this event the server does
 * not have yet, and those it refused for good (with why), each kept until the volunteer dismisses it.
 */
export function GateOutbox({ eventId, vehicles }: { eventId: number; vehicles: readonly GateVehicle[] }) {
  const { _, i18n } = useLingui();
  const pending = useGateStore((state) => state.pending);
  const refused = useGateStore((state) => state.refused);
  const dismiss = useGateStore((state) => state.dismiss);
  const waiting = pending.filter((action) => action.eventId === eventId);
  const notSaved = refused.filter((action) => action.eventId === eventId);
  if (waiting.length === 0 && notSaved.length === 0) return null;

  const titleOf = (action: GateAction) => {
    const vehicle = vehicles.find((row) => row.intVehicleId === action.vehicleId);
    return vehicle
      ? (vehicle.strUniqueId ?? vehicle.strRegistrationNumber)
      : _(/*i18n*/ { id: 'Vehicle {id}', values: { id: String(action.vehicleId) } });
  };
  const detailOf = (action: GateAction) => `${_(kindText(action))} · ${i18n.date(action.at, { hour: '2-digit', minute: '2-digit' })}`;
  const entries: OutboxEntry[] = [
    ...notSaved.map((action) => ({
      key: action.id,
      title: titleOf(action),
      detail: detailOf(action),
      state: 'refused' as const,
      // The server's words, kept as they came: in the volunteer's language where the catalog has them.
      message: translated(i18n, action.message),
      action: { label: _(/*i18n*/ { id: 'Dismiss' }), onClick: () => dismiss(action.id) },
    })),
    ...waiting.map((action) => ({
      key: action.id,
      title: titleOf(action),
      detail: detailOf(action),
      state: 'waiting' as const,
    })),
  ];
  const summary = [
    waiting.length > 0 ? _(/*i18n*/ { id: '{count, plural, one {# waiting} other {# waiting}}', values: { count: waiting.length } }) : '',
    notSaved.length > 0
      ? _(/*i18n*/ { id: '{count, plural, one {# not saved} other {# not saved}}', values: { count: notSaved.length } })
      : '',
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <details open={notSaved.length > 0} className="rounded-xl bg-white p-4 shadow-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">
        {_(/*i18n*/ { id: 'Waiting to be sent: {summary}', values: { summary } })}
      </summary>
      <OutboxList entries={entries} emptyText={_(/*i18n*/ { id: 'Nothing waiting.' })} />
    </details>
  );
}
