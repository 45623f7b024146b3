import { describe, expect, it } from 'vitest';
import { appI18n } from '../../../app/language/app-language';
import { scaleText as scaleTextIn } from './scale-text';

/** In English, the tests' language (test/setup.ts loads its words). */
const scaleText = (parameters: Parameters<typeof scaleTextIn>[1]) => scaleTextIn(appI18n, parameters);

const parameter = (strParameterTitle: string, intScoreLimit = 10) => ({ strParameterTitle, intScoreLimit });

describe('the scale line of a scoring sheet', () => {
  it('reads like SPEC’s line when every parameter has the same limit', () => {
    const specFive = ['Build Quality', 'Creativity', 'Attention to Detail', 'Engineering', 'Overall Presentation'].map((title) =>
      parameter(title),
    );
    expect(scaleText(specFive)).toBe(
      'Score each of the five parameters on a scale of 0 to 10: Build Quality, Creativity, Attention to Detail, Engineering and Overall Presentation.',
    );
    expect(scaleText([parameter('Paint', 5), parameter('Chrome', 5)])).toBe(
      'Score each of the two parameters on a scale of 0 to 5: Paint and Chrome.',
    );
    expect(scaleText([parameter('Paint', 20)])).toBe('Score Paint on a scale of 0 to 20.');
  });

  it('names each range when the limits differ', () => {
    expect(scaleText([parameter('Build Quality', 10), parameter('Creativity', 5)])).toBe(
      'Score each parameter from 0 to its limit: Build Quality 0–10, Creativity 0–5.',
    );
  });

  it('counts in figures past ten, and says nothing with nothing to score', () => {
    const twelve = Array.from({ length: 12 }, (_, index) => parameter(`P${String(index + 1)}`));
    expect(scaleText(twelve)).toMatch(/^Score each of the 12 parameters on a scale of 0 to 10: P1, P2, .* P11 and P12\.$/);
    expect(scaleText([])).toBeNull();
  });
});
