import type { JudgeFields } from '@showgrid/shared/schemas/judge';

export interface JudgeFormPayload extends Required<JudgeFields> {
  profilePicture: File | null;
}

/** The multipart body of POST / PUT /api/judges/ (SPEC §7): text fields plus the optional photo. */
export function toJudgeFormData(payload: JudgeFormPayload, judgeId?: number): FormData {
  const form = new FormData();
  if (judgeId !== undefined) form.set('intJudgeId', String(judgeId));
  form.set('strFullName', payload.strFullName);
  form.set('strTitle', payload.strTitle);
  form.set('strEmail', payload.strEmail);
  form.set('strPassword', payload.strPassword);
  if (payload.profilePicture) form.set('profilePicture', payload.profilePicture);
  return form;
}
