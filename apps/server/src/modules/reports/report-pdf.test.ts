import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING } from '@showgrid/shared/scoring-rules';
import { pdfPageCount, pdfText } from '../../../test/helpers/pdf-text.ts';
import { rendered, streamOf } from '../../../test/helpers/rendered.ts';
import { awardsOf } from './report-data.ts';
import type { ReportInput, ReportSection } from './report-model.ts';
import type { RankedVehicle } from '../results/ranking.ts';
import { renderReportPdf, shortName } from './report-pdf.ts';
import { sheetName } from './report-xlsx.ts';

/**
 * A made-up event: `vehicles` ranked in one category, `judges` who each scored every vehicle on
 * `parameters` parameters (the last one retired since).
 */
function report(vehicles: number, judges: number, parameters = 3): ReportInput & { section: ReportSection } {
  const rows: RankedVehicle[] = Array.from({ length: vehicles }, (_, i) => ({
    rank: i + 1,
    standing: {
      vehicleId: i + 1,
      uniqueId: `CC${String(i + 1).padStart(3, '0')}`,
      registrationNo: `REG ${i + 1}`,
      vehicleName: `Car number ${i + 1}`,
      ownerName: `Owner ${i + 1}`,
      categoryId: 1,
      categoryName: 'Classic Cars',
      total: 1000 - i,
      max: 1500,
      judges,
      countedJudges: judges,
      topChoices: 0,
      votes: 0,
      parameterScores: {},
      medal: null,
    },
    tieGroup: null,
    orderedByAdmin: false,
    tieAtAwardCut: false,
  }));
  const scoredOn = Array.from({ length: parameters }, (_, p) => ({
    parameterId: p + 1,
    title: `Parameter ${p + 1}`,
    limit: 10,
    retired: p === parameters - 1,
  }));
  const category = { categoryId: 1, categoryName: 'Classic Cars', rows, scoredOn };
  const people = Array.from({ length: judges }, (_, j) => ({
    id: j + 1,
    code: `JDG-${String(j + 1).padStart(3, '0')}`,
    name: `Judge ${j + 1}`,
  }));
  return {
    event: {
      id: 1,
      title: 'Autumn Concours',
      location: 'Castle Lawn',
      startsAt: new Date('2030-10-05T09:30:00Z'),
      timeZone: 'UTC',
      locale: 'en',
    },
    scoring: DEFAULT_SCORING,
    judges: people,
    categories: [category],
    awards: awardsOf(
      [category],
      people.map((judge) => ({ judge, choices: [] })),
    ),
    sheets: { eventId: 1, panels: new Map(), names: new Map(), parameters: new Map() },
    section: {
      category,
      vehicles: () =>
        new Map(
          rows.map(({ standing: { vehicleId } }) => [
            vehicleId,
            { vehicleId, sheets: [], cells: new Map(people.map(({ id }) => [id, `${(vehicleId + id) % 50}/50`])) },
          ]),
        ),
    },
  };
}

const renderPdf = (data: ReturnType<typeof report>) => rendered((out) => renderReportPdf(data, streamOf([data.section]), out));

