import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { translated } from '@showgrid/shared/i18n/translate';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { judgeFieldsSchema, type Judge } from '@showgrid/shared/schemas/judge';
import { Button } from '../../../components/button';
import { ImageField } from '../../../components/image-field';
import { TextField } from '../../../components/text-field';
import type { JudgeFormPayload } from '../lib/judge-form-data';

const judgeFormSchema = judgeFieldsSchema.extend({
  profilePicture: z.instanceof(File).nullable(),
});
type JudgeFormInput = z.input<typeof judgeFormSchema>;

/** Form field names are the API's, so a server 400 lands under the field it names. */
export type JudgeFormField = keyof JudgeFormInput;
export const JUDGE_FORM_FIELDS: readonly JudgeFormField[] = ['strFullName', 'strTitle', 'strEmail', 'strPassword', 'profilePicture'];

interface JudgeFormProps {
  /** The judge being edited; none when creating. */
  judge: Judge | null;
  pending: boolean;
  /** Resolves to the server's field errors (400) to show inline, or nothing. */
  onSubmit: (payload: JudgeFormPayload) => Promise<Partial<Record<JudgeFormField, string>> | undefined>;
}

export function JudgeForm({ judge, pending, onSubmit }: JudgeFormProps) {
  const { _, i18n } = useLingui();
  // The shared rules' messages by their English; the server's already translated.
  const said = (message: string | undefined) => (message === undefined ? undefined : translated(i18n, message));
  const editing = judge !== null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<JudgeFormInput, unknown, z.output<typeof judgeFormSchema>>({
    resolver: zodResolver(judgeFormSchema),
    defaultValues: {
      strFullName: judge?.strFullName ?? '',
      strTitle: judge?.strTitle ?? '',
      strEmail: judge?.strEmail ?? '',
      strPassword: '',
      profilePicture: null,
    },
  });

  const passwordHintId = 'judge-password-hint';
  const passwordError = said(errors.strPassword?.message);

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        void handleSubmit(async (values) => {
          const fieldErrors = await onSubmit(values);
          for (const field of JUDGE_FORM_FIELDS) {
            const message = fieldErrors?.[field];
            if (message) setError(field, { type: 'server', message });
          }
        })(event);
      }}
    >
      <TextField
        id="judge-name"
        label={_(/*i18n*/ { id: 'Judge Name' })}
        autoComplete="off"
        error={said(errors.strFullName?.message)}
        {...register('strFullName')}
      />
      <Controller
        control={control}
        name="profilePicture"
        render={({ field, fieldState }) => (
          <ImageField
            id="judge-photo"
            label={editing ? _(/*i18n*/ { id: 'Change Image' }) : _(/*i18n*/ { id: 'Upload Image' })}
            value={field.value}
            onChange={(file) => {
              field.onChange(file);
            }}
            currentUrl={judge?.profilePicture}
            error={said(fieldState.error?.message)}
            onInvalid={(message) => setError('profilePicture', { type: 'format', message })}
          />
        )}
      />
      <TextField
        id="judge-title"
        label={_(/*i18n*/ { id: 'Title' })}
        autoComplete="off"
        error={said(errors.strTitle?.message)}
        {...register('strTitle')}
      />
      <TextField
        id="judge-email"
        label={_(/*i18n*/ { id: 'Contact' })}
        type="email"
        inputMode="email"
        autoComplete="off"
        error={said(errors.strEmail?.message)}
        {...register('strEmail')}
      />
      <div className="flex flex-col gap-1">
        <TextField
          id="judge-password"
          label={editing ? _(/*i18n*/ { id: 'New Password' }) : _(/*i18n*/ { id: 'Initial Password' })}
          type="password"
          autoComplete="new-password"
          error={passwordError}
          aria-describedby={passwordError ? `judge-password-message ${passwordHintId}` : passwordHintId}
          {...register('strPassword')}
        />
        <p id={passwordHintId} className="text-sm text-slate-500">
          {editing ? _(/*i18n*/ { id: 'Leave blank to keep the current password.' }) : _(/*i18n*/ { id: 'Leave blank to generate one.' })}
        </p>
      </div>
      <Button type="submit" loading={pending} className="mt-1 w-full">
        {editing ? _(/*i18n*/ { id: 'Update' }) : _(/*i18n*/ { id: 'Create' })}
      </Button>
    </form>
  );
}
