import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
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
import { MEDAL_FIELDS, type TieBreakParameter } from '../lib/scoring-form';
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
  const rule = useWatch({ control, name: 'scoringRule' });
  const medalsOn = useWatch({ control, name: 'medalsOn' });
  const typeIds = [...new Set(categories.map((category) => category.intVehicleType))];
  const parameters = useTypesParameters(typeIds);
  const typeTitle = (typeId: number) => categories.find((category) => category.intVehicleType === typeId)?.strVehicleTypeTitle;
  const tieBreakParameters: TieBreakParameter[] = parameters.data.map((parameter) => ({
    id: parameter.id,
    label: `${parameter.strParameterTitle} (${typeTitle(parameter.intVehicleTypeId) ?? 'vehicle type'})`,
  }));
  const ruleHintId = 'event-scoring-rule-hint';

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Scoring</legend>
      <div className="flex flex-col gap-1.5">
        <SelectField
          id="event-scoring-rule"
          label="Scoring rule"
          options={SCORING_RULES.map((value) => ({ value, label: SCORING_RULE_LABELS[value] }))}
          error={errors.scoringRule?.message}
          aria-describedby={errors.scoringRule ? 'event-scoring-rule-message' : ruleHintId}
          {...register('scoringRule')}
        />
        {!errors.scoringRule && (
          <p id={ruleHintId} className="text-sm text-slate-500">
            {SCORING_RULE_HINTS[rule]}
          </p>
        )}
      </div>
      {rule === 'drop-high-low' && (
        <TextField
          id="event-drop-min-judges"
          label="Drop high and low from N judges"
          type="number"
          inputMode="numeric"
          min={MIN_DROP_MIN_JUDGES}
          max={MAX_DROP_MIN_JUDGES}
          className="max-w-32"
          hint="A vehicle scored by fewer judges counts every judge's total."
          error={errors.dropMinJudges?.message}
          {...register('dropMinJudges')}
        />
      )}
      <div className="flex flex-col gap-2">
        <EventSwitch
          control={control}
          name="medalsOn"
          id="event-medals"
          label="Medal bands"
          onText="Gold, Silver and Bronze by score"
          offText="No medals"
        />
        {medalsOn && (
          <div className="grid gap-4 sm:grid-cols-3">
            {MEDALS.map((medal) => (
              <TextField
                key={medal}
                id={`event-medal-${medal}`}
                label={`${MEDAL_LABELS[medal]} from (% of the maximum)`}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                error={errors[MEDAL_FIELDS[medal]]?.message}
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
            error={fieldState.error?.message}
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
