import { useLingui } from '@lingui/react';
import toast from 'react-hot-toast';
import type { Judge } from '@showgrid/shared/schemas/judge';
import { Modal } from '../../../components/modal';
import { useCreateJudgeMutation, type JudgeSaved } from '../api/create-judge';
import { useUpdateJudgeMutation } from '../api/update-judge';
import type { JudgeFormPayload } from '../lib/judge-form-data';
import { serverFieldErrors } from '../../../lib/api-errors';
import { showError, showErrorMessage } from '../../../lib/show-error';
import { JUDGE_FORM_FIELDS, JudgeForm, type JudgeFormField } from './judge-form';

/** SPEC §2: the judge modal is 530 px high. */
const JUDGE_MODAL_HEIGHT_PX = 530;

interface JudgeFormModalProps {
  open: boolean;
  /** The judge to update; null creates one. */
  judge: Judge | null;
  onClose: () => void;
  onCreated: (saved: JudgeSaved) => void;
}

function isFormField(field: string): field is JudgeFormField {
  return JUDGE_FORM_FIELDS.some((known) => known === field);
}

export function JudgeFormModal({ open, judge, onClose, onCreated }: JudgeFormModalProps) {
  const { _ } = useLingui();
  const create = useCreateJudgeMutation();
  const update = useUpdateJudgeMutation();

  const submit = async (payload: JudgeFormPayload) => {
    try {
      if (judge) {
        await update.mutateAsync({ judgeId: judge.intJudgeId, payload });
        toast.success(_(/*i18n*/ { id: 'Judge updated' }));
        onClose();
      } else {
        const saved = await create.mutateAsync(payload);
        onClose();
        onCreated(saved);
      }
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (!fields) {
        showError(error, judge ? _(/*i18n*/ { id: 'Failed to update judge' }) : _(/*i18n*/ { id: 'Failed to create judge' }));
        return undefined;
      }
      const inline: Partial<Record<JudgeFormField, string>> = {};
      for (const [field, message] of Object.entries(fields)) {
        if (isFormField(field)) inline[field] = message;
        else showErrorMessage(message);
      }
      return inline;
    }
  };

  return (
    <Modal
      open={open}
      title={judge ? _(/*i18n*/ { id: 'Update Judge' }) : _(/*i18n*/ { id: 'Create Judge' })}
      onClose={onClose}
      heightPx={JUDGE_MODAL_HEIGHT_PX}
    >
      <JudgeForm key={judge?.intJudgeId ?? 'new'} judge={judge} pending={create.isPending || update.isPending} onSubmit={submit} />
    </Modal>
  );
}
