import { describe, expect, it } from 'vitest';
import { createI18n } from '@showgrid/shared/i18n/translate';
import { scoreShown } from './score-words';

describe('scoreShown', () => {
  it('writes x/y in the reader’s language, English as it always read', () => {
    expect(scoreShown(createI18n('en', {}), '1200/1500')).toBe('1200/1500');
    expect(scoreShown(createI18n('en', {}), '27.5/30')).toBe('27.5/30');
    expect(scoreShown(createI18n('de', {}), '27.5/30')).toBe('27,5/30');
    expect(scoreShown(createI18n('fr', {}), '1200/1500')).toBe('1200/1500');
  });

  it('shows anything that is not x/y as it came', () => {
    for (const text of ['–', '12', 'a/b', '/30']) expect(scoreShown(createI18n('de', {}), text)).toBe(text);
  });
});
