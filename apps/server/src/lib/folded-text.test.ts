import { describe, expect, it } from 'vitest';
import { useTestContext, type TestContext } from '../../test/helpers/test-app.ts';
import { folded } from './folded-text.ts';

// Accent-insensitive search and order (issue 33, scope 4), on both engines: the judges' list is
// searched and sorted by the database, with the same folding as here.

let ctx!: TestContext;
useTestContext((c) => (ctx = c));

describe('folded()', () => {
  it('takes the accents off European letters, keeps case and everything else', () => {
    expect(folded('Jürgen Müller')).toBe('Jurgen Muller');
    expect(folded('José Núñez-Çağlar')).toBe('Jose Nunez-Caglar');
    expect(folded('Łódź Øresund Đorđe Ærø')).toBe('Lodz Oresund Dorde Æro');
    expect(folded('100% _x_ Ωmega')).toBe('100% _x_ Ωmega');
  });
});

describe('the judges’ list', () => {
  const names = ['Zoë Zander', 'Émile Éclair', 'Adam Ant', 'Jürgen Müller', 'Hans Muller', 'José Núñez'];
  const listed = async (query: string) => {
    const { headers } = await ctx.authAs('admin');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/judges/${query}`, headers: { ...headers, blnremovepagination: 'true' } });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: { strFullName: string }[] }>().data.map((judge) => judge.strFullName);
  };

  it('finds Müller and Muller alike, whichever way the search is written, and Núñez by nunez', async () => {
    for (const fullName of names) await ctx.createUser({ role: 'judge', fullName });
    for (const search of ['muller', 'MÜLLER', 'Mueller'.replace('ue', 'u')]) {
      expect((await listed(`?strSearchQuery=${encodeURIComponent(search)}`)).sort(), search).toEqual(['Hans Muller', 'Jürgen Müller']);
    }
    expect(await listed('?strSearchQuery=nunez')).toEqual(['José Núñez']);
    expect(await listed(`?strSearchQuery=${encodeURIComponent('NÚÑ')}`)).toEqual(['José Núñez']);
  });

  it('sorts as a reader looks a name up: Émile among the E’s, Zoë last', async () => {
    for (const fullName of names) await ctx.createUser({ role: 'judge', fullName });
    expect(await listed('')).toEqual(['Adam Ant', 'Émile Éclair', 'Hans Muller', 'José Núñez', 'Jürgen Müller', 'Zoë Zander']);
  });
});
