import { useState, type FormEvent } from 'react';
import { BULK_UPLOAD_EXTENSIONS, VEHICLE_LIMITS } from '@showgrid/shared/schemas/vehicle';
import { Button } from '../../../components/button';
import { useDownloadUploadTemplateMutation, type TemplateFormat } from '../api/download-upload-template';

const MAX_MB = VEHICLE_LIMITS.uploadMaxBytes / 1024 / 1024;
const WRONG_TYPE_MESSAGE = 'Please choose a .csv, .xlsx or .xls file.';

const TEMPLATE_FORMATS: TemplateFormat[] = ['xlsx', 'csv'];

const hasAcceptedExtension = (name: string) => BULK_UPLOAD_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

interface BulkUploadFormProps {
  /** Shown under the file field: a refused pick or the server's reason. */
  error: string | null;
  onError: (message: string | null) => void;
  onUpload: (file: File) => void;
}

export function BulkUploadForm({ error, onError, onUpload }: BulkUploadFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const template = useDownloadUploadTemplateMutation();

  const download = (format: TemplateFormat) => template.mutate(format);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) onUpload(file);
    else onError('Please choose a file to upload.');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <p className="text-sm text-slate-600">
        One vehicle per row, with the template&apos;s columns. Rows that cannot be imported are listed after the upload.
      </p>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {TEMPLATE_FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={template.isPending && template.variables === format}
            onClick={() => download(format)}
          >
            Download .{format} template
          </Button>
        ))}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="bulk-upload-file" className="text-sm font-medium text-slate-700">
          Vehicle File
        </label>
        <input
          id="bulk-upload-file"
          type="file"
          accept={BULK_UPLOAD_EXTENSIONS.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'bulk-upload-file-message bulk-upload-file-hint' : 'bulk-upload-file-hint'}
          className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-200"
          onChange={(event) => {
            const picked = event.target.files?.[0] ?? null;
            let problem: string | null = null;
            if (picked && !hasAcceptedExtension(picked.name)) problem = WRONG_TYPE_MESSAGE;
            else if (picked && picked.size > VEHICLE_LIMITS.uploadMaxBytes) problem = `The file must be at most ${String(MAX_MB)} MB.`;
            if (problem) event.target.value = '';
            setFile(problem ? null : picked);
            onError(problem);
          }}
        />
        <p id="bulk-upload-file-hint" className="text-sm text-slate-500">
          .csv, .xlsx or .xls, up to {MAX_MB} MB.
        </p>
        {error && (
          <p id="bulk-upload-file-message" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end">
        <Button type="submit" className="min-w-28">
          Upload
        </Button>
      </div>
    </form>
  );
}
