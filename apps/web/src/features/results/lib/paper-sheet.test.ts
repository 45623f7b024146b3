import { describe, expect, it } from 'vitest';
import { draftOf, draftProblems, fieldKey, paperBody, PAPER_MESSAGES } from './paper-sheet';

const PARAMETERS = [
  { id: 1, title: 'Paint', limit: 10 },
  { id: 2, title: 'Engine', limit: 5 },
];
const target = { eventId: 3, vehicleId: 4, judgeId: 5 };

describe('a paper sheet as typed', () => {
  it('needs a whole score within each limit on a Points sheet', () => {
    const draft = { ...draftOf(undefined, PARAMETERS), scores: { '1': '10', '2': '2.5' } };
    expect(draftProblems(draft, PARAMETERS, false)).toEqual({ [fieldKey.score(2)]: PAPER_MESSAGES.score(5) });
    expect(draftProblems({ ...draft, scores: { '1': '', '2': '0' } }, PARAMETERS, false)).toEqual({
      [fieldKey.score(1)]: PAPER_MESSAGES.score(10),
    });
    expect(paperBody({ ...draft, scores: { '1': ' 10 ', '2': '0' } }, PARAMETERS, false, target).objParameterWiseScore).toEqual({
      '1': 10,
      '2': 0,
    });
  });

  it('on a Deduction sheet needs whole points of at least 1, and scores each parameter its limit less them, never below 0', () => {
    const draft = {
      ...draftOf(undefined, PARAMETERS),
      deductions: {
        '1': [{ points: '0', reason: '' }],
        '2': [
          { points: '4', reason: 'Oil leak ' },
          { points: '3', reason: '' },
        ],
      },
    };
    expect(draftProblems(draft, PARAMETERS, true)).toEqual({ [fieldKey.points(1, 0)]: PAPER_MESSAGES.points });
    const body = paperBody({ ...draft, deductions: { '1': [], '2': draft.deductions['2'] } }, PARAMETERS, true, target);
    expect(body).toMatchObject({
      intJudgeId: 5,
      blnFromPaper: true,
      objParameterWiseScore: { '1': 10, '2': 0 },
      objParameterWiseDeductions: {
        '1': [],
        '2': [
          { intPoints: 4, strReason: 'Oil leak' },
          { intPoints: 3, strReason: '' },
        ],
      },
    });
  });
});
