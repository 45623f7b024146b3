import { useLingui } from '@lingui/react';
import { useState } from 'react';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { getErrorMessage } from '../../../lib/api-errors';
import { useBulkUploadVehiclesMutation } from '../api/bulk-upload-vehicles';
import { BulkUploadForm } from './bulk-upload-form';
import { BulkUploadResult } from './bulk-upload-result';

interface BulkUploadModalProps {
  eventId: number;
  onClose: () => void;
}

/** SPEC §2 bulk import: choose a file, a spinner while it uploads, then the result and Close. */
export function BulkUploadModal({ eventId, onClose }: BulkUploadModalProps) {
  const { _ } = useLingui();
  const upload = useBulkUploadVehiclesMutation();
  const [fileError, setFileError] = useState<string | null>(null);

  return (
    <Modal open title={_(/*i18n*/ { id: 'Upload Vehicles' })} onClose={onClose}>
      {upload.isSuccess && <BulkUploadResult result={upload.data} onClose={onClose} />}
      {upload.isPending && (
        <div className="flex flex-col items-center gap-3 py-10 text-red-600">
          <Spinner label={_(/*i18n*/ { id: 'Uploading' })} />
          <p className="text-slate-600">{_(/*i18n*/ { id: 'Uploading vehicles...' })}</p>
        </div>
      )}
      {/* Hidden, not unmounted, while uploading: after a refusal the chosen file is still picked. */}
      <div hidden={upload.isPending || upload.isSuccess}>
        <BulkUploadForm
          error={
            fileError ?? (upload.isError ? getErrorMessage(upload.error, _(/*i18n*/ { id: 'Upload failed. Please try again.' })) : null)
          }
          onError={(message) => {
            upload.reset();
            setFileError(message);
          }}
          onUpload={(file) => {
            setFileError(null);
            upload.mutate({ eventId, file });
          }}
        />
      </div>
    </Modal>
  );
}
