import { describe, expect, it } from 'vitest';
import { createI18n } from './i18n/translate.ts';
import { judgeCountText, rankText, scoreNumber, scoreShown, scoreText, totalScoreText, votesText } from './score-text.ts';

describe('score text', () => {
  it('writes a score as x/y', () => {
    expect(scoreText(14, 20)).toBe('14/20');
    expect(scoreText(0, 0)).toBe('0/0');
  });

  it('writes a total as x/y, and nothing for a vehicle nobody scored', () => {
    expect(totalScoreText(14, 20)).toBe('14/20');
    expect(totalScoreText(0, 0)).toBe('0/0');
    expect(totalScoreText(null, null)).toBeNull();
    expect(totalScoreText(5, null)).toBeNull();
  });

  it('writes a place, or a dash for a vehicle nobody scored', () => {
    expect(rankText(3)).toBe('3');
    expect(rankText(null)).toBe('–');
  });

  it('counts judges and votes in the singular for one', () => {
    expect([judgeCountText(1), judgeCountText(3)]).toEqual(['1 judge', '3 judges']);
    expect([votesText(1), votesText(0), votesText(12)]).toEqual(['1 Vote', '0 Votes', '12 Votes']);
  });
});

describe('a score in the reader’s language', () => {
  it('writes x/y and a lone score in the reader’s language, English as it always read', () => {
    expect(scoreShown(createI18n('en', {}), '1200/1500')).toBe('1200/1500');
    expect(scoreShown(createI18n('en', {}), '27.5/30')).toBe('27.5/30');
    expect(scoreShown(createI18n('de', {}), '27.5/30')).toBe('27,5/30');
    expect(scoreShown(createI18n('fr', {}), '1200/1500')).toBe('1200/1500');
    expect(scoreShown(createI18n('nl', {}), '12.5')).toBe('12,5');
    expect(scoreNumber(createI18n('es', {}), 7.25)).toBe('7,25');
    expect(scoreNumber(createI18n('en', {}), 1250)).toBe('1250');
  });

  it('shows anything that is not a score as it came', () => {
    for (const text of ['–', 'a/b', '/30', '1/2/3']) expect(scoreShown(createI18n('de', {}), text)).toBe(text);
  });
});
