import { describe, expect, it } from 'vitest';
import { rankJudgesChoice } from './judges-choice.ts';

describe("judges' choice order", () => {
  it('lists a judge’s choices best first, equal totals by vehicle id, numbered from 1', () => {
    const choices = [
      { vehicleId: 9, total: 30 },
      { vehicleId: 4, total: 38 },
      { vehicleId: 7, total: 30 },
      { vehicleId: 2, total: 12 },
    ];
    expect(rankJudgesChoice(choices)).toEqual([
      { vehicleId: 4, total: 38, rank: 1 },
      { vehicleId: 7, total: 30, rank: 2 },
      { vehicleId: 9, total: 30, rank: 3 },
      { vehicleId: 2, total: 12, rank: 4 },
    ]);
  });

  it('leaves the list it was given as it was, and keeps what else each choice carries', () => {
    const choices = [
      { vehicleId: 1, total: 5, name: 'Jaguar E-Type' },
      { vehicleId: 2, total: 9, name: 'Lancia Stratos' },
    ];
    expect(rankJudgesChoice(choices).map((choice) => choice.name)).toEqual(['Lancia Stratos', 'Jaguar E-Type']);
    expect(choices.map((choice) => choice.vehicleId)).toEqual([1, 2]);
    expect(rankJudgesChoice([])).toEqual([]);
  });
});
