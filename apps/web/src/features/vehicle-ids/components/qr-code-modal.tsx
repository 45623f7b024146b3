import { Modal } from '../../../components/modal';

export interface QrCodeView {
  vehicleId: string;
  categoryName: string;
  /** base64 PNG; null when there is none to show. */
  image: string | null;
}

interface QrCodeModalProps {
  view: QrCodeView | null;
  onClose: () => void;
}

/** The larger code with its vehicle id and category; a click outside closes it. */
export function QrCodeModal({ view, onClose }: QrCodeModalProps) {
  return (
    <Modal open={view !== null} title="QR Code" onClose={onClose} widthClass="w-[min(94vw,24rem)]">
      {view && (
        <div className="flex flex-col items-center gap-4">
          {view.image ? (
            <img
              src={`data:image/png;base64,${view.image}`}
              alt={`QR code of ${view.vehicleId}`}
              width={250}
              height={250}
              className="size-[250px] rounded-md border border-slate-200"
            />
          ) : (
            <p className="flex size-[250px] items-center justify-center rounded-md border border-dashed border-slate-300 text-slate-500">
              No QR Code
            </p>
          )}
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-500">Vehicle ID</dt>
            <dd className="font-mono font-semibold text-slate-900">{view.vehicleId}</dd>
            <dt className="font-medium text-slate-500">Category</dt>
            <dd className="text-slate-900">{view.categoryName}</dd>
          </dl>
        </div>
      )}
    </Modal>
  );
}
