import { useLingui } from '@lingui/react';
import { useState, type FormEvent } from 'react';
import { english } from '@showgrid/shared/i18n/english';
import { translated } from '@showgrid/shared/i18n/translate';
import { BULK_UPLOAD_EXTENSIONS, VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import { Button } from '../../../components/button';
import { useDownloadUploadTemplateMutation, type TemplateFormat } from '../api/download-upload-template';

const MAX_MB = VEHICLE_LIMITS.uploadMaxBytes / 1024 / 1024;
const WRONG_TYPE_MESSAGE = english(/*i18n*/ { id: 'Please choose a .csv, .xlsx or .xls file.' });

const TEMPLATE_FORMATS: TemplateFormat[] = ['xlsx', 'csv'];

const hasAcceptedExtension = (name: string) => BULK_UPLOAD_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

interface BulkUploadFormProps {
  /** Shown under the file field: a refused pick or the server's reason. */
  error: string | null;
  onError: (message: string | null) => void;
  onUpload: (file: File) => void;
}

export function BulkUploadForm({ error, onError, onUpload }: BulkUploadFormProps) {
  const { _, i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const template = useDownloadUploadTemplateMutation();

  const download = (format: TemplateFormat) => template.mutate(format);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onUpload(file);
    else onError(_(/*i18n*/ { id: 'Please choose a file to upload.' }));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        {_(/*i18n*/ { id: "One vehicle per row, with the template's columns. Rows that cannot be imported are listed after the upload." })}
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {TEMPLATE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={template.isPending && template.variables === format}
            onClick={() => download(format)}
          >
            {_(/*i18n*/ { id: 'Download .{format} template', values: { format } })}
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bulk-upload-file" className="text-sm font-medium text-slate-700">
          {_(/*i18n*/ { id: 'Vehicle File' })}
        </label>
        <input
          id="bulk-upload-file"
          type="file"
          accept={BULK_UPLOAD_EXTENSIONS.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'bulk-upload-file-message bulk-upload-file-hint' : 'bulk-upload-file-hint'}
          className="text-sm text-slate-700 file:me-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            let problem: string | null = null;
            if (picked && !hasAcceptedExtension(picked.name)) problem = translated(i18n, WRONG_TYPE_MESSAGE);
            else if (picked && picked.size > VEHICLE_LIMITS.uploadMaxBytes)
              problem = _(/*i18n*/ { id: 'The file must be at most {size} MB.', values: { size: i18n.number(MAX_MB) } });
            if (problem) event.target.value = '';
            setFile(problem ? null : picked);
            onError(problem);
          }}
        />
        <p id="bulk-upload-file-hint" className="text-sm text-slate-500">
          {_(/*i18n*/ { id: '.csv, .xlsx or .xls, up to {size} MB.', values: { size: i18n.number(MAX_MB) } })}
        </p>
        {error && (
          <p id="bulk-upload-file-message" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-w-28">
          {_(/*i18n*/ { id: 'Upload' })}
        </Button>
      </div>
    </form>
  );
}
