import { describe, expect, it } from 'vitest';
import { readSheetRows, type SheetContext, type SheetRows } from './sheet-rows.ts';

const CATEGORY = 4;
const PAINT = 31;

const context: SheetContext = {
  eventId: 1,
  // The panel in id order, which is not name order.
  panels: new Map([[CATEGORY, [1, 2, 3, 8, 9]]]),
  names: new Map([
    [1, 'Émile Zola'],
    [2, 'zoë Adams'],
    [3, 'Ada Lovelace'],
    [4, 'Bea Off-Panel'],
    [8, 'Sam Same'],
    [9, 'Sam Same'],
  ]),
  parameters: new Map([[PAINT, { title: 'Paint', limit: 10, retired: false }]]),
};

const entry = (id: number, judgeId: number, score: number): SheetRows[number][1][number] => [
  id,
  judgeId,
  '',
  false,
  score,
  10,
  {},
  0,
  0,
  [[PAINT, score]],
  false,
  null,
  null,
];

describe('readSheetRows', () => {
  it("lists each vehicle's sheets in the judges' name order (the collator's), then by id, whoever scored", () => {
    const rows: SheetRows = [
      // Judge 4 is off the panel but scored; judge 2 stepped aside; the others wait.
      [100, [entry(1, 4, 7), entry(2, 9, 5)], [2]],
      [101, [entry(3, 1, 6)], []],
    ];
    const vehicles = readSheetRows(context, { categoryId: CATEGORY, rows: JSON.stringify(rows) });
    const order = vehicles.map(({ vehicleId, sheets }) => [
      vehicleId,
      sheets.map((sheet) => `${sheet.name} #${String(sheet.judgeId)} ${sheet.state}`),
    ]);
    expect(order).toEqual([
      [
        100,
        [
          'Ada Lovelace #3 waiting',
          'Bea Off-Panel #4 scored',
          'Émile Zola #1 waiting',
          'Sam Same #8 waiting',
          'Sam Same #9 scored',
          'zoë Adams #2 stepped-aside',
        ],
      ],
      [101, ['Ada Lovelace #3 waiting', 'Émile Zola #1 scored', 'Sam Same #8 waiting', 'Sam Same #9 waiting', 'zoë Adams #2 waiting']],
    ]);
    expect(vehicles[0]?.sheets.find((sheet) => sheet.judgeId === 4)?.onPanel).toBe(false);
  });
});