describe('the report PDF layout', () => {
  it('keeps a name with a line feed in it on its one line', async () => {
    const data = report(2, 1);
    const first = data.categories[0]?.rows[0];
    if (first) first.standing.ownerName = 'Ann\nTotal 99/99';
    const text = pdfText(await renderPdf(data));
    expect(text).toContain('Ann Total 99/99');
    expect(text).not.toContain('Total 99/99');
  });

  it('puts up to five judges beside the ranking', async () => {
    const text = pdfText(await renderPdf(report(3, 5)));
    expect(text.slice(0, 2)).toEqual(['Results: Autumn Concours', '5 October 2030, 09:30 UTC · Castle Lawn']);
    const header = text.slice(
      text.indexOf('Rank', text.indexOf("Judges' picks (judges choice, best first)")),
      text.indexOf('Rank', text.indexOf("Judges' picks (judges choice, best first)")) + 17,
    );
    // The judges' ids, and under each its judge's name.
    expect(header).toEqual([
      'Rank',
      'Vehicle ID',
      'Vehicle',
      'Owner',
      'JDG-001',
      'JDG-002',
      'JDG-003',
      'JDG-004',
      'JDG-005',
      'Total score',
      'Votes',
      "Judges' choice",
      'J. 1',
      'J. 2',
      'J. 3',
      'J. 4',
      'J. 5',
    ]);
    expect(text.some((t) => t.includes("each judge's total"))).toBe(false);
    expect(text[text.indexOf('Classic Cars', text.indexOf("Judges' picks (judges choice, best first)")) + 1]).toBe(
      'Scored on: Parameter 1 (10), Parameter 2 (10), Parameter 3 (10, retired)',
    );
  });

  it('with medal bands, still puts five judges beside the ranking, the medal after the total, and a total with its counted judges uncut', async () => {
    const data = {
      ...report(3, 5),
      scoring: { ...DEFAULT_SCORING, rule: 'drop-high-low' as const, medalBands: { gold: 90, silver: 80, bronze: 70 } },
    };
    const first = data.categories[0]?.rows[0];
    if (!first) throw new Error('no row');
    first.standing = { ...first.standing, total: 1250, max: 1500, judges: 15, countedJudges: 13, medal: 'silver' };
    const text = pdfText(await renderPdf(data));
    const ranking = text.indexOf('Rank', text.indexOf("Judges' picks (judges choice, best first)"));
    expect(text.slice(ranking + 4, ranking + 13)).toEqual([
      'JDG-001',
      'JDG-002',
      'JDG-003',
      'JDG-004',
      'JDG-005',
      'Total score',
      'Medal',
      'Votes',
      "Judges' choice",
    ]);
    expect(text.some((t) => t.includes("each judge's total"))).toBe(false);
    const row = text.indexOf('Owner 1', ranking);
    expect(text.slice(row + 6, row + 8)).toEqual(['1250/1500 (13 of 15)', 'Silver']);
  });

  it('breaks a long "Scored on" line between parameters instead of cutting it', async () => {
    const text = pdfText(await renderPdf(report(3, 2, 40)));
    const first = text.findIndex((t) => t.startsWith('Scored on:'));
    const lines = text.slice(first, text.indexOf('Rank', first));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(
      `Scored on: ${Array.from({ length: 40 }, (_, p) => `Parameter ${p + 1} (10${p === 39 ? ', retired' : ''})`).join(', ')}`,
    );
  });

  it('with more judges, follows each category with their totals in tables of eleven; long tables repeat their header on each page', async () => {
    const pdf = await renderPdf(report(60, 30));
    const text = pdfText(pdf);
    expect(text.filter((t) => t.startsWith("Classic Cars: each judge's total"))).toEqual([
      "Classic Cars: each judge's total, judges 1–11",
      "Classic Cars: each judge's total, judges 12–22",
      "Classic Cars: each judge's total, judges 23–30",
    ]);
    // Every vehicle's row appears once in the ranking, once per judges' table and once in the scores by parameter.
    expect(text.filter((t) => t === 'Car number 60')).toHaveLength(5);
    // The last judges' table spans two pages: its header (ending in JDG-030, Judge 30 under it) is drawn on both.
    expect(text.filter((t) => t === 'JDG-030')).toHaveLength(2);
    expect(text.filter((t) => t === 'J. 30')).toHaveLength(2);
    // 60 rows do not fit one page: the ranking's header row is drawn again on the next.
    expect(text.filter((t) => t === 'Owner').length).toBeGreaterThanOrEqual(2);
    expect(pdfPageCount(pdf)).toBeGreaterThan(5);
    expect(text.at(-1)).toMatch(/^Page (\d+) of \1$/);
  });
});

describe('shortName', () => {
  it('shortens a name to its initial and surname, so it fits under a judge id', () => {
    expect(shortName('Daniel Moreau')).toBe('D. Moreau');
    expect(shortName('  Anna  Maria  Rossi ')).toBe('A. Rossi');
    expect(shortName('Cher')).toBe('Cher');
  });
});

describe('worksheet names', () => {
  it('are what Excel accepts: no []:*?/\\, at most 31 characters, unique, not "Awards" or "History"', () => {
    const taken = new Set(['awards']);
    expect(sheetName('Cars: 1960/70 [UK]?', taken)).toBe('Cars  1960 70  UK');
    expect(sheetName('Awards', taken)).toBe('Awards (2)');
    expect(sheetName('history', taken)).toBe('history (2)');
    const long = 'A very long category name that goes on';
    expect(sheetName(long, taken)).toBe(long.slice(0, 31));
    expect(sheetName(long, taken)).toBe(`${long.slice(0, 27)} (2)`);
    expect(sheetName("'quoted'", taken)).toBe('quoted');
    expect(sheetName('***', taken)).toBe('Category');
  });
});
