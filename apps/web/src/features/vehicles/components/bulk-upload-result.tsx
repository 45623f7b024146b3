import { useLingui } from '@lingui/react';
import type { BulkUploadResult as Result } from '@showgrid/shared/schemas/vehicle';
import { Button } from '../../../components/button';

interface BulkUploadResultProps {
  result: Result;
  onClose: () => void;
}

/** The server's message, then each row it could not import (SPEC: "Failed Entries:"). */
export function BulkUploadResult({ result, onClose }: BulkUploadResultProps) {
  const { _ } = useLingui();
  const failed = result.failed_data;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className={`font-medium ${failed.length > 0 ? 'text-slate-900' : 'text-green-700'}`}>
        {result.message}
      </p>
      {failed.length > 0 && (
        <section aria-labelledby="bulk-upload-failed" className="flex flex-col gap-2">
          <h3 id="bulk-upload-failed" className="text-sm font-semibold text-red-700">
            {_(/*i18n*/ { id: 'Failed Entries:' })}
          </h3>
          <ul
            aria-labelledby="bulk-upload-failed"
            className="max-h-64 list-disc overflow-y-auto rounded-md bg-red-50 py-2 ps-8 pe-3 text-sm text-red-800"
          >
            {failed.map((entry, index) => (
              <li key={`${String(index)}-${entry}`} className="py-0.5 break-words">
                {entry}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex justify-end">
        <Button onClick={onClose}>{_(/*i18n*/ { id: 'Close' })}</Button>
      </div>
    </div>
  );
}
