import { useMemo, useState } from 'react';
import { useLingui } from '@lingui/react';
import { useNavigate } from 'react-router';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { ROUTES } from '@showgrid/shared/paths';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Modal } from '../../../components/modal';
import { OutboxList, type OutboxEntry } from '../../../components/outbox-list';
import { useFailedRequestStore } from '../../../offline/failed-request-store';
import { judgeOutboxItems, outboxSummary, type JudgeOutboxItem } from '../lib/outbox-items';
import { replayRequests } from '../outbox/request-outbox';
import { scoreOutbox } from '../outbox/score-outbox';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';
import { vehicleName } from './vehicle-card';

const KIND_TEXT: Record<JudgeOutboxItem['kind'], string> = {
  score: english(/*i18n*/ { id: 'Score' }),
  'step-aside': english(/*i18n*/ { id: 'Step aside' }),
  draft: english(/*i18n*/ { id: 'Sheet' }),
};

/**
 * The judge's way, from the header, to the "waiting to be sent" view (ADR 030): shown while
 * anything of theirs is not on the server (waiting, refused, or a draft), saying how many.
 */
export function OutboxButton() {
  const { _, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  /** The vehicle whose draft the judge asked to discard, while the confirmation shows. */
  const [discarding, setDiscarding] = useState<number | null>(null);
  const sheets = useJudgeStore((state) => state.sheets);
  const drafts = useJudgeStore((state) => state.drafts);
  const intJudgeId = useJudgeStore((state) => state.intJudgeId);
  const vehicles = useJudgeStore((state) => state.vehicles);
  const recusedIds = useJudgeStore((state) => state.recusedIds);
  const requests = useFailedRequestStore((state) => state.requests);
  const navigate = useNavigate();
  const items = useMemo(() => judgeOutboxItems({ sheets, drafts, intJudgeId, requests }), [sheets, drafts, intJudgeId, requests]);
  const summary = outboxSummary(i18n, items);
  if (summary === null && !open) return null;

  const openSheet = (vehicle: JudgeVehicle) => {
    useJudgeStore.getState().selectVehicle(vehicle);
    setOpen(false);
    void navigate(ROUTES.judgeScoring);
  };
  const entryOf = (item: JudgeOutboxItem): OutboxEntry => {
    const vehicle = vehicles.find((candidate) => candidate.intVehicleId === item.vehicleId);
    const title = vehicle
      ? `${vehicle.strUniqueId ?? '—'} · ${vehicleName(vehicle)}`
      : _(/*i18n*/ { id: 'Vehicle {id}', values: { id: String(item.vehicleId ?? '?') } });
    const { request, vehicleId } = item;
    // A sheet opens as a form only for a car still on the tablet and not stepped aside from; for
    // any other the judge can still clear what is kept (ADR 030), or it would wait for ever.
    const openable = vehicle !== undefined && !recusedIds.includes(vehicle.intVehicleId);
    let action: OutboxEntry['action'];
    if (item.kind !== 'step-aside' && openable) action = { label: _(/*i18n*/ { id: 'Open' }), onClick: () => openSheet(vehicle) };
    else if (item.kind === 'draft' && vehicleId !== null)
      action = { label: _(/*i18n*/ { id: 'Discard' }), onClick: () => setDiscarding(vehicleId) };
    else if (item.kind === 'score' && item.state === 'refused' && !request && vehicleId !== null) {
      action = { label: _(/*i18n*/ { id: 'Dismiss' }), onClick: () => useJudgeStore.getState().dismissRefused(vehicleId) };
    }
    if (request && item.state === 'refused') {
      action = { label: _(/*i18n*/ { id: 'Dismiss' }), onClick: () => useFailedRequestStore.getState().remove(request) };
    }
    return {
      key: item.key,
      title,
      detail: `${_(KIND_TEXT[item.kind])} · ${i18n.date(item.at, { hour: '2-digit', minute: '2-digit' })}`,
      state: item.state,
      // The server's words, kept as they came: in the judge's language where the catalog has them.
      message: item.message === undefined ? undefined : translated(i18n, item.message),
      action,
    };
  };
  const sendNow = async () => {
    setSending(true);
    await replayRequests();
    await scoreOutbox.flush();
    setSending(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="rounded-md border border-amber-400 bg-amber-50 px-3 py-2 text-sm font-semibold whitespace-nowrap text-amber-900 hover:bg-amber-100"
      >
        {summary ?? _(/*i18n*/ { id: 'All sent' })}
      </button>
      <Modal open={open} title={_(/*i18n*/ { id: 'Waiting to be sent' })} onClose={() => setOpen(false)} widthClass="w-[min(94vw,40rem)]">
        <div className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            {_(
              /*i18n*/ {
                id: 'What is on this tablet and not on the server yet. It is sent by itself when the connection is back; a score the server refused waits for you to open it and submit it again. A car you can no longer open (off your panel, or stepped aside from) offers to discard its draft or dismiss its refusal instead.',
              },
            )}
          </p>
          <OutboxList entries={items.map(entryOf)} emptyText={_(/*i18n*/ { id: 'Nothing waiting: the server has everything.' })} />
          <div className="flex justify-end">
            <Button variant="secondary" loading={sending} onClick={() => void sendNow()}>
              {_(/*i18n*/ { id: 'Send now' })}
            </Button>
          </div>
        </div>
      </Modal>
      <ConfirmDialog
        open={discarding !== null}
        title={_(/*i18n*/ { id: 'Discard changes?' })}
        description={_(/*i18n*/ { id: 'Your changes to this sheet, never submitted, are lost.' })}
        confirmLabel={_(/*i18n*/ { id: 'Discard changes' })}
        cancelLabel={_(/*i18n*/ { id: 'Keep it' })}
        onConfirm={() => {
          if (discarding !== null) useJudgeStore.getState().discardDraft(discarding);
          setDiscarding(null);
        }}
        onCancel={() => setDiscarding(null)}
      />
    </>
  );
}
