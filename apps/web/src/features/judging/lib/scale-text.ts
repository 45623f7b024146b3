import type { Parameter } from '@showgrid/shared/schemas/catalogue';
import type { I18n } from '@showgrid/shared/i18n/translate';

/** "A", "A and B", "A, B and C", in the reader's language. */
function listOf(i18n: I18n, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return i18n._(/*i18n*/ { id: '{list} and {last}', values: { list: items.slice(0, -1).join(', '), last: items.at(-1) ?? '' } });
}

/**
 * SPEC §2's scale line ("scale 1-10 on five parameters (build quality, creativity, …)"), made true
 * for the parameters this vehicle is scored on: an organiser names the parameters and sets each
 * one's limit, and a slider starts at 0 (SPEC §2: "from 0 to the parameter's limit"). With one
 * limit for all it reads like SPEC's line; with several, each parameter's range is named. Null
 * when there is nothing to score. Counts up to ten are words, past ten figures.
 */
export function scaleText(i18n: I18n, parameters: readonly Pick<Parameter, 'strParameterTitle' | 'intScoreLimit'>[]): string | null {
  const [first] = parameters;
  if (first === undefined) return null;
  const titles = parameters.map((parameter) => parameter.strParameterTitle);
  const limit = String(first.intScoreLimit);
  if (parameters.every((parameter) => parameter.intScoreLimit === first.intScoreLimit)) {
    if (parameters.length === 1) {
      return i18n._(
        /*i18n*/ { id: 'Score {parameter} on a scale of 0 to {limit}.', values: { parameter: first.strParameterTitle, limit } },
      );
    }
    return i18n._(
      /*i18n*/ {
        id: 'Score each of the {count, plural, =2 {two} =3 {three} =4 {four} =5 {five} =6 {six} =7 {seven} =8 {eight} =9 {nine} =10 {ten} other {#}} parameters on a scale of 0 to {limit}: {list}.',
        values: { count: parameters.length, limit, list: listOf(i18n, titles) },
      },
    );
  }
  const ranges = parameters.map((parameter) => `${parameter.strParameterTitle} 0–${String(parameter.intScoreLimit)}`);
  return i18n._(/*i18n*/ { id: 'Score each parameter from 0 to its limit: {ranges}.', values: { ranges: ranges.join(', ') } });
}
