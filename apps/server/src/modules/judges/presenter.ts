import type { Judge } from '@showgrid/shared/schemas/judge';
import { judgeFields } from './judge-snapshot.ts';
import type { JudgeRecord, SavedJudge } from './repository.ts';

/** A judge as the API answers (judge-snapshot.ts writes SPEC's names, for answers and the audit log alike). */
export const presentJudge = (judge: JudgeRecord): Judge => judgeFields(judge);

/** A judge just created or changed, with the password generated for them (shown once) and whether it was e-mailed. */
export const presentSavedJudge = ({ judge, generatedPassword, emailed }: SavedJudge) => ({
  data: presentJudge(judge),
  strGeneratedPassword: generatedPassword,
  blnEmailed: emailed,
});
