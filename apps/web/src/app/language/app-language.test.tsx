import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@showgrid/shared/i18n/translate';
import type { Locale } from '@showgrid/shared/locales';
import { meLanguageBodySchema } from '@showgrid/shared/schemas/auth';
import { judgeRecord, judgeUser, jsonResponse, renderApp, restoreSession } from '../../test/render-app';
import { toJudgeVehicle } from '../../features/judging/api/get-judge-vehicles';
import { useJudgeStore } from '../../features/judging/stores/judge-store';
import { CLASSICS, EVENT_ID, defaultVehicles, fakeJudgingApi } from '../../features/judging/testing/fake-judging-api';
import { deviceLocale, switchLanguage } from './app-language';

// A person's own language (issue 33, ADR 046): the account's choice wins once it is known, a
// choice in the app switches the screens in place and is kept on the device and the account.

const ME = '/api/auth/me/';
const me = (strLocale: Locale | null) => ({
  data: {
    user_id: judgeRecord.intJudgeId,
    strEmail: judgeRecord.strEmail,
    strFullName: judgeRecord.strFullName,
    strUserType: 'judge',
    strLocale,
  },
});

const setCookie = (value: string) => {
  document.cookie = `${LOCALE_COOKIE}=${value}; path=/`;
};

beforeEach(() => {
  restoreSession(judgeUser);
  useJudgeStore.getState().clear();
  useJudgeStore.setState({ selectedEventId: EVENT_ID, selectedCategoryId: CLASSICS, vehicles: defaultVehicles.map(toJudgeVehicle) });
});

afterEach(async () => {
  await switchLanguage('en');
});

describe('the device’s language', () => {
  it('is the cookie the picker (here or on a public page) left, else the browser’s, else English', () => {
    setCookie('nl');
    expect(deviceLocale()).toBe('nl');
    setCookie('xx');
    // jsdom's browser speaks en-US.
    expect(deviceLocale()).toBe('en');
  });
});

describe('the judge’s screens', () => {
  it('speak the language kept on the account once it answers, and <html lang> says so', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', ME, () => jsonResponse(me('fr')));
    renderApp('/judge/vehicles');
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
  });

  it('stay in the device’s language when the account never chose one', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', ME, () => jsonResponse(me(null)));
    renderApp('/judge/vehicles');
    expect(await screen.findByRole('combobox', { name: 'Language' })).toHaveValue('en');
    await waitFor(() => expect(api.sent('GET', ME)).toHaveLength(1));
    expect(document.documentElement.lang).toBe('en');
  });

  it('switch in place when the judge picks another language, which the device and the account keep', async () => {
    const api = fakeJudgingApi();
    api.answer('GET', ME, () => jsonResponse(me(null)));
    api.answer('PUT', ME, (request) => jsonResponse(me(meLanguageBodySchema.parse(request.body).strLocale)));
    renderApp('/judge/vehicles');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(picker, 'Deutsch');
    expect(await screen.findByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de`);
    await waitFor(() => expect(api.sent('PUT', ME).map((request) => request.body)).toEqual([{ strLocale: 'de' }]));
  });
});
