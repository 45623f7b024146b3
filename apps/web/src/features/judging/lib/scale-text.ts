import type { Parameter } from '@showgrid/shared/schemas/catalogue';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

const countOf = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** "A", "A and B", "A, B and C". */
function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/**
 * SPEC §2's scale line ("scale 1-10 on five parameters (build quality, creativity, …)"), made true
 * for the parameters this vehicle is scored on: an organiser names the parameters and sets each
 * one's limit, and a slider starts at 0 (SPEC §2: "from 0 to the parameter's limit"). With one
 * limit for all it reads like SPEC's line; with several, each parameter's range is named. Null
 * when there is nothing to score.
 */
export function scaleText(parameters: readonly Pick<Parameter, 'strParameterTitle' | 'intScoreLimit'>[]): string | null {
  const [first] = parameters;
  if (first === undefined) return null;
  const titles = parameters.map((parameter) => parameter.strParameterTitle);
  if (parameters.every((parameter) => parameter.intScoreLimit === first.intScoreLimit)) {
    const scale = `on a scale of 0 to ${String(first.intScoreLimit)}`;
    if (parameters.length === 1) return `Score ${first.strParameterTitle} ${scale}.`;
    return `Score each of the ${countOf(parameters.length)} parameters ${scale}: ${listOf(titles)}.`;
  }
  const ranges = parameters.map((parameter) => `${parameter.strParameterTitle} 0–${String(parameter.intScoreLimit)}`);
  return `Score each parameter from 0 to its limit: ${ranges.join(', ')}.`;
}
