import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { act, render as renderBare, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { judgeUser, renderApp, restoreSession } from '../test/render-app';
import { fakeJudgingApi } from '../features/judging/testing/fake-judging-api';
import { appI18n } from '../app/language/app-language';
import { TabletGate } from './tablet-gate';

/** The gate speaks the app's language: it renders inside the app's translator, as in the judge area. */
const render = (ui: ReactNode) => renderBare(ui, { wrapper: ({ children }) => <I18nProvider i18n={appI18n}>{children}</I18nProvider> });

const SPEC_TEXT = 'Please switch to tablet mode to continue.';

/** The window as a device of this size would report it. */
function setScreen(width: number, height: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: height });
  act(() => {
    window.dispatchEvent(new Event('resize'));
  });
}

function gate(onLogout?: () => void) {
  return render(
    <TabletGate min={550} max={1024} onLogout={onLogout}>
      <p>Judging</p>
    </TabletGate>,
  );
}

afterEach(() => setScreen(1024, 768));

describe('TabletGate', () => {
  it('asks a tablet held upright to turn to landscape, keeps SPEC’s line and offers Logout', async () => {
    setScreen(500, 800);
    const onLogout = vi.fn();
    gate(onLogout);
    expect(screen.getByRole('heading', { name: SPEC_TEXT })).toBeInTheDocument();
    expect(screen.getByText('Rotate the tablet to landscape.')).toBeInTheDocument();
    expect(screen.getByText('The judging screens need a screen 550 to 1024 px wide; this one is 500 px.')).toBeInTheDocument();
    expect(screen.getByText('Judging')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('asks a large tablet held sideways to turn to portrait', () => {
    setScreen(1366, 1024);
    gate();
    expect(screen.getByText(SPEC_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Rotate the tablet to portrait.')).toBeInTheDocument();
  });

  it('does not ask to turn a screen whose other side would not fit either', () => {
    setScreen(1920, 1080);
    gate();
    expect(screen.getByText(SPEC_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(/Rotate the tablet/)).not.toBeInTheDocument();
    expect(screen.getByText(/this one is 1920 px\.$/)).toBeInTheDocument();
  });

  it('keeps what a judge was typing when the tablet is turned away and back (the page stays mounted)', async () => {
    setScreen(800, 1280);
    render(
      <TabletGate min={550} max={1024}>
        <label>
          Special note
          <input />
        </label>
      </TabletGate>,
    );
    await userEvent.type(screen.getByLabelText('Special note'), 'Lovely chrome');
    setScreen(1280, 800);
    expect(screen.getByRole('heading', { name: SPEC_TEXT })).toBeInTheDocument();
    setScreen(800, 1280);
    expect(screen.queryByRole('heading', { name: SPEC_TEXT })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Special note')).toHaveValue('Lovely chrome');
  });

  it('hides the page behind the notice from pointer, keyboard and screen reader: only the notice’s Logout is a button', () => {
    setScreen(800, 1280);
    render(
      <TabletGate min={550} max={1024} onLogout={vi.fn()}>
        <button type="button">Logout</button>
      </TabletGate>,
    );
    const pageLogout = screen.getByRole('button', { name: 'Logout' });
    setScreen(390, 844);
    const hiddenPage = pageLogout.closest('[inert]');
    expect(hiddenPage).not.toBeNull();
    expect(hiddenPage).toHaveAttribute('aria-hidden', 'true');
    expect(pageLogout).not.toBeVisible();
    const buttons = screen.getAllByRole('button', { name: 'Logout' });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).not.toBe(pageLogout);
    expect(screen.getByRole('main', { name: SPEC_TEXT })).toContainElement(buttons[0] ?? null);
    setScreen(800, 1280);
    expect(pageLogout.closest('[inert]')).toBeNull();
    expect(pageLogout.closest('[aria-hidden]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Logout' })).toBe(pageLogout);
  });

  it('offers no Logout when there is nobody to log out', () => {
    setScreen(400, 700);
    gate();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('lets the judging through once the tablet is turned, and asks again when it is turned back', () => {
    setScreen(500, 800);
    gate();
    expect(screen.getByText('Judging')).not.toBeVisible();
    setScreen(800, 500);
    expect(screen.getByText('Judging')).toBeVisible();
    expect(screen.queryByText(SPEC_TEXT)).not.toBeInTheDocument();
    setScreen(500, 800);
    expect(screen.getByText('Rotate the tablet to landscape.')).toBeInTheDocument();
  });
});

describe('the judge area on a phone held upright', () => {
  it('asks to turn it, and Logout signs the judge out to the judge login', async () => {
    restoreSession(judgeUser);
    fakeJudgingApi();
    setScreen(390, 844);
    const { router } = renderApp('/judge/category');
    expect(screen.getByText('Rotate the tablet to landscape.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/judge/login'));
  });
});
