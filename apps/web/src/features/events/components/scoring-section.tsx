import { useLingui } from '@lingui/react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { translated } from '@showgrid/shared/i18n/translate';
import type { Category } from '@showgrid/shared/schemas/catalogue';
import {
  MAX_DROP_MIN_JUDGES,
  MEDAL_LABELS,
  MEDALS,
  MIN_DROP_MIN_JUDGES,
  SCORING_RULE_HINTS,
  SCORING_RULE_LABELS,
  SCORING_RULES,
} from '@showgrid/shared/scoring-rules';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { useTypesParameters } from '../api/get-type-parameters';
import type { EventFormInput, EventFormValues } from '../lib/event-form-schema';
import { MEDAL_FIELDS, scoringProblemText, type TieBreakParameter } from '../lib/scoring-form';
import { DeductionReasonsField } from './deduction-reasons-field';
import { EventSwitch } from './event-switch';
import { TieBreakField } from './tie-break-field';

interface ScoringSectionProps {
  form: UseFormReturn<EventFormInput, unknown, EventFormValues>;
  /** The event's categories as the form has them now: their vehicle types' parameters can break ties. */
  categories: Category[];
}

/** The event form's Scoring section (PRODUCT.md "Scores", ADR 029). */
export function ScoringSection({ form, categories }: ScoringSectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { _, i18n } = useLingui();
  const said = (message: string | undefined) => (message === undefined ? undefined : scoringProblemText(i18n, message));
  const rule = useWatch({ control, name: 'scoringRule' });
  const medalsOn = useWatch({ control, name: 'medalsOn' });
  const typeIds = [...new Set(categories.map((category) => category.intVehicleType))];
  const parameters = useTypesParameters(typeIds);
  const typeTitle = (typeId: number) => categories.find((category) => category.intVehicleType === typeId)?.strVehicleTypeTitle;
  const tieBreakParameters: TieBreakParameter[] = parameters.data.map((parameter) => ({
    id: parameter.id,
    label: `${parameter.strParameterTitle} (${typeTitle(parameter.intVehicleTypeId) ?? _(/*i18n*/ { id: 'vehicle type' })})`,
  }));
  const ruleHintId = 'event-scoring-rule-hint';

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">{_(/*i18n*/ { id: 'Scoring' })}</legend>
      <div className="flex flex-col gap-1.5">
        <SelectField
          id="event-scoring-rule"
          label={_(/*i18n*/ { id: 'Scoring rule' })}
          options={SCORING_RULES.map((value) => ({ value, label: translated(i18n, SCORING_RULE_LABELS[value]) }))}
          error={said(errors.scoringRule?.message)}
          aria-describedby={errors.scoringRule ? 'event-scoring-rule-message' : ruleHintId}
          {...register('scoringRule')}
        />
        {!errors.scoringRule && (
          <p id={ruleHintId} className="text-sm text-slate-500">
            {translated(i18n, SCORING_RULE_HINTS[rule])}
          </p>
        )}
      </div>
      {rule === 'drop-high-low' && (
        <TextField
          id="event-drop-min-judges"
          label={_(/*i18n*/ { id: 'Drop high and low from N judges' })}
          type="number"
          inputMode="numeric"
          min={MIN_DROP_MIN_JUDGES}
          max={MAX_DROP_MIN_JUDGES}
          className="max-w-32"
          hint={_(/*i18n*/ { id: "A vehicle scored by fewer judges counts every judge's total." })}
          error={said(errors.dropMinJudges?.message)}
          {...register('dropMinJudges')}
        />
      )}
      <div className="flex flex-col gap-2">
        <EventSwitch
          control={control}
          name="medalsOn"
          id="event-medals"
          label={_(/*i18n*/ { id: 'Medal bands' })}
          onText={_(/*i18n*/ { id: 'Gold, Silver and Bronze by score' })}
          offText={_(/*i18n*/ { id: 'No medals' })}
        />
        {medalsOn && (
          <div className="grid gap-4 sm:grid-cols-3">
            {MEDALS.map((medal) => (
              <TextField
                key={medal}
                id={`event-medal-${medal}`}
                label={_(/*i18n*/ { id: '{medal} from (% of the maximum)', values: { medal: translated(i18n, MEDAL_LABELS[medal]) } })}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                error={said(errors[MEDAL_FIELDS[medal]]?.message)}
                {...register(MEDAL_FIELDS[medal])}
              />
            ))}
          </div>
        )}
      </div>
      <Controller
        control={control}
        name="tieBreak"
        render={({ field, fieldState }) => (
          <TieBreakField
            value={field.value}
            onChange={field.onChange}
            parameters={tieBreakParameters}
            parametersLoading={parameters.isLoading}
            error={said(fieldState.error?.message)}
          />
        )}
      />
      {rule === 'deduction' && (
        <Controller
          control={control}
          name="deductionReasons"
          render={({ field, fieldState }) => (
            <DeductionReasonsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      )}
    </fieldset>
  );
}
