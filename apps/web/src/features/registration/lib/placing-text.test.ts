import { describe, expect, it } from 'vitest';
import { messages as publicEnglish } from '@showgrid/shared/i18n/locales/en/public';
import { createI18n } from '@showgrid/shared/i18n/translate';
import { placingText } from './placing-text';

const i18n = createI18n('en', publicEnglish);
const placing = { strCategoryName: 'Pre-war Classics', intPlace: 1, blnShared: false, intOf: 12 };

describe('placingText', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
  ])('%i is %s', (place, text) =>
    expect(placingText(i18n, { ...placing, intPlace: place, intOf: 120 })).toBe(`${text} of 120 in Pre-war Classics`),
  );

  it('says the place, shared or not, of how many in the class; or not placed', () => {
    expect(placingText(i18n, placing)).toBe('1st of 12 in Pre-war Classics');
    expect(placingText(i18n, { ...placing, intPlace: 2, blnShared: true })).toBe('Joint 2nd of 12 in Pre-war Classics');
    expect(placingText(i18n, { ...placing, intPlace: null })).toBe('Not placed');
  });
});
