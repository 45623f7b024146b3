import { describe, expect, it } from 'vitest';
import { judgeCountText, rankText, scoreText, totalScoreText, votesText } from './score-text.ts';

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
