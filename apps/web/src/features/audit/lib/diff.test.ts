import { describe, expect, it } from 'vitest';
import { diffOf } from './diff';

describe('diffOf', () => {
  it('shows only the fields an update changed, every field of a creation or deletion', () => {
    expect(diffOf({ title: 'A', arrJudges: [1, 2], same: 1 }, { title: 'B', arrJudges: [2], same: 1 })).toEqual([
      { field: 'title', before: 'A', after: 'B' },
      { field: 'arrJudges', before: '[1,2]', after: '[2]' },
    ]);
    expect(diffOf(null, { reason: 'Friend' })).toEqual([{ field: 'reason', before: '—', after: 'Friend' }]);
    expect(diffOf({ reason: 'Friend' }, null)).toEqual([{ field: 'reason', before: 'Friend', after: '—' }]);
    expect(diffOf({ a: null }, { a: null })).toEqual([]);
    expect(diffOf({ a: null }, { a: 'x' })).toEqual([{ field: 'a', before: '—', after: 'x' }]);
  });
});
