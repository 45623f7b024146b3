import { useLingui } from '@lingui/react';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

export interface QrCodeView {
  vehicleId: string;
  categoryName: string;
}

interface QrCodeModalProps {
  view: QrCodeView | null;
  /** The code as base64 PNG as the page holds it now; null when there is none to show. */
  image: string | null;
  /** The page's codes are still on their way: the image may yet come. */
  loading: boolean;
  onClose: () => void;
}

/**
 * The larger code with its vehicle id and category; a click outside closes it. The image is read
 * from the page's codes on every render, so a code that arrives after the click still shows.
 */
export function QrCodeModal({ view, image, loading, onClose }: QrCodeModalProps) {
  const { _ } = useLingui();
  return (
    <Modal open={view !== null} title={_(/*i18n*/ { id: 'QR Code' })} onClose={onClose} widthClass="w-[min(94vw,24rem)]">
      {view && (
        <div className="flex flex-col items-center gap-4">
          {image ? (
            <img
              src={`data:image/png;base64,${image}`}
              alt={_(/*i18n*/ { id: 'QR code of {id}', values: { id: view.vehicleId } })}
              width={250}
              height={250}
              className="size-[250px] rounded-md border border-slate-200"
            />
          ) : loading ? (
            <span className="flex size-[250px] items-center justify-center">
              <Spinner label={_(/*i18n*/ { id: 'Loading QR code' })} />
            </span>
          ) : (
            <p className="flex size-[250px] items-center justify-center rounded-md border border-dashed border-slate-300 text-slate-500">
              {_(/*i18n*/ { id: 'No QR Code' })}
            </p>
          )}
          <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Vehicle ID' })}</dt>
            <dd className="font-mono font-semibold text-slate-900">{view.vehicleId}</dd>
            <dt className="font-medium text-slate-500">{_(/*i18n*/ { id: 'Category' })}</dt>
            <dd className="text-slate-900">{view.categoryName}</dd>
          </dl>
        </div>
      )}
    </Modal>
  );
}
