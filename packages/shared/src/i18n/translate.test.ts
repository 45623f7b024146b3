import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../locales.ts';
import { whenText } from '../time-text.ts';
import { createI18n, english, negotiateLocale, pageLocale, translated, type Messages } from './translate.ts';
import { messages as deApp } from './locales/de/app.ts';
import { messages as dePublic } from './locales/de/public.ts';
import { messages as deServer } from './locales/de/server.ts';
import { messages as enApp } from './locales/en/app.ts';
import { messages as enPublic } from './locales/en/public.ts';
import { messages as enServer } from './locales/en/server.ts';
import { messages as esApp } from './locales/es/app.ts';
import { messages as esPublic } from './locales/es/public.ts';
import { messages as esServer } from './locales/es/server.ts';
import { messages as frApp } from './locales/fr/app.ts';
import { messages as frPublic } from './locales/fr/public.ts';
import { messages as frServer } from './locales/fr/server.ts';
import { messages as nlApp } from './locales/nl/app.ts';
import { messages as nlPublic } from './locales/nl/public.ts';
import { messages as nlServer } from './locales/nl/server.ts';

const CATALOGS: Record<Locale, Record<'public' | 'app' | 'server', Messages>> = {
  en: { public: enPublic, app: enApp, server: enServer },
  de: { public: dePublic, app: deApp, server: deServer },
  fr: { public: frPublic, app: frApp, server: frServer },
  nl: { public: nlPublic, app: nlApp, server: nlServer },
  es: { public: esPublic, app: esApp, server: esServer },
};

describe('the catalogs', () => {
  it('hold every English message in every language, translated (not the English again, but for names)', () => {
    for (const locale of LOCALES) {
      for (const name of ['public', 'app', 'server'] as const) {
        expect(Object.keys(CATALOGS[locale][name]).sort(), `${locale}/${name}`).toEqual(Object.keys(CATALOGS.en[name]).sort());
      }
    }
    // Some words are the same in two languages ("Code"); most are not: a catalog copied from English would show.
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const i18n = createI18n(locale, CATALOGS[locale].public);
      const same = Object.keys(enPublic).filter((id) => i18n._(id) === id);
      expect(same.length, `${locale}: ${same.join(' | ')}`).toBeLessThan(Object.keys(enPublic).length / 10);
    }
  });

  it('fill a message’s placeholders and rich-text tags in each language', () => {
    const values = { vehicle: 'Jaguar E-Type', card: 'SS007' };
    const said = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        createI18n(locale, CATALOGS[locale].public)._('You voted for <0>{vehicle}</0> <1>{card}</1>', values),
      ]),
    );
    expect(said.en).toBe('You voted for <0>Jaguar E-Type</0> <1>SS007</1>');
    expect(said.de).toBe('Sie haben für <0>Jaguar E-Type</0> <1>SS007</1> gestimmt');
    for (const text of Object.values(said)) expect(text).not.toMatch(/[{}]/);
  });
});

