import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react';
import type { I18n } from '@showgrid/shared/i18n/translate';
import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import { openingDeductions } from '../lib/event-scoring';
import type { ScoreSheet, SheetDeductions } from '../outbox/sheet-state';
import { useJudgeStore, type JudgeVehicle } from '../stores/judge-store';

/** What the judge has in front of them on a sheet: slider values or deductions, the note as typed, the switch. */
export interface SheetForm {
  values: Record<number, number>;
  deductions: SheetDeductions;
  note: string;
  chosen: boolean;
}

/** The form a submitted sheet (or none) opens with. */
function formOfSubmitted(i18n: I18n, sheet: ScoreSheet | undefined, parameters: readonly Parameter[]): SheetForm {
  return {
    values: { ...sheet?.scores },
    deductions: openingDeductions(i18n, sheet, parameters),
    note: sheet?.specialNote ?? '',
    chosen: sheet?.chosen ?? false,
  };
}

/** The form a draft was kept from. A deduction draft names its deductions; a points one does not. */
function formOfDraft(i18n: I18n, sheet: ScoreSheet, parameters: readonly Parameter[]): SheetForm {
  const { deductions } = sheet;
  return {
    values: { ...sheet.scores },
    deductions: deductions
      ? Object.fromEntries(parameters.map((parameter) => [parameter.id, deductions[parameter.id] ?? []]))
      : openingDeductions(i18n, sheet, parameters),
    note: sheet.specialNote,
    chosen: sheet.chosen,
  };
}

/** The form as a draft keeps it: the values as shown, the note untrimmed (the judge is still typing). */
function draftSheetOf(form: SheetForm, deductionSheet: boolean): ScoreSheet {
  const sheet: ScoreSheet = { scores: form.values, specialNote: form.note, chosen: form.chosen };
  if (deductionSheet) sheet.deductions = form.deductions;
  return sheet;
}

/** Whether two forms would submit the same sheet: then there is nothing to keep as a draft. */
function sameSheet(a: SheetForm, b: SheetForm, parameters: readonly Parameter[], deductionSheet: boolean): boolean {
  if (a.note !== b.note || a.chosen !== b.chosen) return false;
  return parameters.every((parameter) => {
    if (deductionSheet) return JSON.stringify(a.deductions[parameter.id] ?? []) === JSON.stringify(b.deductions[parameter.id] ?? []);
    const scoreOf = (form: SheetForm) => Math.min(form.values[parameter.id] ?? 0, parameter.intScoreLimit);
    return scoreOf(a) === scoreOf(b);
  });
}

interface SheetDraftOptions {
  vehicle: JudgeVehicle;
  parameters: readonly Parameter[];
  deductionSheet: boolean;
}

/**
 * The sheet being filled in, kept in the judge store as the judge changes it (ADR 030): the form
 * opens from the vehicle's draft if there is one, else from the sheet last submitted. Each change
 * is written to the draft; a change back to the submitted sheet drops it. `discard` goes back to
 * the submitted sheet (the page asks first); a submit replaces the draft in the store.
 */
export function useSheetDraft({ vehicle, parameters, deductionSheet }: SheetDraftOptions) {
  const id = vehicle.intVehicleId;
  // A score given before deductions were recorded opens as one, its reason in the judge's language.
  const { i18n } = useLingui();
  const hasDraft = useJudgeStore((state) => id in state.drafts);
  const [form, setForm] = useState<SheetForm>(() => {
    const { drafts, sheets } = useJudgeStore.getState();
    const draft = drafts[id];
    return draft ? formOfDraft(i18n, draft.sheet, parameters) : formOfSubmitted(i18n, sheets[id]?.sheet, parameters);
  });
  // Only the judge's own changes write a draft: opening a sheet does not.
  const changed = useRef(false);

  useEffect(() => {
    if (!changed.current) return;
    const { sheets, keepDraft, discardDraft } = useJudgeStore.getState();
    if (sameSheet(form, formOfSubmitted(i18n, sheets[id]?.sheet, parameters), parameters, deductionSheet)) {
      discardDraft(id);
      return;
    }
    keepDraft(id, {
      intEventId: vehicle.intEventId,
      intCategoryId: vehicle.intCategoryId,
      sheet: draftSheetOf(form, deductionSheet),
      editedAt: new Date().toISOString(),
    });
  }, [form, id, vehicle.intEventId, vehicle.intCategoryId, parameters, deductionSheet, i18n]);

  return {
    form,
    hasDraft,
    /** The judge changes the sheet. */
    update(recipe: (current: SheetForm) => SheetForm): void {
      changed.current = true;
      setForm(recipe);
    },
    /** Back to the sheet last submitted (or a blank one), the draft gone. */
    discard(): void {
      changed.current = false;
      const { sheets, discardDraft } = useJudgeStore.getState();
      discardDraft(id);
      setForm(formOfSubmitted(i18n, sheets[id]?.sheet, parameters));
    },
  };
}