describe('plurals', () => {
  // The English of every plural message in the catalogs (its id is its ICU).
  const plurals = ['public', 'app', 'server'].flatMap((name) =>
    Object.keys(CATALOGS.en[name as 'public'])
      .filter((id) => /\{(\w+), plural,/.test(id))
      .map((id) => ({ id, name: name as 'public' })),
  );

  it('are there to check (the OTP mail says how many minutes a code works)', () => {
    expect(plurals.length).toBeGreaterThan(0);
  });

  it('read right for 0, 1, 2 and 5 in every language: the number is there, no ICU left, 1 apart from 2', () => {
    for (const locale of LOCALES) {
      const i18n = createI18n(locale, CATALOGS[locale].public, CATALOGS[locale].app, CATALOGS[locale].server);
      for (const { id, name } of plurals) {
        const arg = /\{(\w+), plural,/.exec(id)?.[1] ?? '';
        const said = [0, 1, 2, 5].map((n) => i18n._(id, { [arg]: n }));
        said.forEach((text, index) => {
          const n = [0, 1, 2, 5][index] ?? 0;
          // A message may word a number itself with an exact case ("=2 {two}"): then that word stands for it.
          if (!new RegExp(`=${String(n)} \\{`).test(id)) expect(text, `${locale}: ${id}`).toContain(String(n));
          expect(text).not.toMatch(/[{}#]/);
        });
        // One is its own form ("1 minute"), never the many's with a 1 in it, where the English has
        // two forms ("# not saved" is one for both). Another language keeps a plural of its own:
        // its one and other may read alike ("1 Richter", "2 Richter").
        if (locale === 'en') {
          const forms = /one \{([^{}]*)\} other \{([^{}]*)\}/.exec(id);
          if (forms?.[1] !== forms?.[2]) expect(said[1]?.replace('1', 'N'), id).not.toBe(said[2]?.replace('2', 'N'));
        } else {
          expect(JSON.stringify(CATALOGS[locale][name][id]), `${locale}: ${id}`).toContain('"plural"');
        }
      }
    }
    const en = createI18n('en', CATALOGS.en.server);
    const id = plurals.find((p) => p.id.includes('It works once') && p.id.includes('voting page'))?.id ?? '';
    expect(en._(id, { minutes: 1 })).toBe('It works once, for 1 minute. Type it on the voting page on your phone.');
    expect(en._(id, { minutes: 10 })).toBe('It works once, for 10 minutes. Type it on the voting page on your phone.');
  });
});

describe('whose language a page speaks', () => {
  it('reads Accept-Language by weight, then by order, by primary subtag, among ours only', () => {
    expect(negotiateLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('pl, nl;q=0.5, fr;q=0.7')).toBe('fr');
    expect(negotiateLocale('en;q=0.5, es')).toBe('es');
    expect(negotiateLocale('pl, ja')).toBeNull();
    expect(negotiateLocale('de;q=0, fr;q=0.1')).toBe('fr');
    expect(negotiateLocale('*')).toBeNull();
    expect(negotiateLocale(undefined)).toBeNull();
    expect(negotiateLocale('de;q=abc, nl')).toBe('nl');
  });

  it('puts the visitor’s choice first, then the browser’s, then the show’s, then English', () => {
    expect(pageLocale({ chosen: 'fr', acceptLanguage: 'de', event: 'nl' })).toBe('fr');
    expect(pageLocale({ chosen: 'xx', acceptLanguage: 'de', event: 'nl' })).toBe('de');
    expect(pageLocale({ acceptLanguage: 'pl', event: 'nl' })).toBe('nl');
    expect(pageLocale({})).toBe('en');
  });

  it('shows words that came as a string translated where the catalog has them, else as they came', () => {
    const de = createI18n('de', dePublic);
    expect(translated(de, 'OTP Sent')).toBe('Code gesendet');
    expect(translated(de, 'Jaguar {E-Type}')).toBe('Jaguar {E-Type}');
  });
});

describe('times in a show’s zone and language', () => {
  const at = new Date('2030-05-01T08:00:00Z');
  it('writes one moment in two zones, the zone named, in each language’s own way', () => {
    expect(whenText(at, 'Europe/London')).toBe('1 May 2030, 09:00 BST');
    expect(whenText(at, 'America/New_York')).toBe('1 May 2030, 04:00 GMT-4');
    expect(whenText(at, 'Europe/Amsterdam', 'de')).toBe('1. Mai 2030 um 10:00 MESZ');
    expect(whenText(at, 'America/New_York', 'de')).toBe('1. Mai 2030 um 04:00 GMT-4');
    expect(whenText(at, 'Europe/Amsterdam', 'nl')).toBe('1 mei 2030 om 10:00 CEST');
    expect(whenText(at, 'Europe/Madrid', 'es')).toBe('1 de mayo de 2030 a las 10:00 CEST');
    expect(whenText(at, 'Europe/Paris', 'fr')).toBe('1 mai 2030 à 10:00 UTC+2');
  });
});

describe('a message filled in English, then translated', () => {
  it('finds its template and its values again: the number kept, the words in the reader’s language', () => {
    const characters = english(/*i18n*/ { id: 'Must be at most {max} characters.', values: { max: 60 } });
    const plain = english(/*i18n*/ { id: 'Must be at most {max}.', values: { max: 100 } });
    expect([characters, plain]).toEqual(['Must be at most 60 characters.', 'Must be at most 100.']);
    const german = createI18n('de', CATALOGS.de.public);
    const inGerman = translated(german, characters);
    expect(inGerman).toContain('60');
    expect(inGerman).not.toBe(characters);
    // The longer template wins: "60 characters" is not the {max} of 'Must be at most {max}.'.
    expect(translated(german, 'Must be at most 100.')).toBe(german._('Must be at most {max}.', { max: '100' }));
    expect(translated(german, characters)).toBe(german._('Must be at most {max} characters.', { max: '60' }));
    // A name, or words no template fills, stay as they came.
    expect(translated(german, 'Jaguar E-Type')).toBe('Jaguar E-Type');
  });
});
